/** Due times in office hours: weekends, bank holidays and the clock changes of Europe/London. */
import assert from "node:assert/strict";
import { BUSINESS_HOURS } from "../../shared/content/company.ts";
import { officeHoursLines } from "../../shared/schemas/company_details.ts";
import { SPEC_COMPANY_CONTACT } from "../content/seed.ts";
import { addBusinessHours, bankHolidays, responseDueAt } from "./business_hours.ts";

/** ms of a UK wall-clock time. */
function london(text: string): number {
  return Temporal.ZonedDateTime.from(`${text}[Europe/London]`).epochMilliseconds;
}

function iso(ms: number): string {
  return Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO("Europe/London")
    .toPlainDateTime().toString();
}

Deno.test("responseDueAt counts 24 office hours: Monday 10:00 is due Wednesday 17:00", () => {
  assert.equal(iso(responseDueAt(london("2026-06-01T10:00"))), "2026-06-03T17:00:00");
});

Deno.test("responseDueAt starts the clock at 9:00 on the next business day after a weekend", () => {
  // Saturday evening: Monday 9:00 + 24 h of 8.5-hour days = Wednesday 16:00.
  assert.equal(iso(responseDueAt(london("2026-06-06T19:45"))), "2026-06-10T16:00:00");
  // Friday 17:00: half an hour on Friday, then Monday to Wednesday.
  assert.equal(iso(responseDueAt(london("2026-06-05T17:00"))), "2026-06-10T15:30:00");
});

Deno.test("responseDueAt skips England and Wales bank holidays, substitute days included", () => {
  // Thursday 24 December 2026 at 17:30: 25, 26 (Saturday), 28 (substitute) December are closed.
  assert.equal(iso(responseDueAt(london("2026-12-24T17:30"))), "2026-12-31T16:00:00");
  // Easter 2026: Good Friday 3 April and Easter Monday 6 April.
  assert.equal(iso(responseDueAt(london("2026-04-02T12:00"))), "2026-04-09T10:30:00");
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

Deno.test("addBusinessHours keeps office hours in UK time across the clock changes", () => {
  // Friday 27 March 2026 16:30 GMT; clocks go forward on Sunday 29 March. One hour left on
  // Friday, the rest from Monday 9:00 BST (08:00 UTC).
  const due = addBusinessHours(london("2026-03-27T16:30"), 2);
  assert.equal(iso(due), "2026-03-30T10:00:00");
  assert.equal(new Date(due).toISOString(), "2026-03-30T09:00:00.000Z");
  // Clocks go back on Sunday 25 October 2026: Monday 9:00 is 09:00 UTC again.
  assert.equal(
    new Date(addBusinessHours(london("2026-10-23T17:15"), 1)).toISOString(),
    "2026-10-26T09:45:00.000Z",
  );
  assert.throws(() => addBusinessHours(0, -1), RangeError);
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
