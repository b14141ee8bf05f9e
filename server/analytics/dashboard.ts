/**
 * The staff dashboard's figures for one date range (docs/requirements.md#analytics-dashboard):
 * views and unique sessions per day, pages with their scroll depth and engaged time, referrers and
 * UTM campaigns of landing page views, enquiries by form, tracked conversions by source, and
 * consent rates from the log. Read-only queries on the embedded database (WAL: they never wait for
 * the writer).
 */
import type { Client, InValue } from "@libsql/client";
import type { AnalyticsDashboard } from "../../shared/analytics/dashboard_types.ts";
import { type DateRange, daysOf } from "./date_range.ts";
import { loadWebVitals } from "./web_vitals_report.ts";

/** Rows shown in each ranked table. */
export const DASHBOARD_TOP_N = 15;

/** The label of sessions with no referring site and no campaign. */
export const DIRECT_SOURCE = "Direct";

const num = (value: unknown) => Number(value ?? 0) || 0;
const round1 = (value: number) => Math.round(value * 10) / 10;

// The first page view of each session in the range: where the visit came from.
const LANDINGS = `landings AS (
  SELECT session_id, referrer_host, utm_source, utm_medium, utm_campaign FROM (
    SELECT session_id, referrer_host, utm_source, utm_medium, utm_campaign,
      ROW_NUMBER() OVER (PARTITION BY session_id ORDER BY at, id) AS n
    FROM analytics_events WHERE name = 'page_view' AND at >= ? AND at < ?
  ) WHERE n = 1
)`;

/** Where the dashboard's enquiry figures come from (the enquiry store's `countBySource`). */
export interface DashboardSources {
  /** Enquiries received in the range by form, most first. */
  enquiriesBySource(
    range: { startMs: number; endMs: number },
  ): Promise<{ source: string; enquiries: number }[]>;
}

