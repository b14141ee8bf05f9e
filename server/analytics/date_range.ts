/**
 * The dashboard's date range: `from` and `to` as YYYY-MM-DD UTC days, both included; the default
 * is the last 30 days. Validated here so the API and the page answer alike.
 */
import { DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from "../../shared/analytics/dashboard_types.ts";

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A resolved range: inclusive days and the matching half-open interval in ms. */
export interface DateRange {
  from: string;
  to: string;
  startMs: number;
  /** Exclusive: midnight after `to`. */
  endMs: number;
}

function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function parseDay(text: string): number | undefined {
  if (!DAY_PATTERN.test(text)) return undefined;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) || dayOf(ms) !== text ? undefined : ms;
}

/**
 * Resolves `from`/`to` (either may be missing) at `now`.
 *
 * @returns the range, or a sentence-case error ("Dates must look like 2026-03-21").
 */
export function parseDateRange(
  query: { from?: string | undefined; to?: string | undefined },
  now: number,
): DateRange | { error: string } {
  const today = parseDay(dayOf(now))!;
  const toMs = query.to ? parseDay(query.to) : today;
  const fromMs = query.from
    ? parseDay(query.from)
    : (toMs ?? today) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS;
  if (toMs === undefined || fromMs === undefined) {
    return { error: "Dates must look like 2026-03-21" };
  }
  if (fromMs > toMs) return { error: "The start date must not be after the end date" };
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_RANGE_DAYS) {
    return { error: `Choose a range of at most ${MAX_RANGE_DAYS} days` };
  }
  return { from: dayOf(fromMs), to: dayOf(toMs), startMs: fromMs, endMs: toMs + DAY_MS };
}

/** Every day of `range`, in order. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = [];
  for (let ms = range.startMs; ms < range.endMs; ms += DAY_MS) days.push(dayOf(ms));
  return days;
}
