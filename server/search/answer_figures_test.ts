import assert from "node:assert/strict";
import { asked } from "./answer_fixtures.ts";
import { countAsked, figureTerms, termsByFigure, withoutDurations } from "./answer_figures.ts";
import { giving } from "./answer_giving.ts";
import { termOf } from "./text.ts";

Deno.test("termsByFigure names the question words a figure counts, not those further off", () => {
  const sentence =
    "Stage 05, Market Launch: first placements within 4-8 weeks, supported by launch " +
    "promotion in the UK.";
  assert.deepEqual(termsByFigure(sentence, asked("launch", "brand")), [termOf("launch")]);
  // The step number is not a figure: "market" stands by "05" only.
  assert.deepEqual(termsByFigure(sentence, asked("market")), []);
});

Deno.test("a figure standing by a WordNet relative of a question word answers for it", () => {
  // "respond" is a related word of "reply" (WordNet), not the question's own word.
  const sentence = "Once your letter arrives, we will respond within 14 days.";
  assert.deepEqual(figureTerms(sentence, asked("reply", "parcel"), asked("reply")), {
    direct: [],
    related: [termOf("reply")],
  });
  assert.equal(giving("duration", sentence, asked("reply"), asked("reply")), "answers");
  // Without related terms the figure only gives a duration, as before.
  assert.equal(giving("duration", sentence, asked("reply")), "gives");
  assert.deepEqual(termsByFigure(sentence, asked("reply")), []);
});

Deno.test("countAsked: how many things, not how many weeks (however 'months' is spelt)", () => {
  assert.equal(countAsked("How many bakeries do your bakers supply?"), true);
  assert.equal(countAsked("number of club members"), true);
  assert.equal(countAsked("how many weeks until the shop opens?"), false);
  assert.equal(countAsked("bakery opening how many monthes"), false);
  assert.equal(countAsked("How long does a loaf keep?"), false);
  assert.equal(
    withoutDurations("Bakers with 25+ years of practice supply over 40 shops."),
    "Bakers with   of practice supply over 40 shops.",
  );
});
