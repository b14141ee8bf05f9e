/**
 * The site's typeface (ADR 0015): every page ends up set in Inter, self-hosted, and never waits for
 * it: the font files are asked for only after the first contentful paint, which the metric-matched
 * fallback draws. A browser without scripts gets Inter from the `<noscript>` stylesheet.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { PAGE_ROUTES } from "../../shared/routes.ts";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";

/** Routes behind the staff sign-in answer with the sign-in page, which is checked itself. */
const STAFF_ONLY = new Set(["/admin", "/admin/audit", "/admin/analytics"]);

const PATHS = [
  ...PAGE_ROUTES.map((route) => route.path.replace(":id", "retail-trends"))
    .filter((path) => !STAFF_ONLY.has(path)),
  "/no-such-page",
];

/** What the page reports about its fonts once Inter's faces have settled. */
interface FontReport {
  /** Weights of Inter's faces the page has loaded, e.g. ["400", "700"]. */
  loaded: string[];
  /** Faces of Inter that failed. */
  failed: string[];
  /** The first family of the body's font stack. */
  bodyFamily: string;
  /** Start of the first font file request and of the first contentful paint, ms. */
  firstFontRequest: number;
  firstPaint: number;
}

/** Waits until the boot module has applied Inter's faces and none of them is loading, then reports. */
async function fontReport(page: Page): Promise<FontReport> {
  // Functions, not strings: Playwright evaluates a string with `eval`, which the CSP refuses.
  await page.waitForFunction(() => {
    const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Inter");
    return faces.some((face) => face.status === "loaded") &&
      faces.every((face) => face.status !== "loading");
  });
  return await page.evaluate(() => {
    const faces = [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Inter");
    const files = performance.getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".woff2"));
    return {
      loaded: faces.filter((face) => face.status === "loaded").map((face) => face.weight).sort(),
      failed: faces.filter((face) => face.status === "error").map((face) => face.weight),
      bodyFamily: getComputedStyle(document.body).fontFamily.split(",")[0]!.replaceAll('"', ""),
      firstFontRequest: Math.min(...files.map((entry) => entry.startTime)),
      firstPaint: performance.getEntriesByName("first-contentful-paint", "paint")[0]!.startTime,
    };
  });
}

Deno.test({
  name: "every page loads Inter's regular and bold faces, and asks for them after the first paint",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      const problems: string[] = [];
      for (const path of PATHS) {
        await page.goto(server.origin + path, { waitUntil: "load" });
        const report = await fontReport(page);
        if (report.bodyFamily !== "Inter") {
          problems.push(`${path}: body set in ${report.bodyFamily}`);
        }
        for (const weight of ["400", "700"]) {
          if (!report.loaded.includes(weight)) problems.push(`${path}: Inter ${weight} not loaded`);
        }
        if (report.failed.length) problems.push(`${path}: Inter ${report.failed} failed`);
        if (!(report.firstFontRequest > report.firstPaint)) {
          problems.push(
            `${path}: a font was asked for at ${Math.round(report.firstFontRequest)} ms, ` +
              `before the first paint at ${Math.round(report.firstPaint)} ms`,
          );
        }
      }
      assert.deepEqual(problems, []);
      // The not-found page's own 404 is logged by Chromium; nothing else may be.
      assert.deepEqual(errors.filter((error) => !error.includes("404")), []);
    }),
});

Deno.test({
  name: "without JavaScript a page still gets Inter, from the <noscript> stylesheet",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(server.origin + "/partner", { waitUntil: "load" });
      const loaded = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.family.replaceAll('"', "") === "Inter" && face.status === "loaded")
          .map((face) => face.weight).sort();
      });
      assert.ok(loaded.includes("400") && loaded.includes("700"), `loaded: ${loaded}`);
      await context.close();
    }),
});
