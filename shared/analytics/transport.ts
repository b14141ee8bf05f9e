/**
 * Sends analytics events to the site's own server. Failures are ignored silently
 * (docs/requirements.md#analytics-events): a visitor must never see an error because a page view
 * could not be counted.
 */
import type { AnalyticsEvent } from "../schemas/analytics.ts";

/** Endpoint that receives events. */
export const ANALYTICS_ENDPOINT = "/api/analytics";

/** Posts `event` with `fetch`; resolves whatever happens. */
export function postEvent(event: AnalyticsEvent): void {
  try {
    fetch(ANALYTICS_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(event),
      credentials: "same-origin",
    }).catch(() => {});
  } catch {
    // Ignored.
  }
}

/**
 * Sends `event` while the page is being hidden or unloaded: `sendBeacon` survives the unload,
 * with a `keepalive` fetch when the beacon is refused (e.g. its queue is full).
 */
export function beaconEvent(event: AnalyticsEvent): void {
  const body = JSON.stringify(event);
  try {
    const blob = new Blob([body], { type: "application/json" });
    if (navigator.sendBeacon?.(ANALYTICS_ENDPOINT, blob)) return;
  } catch {
    // Some browsers refuse non-form beacon types; fall through to fetch.
  }
  try {
    fetch(ANALYTICS_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Ignored.
  }
}
