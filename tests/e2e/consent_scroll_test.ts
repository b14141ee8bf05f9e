/**
 * The cookie choice never moves the page (WCAG 2.2 2.4.3 Focus Order without a jump): after
 * 'Accept All', 'Decline All' or 'Save preferences', by mouse or keyboard, the scroll position is
 * what it was (±1 px) and focus continues from the page content, on long and short pages, on a
 * phone and a desktop. Every first visit meets this banner, so a jump here is the site's first
 * impression.
 *
 * The visits cover every pair of page × input, page × width and input × width (12 visits, not all
 * 24 triples): a jump comes from how the banner closes (the input), how tall the page is and how
 * wide the screen, and each of those meets each other one here.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

const PATHS = ["/", "/about", "/insights"] as const;

/** How the visitor makes the choice. */
type Choice = "accept by mouse" | "decline by keyboard" | "save by mouse" | "accept by keyboard";

/** Where the page is scrolled to before the choice: the top, and part-way down. */
const START_POSITIONS = [0, 400] as const;

async function bannerShown(page: Page) {
  const banner = page.getByRole("region", { name: "Your cookie choices" });
  await banner.waitFor();
  // The banner's 0.3 s reveal (client/styles/consent.css) has finished.
  await banner.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished))
  );
  return banner;
}

async function choose(page: Page, choice: Choice) {
  const banner = await bannerShown(page);
  switch (choice) {
    case "accept by mouse":
      await banner.getByRole("button", { name: "Accept All" }).click();
      break;
    case "accept by keyboard":
      await banner.getByRole("button", { name: "Accept All" }).focus();
      await page.keyboard.press("Enter");
      break;
    case "decline by keyboard":
      await banner.getByRole("button", { name: "Decline All" }).focus();
      await page.keyboard.press("Enter");
      break;
    case "save by mouse": {
      await banner.getByRole("button", { name: "Manage", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      await dialog.getByRole("button", { name: /save/i }).click();
      await dialog.waitFor({ state: "hidden" });
      break;
    }
  }
  await banner.waitFor({ state: "hidden" });
  // Let any focus handler, resize observer or smooth scroll run before measuring.
  await page.waitForTimeout(300);
}

async function scrollAfterChoice(
  browser: Browser,
  viewport: { width: number; height: number },
  path: string,
  choice: Choice,
  start: number,
) {
  const { page, errors } = await openPage(browser, viewport);
  try {
    await page.goto(path);
    await waitForHydration(page);
    await bannerShown(page);
    await page.evaluate((top) => globalThis.scrollTo({ top, behavior: "instant" }), start);
    const before = await page.evaluate(() => globalThis.scrollY);
    await choose(page, choice);
    const after = await page.evaluate(() => globalThis.scrollY);
    const focused = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
    return { before, after, focused, errors };
  } finally {
    await page.context().close();
  }
}

Deno.test({
  name: "the cookie choice leaves the scroll position unchanged on every width, page and input",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const moved: string[] = [];
      const choices: Choice[] = [
        "accept by mouse",
        "decline by keyboard",
        "save by mouse",
        "accept by keyboard",
      ];
      for (const [p, path] of PATHS.entries()) {
        for (const [i, choice] of choices.entries()) {
          // Alternating with both the page and the input: every pair meets (module comment).
          const viewport = WIDTHS[(p + i) % WIDTHS.length]!;
          const start = START_POSITIONS[i % START_POSITIONS.length] ?? 0;
          const result = await scrollAfterChoice(
            browser,
            viewport,
            `${server.origin}${path}`,
            choice,
            start,
          );
          const label = `${path} at ${viewport.width} px, ${choice} from ${start} px`;
          if (Math.abs(result.after - result.before) > 1) {
            moved.push(`${label}: ${result.before} -> ${result.after}`);
          }
          // Focus continues from the page content (the banner's buttons are gone).
          assert.notEqual(result.focused, "body", `${label}: focus was dropped`);
          assert.deepEqual(result.errors, [], label);
        }
      }
      assert.deepEqual(moved, []);
    });
  },
});
