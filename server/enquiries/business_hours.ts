/**
 * The due time of an enquiry (docs/requirements.md#staff-inbox): the site promises a reply within
 * 24 hours, so the reply is due 24 clock hours after receipt; when that moment falls while the
 * office is closed (`BUSINESS_HOURS`, Monday to Friday 9:00–17:30 UK time; nights, weekends and
 * England and Wales bank holidays), it moves to the office's next opening. Wall-clock and daylight
 * saving arithmetic is Temporal's (`Europe/London`), the bank holidays are npm `date-holidays`
 * (region GB-ENG; Wales has the same days), so neither is hand-kept here. See
 * docs/decisions/0029-due-time-the-promise-the-visitor-read.md.
 */
import Holidays from "date-holidays";
import { BUSINESS_HOURS, RESPONSE_PROMISE_HOURS } from "../../shared/content/company.ts";

const HOUR_MS = 60 * 60_000;

/** Longest run of closed days the walk crosses before giving up (a guard, never reached). */
const MAX_DAYS = 400;

const holidays = new Holidays("GB", "ENG");
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The England and Wales bank holidays of `year` as ISO dates ("2026-12-28"), substitute days
 * included.
 */
export function bankHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      holidays.getHolidays(year)
        .filter((holiday) => holiday.type === "public")
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether the office opens on `date` (a UK calendar day). */
export function isBusinessDay(date: Temporal.PlainDate): boolean {
  return (BUSINESS_HOURS.weekdays as readonly number[]).includes(date.dayOfWeek) &&
    !bankHolidays(date.year).has(date.toString());
}

function at(date: Temporal.PlainDate, time: { hour: number; minute: number }) {
  return date.toZonedDateTime({
    timeZone: BUSINESS_HOURS.timeZone,
    plainTime: new Temporal.PlainTime(time.hour, time.minute),
  }).epochMilliseconds;
}

/**
 * The first instant at or after `ms` (ms since the epoch) when the office is open: `ms` itself
 * during office hours, else the next opening (9:00 UK time on the next business day, or today's
 * if it is still to come).
 *
 * @example Saturday 18:00 → Monday 9:00; Tuesday 7:30 → Tuesday 9:00; Tuesday 10:00 → itself.
 * @throws {RangeError} when no business day comes within 400 days (never, for real calendars).
 */
export function nextOpenAt(ms: number): number {
  let day = Temporal.Instant.fromEpochMilliseconds(ms)
    .toZonedDateTimeISO(BUSINESS_HOURS.timeZone).toPlainDate();
  for (let step = 0; step < MAX_DAYS; step++, day = day.add({ days: 1 })) {
    if (!isBusinessDay(day)) continue;
    if (ms < at(day, BUSINESS_HOURS.closes)) return Math.max(ms, at(day, BUSINESS_HOURS.opens));
  }
  throw new RangeError(`No business day within ${MAX_DAYS} days`);
}

/**
 * When an enquiry received at `receivedMs` should have had its reply (ms since the epoch): the
 * promise's 24 hours on the clock, moved to the next opening when they end while the office is
 * closed. Sunday 01:28 is due Monday 9:00, Friday 18:00 is due Monday 9:00, Tuesday 10:00 is due
 * Wednesday 10:00.
 */
export function responseDueAt(receivedMs: number): number {
  return nextOpenAt(receivedMs + RESPONSE_PROMISE_HOURS.reply * HOUR_MS);
}
