/**
 * The analytics event (docs/requirements.md#analytics-events), shared by the
 * tracker and `POST /api/analytics`. Names come from a closed list and every field is bounded, so
 * a visitor cannot fill the database with large or arbitrary rows.
 */
import { z } from "zod";

import {
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_LIMITS,
  type AnalyticsEventName,
  SCROLL_DEPTH_THRESHOLDS,
  WEB_VITAL_NAMES,
} from "./analytics_fields.ts";

export { ANALYTICS_EVENT_NAMES, ANALYTICS_LIMITS, SCROLL_DEPTH_THRESHOLDS, WEB_VITAL_NAMES };
export type { AnalyticsEventName };

const SESSION_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

const text = (max: number) => z.string().max(max);

/**
 * An event as sent by the browser: the fields of docs/requirements.md#analytics-events plus
 * sessionId and a webdriver marker.
 */
export const AnalyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  category: text(ANALYTICS_LIMITS.category).optional(),
  action: text(ANALYTICS_LIMITS.action).optional(),
  label: text(ANALYTICS_LIMITS.label).optional(),
  value: z.number().finite().min(-ANALYTICS_LIMITS.conversionValue)
    .max(ANALYTICS_LIMITS.conversionValue).optional(),
  /** ISO 4217 code, conversions only (docs/requirements.md#constants: GBP by default). */
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  sessionId: z.string().regex(SESSION_ID_PATTERN),
  userId: text(ANALYTICS_LIMITS.userId).optional(),
  /** Client time of the event; the server stores its own receipt time for every report. */
  timestamp: z.iso.datetime({ offset: true }).optional(),
  /** Path and query of the page (or a same-site absolute URL). */
  url: text(ANALYTICS_LIMITS.url).regex(/^(\/|https?:\/\/)/),
  /** `document.referrer` on the first page view of a visit. */
  referrer: text(ANALYTICS_LIMITS.referrer).optional(),
  userAgent: text(ANALYTICS_LIMITS.userAgent).optional(),
  /** `navigator.webdriver`: true in automated browsers, which are not counted. */
  automation: z.boolean().optional(),
}).superRefine((event, ctx) => {
  const value = event.value;
  if (event.name === "scroll_depth") {
    if (!SCROLL_DEPTH_THRESHOLDS.some((threshold) => threshold === value)) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "must be 25, 50, 75, 90 or 100" });
    }
  }
  if (event.name === "web_vital") {
    if (!WEB_VITAL_NAMES.some((metric) => metric === event.action)) {
      ctx.addIssue({ code: "custom", path: ["action"], message: "must be LCP, INP, CLS or TTFB" });
    }
  }
  if (
    event.name === "page_performance" || event.name === "session_duration" ||
    event.name === "web_vital"
  ) {
    if (value === undefined || value < 0 || value > ANALYTICS_LIMITS.durationMs) {
      ctx.addIssue({ code: "custom", path: ["value"], message: "must be 0 to 86400000 ms" });
    }
  }
});

/** A parsed analytics event. */
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;
