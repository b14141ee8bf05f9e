/**
 * Connects the tracker to the consent record and the router: tracking runs only while the
 * analytics category is allowed, and each location (first load and client route changes) counts
 * as one page view (docs/requirements.md#analytics-events). Mounted once in `shared/app.tsx`;
 * renders nothing.
 *
 * The tracker's code is loaded only once analytics is allowed: a visitor who never consents
 * downloads none of it, and the shell every page carries stays small.
 */
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { useConsent } from "../consent/use_consent.ts";
import { removeAnalyticsIdentifiers } from "./storage_keys.ts";
import { loadedTracker, loadTracker } from "./track.ts";

/** Starts, stops and feeds the analytics tracker; renders nothing. */
export function AnalyticsTracker() {
  const [path] = useLocation();
  const search = useSearch();
  const { ready, record } = useConsent();
  const allowed = record?.categories.analytics === true;

  useEffect(() => {
    // Before storage has been read the choice is unknown: neither start nor wipe anything.
    if (!ready) return;
    const loaded = loadedTracker();
    if (allowed) void loadTracker().then((module) => module.enableAnalytics()).catch(() => {});
    else if (loaded) void loaded.then((module) => module.disableAnalytics()).catch(() => {});
    // Identifiers left by an earlier visit go at once, whether or not the tracker ever loaded.
    else removeAnalyticsIdentifiers();
  }, [ready, allowed]);

  useEffect(() => {
    if (!ready || !allowed) return;
    const url = search ? `${path}?${search}` : path;
    // Failures are ignored silently: a blocked chunk must not break the page.
    void loadTracker().then((module) => module.trackPageView(url)).catch(() => {});
  }, [ready, allowed, path, search]);

  return null;
}
