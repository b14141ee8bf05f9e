/**
 * /search in Chromium (docs/requirements.md#search-page): chips fill the box, a blank question
 * sends nothing, loading disables the controls, an answer's sources navigate to real pages, the red
 * failure card, the question kept in the address and rendered on the server on a direct load,
 * hydration without console errors, the question box's label drawn whole above the hero on a
 * phone and a desktop. axe-core scans a shown answer in `accessibility_test.ts`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import sharp from "sharp";
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

/**
 * Where the label "Your question" is on screen, what the browser hit-tests at its corners and
 * centre and at the top edge of the white panel, and the box of the label's row beside its words
 * (the label spans the panel; its words take the left part).
 */
function labelLayout(page: Page) {
  return page.evaluate(() => {
    const label = document.querySelector<HTMLElement>(".search-form__label")!;
    const panel = document.querySelector<HTMLElement>(".search-panel")!;
    const box = label.getBoundingClientRect();
    const words = document.createRange();
    words.selectNodeContents(label);
    const wordsRight = words.getBoundingClientRect().right;
    const inside = (x: number, y: number, element: Element) =>
      element.contains(document.elementFromPoint(x, y));
    const points: [number, number][] = [
      [box.left + 1, box.top + 1],
      [box.right - 1, box.top + 1],
      [box.left + 1, box.bottom - 1],
      [box.right - 1, box.bottom - 1],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ];
    const panelBox = panel.getBoundingClientRect();
    return {
      box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
      viewport: { width: innerWidth, height: innerHeight },
      hidden: points.filter(([x, y]) => !inside(x, y, label)).map(([x, y]) => ({
        x,
        y,
        drawn: document.elementFromPoint(x, y)?.className ?? null,
      })),
      panelTopShown: inside((panelBox.left + panelBox.right) / 2, panelBox.top + 2, panel),
      blank: {
        x: wordsRight + 8,
        y: box.top,
        width: box.right - wordsRight - 16,
        height: box.height,
      },
    };
  });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
  Deno.test({
    name: `/search at ${viewport.width} px shows the "Your question" label whole, above the hero`,
    ...BROWSER_TEST,
    fn: () =>
      withSearch("/search", async ({ page, errors }) => {
        const layout = await labelLayout(page);
        const { box, viewport: shown } = layout;
        assert.ok(
          box.top >= 0 && box.left >= 0 && box.bottom <= shown.height && box.right <= shown.width,
          `the label lies within the first screen: ${JSON.stringify(box)}`,
        );
        assert.deepEqual(layout.hidden, [], "nothing is drawn over the label");
        assert.ok(layout.panelTopShown, "the white panel's top edge is drawn over the hero's foot");
        // What a visitor sees: beside the label's words its row is the white panel, not the navy
        // hero (with the hero over it, only the bottoms of the letters showed).
        const { data, info } = await sharp(await page.screenshot({ clip: layout.blank }))
          .removeAlpha().raw().toBuffer({ resolveWithObject: true });
        let dark = 0;
        for (let i = 0; i < data.length; i += info.channels) {
          if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 200) dark++;
        }
        assert.equal(
          dark,
          0,
          `${dark} of ${info.width * info.height} pixels beside the label are dark`,
        );
        assert.deepEqual(errors, []);
      }, viewport),
  });
}
