/**
 * The due time of an enquiry (docs/requirements.md#staff-inbox): the site promises a reply within
 * 24 hours, and staff count those hours while the office is open (`BUSINESS_HOURS`, Monday to
 * Friday 9:00–17:30 UK time), skipping England and Wales bank holidays. Wall-clock and daylight
 * saving arithmetic is Temporal's (`Europe/London`), the bank holidays are npm `date-holidays`
 * (region GB-ENG; Wales has the same days), so neither is hand-kept here. See
 * docs/decisions/0020-enquiry-references-and-due-times.md.
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
 * The instant `hours` of open office time after `startMs` (both ms since the epoch). Time outside
 * the office hours does not count: an enquiry sent on Saturday starts its clock at 9:00 on the next
 * business day.
 *
 * @example Monday 10:00 plus 24 hours is Wednesday 17:00 (7.5 + 8.5 + 8 hours).
 * @throws {RangeError} when `hours` is negative or not finite.
 */
export function addBusinessHours(startMs: number, hours: number): number {
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError("Hours must be 0 or more");
  let remaining = hours * HOUR_MS;
  let from = startMs;
  let day = Temporal.Instant.fromEpochMilliseconds(startMs)
    .toZonedDateTimeISO(BUSINESS_HOURS.timeZone).toPlainDate();
  for (let step = 0; step < MAX_DAYS; step++, day = day.add({ days: 1 })) {
    if (!isBusinessDay(day)) continue;
    const opens = at(day, BUSINESS_HOURS.opens);
    const closes = at(day, BUSINESS_HOURS.closes);
    const begin = Math.max(from, opens);
    if (begin >= closes) continue;
    if (remaining <= closes - begin) return begin + remaining;
    remaining -= closes - begin;
    from = closes;
  }
  throw new RangeError(`No business day within ${MAX_DAYS} days`);
}

/** When an enquiry received at `receivedMs` should have had its reply: the 24-hour promise. */
export function responseDueAt(receivedMs: number): number {
  return addBusinessHours(receivedMs, RESPONSE_PROMISE_HOURS.reply);
}
