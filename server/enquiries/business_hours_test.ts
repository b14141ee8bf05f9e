/**
 * Due times are the promise the visitor read: 24 clock hours, moved to the office's next opening
 * when they end at night, at a weekend or on an England and Wales bank holiday, in UK time across
 * the clock changes.
 */
import assert from "node:assert/strict";
import { BUSINESS_HOURS } from "../../shared/content/company.ts";
import { officeHoursLines } from "../../shared/schemas/company_details.ts";
import { SPEC_COMPANY_CONTACT } from "../content/seed.ts";
import { bankHolidays, nextOpenAt, responseDueAt } from "./business_hours.ts";

/** ms of a UK wall-clock time. */
function london(text: string): number {
  return Temporal.ZonedDateTime.from(`${text}[Europe/London]`).epochMilliseconds;
}

function iso(ms: number): string {
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO("Europe/London")
    .toPlainDateTime().toString();
}

Deno.test("an enquiry on an ordinary Tuesday at 10:00 is due on Wednesday at 10:00", () => {
  assert.equal(iso(responseDueAt(london("2026-06-02T10:00"))), "2026-06-03T10:00:00");
});

Deno.test("an enquiry on Sunday at 01:28 is due when the office opens on Monday, 9:00", () => {
  assert.equal(iso(responseDueAt(london("2026-06-07T01:28"))), "2026-06-08T09:00:00");
});

Deno.test("an enquiry on Friday at 18:00 is due on Monday at 9:00, not on Saturday evening", () => {
  assert.equal(iso(responseDueAt(london("2026-06-05T18:00"))), "2026-06-08T09:00:00");
});

Deno.test("a due time on a bank holiday moves to the next business day's opening", () => {
  // Sunday 24 May 2026 at 11:00: Monday 25 May is the Spring bank holiday.
  assert.equal(iso(responseDueAt(london("2026-05-24T11:00"))), "2026-05-26T09:00:00");
  // Thursday 24 December 2026 at 17:30: 25, 26 (Saturday), 28 (substitute) December are closed.
  assert.equal(iso(responseDueAt(london("2026-12-24T17:30"))), "2026-12-29T09:00:00");
  assert.deepEqual([...bankHolidays(2027)].sort(), [
    "2027-01-01",
    "2027-03-26",
    "2027-03-29",
    "2027-05-03",
    "2027-05-31",
    "2027-08-30",
    "2027-12-25",
    "2027-12-26",
    "2027-12-27",
    "2027-12-28",
  ]);
});

Deno.test("a due time after closing or before opening on a weekday waits for the opening", () => {
  assert.equal(iso(responseDueAt(london("2026-06-02T17:45"))), "2026-06-04T09:00:00");
  assert.equal(iso(responseDueAt(london("2026-06-02T06:30"))), "2026-06-03T09:00:00");
  assert.equal(iso(nextOpenAt(london("2026-06-03T17:29"))), "2026-06-03T17:29:00");
});

Deno.test("openings are 9:00 UK time across the clock changes", () => {
  // Clocks go forward on Sunday 29 March 2026: Monday 9:00 BST is 08:00 UTC.
  assert.equal(
    new Date(nextOpenAt(london("2026-03-28T12:00"))).toISOString(),
    "2026-03-30T08:00:00.000Z",
  );
  // Clocks go back on Sunday 25 October 2026: Monday 9:00 GMT is 09:00 UTC again.
  assert.equal(
    new Date(nextOpenAt(london("2026-10-24T12:00"))).toISOString(),
    "2026-10-26T09:00:00.000Z",
  );
});

Deno.test("the office hours a fresh start prints on /contact are the hours due times are counted in", () => {
  const OFFICE_HOURS = officeHoursLines(SPEC_COMPANY_CONTACT.officeHours);
  const clock = (time: { hour: number; minute: number }) =>
    `${time.hour % 12 || 12}:${String(time.minute).padStart(2, "0")} ${
      time.hour < 12 ? "AM" : "PM"
    }`;
  assert.equal(BUSINESS_HOURS.weekdays.join(), "1,2,3,4,5");
  assert.equal(
    OFFICE_HOURS[0]?.hours,
    `${clock(BUSINESS_HOURS.opens)} to ${clock(BUSINESS_HOURS.closes)}`,
  );
  assert.equal(OFFICE_HOURS[0]?.days, "Monday to Friday");
});
