/**
 * The search curation screen in Chromium (docs/decisions/0026-search-curation.md), as a visitor
 * and an editor notice it: a question the site declines is listed on /admin/search (reached from
 * the staff navigation); the editor adds a synonym there, and the same question, asked again, is
 * answered from the page that uses the site's own word; it stays listed as answered with no source
 * opened until the visitor opens a cited page. axe-core on the screen; no console error.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { GOOD_PASSWORD } from "../api/staff_fixtures.ts";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { axeViolations } from "../helpers/axe.ts";

const EDITOR = "editor@example.com";
/** The site says "warehouse"; a visitor who says "godown" is declined until staff teach search. */
const QUESTION = "Where are your godowns?";

function resultCard(page: Page) {
  return page.getByRole("region", { name: "AI Search Results" });
}

/**
 * The source links of the answer to `QUESTION`, as a visitor opening a shared link sees them (none:
 * declined).
 */
async function askedSources(page: Page, origin: string): Promise<string[]> {
  await page.goto(`${origin}/search?q=${encodeURIComponent(QUESTION)}`);
  await resultCard(page).waitFor();
  return await resultCard(page).getByRole("listitem").getByRole("link").evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)
  );
}

Deno.test({
  name: "search curation: a declined question is listed, and the synonym added there answers it",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create(EDITOR, GOOD_PASSWORD, { role: "editor" });
      const visitor = await openPage(browser, { width: 1280, height: 900 });
      assert.deepEqual(await askedSources(visitor.page, server.origin), []);
      await resultCard(visitor.page).getByRole("link", { name: "Contact Us" }).waitFor();

      const staff = await openPage(browser, { width: 1280, height: 900 });
      const { page } = staff;
      await page.goto(`${server.origin}/admin/login`);
      await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
      await page.getByRole("textbox", { name: "E-mail address" }).fill(EDITOR);
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.origin}/admin/content`);
      await page.getByRole("navigation", { name: /staff/i }).getByRole("link", { name: "Search" })
        .click();
      await page.waitForURL(`${server.origin}/admin/search`);
      const table = page.getByRole("region", { name: "Questions without an answer" });
      const row = table.getByRole("row").filter({ hasText: QUESTION });
      await row.waitFor();
      assert.equal(await row.getByRole("cell").nth(1).textContent(), "Declined");
      assert.equal(await row.getByRole("cell").nth(2).textContent(), "1");
      assert.deepEqual(await axeViolations(page), [], "axe on /admin/search");

      await page.getByRole("textbox", { name: "Words that mean the same" }).fill(
        "godown = warehouse",
      );
      await page.getByRole("button", { name: "Add synonyms" }).click();
      await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      await page.getByRole("listitem").filter({ hasText: "godown = warehouse" }).waitFor();

      // The visitor asks again: answered, citing a page of the site, not the contact page.
      let sources: string[] = [];
      for (let tries = 0; tries < 20; tries++) {
        sources = await askedSources(visitor.page, server.origin);
        if (sources.length > 0) break;
        await visitor.page.waitForTimeout(250);
      }
      assert.ok(sources.length > 0 && !sources.includes("/contact"), sources.join(", "));
      assert.equal(
        await resultCard(visitor.page).getByRole("link", { name: "Contact Us" }).count(),
        0,
      );
      assert.match((await resultCard(visitor.page).textContent()) ?? "", /warehouse/i);

      // Answered, but nobody has opened a cited page yet: listed as such, until the visitor does.
      const unopened = table.getByRole("row").filter({ hasText: QUESTION }).filter({
        hasText: "Answered, no source opened",
      });
      await page.reload();
      await unopened.waitFor();
      await resultCard(visitor.page).getByRole("listitem").first().getByRole("link").click();
      await visitor.page.waitForURL((url) => url.pathname !== "/search");
      for (let tries = 0; tries < 20 && await unopened.count() > 0; tries++) {
        await page.reload();
        await table.waitFor();
      }
      assert.equal(await unopened.count(), 0, "an opened citation takes the question off");
      assert.deepEqual([...visitor.errors, ...staff.errors], []);
    }, {
      overrides: { search: { rateRule: { name: "search", limit: 10_000, windowMs: 60_000 } } },
    });
  },
});
