import assert from "node:assert/strict";
import { giving, termsByFigure } from "./answer_kind.ts";
import { termOf } from "./text.ts";

/** The analysed terms of a visitor's words, as the search asks with them. */
function asked(...words: string[]): Set<string> {
  return new Set(words.map((word) => termOf(word)!));
}

Deno.test("a duration with a qualifying word or written as a range still gives a duration", () => {
  assert.equal(giving("duration", "We aim to respond within 2 business days.", asked()), "gives");
  assert.equal(giving("duration", "Refunds are made within 10 working days.", asked()), "gives");
  assert.equal(giving("duration", "Expect results in 3 to 6 months.", asked()), "gives");
  // A count of things is no duration.
  assert.equal(giving("duration", "We work with 100+ brands.", asked()), "none");
});

Deno.test("termsByFigure names the question words a figure counts, not those further off", () => {
  const sentence =
    "Stage 05, Market Launch: first placements within 4-8 weeks, supported by launch " +
    "promotion in the UK.";
  assert.deepEqual(termsByFigure(sentence, asked("launch", "brand")), [termOf("launch")]);
  // The step number is not a figure: "market" stands by "05" only.
  assert.deepEqual(termsByFigure(sentence, asked("market")), []);
});
