/**
 * The staff analytics dashboard's data (docs/requirements.md#analytics-dashboard), produced by the
 * server (`server/analytics/dashboard.ts`) and drawn by `/admin/analytics`. Days are UTC calendar
 * days written YYYY-MM-DD; both ends of a range are included.
 */
import type { WebVitalName } from "../schemas/analytics_fields.ts";
import type { StaffRole } from "../schemas/staff.ts";

/** Views and sessions on one day. */
export interface DailyTraffic {
  day: string;
  pageViews: number;
  sessions: number;
}

/** One page's traffic and engagement. */
export interface PageStats {
  path: string;
  pageViews: number;
  sessions: number;
  /** Mean of the deepest scroll reached per session on the page, percent. */
  avgScrollDepth: number;
  /** Engaged (visible) time per page view, seconds. */
  avgEngagedSeconds: number;
}

/** Sessions by where they came from: a referring site, or "Direct". */
export interface SourceCount {
  source: string;
  sessions: number;
}

/** Sessions of one UTM campaign. */
export interface CampaignCount {
  source: string;
  medium: string;
  campaign: string;
  sessions: number;
}

/**
 * Consent choices in the range, by kind (docs/requirements.md#analytics-dashboard: accepted /
 * declined / customised).
 */
export interface ConsentRates {
  total: number;
  accepted: number;
  declined: number;
  customised: number;
}

/** The 75th percentile of one Web Vital on one page, over the loads that reported it. */
export interface WebVitalP75 {
  /** ms; CLS unitless. */
  p75: number;
  samples: number;
}

/** Field Web Vitals of one page (only metrics with at least one report are present). */
export interface PageWebVitals {
  path: string;
  metrics: Partial<Record<WebVitalName, WebVitalP75>>;
}

/** Everything the dashboard shows for one date range. */
export interface AnalyticsDashboard {
  range: { from: string; to: string };
  totals: {
    pageViews: number;
    sessions: number;
    avgScrollDepth: number;
    avgEngagedSeconds: number;
    conversions: number;
    enquiries: number;
  };
  daily: DailyTraffic[];
  pages: PageStats[];
  referrers: SourceCount[];
  campaigns: CampaignCount[];
  /** Enquiries stored in the range, by the form that sent them (the `enquiries` table). */
  enquiriesByForm: { source: string; enquiries: number }[];
  /** Tracked conversions by the source of the session that converted. */
  conversionsBySource: { source: string; conversions: number }[];
  consent: ConsentRates;
  /** p75 of LCP, INP, CLS and TTFB per page, pages with the most reports first. */
  webVitals: PageWebVitals[];
}

/** Page data of `/admin/analytics`. */
export interface AnalyticsPageData {
  analytics: AnalyticsDashboard;
  /** Set when the requested range was invalid and the default range is shown instead. */
  rangeError?: string;
  staff?: { email: string; role: StaffRole };
}

/** Longest range the dashboard accepts, days (events are kept 13 months). */
export const MAX_RANGE_DAYS = 400;

/** Range shown when none is chosen, days ending today. */
export const DEFAULT_RANGE_DAYS = 30;
