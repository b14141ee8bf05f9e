import assert from "node:assert/strict";
import {
  formatLondonClock,
  formatLondonDateTime,
  isoToLondonLocal,
  londonLocalToIso,
} from "./london_time.ts";

Deno.test("a London wall time becomes UTC in winter (GMT) and summer (BST)", () => {
  assert.equal(londonLocalToIso("2026-12-01T09:00"), "2026-12-01T09:00:00.000Z");
  assert.equal(londonLocalToIso("2026-07-01T09:00"), "2026-07-01T08:00:00.000Z");
  // The night the clocks go back: 00:30 is still BST, 02:30 is GMT.
  assert.equal(londonLocalToIso("2026-10-25T00:30"), "2026-10-24T23:30:00.000Z");
  assert.equal(londonLocalToIso("2026-10-25T02:30"), "2026-10-25T02:30:00.000Z");
  // The hour skipped when they go forward reads as the hour after it.
  assert.equal(londonLocalToIso("2026-03-29T01:30"), "2026-03-29T01:30:00.000Z");
  assert.equal(londonLocalToIso("2026-03-29T03:00"), "2026-03-29T02:00:00.000Z");
});

Deno.test("londonLocalToIso refuses text that is not a datetime-local value", () => {
  assert.equal(londonLocalToIso(""), undefined);
  assert.equal(londonLocalToIso("tomorrow 9am"), undefined);
});

Deno.test("an ISO time shows as London wall time, round trip included", () => {
  assert.equal(isoToLondonLocal("2026-07-01T08:00:00.000Z"), "2026-07-01T09:00");
  assert.equal(isoToLondonLocal("2026-12-01T09:00:00Z"), "2026-12-01T09:00");
  for (const local of ["2026-01-15T12:03", "2026-06-30T23:59", "2027-04-01T00:00"]) {
    assert.equal(isoToLondonLocal(londonLocalToIso(local)!), local);
  }
  assert.equal(formatLondonClock("2026-07-01T11:03:00Z"), "12:03");
  assert.equal(formatLondonDateTime("2026-12-01T09:00:00Z"), "1 Dec 2026, 09:00");
});
