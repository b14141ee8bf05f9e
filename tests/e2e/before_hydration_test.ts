/**
 * The page before its JavaScript has run (ADR 0012): the app loads after the first paint, so on a
 * slow phone a visitor can reach a form before it is hydrated. A submit then must neither put the
 * visitor's details in the address bar (the home form has no method, so a browser would send it
 * as a GET query) nor leave the page for a URL that takes no POST. Simulated by refusing the app's
 * modules, so only the boot module runs.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";

/** Refuses every app chunk; the boot module (`/assets/boot-…`) still loads. */
async function withoutApp(page: Page): Promise<void> {
  await page.route(/\/assets\/(client|chunk)-[A-Z0-9]+\.js$/, (route) => route.abort());
}

for (
  const { path, form } of [
    { path: "/", form: "#contact form" },
    { path: "/contact", form: "form[aria-labelledby='enquiry-form-title']" },
  ]
) {
  Deno.test({
    name: `${path}: an enquiry sent before the app has loaded stays on the page, out of the URL`,
    ...BROWSER_TEST,
    async fn() {
      await withSharedSiteAndBrowser(async ({ server, browser }) => {
        const { page } = await openPage(browser);
        await withoutApp(page);
        await page.goto(server.origin + path, { waitUntil: "load" });
        await page.evaluate(() => {
          (globalThis as unknown as { marker: string }).marker = "same document";
        });
        const scope = page.locator(form);
        await scope.getByLabel("Full name", { exact: true }).fill("Jane Doe");
        await scope.getByLabel("Email address", { exact: true }).fill("jane@example.com");
        await scope.getByLabel("Message", { exact: true })
          .fill("We make oat drinks in Sweden and want UK convenience listings.");
        await scope.getByRole("button", { name: "Send Message" }).click();
        // A navigation, had there been one, would have started by now.
        await page.waitForTimeout(500);
        assert.equal(page.url(), server.origin + path, "no query string, no other URL");
        assert.equal(
          await page.evaluate(() => (globalThis as unknown as { marker?: string }).marker),
          "same document",
        );
        assert.equal(
          await scope.getByLabel("Email address", { exact: true }).inputValue(),
          "jane@example.com",
          "what the visitor typed is still there",
        );
      });
    },
  });
}

Deno.test({
  name: "a hero image that never arrives delays hydration by seconds, not for ever",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      // The request for every image is held open, so the window's load event never fires.
      await page.route(/\/images\//, () => {});
      await page.goto(server.origin + "/contact", { waitUntil: "domcontentloaded" });
      await waitForHydration(page, { timeout: 10_000 });
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Name must be at least 2 characters").first().waitFor();
      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "nothing but the page, its stylesheet and images is fetched before the first paint; " +
    "the app and the web app manifest's link follow, and the favicon needs no request",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      const requests: { path: string; at: number }[] = [];
      page.on("request", (request) => {
        requests.push({ path: new URL(request.url()).pathname, at: Date.now() });
      });
      // When the manifest's link enters the document (the browser may not fetch it headless).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector("link[rel='manifest']")) {
            (globalThis as unknown as { manifestLinkedAt: number }).manifestLinkedAt = performance
              .now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(server.origin + "/about", { waitUntil: "load" });
      await waitForHydration(page);
      await page.locator("link[rel='manifest']").waitFor({ state: "attached" });
      const { painted, manifestLinkedAt, timeOrigin } = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint", "paint")[0]!.startTime,
        manifestLinkedAt: (globalThis as unknown as { manifestLinkedAt: number }).manifestLinkedAt,
        timeOrigin: performance.timeOrigin,
      }));
      assert.ok(manifestLinkedAt > painted, "the manifest is linked after the first paint");
      const app = requests.filter((r) => /^\/assets\/(client|chunk)-/.test(r.path));
      assert.ok(app.some((r) => r.path.startsWith("/assets/client-")), "the app is fetched");
      for (const request of app) {
        assert.ok(
          request.at > timeOrigin + painted,
          `${request.path} was asked for before the first paint`,
        );
      }
      assert.deepEqual(requests.filter((r) => r.path === "/favicon.ico"), []);
      assert.match(
        await page.locator("link[rel='icon']").getAttribute("href") ?? "",
        /^data:image\/svg\+xml,/,
      );
      assert.deepEqual(errors, []);
    });
  },
});
