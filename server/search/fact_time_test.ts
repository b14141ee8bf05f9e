import assert from "node:assert/strict";
import { statesFactType } from "./fact_statement.ts";
import { eventTermsOf } from "./fact_time.ts";
import { factTypeOf } from "./fact_type.ts";
import { termOf } from "./text.ts";

Deno.test("factTypeOf reads a date or a time of the company's own plans, not of a law", () => {
  for (
    const question of [
      "what year do you plan to go carbon neutral",
      "Has Crownbridge a target date for electric vans?",
      "By when will your depot run on solar power?",
    ]
  ) {
    assert.equal(factTypeOf(question), "date", question);
  }
  for (
    const question of [
      "When will you open a depot in Wales?",
      "When are you planning to launch an app?",
    ]
  ) {
    assert.equal(factTypeOf(question), "time", question);
  }
  for (
    const question of [
      "When does the deposit return scheme start?",
      "What year did the plastic packaging tax begin?",
      "When are you open?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("a period the visitor proposes to the company asks for one stated", () => {
  for (
    const question of [
      "Do you offer suppliers 90 day invoice terms?",
      "do you give wholesalers 45-day credit",
      "minimum contract with you - 6 or 12 months?",
    ]
  ) {
    assert.equal(factTypeOf(question), "period", question);
  }
  // Not asked of the company, or no period: "3 years ago" dates, it proposes nothing.
  for (
    const question of [
      "How long are analytics events kept?",
      "Is a 30 day return period normal for UK grocers?",
      "what changed in the sugar tax 3 years ago for you",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
  const asked = new Set(["analytics", "months"].map((word) => termOf(word)!));
  assert.ok(statesFactType("period", "Analytics events are kept for 13 months.", asked));
  // The unit alone is no word of the question: another period, about something else.
  assert.equal(statesFactType("period", "Consent records are kept for 24 months.", asked), false);
});

Deno.test("a year or date of the company's founding asked as keywords asks for a date", () => {
  for (const question of ["crownbridge year established", "date company incorporated"]) {
    assert.equal(factTypeOf(question), "date", question);
  }
  assert.equal(factTypeOf("plastic packaging tax year"), undefined);
});

Deno.test("a yes or no question about the company's past asks for an event its pages state", () => {
  for (
    const question of [
      "Have you ever been fined by a regulator?",
      "Has Crownbridge ever been taken to court?",
      "Has your company won any prizes?",
    ]
  ) {
    assert.equal(factTypeOf(question), "past_event", question);
  }
  // What the company does, asked without "ever", is left to coverage.
  assert.equal(factTypeOf("Have you worked with brands from overseas before?"), undefined);
  // The event's rarest word of general English names it, not a place or a common word.
  assert.deepEqual([...eventTermsOf("Have you ever had a data leak in the UK?")], ["leak"]);
});
