/**
 * The site on a phone (390 x 844, the screen of a common iPhone): home fits in 12 screens and
 * /partner, /marketing and /insights in 6 each, without sideways scrolling, with every card the
 * requirements count still on the page (docs/requirements.md#home, #partner, #marketing,
 * #insights). Card groups scroll sideways in labelled regions a keyboard can scroll; the home hero
 * shows its map. Heights are measured once Inter has replaced the fallback face (ADR 0015).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";
import { renderSkippedSections } from "../helpers/rendered_sections.ts";

const PHONE = { width: 390, height: 844 } as const;

/** Each page, its height limit in screens, and what must still be on it (selector: count). */
const PAGES = [
  {
    path: "/",
    screens: 12,
    counts: {
      "#services .card": 4,
      ".point": 7,
      ".media-card:not(.insight-card)": 3,
      ".steps .step": 4,
      "section[aria-labelledby='industries-title'] .card": 6,
      "section[aria-labelledby='trust-title'] .card": 4,
      ".accordion__trigger": 5,
      ".insight-card": 3,
      "#contact form": 1,
    },
  },
  {
    path: "/partner",
    screens: 6,
    counts: { ".card": 6, ".step": 6, ".ideal-partner__list li": 5, ".partner-badge": 1 },
  },
  {
    path: "/marketing",
    screens: 6,
    counts: { ".card": 6, ".step": 4, ".success-story": 3, ".capabilities__list li": 6 },
  },
  { path: "/insights", screens: 6, counts: { ".insight-card": 13 } },
] as const;

/**
 * Waits until the page's fonts have settled: the boot module links Inter's faces before the app
 * hydrates, and each face the text uses has loaded or failed.
 */
async function fontsSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() =>
    document.fonts.status === "loaded" &&
    [...document.fonts].every((face) => face.status !== "loading")
  );
}

/** Opens a phone page with the cookie choice made, so the banner adds no padding. */
async function phonePage(origin: string, browser: Parameters<typeof openPage>[0]) {
  const watched = await openPage(browser, PHONE);
  await watched.page.goto(origin + "/", { waitUntil: "load" });
  await waitForHydration(watched.page);
  await watched.page.getByRole("button", { name: "Decline All" }).click();
  return watched;
}

Deno.test({
  name: "on a 390 px phone home fits 12 screens and /partner, /marketing, /insights 6, " +
    "with every counted card present and no sideways scrolling",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await phonePage(server.origin, browser);
      const problems: string[] = [];
      const heights: string[] = [];
      for (const { path, screens, counts } of PAGES) {
        await page.goto(server.origin + path, { waitUntil: "load" });
        await fontsSettled(page);
        // Real heights: sections off screen count with a stand-in until rendered once.
        await renderSkippedSections(page);
        const { height, width, viewport } = await page.evaluate(() => ({
          height: document.documentElement.scrollHeight,
          width: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
        }));
        const limit = screens * PHONE.height;
        heights.push(`${path} ${height} px (limit ${limit})`);
        if (height > limit) {
          problems.push(`${path} is ${height} px tall, more than ${screens} screens (${limit} px)`);
        }
        if (width > viewport) problems.push(`${path} scrolls sideways: ${width} px in ${viewport}`);
        for (const [selector, expected] of Object.entries(counts)) {
          const found = await page.locator(`main ${selector}`).count();
          if (found !== expected) problems.push(`${path}: ${found} × ${selector}, not ${expected}`);
        }
      }
      assert.deepEqual(problems, [], heights.join("\n"));
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "a phone's card rows are labelled regions that the keyboard scrolls, hiding no card",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await phonePage(server.origin, browser);
      await page.goto(server.origin + "/", { waitUntil: "load" });
      await waitForHydration(page);
      const row = page.getByRole("region", { name: "Service cards" });
      const before = await row.evaluate((element) => ({
        scrollable: element.scrollWidth > element.clientWidth,
        left: element.scrollLeft,
      }));
      assert.equal(before.scrollable, true, "the services scroll sideways");
      await row.focus();
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction(
        () => document.querySelector("#services .scroll-row")!.scrollLeft > 0,
      );
      // Every card, on screen or not, is in the accessibility tree with its heading.
      const headings = await row.getByRole("heading", { level: 3 }).allTextContents();
      assert.deepEqual(headings, [
        "FMCG Distribution",
        "Route to Market Strategy",
        "Retail Placement & Visibility",
        "Brand Activation & Sampling",
      ]);
      // Every row on the page has a name.
      const unnamed = await page.locator(".scroll-row:not([aria-label])").count();
      assert.equal(unnamed, 0);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "the phone hero shows the whole map, fetched eagerly with high priority",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, PHONE);
      await page.goto(server.origin + "/", { waitUntil: "load" });
      const hero = page.locator(".home-hero img");
      assert.equal(await hero.isVisible(), true);
      const { src, priority, top, width, height } = await hero.evaluate((
        image: HTMLImageElement,
      ) => ({
        src: new URL(image.currentSrc).pathname,
        priority: image.getAttribute("fetchpriority"),
        top: image.getBoundingClientRect().top,
        width: image.getBoundingClientRect().width,
        height: image.getBoundingClientRect().height,
      }));
      assert.match(src, /^\/images\/home-hero-phone-\d+\.avif$/);
      // The square crop around all of the map's land (tools/images/images_test.ts checks it holds
      // the land): Scotland and Cornwall are not cut off as in the earlier 2:1 band.
      assert.ok(Math.abs(height - width) <= 1, `a square picture, ${width} × ${height} px`);
      assert.equal(priority, "high");
      assert.ok(top < PHONE.height, `the map starts on the first screen (at ${top} px)`);
      assert.deepEqual(errors, []);
    }),
});
