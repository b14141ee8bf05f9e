/**
 * The first-party analytics tracker (docs/requirements.md#analytics-events): page views (client
 * route changes included), load time, page title, scroll depth at 25/50/75/90/100 % checked at most
 * once a second, engaged time sent when the page is hidden or left, and helpers for forms,
 * conversions, calls to action and user identification.
 *
 * docs/requirements.md#analytics-events: until {@linkcode enableAnalytics} is called (the
 * visitor allowed the analytics category) nothing is sent and nothing is stored;
 * {@linkcode disableAnalytics} stops at once and deletes the identifiers. One instance per page,
 * driven by `AnalyticsTracker`; browser only.
 */
import type { AnalyticsEvent, AnalyticsEventName } from "../schemas/analytics.ts";
import { ANALYTICS_LIMITS, SCROLL_DEPTH_THRESHOLDS } from "../schemas/analytics_fields.ts";
import { beaconEvent, postEvent } from "./transport.ts";
import type { WebVitalReport } from "./web_vitals.ts";

import { ANALYTICS_SESSION_KEY, ANALYTICS_USER_KEY } from "./storage_keys.ts";

export { ANALYTICS_SESSION_KEY, ANALYTICS_USER_KEY };
/** Scroll depth is checked at most this often, ms. */
export const SCROLL_CHECK_INTERVAL_MS = 1000;
/** Default conversion currency (docs/requirements.md#constants). */
export const DEFAULT_CURRENCY = "GBP";

/** Longest wait for a new page's title after a client route change, ms. */
export const TITLE_WAIT_MS = 3000;

// Engaged time below this is noise from a tab switch, not reading.
const MIN_ENGAGED_MS = 250;

interface PageState {
  url: string;
  reached: Set<number>;
  engagedMs: number;
  visibleSince: number | undefined;
}

const state = {
  enabled: false,
  sessionId: undefined as string | undefined,
  userId: undefined as string | undefined,
  page: undefined as PageState | undefined,
  lastScrollCheck: -Infinity,
  scrollTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  documentPageSent: false,
  /** Title reported for the previous page, to tell when the next page's title has arrived. */
  lastTitle: undefined as string | undefined,
};

// The document's own address at load: only its first tracked view carries the referrer and the
// load timing (later views are client-side route changes).
const landingUrl = typeof location === "undefined" ? "" : location.pathname + location.search;

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readOrCreateSessionId(): string {
  try {
    const stored = sessionStore()?.getItem(ANALYTICS_SESSION_KEY);
    if (stored && /^[A-Za-z0-9-]{16,64}$/.test(stored)) return stored;
  } catch { /* storage blocked: an in-memory id still groups this page's events */ }
  const id = crypto.randomUUID();
  try {
    sessionStore()?.setItem(ANALYTICS_SESSION_KEY, id);
  } catch { /* see above */ }
  return id;
}

/** Extra fields of one event. */
type EventFields = Partial<Omit<AnalyticsEvent, "name" | "sessionId" | "timestamp">>;

function buildEvent(name: AnalyticsEventName, fields: EventFields): AnalyticsEvent | undefined {
  if (!state.enabled || !state.sessionId) return undefined;
  const url = state.page?.url ?? location.pathname + location.search;
  if (isStaffArea(url)) return undefined;
  return {
    name,
    url,
    ...fields,
    sessionId: state.sessionId,
    ...(state.userId ? { userId: state.userId } : {}),
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent.slice(0, ANALYTICS_LIMITS.userAgent),
    automation: navigator.webdriver === true,
  };
}

function send(name: AnalyticsEventName, fields: EventFields = {}) {
  const event = buildEvent(name, fields);
  if (event) postEvent(event);
}

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function takeEngagedMs(page: PageState): number {
  const now = performance.now();
  if (page.visibleSince !== undefined) {
    page.engagedMs += now - page.visibleSince;
    page.visibleSince = document.visibilityState === "visible" ? now : undefined;
  }
  const engaged = Math.round(page.engagedMs);
  page.engagedMs = 0;
  return engaged;
}

/**
 * Reports the engaged time of the current page not yet reported
 * (docs/requirements.md#analytics-events: `session_duration`).
 */
function reportEngagedTime(viaBeacon: boolean) {
  const page = state.page;
  if (!page) return;
  const engaged = Math.min(takeEngagedMs(page), ANALYTICS_LIMITS.durationMs);
  if (engaged < MIN_ENGAGED_MS) return;
  const event = buildEvent("session_duration", {
    category: "engagement",
    action: "time_on_page",
    value: engaged,
  });
  if (!event) return;
  if (viaBeacon) beaconEvent(event);
  else postEvent(event);
}

