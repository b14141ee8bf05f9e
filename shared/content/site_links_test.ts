import assert from "node:assert/strict";
import { officeHoursLines } from "../schemas/company_details.ts";
import { officeHoursSummary } from "./site_links.ts";

// docs/requirements.md#contact (the card's lines) and #footer (the footer's line).
Deno.test("the footer's hours line is the spec's, worked out from the spec's office hours", () => {
  assert.equal(
    officeHoursSummary(
      officeHoursLines("Monday to Friday: 9:00 AM to 5:30 PM\nSaturday and Sunday: Closed"),
    ),
    "Mon-Fri: 9:00 AM - 5:30 PM, Weekend: Closed",
  );
});

Deno.test("other office hours shorten the same way", () => {
  assert.equal(
    officeHoursSummary(officeHoursLines(
      "Monday to Thursday: 8:30 AM to 6:00 PM\nFriday: 8:30 AM to 4:00 PM\n" +
        "Saturday: 10:00 AM to 1:00 PM\nSunday: Closed",
    )),
    "Mon-Thu: 8:30 AM - 6:00 PM, Fri: 8:30 AM - 4:00 PM, Sat: 10:00 AM - 1:00 PM, Sun: Closed",
  );
  assert.equal(officeHoursSummary([]), "");
});
