/**
 * The site chrome on every page (docs/requirements.md#chrome, #every-page):
 * the header's shadow after 20 px of scroll, the mobile menu's scroll lock and close on
 * navigation, the logo's text fallback, the skip link, and live announcements cleared after 1 s.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { ANNOUNCEMENT_CLEAR_MS } from "../../shared/ui_constants.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";
import type { TestServer } from "../helpers/test_app.ts";

async function withPage(
  path: string,
  fn: (page: Page, server: TestServer, errors: string[]) => Promise<void>,
  options: { width?: number; height?: number; beforeLoad?: (page: Page) => Promise<unknown> } = {},
) {
  await withSharedSiteAndBrowser(async ({ server, browser }) => {
    const { page, errors } = await openPage(browser, options);
    await options.beforeLoad?.(page);
    await page.goto(server.origin + path, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await fn(page, server, errors);
  });
}

Deno.test({
  name: "the header gains its shadow only after 20 px of scroll",
  ...BROWSER_TEST,
  fn: () =>
    withPage("/about", async (page, _server, errors) => {
      const header = page.locator("header.site-header");
      assert.equal(
        await header.evaluate((el) => el.classList.contains("site-header--scrolled")),
        false,
      );
      await page.evaluate(() => scrollTo(0, 10));
      await page.waitForTimeout(150);
      assert.equal(
        await header.evaluate((el) => el.classList.contains("site-header--scrolled")),
        false,
        "10 px is not enough",
      );
      await page.evaluate(() => scrollTo(0, 60));
      await page.waitForFunction(() =>
        document.querySelector("header.site-header")!.classList.contains("site-header--scrolled")
      );
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "the mobile menu locks page scroll while open and closes on navigation",
  ...BROWSER_TEST,
  fn: () =>
    withPage("/", async (page, _server, errors) => {
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await menu.waitFor();
      assert.equal(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
        "hidden",
        "page scroll is locked",
      );
      await menu.getByRole("link", { name: "About Us" }).click();
      await page.waitForURL("**/about");
      await menu.waitFor({ state: "hidden" });
      assert.equal(
        await page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded"),
        "false",
      );
      assert.notEqual(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
        "hidden",
        "page scroll is released",
      );
      assert.deepEqual(errors, []);
    }, { width: 390, height: 844 }),
});

Deno.test({
  name: "when the logo image fails, the header shows the company name as text",
  ...BROWSER_TEST,
  fn: () =>
    withPage("/", async (page) => {
      await page.locator(".site-header__wordmark", { hasText: COMPANY_NAME }).waitFor();
      assert.equal(await page.locator("img.site-header__logo").count(), 0);
    }, {
      beforeLoad: (page) =>
        page.route("**/icons/logo.svg", (route) => route.fulfill({ status: 404, body: "" })),
    }),
});

Deno.test({
  name: "the first Tab reaches 'Skip to main content', which moves focus to the main content",
  ...BROWSER_TEST,
  fn: () =>
    withPage("/partner", async (page, _server, errors) => {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      assert.equal(focused, "Skip to main content");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.id === "main-content");
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "live announcements are cleared about a second later",
  ...BROWSER_TEST,
  fn: () =>
    withPage("/", async (page, _server, errors) => {
      // The page's clock is Playwright's from here on, stopped, and moves only when the test
      // says: "about a second" is measured in the page's time, not a loaded machine's.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 60_000);
      // Choosing in the cookie banner announces the saved choice politely.
      await page.getByRole("button", { name: "Decline All" }).click();
      const polite = page.locator("[aria-live='polite'][aria-atomic='true']").first();
      await page.waitForFunction(
        () => document.querySelector("[aria-live='polite'][aria-atomic='true']")?.textContent,
      );
      await page.clock.runFor(ANNOUNCEMENT_CLEAR_MS - 100);
      assert.notEqual(await polite.textContent(), "", "still announced just before the second");
      await page.clock.runFor(200);
      await page.waitForFunction(
        () =>
          document.querySelector("[aria-live='polite'][aria-atomic='true']")?.textContent === "",
      );
      assert.equal(await polite.textContent(), "");
      assert.equal(ANNOUNCEMENT_CLEAR_MS, 1000, "spec: cleared after 1 s");
      assert.deepEqual(errors, []);
    }),
});