function scrollDepthPercent(): number {
  const root = document.documentElement;
  const height = Math.max(root.scrollHeight, 1);
  // 2 px of slack: fractional scroll positions never quite reach the bottom.
  return Math.min(100, ((globalThis.scrollY + globalThis.innerHeight + 2) / height) * 100);
}

function checkScrollDepth() {
  state.lastScrollCheck = performance.now();
  const page = state.page;
  if (!state.enabled || !page) return;
  const depth = scrollDepthPercent();
  for (const threshold of SCROLL_DEPTH_THRESHOLDS) {
    if (depth >= threshold && !page.reached.has(threshold)) {
      page.reached.add(threshold);
      send("scroll_depth", { category: "engagement", action: "scroll", value: threshold });
    }
  }
}

function onScroll() {
  if (state.scrollTimer !== undefined) return;
  const wait = state.lastScrollCheck + SCROLL_CHECK_INTERVAL_MS - performance.now();
  if (wait <= 0) {
    checkScrollDepth();
    return;
  }
  // At most once a second, but the last position of a burst of scrolling is still checked.
  state.scrollTimer = setTimeout(() => {
    state.scrollTimer = undefined;
    checkScrollDepth();
  }, wait);
}

function onVisibilityChange() {
  const page = state.page;
  if (!page) return;
  if (document.visibilityState === "hidden") reportEngagedTime(true);
  else page.visibleSince ??= performance.now();
}

function onPageHide() {
  reportEngagedTime(true);
}

function sendLoadTiming() {
  const timing = () => {
    const entry = performance.getEntriesByType("navigation")[0] as
      | PerformanceNavigationTiming
      | undefined;
    const loadMs = entry && entry.loadEventEnd > 0 ? entry.loadEventEnd : performance.now();
    send("page_performance", {
      category: "performance",
      action: "load",
      value: Math.min(Math.round(loadMs), ANALYTICS_LIMITS.durationMs),
    });
  };
  if (document.readyState === "complete") setTimeout(timing, 0);
  else globalThis.addEventListener("load", () => setTimeout(timing, 0), { once: true });
}

/** Paths of the staff area: staff at work are not visitors, so their pages are never counted. */
export const UNTRACKED_PATH_PREFIX = "/admin";

function isStaffArea(url: string): boolean {
  return url === UNTRACKED_PATH_PREFIX || url.startsWith(`${UNTRACKED_PATH_PREFIX}/`) ||
    url.startsWith(`${UNTRACKED_PATH_PREFIX}?`);
}

/**
 * Starts tracking: the visitor has allowed analytics. Creates the session id. Does not count a
 * page view by itself; {@linkcode trackPageView} does.
 */
export function enableAnalytics(): void {
  if (state.enabled || typeof document === "undefined") return;
  state.enabled = true;
  state.sessionId = readOrCreateSessionId();
  try {
    state.userId = localStore()?.getItem(ANALYTICS_USER_KEY) ?? undefined;
  } catch {
    state.userId = undefined;
  }
  globalThis.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("visibilitychange", onVisibilityChange);
  globalThis.addEventListener("pagehide", onPageHide);
  // Web Vitals describe the document's own load: its URL, not a later client-side route.
  void import("./web_vitals.ts").then((module) => module.startWebVitals(reportWebVital))
    .catch(() => {});
}

/**
 * Sends one field Web Vital of the loaded document (docs/requirements.md#analytics-events failures:
 * ignored silently).
 */
function reportWebVital(metric: WebVitalReport): void {
  const document = new URL(location.href);
  const navigation = performance.getEntriesByType("navigation")[0];
  const loaded = navigation ? new URL(navigation.name) : document;
  const url = clip(loaded.pathname + loaded.search, ANALYTICS_LIMITS.url);
  if (isStaffArea(url)) return;
  const event = buildEvent("web_vital", {
    url,
    category: "web-vitals",
    action: metric.name,
    label: metric.rating,
    value: Math.min(metric.value, ANALYTICS_LIMITS.durationMs),
  });
  // Most metrics are final only as the page is hidden: a beacon survives the unload.
  if (event) beaconEvent(event);
}

/**
 * Stops tracking at once (consent withdrawn or never given) and deletes the analytics
 * identifiers from storage (docs/requirements.md#consent). Nothing further is sent.
 */
