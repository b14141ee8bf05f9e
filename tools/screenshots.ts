/**
 * Full-page Chromium screenshots of the running site at a phone (390 px) and a desktop (1440 px)
 * width, for looking at what we build before calling it done.
 *
 * Run: `deno task screenshots [origin] [path ...]` (origin defaults to http://127.0.0.1:8000;
 * paths default to every public page). PNGs are written to `screenshots/` as
 * `<page>-<width>.png`. Pass `--banner` to keep the cookie banner visible; by default a stored
 * "Decline All" (clicked on the first page, kept in local storage) hides it so the page itself is seen.
 */
import { launchBrowser } from "../tests/helpers/browser.ts";

const DEFAULT_PATHS = [
  "/",
  "/services",
  "/services/brand-management",
  "/distribution",
  "/marketing",
  "/about",
  "/partner",
  "/contact",
  "/insights",
  "/insights/retail-trends",
  "/search?q=How+do+you+help+brands+enter+the+UK+market%3F",
  "/cookies",
  "/privacy",
  "/legal-documents",
  "/admin/login",
  "/no-such-page",
];
const WIDTHS = [390, 1440];

const flags = Deno.args.filter((arg) => arg.startsWith("--"));
const positional = Deno.args.filter((arg) => !arg.startsWith("--"));
const origin = positional[0] ?? "http://127.0.0.1:8000";
const paths = positional.length > 1 ? positional.slice(1) : DEFAULT_PATHS;
const keepBanner = flags.includes("--banner");

await Deno.mkdir("screenshots", { recursive: true });
const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "en-GB" });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, origin).href, { waitUntil: "networkidle" });
      if (!keepBanner) {
        const decline = page.getByRole("button", { name: "Decline All" });
        if (await decline.isVisible().catch(() => false)) await decline.click();
      }
      // Lazy images load only near the viewport: walk down the page, then wait for every image.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        scrollTo(0, 0);
        // A lazy image that is never displayed (e.g. in a hidden menu) never decodes: cap the wait.
        await Promise.race([
          Promise.all(
            [...document.images].map((image) =>
              image.complete ? null : image.decode().catch(() => {})
            ),
          ),
          new Promise((resolve) => setTimeout(resolve, 3000)),
        ]);
      });
      // A full-page capture paints beyond the viewport, where sections with `content-visibility:
      // auto` are skipped (ADR 0015): the walk above rendered each one, so their boxes have their
      // real heights; paint them all, as a visitor scrolling through sees them.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>("body *")) {
          if (getComputedStyle(element).contentVisibility === "auto") {
            element.style.setProperty("content-visibility", "visible");
          }
        }
      });
      const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "_");
      const file = `screenshots/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
