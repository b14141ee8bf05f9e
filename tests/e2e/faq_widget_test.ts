/**
 * The FAQ widget in Chromium (docs/requirements.md#faq): on /services, the category filter,
 * Expand/Collapse All, keyboard toggling and the row stagger; in a small harness page with search
 * on, search × category (AND), tags, the default open set and the empty state. axe-core scans
 * /services with answers open and each content page in `accessibility_test.ts`.
 */
import assert from "node:assert/strict";
import * as esbuild from "esbuild";
import type { Locator, Page } from "playwright-core";
import {
  DEFAULT_OPEN_FAQ_IDS,
  FAQ_ITEMS,
  FAQ_UI,
  type FaqFilter,
  filterFaqItems,
} from "../../shared/content/faq.ts";
import { SERVICES_FAQ } from "../../shared/content/services.ts";
import { FAQ_ROW_DELAY_MS } from "../../shared/ui_constants.ts";
import { readManifest } from "../../server/build_manifest.ts";
import { ROOT } from "../../tools/build.ts";
import { BROWSER_TEST, openPage, type WatchedPage } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";
import type { TestServer } from "../helpers/test_app.ts";

/** Runs `fn` against a fresh server and browser, closing both afterwards. */
async function withBrowser(
  fn: (
    server: TestServer,
    open: (options?: { reducedMotion?: boolean }) => Promise<WatchedPage>,
  ) => Promise<void>,
) {
  await withSharedSiteAndBrowser(({ server, browser }) =>
    fn(server, (options = {}) => openPage(browser, { width: 1280, height: 900, ...options }))
  );
}

