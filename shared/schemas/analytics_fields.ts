/**
 * Analytics event names and field limits without zod, so the browser tracker can import them
 * without pulling a validation library into every page (the API's schema is in analytics.ts).
 */

/** Event names the site sends (docs/requirements.md#analytics-events). */
export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "page_performance",
  "page_title",
  "scroll_depth",
  "session_duration",
  "form_interaction",
  "conversion",
  "cta_click",
  "identify_user",
  "web_vital",
] as const;

/** One event name. */
export type AnalyticsEventName = typeof ANALYTICS_EVENT_NAMES[number];

/**
 * Core Web Vitals reported from the field as `web_vital` events (action = the metric's name;
 * value in ms, CLS unitless).
 */
export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;

/** One reported Web Vital. */
export type WebVitalName = typeof WEB_VITAL_NAMES[number];

/** Scroll-depth thresholds, percent. */
export const SCROLL_DEPTH_THRESHOLDS = [25, 50, 75, 90, 100] as const;

/** Size limits of event fields, in characters (ours). */
export const ANALYTICS_LIMITS = {
  category: 64,
  action: 64,
  label: 300,
  url: 2048,
  referrer: 2048,
  userAgent: 512,
  userId: 128,
  /** Longest accepted request body, bytes. */
  bodyBytes: 8 * 1024,
  /** Largest duration or timing value, ms (one day). */
  durationMs: 86_400_000,
  /** Largest conversion value. */
  conversionValue: 10_000_000,
} as const;
