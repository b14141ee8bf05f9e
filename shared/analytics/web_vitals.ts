/**
 * Field Web Vitals (LCP, INP, CLS, TTFB) measured by the `web-vitals` library. Loaded by the
 * tracker only once the visitor allows analytics, so a visitor without consent downloads none of
 * it; each metric is reported once per page load, when final (usually as the page is hidden).
 */
import { onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import type { WebVitalName } from "../schemas/analytics_fields.ts";

/** One final measurement: `value` in ms (CLS: unitless layout-shift score). */
export interface WebVitalReport {
  name: WebVitalName;
  value: number;
  rating: "good" | "needs-improvement" | "poor";
}

let started = false;

/**
 * Starts measuring this page load and calls `report` once per metric. Later calls do nothing:
 * the library observes a page load once.
 */
export function startWebVitals(report: (metric: WebVitalReport) => void): void {
  if (started) return;
  started = true;
  const forward = (metric: WebVitalReport) =>
    report({ name: metric.name, value: metric.value, rating: metric.rating });
  onLCP(forward);
  onINP(forward);
  onCLS(forward);
  onTTFB(forward);
}
