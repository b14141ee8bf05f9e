/**
 * /search in Chromium (docs/requirements.md#search-page): chips fill the box, a blank question
 * sends nothing, loading disables the controls, an answer's sources navigate to real pages, the red
 * failure card, the question kept in the address and rendered on the server on a direct load,
 * hydration without console errors. axe-core scans a shown answer in `accessibility_test.ts`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SEARCH_FAILURE_MESSAGE, SEARCH_SUGGESTIONS } from "../../shared/content/search.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";
import type { TestServer } from "../helpers/test_app.ts";

interface Visit {
  page: Page;
  server: TestServer;
  errors: string[];
  /** Bodies of every `POST /api/search` the page sent. */
  searches: string[];
}

async function withSearch(
  path: string,
  fn: (visit: Visit) => Promise<void>,
  viewport: { width?: number; height?: number } = {},
) {
  await withSharedSiteAndBrowser(async ({ server, browser }) => {
    const { page, errors } = await openPage(browser, viewport);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/search") {
        searches.push(request.postData() ?? "");
      }
    });
    await page.goto(server.origin + path, { waitUntil: "networkidle" });
    await waitForHydration(page);
    await fn({ page, server, errors, searches });
  }, { overrides: { search: { rateRule: { name: "search", limit: 10_000, windowMs: 60_000 } } } });
}

function box(page: Page) {
  return page.getByRole("searchbox", { name: "Your question" });
}

function searchButton(page: Page) {
  return page.getByRole("button", { name: "Search", exact: true });
}

function resultCard(page: Page) {
  return page.getByRole("region", { name: "AI Search Results" });
}

Deno.test({
  name: "/search chips fill the box and a blank question sends nothing",
  ...BROWSER_TEST,
  fn: () =>
    withSearch("/search", async ({ page, errors, searches }) => {
      await page.getByRole("heading", { level: 1, name: "AI-Powered Search" }).waitFor();
      assert.equal(await searchButton(page).isDisabled(), true);
      for (const chip of SEARCH_SUGGESTIONS) {
        await page.getByRole("button", { name: chip }).click();
        assert.equal(await box(page).inputValue(), chip);
      }
      assert.equal(searches.length, 0, "a chip only fills the box");

      await box(page).fill("   ");
      assert.equal(await searchButton(page).isDisabled(), true);
      await box(page).press("Enter");
      await page.waitForTimeout(300);
      assert.equal(searches.length, 0);
      assert.equal(await resultCard(page).count(), 0);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "/search disables the controls while loading, then shows sources that navigate",
  ...BROWSER_TEST,
  fn: () =>
    withSearch("/search", async ({ page, errors, searches }) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/search", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "Wholesale distribution network" }).click();
      await searchButton(page).click();

      const status = page.getByRole("status").filter({ hasText: "Searching..." });
      await status.waitFor();
      assert.equal(await box(page).isDisabled(), true);
      assert.equal(await searchButton(page).isDisabled(), true);
      release();

      await resultCard(page).waitFor();
      assert.equal(await status.count(), 0);
      assert.equal(await box(page).isDisabled(), false);
      assert.equal(searches.length, 1);
      assert.deepEqual(JSON.parse(searches[0]!), { query: "Wholesale distribution network" });
      assert.equal(new URL(page.url()).searchParams.get("q"), "Wholesale distribution network");
      await page.getByRole("heading", { level: 3, name: "Sources:" }).waitFor();
      assert.match((await resultCard(page).textContent()) ?? "", /\[1\]/);

      const source = resultCard(page).getByRole("listitem").first().getByRole("link");
      const href = await source.getAttribute("href");
      assert.ok(href?.startsWith("/"), `internal link, got ${href}`);
      await source.click();
      await page.waitForURL((url) => url.pathname === new URL(href!, page.url()).pathname);
      await page.getByRole("heading", { level: 1 }).waitFor();
      assert.notEqual(
        await page.getByRole("heading", { level: 1 }).textContent(),
        "Page Not Found",
      );
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "/search shows the red failure card when the API fails, and a new search clears it",
  ...BROWSER_TEST,
  fn: () =>
    withSearch("/search", async ({ page }) => {
      await page.route("**/api/search", (route) => route.fulfill({ status: 500, body: "down" }));
      await box(page).fill("How long does onboarding take?");
      await searchButton(page).click();
      const alert = page.getByRole("alert").filter({ hasText: SEARCH_FAILURE_MESSAGE });
      await alert.waitFor();
      assert.match((await alert.getAttribute("class")) ?? "", /alert--error/);

      await page.unroute("**/api/search");
      await box(page).fill("Where will my stock be stored?");
      await searchButton(page).click();
      await resultCard(page).waitFor();
      assert.equal(await alert.count(), 0);
    }),
});

Deno.test({
  name: "/search says when the site has no answer, cites no page and offers the contact page",
  ...BROWSER_TEST,
  fn: () =>
    withSearch("/search", async ({ page, errors }) => {
      await box(page).fill("What's the weather in Paris?");
      await box(page).press("Enter");
      await resultCard(page).waitFor();
      // No page is cited: the contact page is offered as the one action.
      assert.equal(await resultCard(page).getByRole("list").count(), 0);
      const links = resultCard(page).getByRole("link");
      assert.equal(await links.count(), 1);
      await resultCard(page).getByRole("link", { name: "Contact Us", exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/contact");
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "/search?q= renders the answer on a direct load with no request and no console error",
  ...BROWSER_TEST,
  fn: () =>
    withSearch(
      "/search?q=Do%20you%20charge%20listing%20fees%3F",
      async ({ page, errors, searches }) => {
        await resultCard(page).waitFor();
        assert.equal(await box(page).inputValue(), "Do you charge listing fees?");
        assert.match((await resultCard(page).textContent()) ?? "", /free and without obligation/);
        await page.waitForTimeout(300);
        assert.equal(searches.length, 0, "the server-rendered answer is reused");
        assert.deepEqual(errors, []);
      },
    ),
});
