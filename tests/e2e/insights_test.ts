/**
 * Insights and legal pages in Chromium (docs/requirements.md#insights, #legal-pages): list →
 * article → related article → back to the list, the unknown-article screen and a PDF download.
 * axe-core scans these pages with every other sitemap page in `accessibility_test.ts`.
 */
import assert from "node:assert/strict";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { relatedInsights } from "../../shared/content/insights/articles.ts";
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";

Deno.test({
  name:
    "insights: a card opens its article, a related link opens another, back returns to the list",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.origin}/insights`);
      await waitForHydration(page);
      assert.equal(await page.locator("article.insight-card").count(), 13);

      const first = INSIGHT_SUMMARIES[3]!;
      await page.getByRole("link", { name: `Read More about ${first.title}` }).click();
      await page.waitForURL(`${server.origin}/insights/${first.id}`);
      await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
      assert.equal(await page.title(), `${first.title} | ${COMPANY_NAME}`);

      const related = relatedInsights(first.id);
      assert.equal(related.length, 2);
      const relatedSection = page.getByRole("region", { name: "Related Insights" });
      for (const item of related) {
        await relatedSection.getByRole("link", { name: `Read More about ${item.title}` }).waitFor();
      }
      await relatedSection.getByRole("link", { name: `Read More about ${related[1]!.title}` })
        .click();
      await page.waitForURL(`${server.origin}/insights/${related[1]!.id}`);
      await page.getByRole("heading", { level: 1, name: related[1]!.title }).waitFor();
      assert.equal(
        await page.evaluate(() => globalThis.scrollY),
        0,
        "a new article starts at the top",
      );

      await page.getByRole("link", { name: "Back to all insights" }).click();
      await page.waitForURL(`${server.origin}/insights`);
      // The list was adopted from the server on the first visit (ADR 0013): its code loads now.
      await page.locator("article.insight-card").nth(12).waitFor();
      assert.equal(await page.locator("article.insight-card").count(), 13);
      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "insights: an unknown article shows 'Article Not Found' and returns to the list",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      const response = await page.goto(`${server.origin}/insights/not-an-article`);
      assert.equal(response?.status(), 404);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Article Not Found" }).waitFor();
      await page.getByText("The article you're looking for doesn't exist or has been moved.")
        .waitFor();
      await page.getByRole("link", { name: "Return to Insights" }).click();
      await page.waitForURL(`${server.origin}/insights`);
      await page.locator("article.insight-card").first().waitFor();
      // Chromium logs the document's own 404; nothing else may be logged.
      const unexpected = errors.filter((error) =>
        !/^Failed to load resource: the server responded with a status of 404/.test(error)
      );
      assert.deepEqual(unexpected, []);
    });
  },
});

Deno.test({
  name: "/legal-documents downloads a template as a PDF file",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.origin}/legal-documents`);
      await waitForHydration(page);
      const links = page.getByRole("link", { name: /^Download / });
      assert.equal(await links.count(), 4);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        links.first().click(),
      ]);
      assert.match(download.suggestedFilename(), /\.pdf$/);
      const path = await download.path();
      const bytes = await Deno.readFile(path);
      assert.equal(new TextDecoder().decode(bytes.subarray(0, 5)), "%PDF-");
      assert.deepEqual(errors, []);
    });
  },
});
