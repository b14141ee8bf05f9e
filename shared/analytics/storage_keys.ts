/**
 * Where the analytics identifiers live in the browser. Kept apart from the tracker so the page
 * can delete them (consent withdrawn or never given) without loading the tracker's code.
 */

/** Session-storage key of the analytics session id (one visit in one tab). */
export const ANALYTICS_SESSION_KEY = "crownbridge.analytics.session";
/** Local-storage key of the id set by `identifyUser` in `tracker.ts`. */
export const ANALYTICS_USER_KEY = "crownbridge.analytics.user";

/** Deletes both identifiers; storage that is blocked holds nothing to delete. */
export function removeAnalyticsIdentifiers(): void {
  try {
    globalThis.sessionStorage?.removeItem(ANALYTICS_SESSION_KEY);
    globalThis.localStorage?.removeItem(ANALYTICS_USER_KEY);
  } catch { /* storage blocked: nothing was stored */ }
}
