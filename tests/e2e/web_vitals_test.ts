/**
 * Field Web Vitals reach the analytics store only with analytics consent: a visitor who allows
 * analytics reports LCP and TTFB of the page they leave; one who declines reports nothing.
 */
import assert from "node:assert/strict";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import type { TestServer } from "../helpers/test_app.ts";

async function storedVitals(server: TestServer): Promise<string[]> {
  await server.analytics.queue.flush();
  const { rows } = await server.db.execute(
    "SELECT path || ' ' || action AS metric FROM analytics_events WHERE name = 'web_vital' ORDER BY metric",
  );
  return rows.map((row) => String(row.metric));
}

for (const choice of ["Accept All", "Decline All"] as const) {
  Deno.test({
    name: `after '${choice}', leaving a page ${
      choice === "Accept All" ? "reports" : "reports no"
    } Web Vitals`,
    ...BROWSER_TEST,
    fn: () =>
      withSiteAndBrowser(async ({ server, browser }) => {
        const { page, errors } = await openPage(browser);
        await page.goto(server.origin + "/about", { waitUntil: "networkidle" });
        await waitForHydration(page);
        await page.getByRole("button", { name: choice }).click();
        await page.waitForTimeout(500); // the tracker and its Web Vitals module load
        await page.getByRole("heading", { level: 1 }).click(); // an interaction, for INP
        await page.goto(server.origin + "/contact", { waitUntil: "networkidle" });
        await page.waitForTimeout(300);
        const vitals = await storedVitals(server);
        if (choice === "Accept All") {
          assert.ok(vitals.includes("/about LCP"), String(vitals));
          assert.ok(vitals.includes("/about TTFB"), String(vitals));
        } else {
          assert.deepEqual(vitals, []);
        }
        assert.deepEqual(errors, []);
        // Headless Chromium is an automated browser; this server counts it.
      }, { overrides: { analytics: { allowAutomation: true } } }),
  });
}