/** Resolves once React has hydrated the FAQ (its buttons carry React's event props). */
async function faqReady(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector(".faq button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

/** The questions of `faq`, in order. */
async function questions(faq: Locator): Promise<string[]> {
  return (await faq.locator("button[aria-expanded]").allTextContents()).map((text) => text.trim());
}

/** The aria-expanded value of every question of `faq`. */
async function expandedStates(faq: Locator): Promise<string[]> {
  return await faq.locator("button[aria-expanded]").evaluateAll((all) =>
    all.map((button) => button.getAttribute("aria-expanded") ?? "")
  );
}

/** Questions the filter rule keeps. */
function expected(filter: FaqFilter): string[] {
  return filterFaqItems(FAQ_ITEMS, filter).map((item) => item.question);
}

/** Bundles a page that renders the searchable FAQ list, as the site's build would. */
async function harnessScript(): Promise<string> {
  const result = await esbuild.build({
    stdin: {
      contents: `
        import { createRoot } from "react-dom/client";
        import { AnnouncerProvider } from "./shared/components/announcer.tsx";
        import { FaqWidget } from "./shared/components/faq/faq_widget.tsx";
        import { DEFAULT_OPEN_FAQ_IDS, FAQ_ITEMS } from "./shared/content/faq.ts";
        createRoot(document.getElementById("harness")).render(
          <AnnouncerProvider>
            <FaqWidget items={FAQ_ITEMS} searchable categoryFilter defaultOpenIds={DEFAULT_OPEN_FAQ_IDS} />
          </AnnouncerProvider>,
        );`,
      loader: "tsx",
      resolveDir: ROOT,
    },
    absWorkingDir: ROOT,
    bundle: true,
    format: "esm",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    write: false,
    logLevel: "error",
  });
  await esbuild.stop();
  return result.outputFiles[0]!.text;
}

/** Opens the searchable list harness on the server's origin, with the site's stylesheet. */
async function openHarness(page: Page, server: TestServer) {
  // The runner has built once (and the test server refuses a stale build); never rebuild here,
  // where a second esbuild run could be stopped by this file's own `esbuild.stop()`.
  const manifest = await readManifest();
  const script = await harnessScript();
  const html = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">
    <title>FAQ list</title><link rel="stylesheet" href="${manifest.css}"></head>
    <body><main class="container section"><h2>Questions</h2><div id="harness"></div></main>
    <script type="module" src="/__faq-harness.js"></script></body></html>`;
  await page.route(
    `${server.origin}/__faq-harness`,
    (route) => route.fulfill({ contentType: "text/html", body: html }),
  );
  await page.route(
    `${server.origin}/__faq-harness.js`,
    (route) => route.fulfill({ contentType: "text/javascript", body: script }),
  );
  await page.goto(`${server.origin}/__faq-harness`, { waitUntil: "networkidle" });
  await faqReady(page);
}

Deno.test({
  name: "FAQ widget on /services filters by category, expands only filtered items, collapses all",
  ...BROWSER_TEST,
  fn: () =>
    withBrowser(async (server, open) => {
      const { page, errors } = await open();
      await page.goto(`${server.origin}/services`, { waitUntil: "networkidle" });
      await faqReady(page);
      const faq = page.locator("section", {
        has: page.getByRole("heading", { level: 2, name: SERVICES_FAQ.heading }),
      });
      assert.equal(await faq.getByRole("searchbox").count(), 0, "search is off on /services");
      assert.deepEqual(await questions(faq), expected({}));
      assert.ok((await expandedStates(faq)).every((state) => state === "false"), "none open");

      const logistics = faq.getByRole("button", { name: "Logistics", exact: true });
      await logistics.click();
      assert.equal(await logistics.getAttribute("aria-pressed"), "true");
      assert.equal(
        await faq.getByRole("button", { name: FAQ_UI.allQuestions }).getAttribute("aria-pressed"),
        "false",
      );
      const logisticsQuestions = expected({ category: "Logistics" });
      assert.ok(logisticsQuestions.length > 0 && logisticsQuestions.length < FAQ_ITEMS.length);
      assert.deepEqual(await questions(faq), logisticsQuestions);

      await faq.getByRole("button", { name: FAQ_UI.expandAll }).click();
      assert.ok(
        (await expandedStates(faq)).every((state) => state === "true"),
        "all filtered open",
      );
      assert.equal(await faq.getByRole("region").count(), logisticsQuestions.length);
      const firstLogistics = FAQ_ITEMS.find((item) => item.category === "Logistics")!;
      await faq.getByRole("region", { name: firstLogistics.question }).getByText(
        firstLogistics.answer,
      ).waitFor();

      // Back to all: only the items that were filtered when Expand All ran are open.
      await faq.getByRole("button", { name: FAQ_UI.allQuestions }).click();
      const states = await expandedStates(faq);
      const openQuestions = (await questions(faq)).filter((_, index) => states[index] === "true");
      assert.deepEqual(openQuestions, logisticsQuestions);

      await faq.getByRole("button", { name: FAQ_UI.collapseAll }).click();
      assert.ok((await expandedStates(faq)).every((state) => state === "false"), "all closed");
      assert.equal(await faq.getByRole("region").count(), 0);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "FAQ questions toggle with the mouse, Enter and Space, and rows stagger 50 ms apart",
  ...BROWSER_TEST,
  fn: () =>
    withBrowser(async (server, open) => {
      const { page, errors } = await open();
      await page.goto(`${server.origin}/services`, { waitUntil: "networkidle" });
      await faqReady(page);
      const first = FAQ_ITEMS[0]!;
      const second = FAQ_ITEMS[1]!;
      const button = page.getByRole("button", { name: first.question });
      await button.click();
      assert.equal(await button.getAttribute("aria-expanded"), "true");
      assert.equal(await page.getByText(first.answer).isVisible(), true);
      await button.click();
      assert.equal(await button.getAttribute("aria-expanded"), "false");
      assert.equal(await page.getByText(first.answer).isVisible(), false);

      await button.focus();
      await page.keyboard.press("Enter");
      assert.equal(await button.getAttribute("aria-expanded"), "true");
      await page.keyboard.press("Space");
      assert.equal(await button.getAttribute("aria-expanded"), "false");
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
      assert.equal(focused, second.question, "Tab moves to the next question");

      const delays = await page.locator(".faq-row").evaluateAll((rows) =>
        rows.slice(0, 4).map((row) => getComputedStyle(row).animationDelay)
      );
      assert.deepEqual(
        delays,
        [0, 1, 2, 3].map((index) => `${(index * FAQ_ROW_DELAY_MS) / 1000}s`),
      );
      assert.deepEqual(errors, []);

      const reduced = await open({ reducedMotion: true });
      await reduced.page.goto(`${server.origin}/services`, { waitUntil: "networkidle" });
      const names = await reduced.page.locator(".faq-row").evaluateAll((rows) =>
        rows.map((row) => getComputedStyle(row).animationName)
      );
      assert.ok(names.every((name) => name === "none"), "no row animation under reduced motion");
      assert.deepEqual(reduced.errors, []);
    }),
});

Deno.test({
  name:
    "searchable FAQ list combines search and category with AND, matches tags, shows empty state",
  ...BROWSER_TEST,
  fn: () =>
    withBrowser(async (server, open) => {
      const { page, errors } = await open();
      await openHarness(page, server);
      const faq = page.locator(".faq");
      const search = page.getByRole("searchbox", { name: FAQ_UI.searchLabel });

      // The searchable list starts from its default open set.
      const states = await expandedStates(faq);
      const all = await questions(faq);
      assert.deepEqual(
        all.filter((_, index) => states[index] === "true"),
        FAQ_ITEMS.filter((item) => DEFAULT_OPEN_FAQ_IDS.includes(item.id)).map((i) => i.question),
      );

      await search.fill("STOCK");
      const byQuery = expected({ query: "stock" });
      assert.deepEqual(await questions(faq), byQuery);
      await page.getByRole("button", { name: "Logistics", exact: true }).click();
      const both = expected({ query: "stock", category: "Logistics" });
      assert.deepEqual(await questions(faq), both);
      assert.ok(both.length > 0 && both.length < byQuery.length, "AND narrows the search");
      assert.ok(
        both.length < expected({ category: "Logistics" }).length,
        "AND narrows the category",
      );
      await page.locator("[aria-live='polite']").getByText(`${both.length} questions found`)
        .waitFor();

      // A tag alone matches ("MOQ" is only a tag of the minimum-order item).
      await page.getByRole("button", { name: FAQ_UI.allQuestions }).click();
      await search.fill("moq");
      assert.deepEqual(await questions(faq), expected({ query: "moq" }));
      assert.equal((await questions(faq)).length, 1);

      await search.fill("zebra crossing quantum");
      await page.getByText(FAQ_UI.emptyTitle, { exact: true }).first().waitFor();
      await page.getByText(FAQ_UI.emptyHint).waitFor();
      assert.equal(await faq.locator("button[aria-expanded]").count(), 0);
      await page.getByRole("link", { name: FAQ_UI.stillHaveQuestions.cta.label }).waitFor();

      await search.fill("");
      assert.equal((await questions(faq)).length, FAQ_ITEMS.length);
      assert.deepEqual(errors, []);
    }),
});
