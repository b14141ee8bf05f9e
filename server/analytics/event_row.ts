/**
 * Turns a validated event into the row that is stored. Only the path of a page is kept (its query
 * string can hold search terms or other personal data), apart from the three UTM parameters of
 * a landing page; a referrer is kept as its host name, and only when it is another site.
 */
import type { AnalyticsEvent } from "../../shared/schemas/analytics.ts";

/** One row of `analytics_events`. */
export interface EventRow {
  at: number;
  name: string;
  sessionId: string;
  userId: string | null;
  path: string;
  category: string | null;
  action: string | null;
  label: string | null;
  value: number | null;
  currency: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  uaFamily: string;
}

/** Column names of `analytics_events` in {@linkcode eventRowValues} order. */
export const EVENT_COLUMNS = [
  "at",
  "name",
  "session_id",
  "user_id",
  "path",
  "category",
  "action",
  "label",
  "value",
  "currency",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "ua_family",
] as const;

const MAX_PATH = 512;
const MAX_UTM = 100;

/** Context the server adds to an event. */
export interface EventContext {
  /** Receipt time, ms since the epoch. */
  at: number;
  uaFamily: string;
  /** Host names of this site: a referrer from one of them is internal and not stored. */
  siteHosts: readonly string[];
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text, "http://site.invalid");
  } catch {
    return undefined;
  }
}

/** The path of a site-relative or absolute URL, without query or fragment. */
function pathOf(url: string): string {
  const start = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return "/";
  const end = url.search(/[?#]/);
  return url.slice(start, end === -1 ? undefined : end) || "/";
}

function utm(url: URL | undefined, key: string): string | null {
  const value = url?.searchParams.get(key)?.trim();
  return value ? value.slice(0, MAX_UTM).toLowerCase() : null;
}

function referrerHost(referrer: string | undefined, siteHosts: readonly string[]): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    host = url.hostname.toLowerCase();
  } catch {
    return null;
  }
  return siteHosts.includes(host) ? null : host.slice(0, 253);
}

/** The stored row of `event`. */
export function toEventRow(event: AnalyticsEvent, context: EventContext): EventRow {
  const landing = event.name === "page_view";
  // Only a page view's address is parsed in full (for its UTM tags): this runs for every event.
  const url = landing && event.url.includes("?") ? parseUrl(event.url) : undefined;
  return {
    at: context.at,
    name: event.name,
    sessionId: event.sessionId,
    userId: event.userId ?? null,
    path: (url?.pathname ?? pathOf(event.url)).slice(0, MAX_PATH),
    category: event.category ?? null,
    action: event.action ?? null,
    label: event.label ?? null,
    value: event.value ?? null,
    currency: event.name === "conversion" ? event.currency ?? "GBP" : null,
    referrerHost: landing ? referrerHost(event.referrer, context.siteHosts) : null,
    utmSource: landing ? utm(url, "utm_source") : null,
    utmMedium: landing ? utm(url, "utm_medium") : null,
    utmCampaign: landing ? utm(url, "utm_campaign") : null,
    uaFamily: context.uaFamily,
  };
}

/** Values of `row` in {@linkcode EVENT_COLUMNS} order. */
export function eventRowValues(row: EventRow): (string | number | null)[] {
  return [
    row.at,
    row.name,
    row.sessionId,
    row.userId,
    row.path,
    row.category,
    row.action,
    row.label,
    row.value,
    row.currency,
    row.referrerHost,
    row.utmSource,
    row.utmMedium,
    row.utmCampaign,
    row.uaFamily,
  ];
}
