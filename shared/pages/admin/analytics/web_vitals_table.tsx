/**
 * Field Web Vitals per page: the 75th percentile of LCP, INP, CLS and TTFB from visitors who
 * allowed analytics, each rated good / needs improvement / poor against the thresholds shown in
 * the legend. The rating is written out, not only coloured.
 */
import type { PageWebVitals } from "../../../analytics/dashboard_types.ts";
import {
  rateWebVital,
  WEB_VITAL_THRESHOLDS,
  type WebVitalRating,
} from "../../../analytics/web_vital_thresholds.ts";
import { WEB_VITAL_NAMES, type WebVitalName } from "../../../schemas/analytics_fields.ts";
import { DataTable } from "./tables.tsx";

const RATING_LABELS: Record<WebVitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

const BADGE_CLASSES: Record<WebVitalRating, string> = {
  good: "status-badge status-badge--answered",
  "needs-improvement": "status-badge status-badge--in_progress",
  poor: "status-badge status-badge--poor",
};

function formatValue(metric: WebVitalName, value: number): string {
  return metric === "CLS" ? value.toFixed(2) : `${Math.round(value).toLocaleString("en-GB")} ms`;
}

function MetricCell({ page, metric }: { page: PageWebVitals; metric: WebVitalName }) {
  const reading = page.metrics[metric];
  if (!reading) return <>–</>;
  const rating = rateWebVital(metric, reading.p75);
  return (
    <span className="web-vital">
      {formatValue(metric, reading.p75)}{" "}
      <span className={BADGE_CLASSES[rating]}>{RATING_LABELS[rating]}</span>{" "}
      <span className="web-vital__samples">({reading.samples})</span>
    </span>
  );
}

/** The p75 table and its thresholds legend. */
export function WebVitalsTable({ pages }: { pages: readonly PageWebVitals[] }) {
  return (
    <>
      <DataTable
        label="Web Vitals"
        rows={pages}
        rowKey={(page) => page.path}
        columns={[
          { header: "Page", cell: (page) => page.path },
          ...WEB_VITAL_NAMES.map((metric) => ({
            header: `${metric} p75 (loads)`,
            cell: (page: PageWebVitals) => <MetricCell page={page} metric={metric} />,
          })),
        ]}
      />
      <p className="admin-hint">
        Thresholds (good / poor from): {WEB_VITAL_NAMES.map((metric) => {
          const [good, poor] = WEB_VITAL_THRESHOLDS[metric];
          return `${metric} ≤ ${formatValue(metric, good)} / > ${formatValue(metric, poor)}`;
        }).join("; ")}.
      </p>
    </>
  );
}
