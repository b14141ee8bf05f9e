/**
 * Connects the tracker to the consent record and the router: tracking runs only while the
 * analytics category is allowed, and each location (first load and client route changes) counts
 * as one page view (spec §7). Mounted once in `shared/app.tsx`; renders nothing.
 */
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useConsent } from "../consent/use_consent.ts";
import { disableAnalytics, enableAnalytics, trackPageView } from "./tracker.ts";

/** Starts, stops and feeds the analytics tracker; renders nothing. */
export function AnalyticsTracker() {
  const [path] = useLocation();
  const search = useSearch();
  const { ready, record } = useConsent();
  const allowed = record?.categories.analytics === true;

  useEffect(() => {
    // Before storage has been read the choice is unknown: neither start nor wipe anything.
    if (!ready) return;
    if (allowed) enableAnalytics();
    else disableAnalytics();
  }, [ready, allowed]);

  useEffect(() => {
    if (ready && allowed) trackPageView(search ? `${path}?${search}` : path);
  }, [ready, allowed, path, search]);

  return null;
}