export function disableAnalytics(): void {
  state.enabled = false;
  state.sessionId = undefined;
  state.userId = undefined;
  state.page = undefined;
  clearTimeout(state.scrollTimer);
  state.scrollTimer = undefined;
  if (typeof document === "undefined") return;
  globalThis.removeEventListener("scroll", onScroll);
  document.removeEventListener("visibilitychange", onVisibilityChange);
  globalThis.removeEventListener("pagehide", onPageHide);
  // Also runs when tracking never started, so identifiers left by an earlier visit are removed.
  try {
    sessionStore()?.removeItem(ANALYTICS_SESSION_KEY);
    localStore()?.removeItem(ANALYTICS_USER_KEY);
  } catch { /* storage blocked: nothing was stored */ }
}

/** True while the visitor's consent allows analytics and tracking runs. */
export function isAnalyticsEnabled(): boolean {
  return state.enabled;
}

/**
 * Counts a view of `url` (path and query): the first load and every client-side route change.
 * Reports the previous page's engaged time first. A repeat call for the same page is ignored.
 */
export function trackPageView(url: string): void {
  if (!state.enabled) return;
  if (state.page?.url === url) return;
  reportEngagedTime(false);
  if (isStaffArea(url)) {
    state.page = undefined;
    return;
  }
  state.page = {
    url,
    reached: new Set(),
    engagedMs: 0,
    visibleSince: document.visibilityState === "visible" ? performance.now() : undefined,
  };
  const first = !state.documentPageSent && url === landingUrl;
  state.documentPageSent = true;
  send("page_view", {
    category: "navigation",
    action: first ? "load" : "route_change",
    ...(first && document.referrer
      ? { referrer: clip(document.referrer, ANALYTICS_LIMITS.referrer) }
      : {}),
  });
  if (first) sendLoadTiming();
  sendTitleWhenReady(url, first ? undefined : state.lastTitle);
}

/**
 * Sends `page_title` once the page has its own title: after a client route change the new page
 * may still be loading (its module is fetched on demand), so wait until there is a title and it
 * differs from the previous page's, at most {@linkcode TITLE_WAIT_MS}.
 */
function sendTitleWhenReady(url: string, previousTitle: string | undefined) {
  const started = performance.now();
  const check = () => {
    if (state.page?.url !== url) return;
    // While the next page loads there may briefly be no title at all.
    const stale = document.title === "" || document.title === previousTitle;
    const waiting = stale && performance.now() - started < TITLE_WAIT_MS;
    if (waiting) {
      setTimeout(check, 100);
      return;
    }
    state.lastTitle = document.title;
    send("page_title", {
      category: "navigation",
      action: "title",
      label: clip(state.lastTitle, ANALYTICS_LIMITS.label),
    });
  };
  setTimeout(check, 0);
}

/** Records a form interaction, e.g. `trackFormInteraction("contact", "submit")`. */
export function trackFormInteraction(form: string, action: string, field?: string): void {
  send("form_interaction", {
    category: clip(form, ANALYTICS_LIMITS.category),
    action: clip(action, ANALYTICS_LIMITS.action),
    ...(field ? { label: clip(field, ANALYTICS_LIMITS.label) } : {}),
  });
}

/** Options of {@linkcode trackConversion}. */
export interface ConversionOptions {
  /** What converted, e.g. "enquiry:contact". */
  label: string;
  value?: number;
  /** ISO 4217 code (default GBP, docs/requirements.md#constants). */
  currency?: string;
}

/** Records a conversion such as a sent enquiry. */
export function trackConversion(options: ConversionOptions): void {
  send("conversion", {
    category: "conversion",
    action: "complete",
    label: clip(options.label, ANALYTICS_LIMITS.label),
    ...(options.value === undefined ? {} : { value: options.value }),
    currency: options.currency ?? DEFAULT_CURRENCY,
  });
}

/** Records a click on a call to action, e.g. `trackCtaClick("Get in Touch", "hero")`. */
export function trackCtaClick(label: string, placement?: string): void {
  send("cta_click", {
    category: "cta",
    action: clip(placement ?? "click", ANALYTICS_LIMITS.action),
    label: clip(label, ANALYTICS_LIMITS.label),
  });
}

/**
 * Attaches `userId` to this and later events and remembers it (only while analytics is allowed;
 * withdrawing consent deletes it).
 */
export function identifyUser(userId: string): void {
  if (!state.enabled) return;
  state.userId = clip(userId, ANALYTICS_LIMITS.userId);
  try {
    localStore()?.setItem(ANALYTICS_USER_KEY, state.userId);
  } catch { /* kept in memory for this page */ }
  send("identify_user", { category: "user", action: "identify" });
}
