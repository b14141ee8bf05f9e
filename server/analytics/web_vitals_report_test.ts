/** Field Web Vitals: the event schema and the p75-per-page report. */
import assert from "node:assert/strict";
import { AnalyticsEventSchema } from "../../shared/schemas/analytics.ts";
import { rateWebVital } from "../../shared/analytics/web_vital_thresholds.ts";
import { openTestDb } from "../../tests/api/staff_fixtures.ts";
import { loadWebVitals } from "./web_vitals_report.ts";

const SESSION = "6f1c2a9e-4b7d-4c1e-9a3f-1d2e3f4a5b6c";

Deno.test("a web_vital event needs one of the four metric names and a value of 0 or more", () => {
  const lcp = { name: "web_vital", sessionId: SESSION, url: "/", action: "LCP", value: 1840 };
  assert.ok(AnalyticsEventSchema.safeParse(lcp).success);
  assert.ok(AnalyticsEventSchema.safeParse({ ...lcp, action: "CLS", value: 0.04 }).success);
  assert.equal(AnalyticsEventSchema.safeParse({ ...lcp, action: "FID" }).success, false);
  assert.equal(AnalyticsEventSchema.safeParse({ ...lcp, value: -1 }).success, false);
  assert.equal(AnalyticsEventSchema.safeParse({ ...lcp, value: undefined }).success, false);
});

Deno.test("the report gives each page's 75th percentile per metric, busiest page first", async () => {
  const testDb = await openTestDb();
  const db = testDb.db;
  try {
    const at = Date.parse("2026-03-10T12:00:00Z");
    const insert = (path: string, metric: string, value: number) =>
      db.execute({
        sql: `INSERT INTO analytics_events (at, name, session_id, path, action, value, ua_family)
              VALUES (?, 'web_vital', ?, ?, ?, ?, 'Chrome')`,
        args: [at, SESSION, path, metric, value],
      });
    // Eight LCP reports on /: the 6th smallest (rank ⌈0.75 × 8⌉ = 6) is the p75.
    for (const value of [900, 1000, 1100, 1200, 1300, 2600, 4100, 5000]) {
      await insert("/", "LCP", value);
    }
    await insert("/", "CLS", 0.02);
    await insert("/about", "INP", 120);
    await insert("/about", "INP", 640);
    // Outside the range: ignored.
    await db.execute({
      sql: `INSERT INTO analytics_events (at, name, session_id, path, action, value, ua_family)
            VALUES (?, 'web_vital', ?, '/', 'LCP', 9000, 'Chrome')`,
      args: [Date.parse("2026-02-01T00:00:00Z"), SESSION],
    });
    const range = {
      from: "2026-03-01",
      to: "2026-03-31",
      startMs: Date.parse("2026-03-01T00:00:00Z"),
      endMs: Date.parse("2026-04-01T00:00:00Z"),
    };
    assert.deepEqual(await loadWebVitals(db, range), [
      {
        path: "/",
        metrics: { LCP: { p75: 2600, samples: 8 }, CLS: { p75: 0.02, samples: 1 } },
      },
      { path: "/about", metrics: { INP: { p75: 640, samples: 2 } } },
    ]);
  } finally {
    await testDb.close();
  }
});

Deno.test("ratings follow the published thresholds at their boundaries", () => {
  assert.equal(rateWebVital("LCP", 2500), "good");
  assert.equal(rateWebVital("LCP", 2600), "needs-improvement");
  assert.equal(rateWebVital("LCP", 4001), "poor");
  assert.equal(rateWebVital("INP", 200), "good");
  assert.equal(rateWebVital("CLS", 0.26), "poor");
  assert.equal(rateWebVital("TTFB", 800), "good");
});
