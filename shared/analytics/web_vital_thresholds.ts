/**
 * The good / needs-improvement / poor boundaries of each field Web Vital, from the `web-vitals`
 * library (Google's published thresholds, judged at the 75th percentile of page loads).
 */
import { CLSThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import type { WebVitalName } from "../schemas/analytics_fields.ts";

/** Rating of a value against a metric's thresholds. */
export type WebVitalRating = "good" | "needs-improvement" | "poor";

/** `[good up to, needs improvement up to]` per metric; above the second is poor. */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, readonly [number, number]> = {
  LCP: [LCPThresholds[0]!, LCPThresholds[1]!],
  INP: [INPThresholds[0]!, INPThresholds[1]!],
  CLS: [CLSThresholds[0]!, CLSThresholds[1]!],
  TTFB: [TTFBThresholds[0]!, TTFBThresholds[1]!],
};

/** Rates `value` of `metric` (ms; CLS unitless). */
export function rateWebVital(metric: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}