/** Computes the dashboard for `range`; the enquiries come from `sources`. */
export async function loadDashboard(
  db: Client,
  range: DateRange,
  sources: DashboardSources,
): Promise<AnalyticsDashboard> {
  const span: InValue[] = [range.startMs, range.endMs];
  const query = async (sql: string, args: InValue[] = span) =>
    (await db.execute({ sql, args })).rows;

  const [
    daily,
    pages,
    referrers,
    campaigns,
    conversions,
    totals,
    consent,
    enquiriesByForm,
    webVitals,
  ] = await Promise.all([
    query(`SELECT strftime('%Y-%m-%d', at / 1000, 'unixepoch') AS day,
               COUNT(*) AS views, COUNT(DISTINCT session_id) AS sessions
             FROM analytics_events WHERE name = 'page_view' AND at >= ? AND at < ?
             GROUP BY day`),
    query(
      `WITH views AS (
           SELECT path, session_id, COUNT(*) AS views FROM analytics_events
           WHERE name = 'page_view' AND at >= ?1 AND at < ?2 GROUP BY path, session_id
         ), depth AS (
           SELECT path, session_id, MAX(value) AS depth FROM analytics_events
           WHERE name = 'scroll_depth' AND at >= ?1 AND at < ?2 GROUP BY path, session_id
         ), engaged AS (
           SELECT path, session_id, SUM(value) AS ms FROM analytics_events
           WHERE name = 'session_duration' AND at >= ?1 AND at < ?2 GROUP BY path, session_id
         )
         SELECT v.path, SUM(v.views) AS views, COUNT(*) AS sessions,
           AVG(COALESCE(d.depth, 0)) AS depth, SUM(COALESCE(e.ms, 0)) * 1.0 / SUM(v.views) AS ms
         FROM views v LEFT JOIN depth d USING (path, session_id)
           LEFT JOIN engaged e USING (path, session_id)
         GROUP BY v.path ORDER BY views DESC, v.path LIMIT ${DASHBOARD_TOP_N}`,
    ),
    query(`WITH ${LANDINGS}
             SELECT COALESCE(referrer_host, '${DIRECT_SOURCE}') AS source, COUNT(*) AS sessions
             FROM landings GROUP BY source ORDER BY sessions DESC, source
             LIMIT ${DASHBOARD_TOP_N}`),
    query(`WITH ${LANDINGS}
             SELECT utm_source AS source, COALESCE(utm_medium, '') AS medium,
               COALESCE(utm_campaign, '') AS campaign, COUNT(*) AS sessions
             FROM landings WHERE utm_source IS NOT NULL
             GROUP BY source, medium, campaign ORDER BY sessions DESC, source
             LIMIT ${DASHBOARD_TOP_N}`),
    query(
      `WITH ${LANDINGS}
         SELECT COALESCE(l.utm_source, l.referrer_host, '${DIRECT_SOURCE}') AS source,
           COUNT(*) AS conversions
         FROM analytics_events c LEFT JOIN landings l ON l.session_id = c.session_id
         WHERE c.name = 'conversion' AND c.at >= ? AND c.at < ?
         GROUP BY source ORDER BY conversions DESC, source LIMIT ${DASHBOARD_TOP_N}`,
      [...span, ...span],
    ),
    query(
      `SELECT
           (SELECT COUNT(*) FROM analytics_events
              WHERE name = 'page_view' AND at >= ?1 AND at < ?2) AS views,
           (SELECT COUNT(DISTINCT session_id) FROM analytics_events
              WHERE name = 'page_view' AND at >= ?1 AND at < ?2) AS sessions,
           (SELECT COUNT(*) FROM analytics_events
              WHERE name = 'conversion' AND at >= ?1 AND at < ?2) AS conversions,
           (SELECT SUM(value) FROM analytics_events
              WHERE name = 'session_duration' AND at >= ?1 AND at < ?2) AS engaged_ms,
           (SELECT AVG(depth) FROM (
              SELECT MAX(value) AS depth FROM analytics_events
              WHERE name = 'scroll_depth' AND at >= ?1 AND at < ?2
              GROUP BY session_id, path)) AS depth`,
    ),
    query(`SELECT kind, COUNT(*) AS n FROM consent_records
             WHERE recorded_at >= ? AND recorded_at < ? GROUP BY kind`),
    sources.enquiriesBySource(range),
    loadWebVitals(db, range),
  ]);

  const byDay = new Map(daily.map((row) => [String(row.day), row]));
  const total: Record<string, unknown> = totals[0] ?? {};
  const kinds = new Map(consent.map((row) => [String(row.kind), num(row.n)]));
  const pageViews = num(total.views);

  return {
    range: { from: range.from, to: range.to },
    totals: {
      pageViews,
      sessions: num(total.sessions),
      avgScrollDepth: round1(num(total.depth)),
      avgEngagedSeconds: pageViews ? round1(num(total.engaged_ms) / pageViews / 1000) : 0,
      conversions: num(total.conversions),
      enquiries: enquiriesByForm.reduce((sum, row) => sum + row.enquiries, 0),
    },
    daily: daysOf(range).map((day) => ({
      day,
      pageViews: num(byDay.get(day)?.views),
      sessions: num(byDay.get(day)?.sessions),
    })),
    pages: pages.map((row) => ({
      path: String(row.path),
      pageViews: num(row.views),
      sessions: num(row.sessions),
      avgScrollDepth: round1(num(row.depth)),
      avgEngagedSeconds: round1(num(row.ms) / 1000),
    })),
    referrers: referrers.map((row) => ({
      source: String(row.source),
      sessions: num(row.sessions),
    })),
    campaigns: campaigns.map((row) => ({
      source: String(row.source),
      medium: String(row.medium),
      campaign: String(row.campaign),
      sessions: num(row.sessions),
    })),
    enquiriesByForm,
    conversionsBySource: conversions.map((row) => ({
      source: String(row.source),
      conversions: num(row.conversions),
    })),
    consent: {
      accepted: kinds.get("accepted") ?? 0,
      declined: kinds.get("declined") ?? 0,
      customised: kinds.get("customised") ?? 0,
      total: [...kinds.values()].reduce((sum, n) => sum + n, 0),
    },
    webVitals,
  };
}
