/**
 * The 75th percentile of each field Web Vital per page for a date range, from `web_vital` events
 * (nearest-rank method: the value at rank ⌈0.75 n⌉ of the n sorted reports). Pages with the most
 * reports come first.
 */
import type { Client } from "@libsql/client";
import type { PageWebVitals } from "../../shared/analytics/dashboard_types.ts";
import { WEB_VITAL_NAMES, type WebVitalName } from "../../shared/schemas/analytics_fields.ts";
import type { DateRange } from "./date_range.ts";

/** Pages listed at most. */
export const WEB_VITALS_TOP_N = 30;

/** Loads the p75 table for `range`. */
export async function loadWebVitals(db: Client, range: DateRange): Promise<PageWebVitals[]> {
  const { rows } = await db.execute({
    // (3n + 3) / 4 in integer arithmetic is ⌈0.75 n⌉.
    sql: `SELECT path, metric, value, n FROM (
            SELECT path, action AS metric, value,
              ROW_NUMBER() OVER (PARTITION BY path, action ORDER BY value) AS rank,
              COUNT(*) OVER (PARTITION BY path, action) AS n
            FROM analytics_events
            WHERE name = 'web_vital' AND value IS NOT NULL AND at >= ? AND at < ?
          ) WHERE rank = (3 * n + 3) / 4`,
    args: [range.startMs, range.endMs],
  });
  const pages = new Map<string, PageWebVitals>();
  for (const row of rows) {
    const metric = String(row.metric) as WebVitalName;
    if (!WEB_VITAL_NAMES.includes(metric)) continue;
    const path = String(row.path);
    const page = pages.get(path) ?? { path, metrics: {} };
    page.metrics[metric] = { p75: Number(row.value), samples: Number(row.n) };
    pages.set(path, page);
  }
  const reports = (page: PageWebVitals) =>
    Math.max(0, ...Object.values(page.metrics).map((metric) => metric.samples));
  return [...pages.values()]
    .sort((a, b) => reports(b) - reports(a) || a.path.localeCompare(b.path))
    .slice(0, WEB_VITALS_TOP_N);
}
