/**
 * The search page in Chromium shows the API's own message when it refuses a question with a 4xx
 * (docs/requirements.md#search-limits), not the outage message.
 */
import assert from "node:assert/strict";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { SEARCH_FAILURE_MESSAGE } from "../../shared/content/search.ts";

const TOO_MANY = "Too many searches from this address. Please try again in a minute.";

Deno.test({
  name: "/search shows 'Too many searches…' when the API answers 429, not the outage message",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.route("**/api/search", (route) =>
        route.fulfill({
          status: 429,
          headers: { "Retry-After": "42" },
          contentType: "application/json",
          body: JSON.stringify({ error: TOO_MANY }),
        }));
      await page.goto(server.origin + "/search", { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.getByRole("searchbox", { name: "Your question" }).fill("How fast is delivery?");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("alert").filter({ hasText: TOO_MANY }).waitFor();
      assert.equal(await page.getByText(SEARCH_FAILURE_MESSAGE).count(), 0);
      // Chromium logs the refused request (429) itself; nothing else may be logged.
      assert.deepEqual(errors.filter((e) => !e.includes("429")), []);
    });
  },
});
