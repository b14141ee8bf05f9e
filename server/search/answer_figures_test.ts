import assert from "node:assert/strict";
import { composeAnswer } from "./answer.ts";
import { asked, firstSentence } from "../../tests/helpers/answer_fixtures.ts";
import { countAsked, figureTerms, termsByFigure, withoutDurations } from "./answer_figures.ts";
import { giving } from "./answer_giving.ts";
import { pageDocuments } from "./document.ts";
import { createSearchIndex } from "./index.ts";
import { siteSearchIndex } from "./service.ts";
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

Deno.test("a figure leads only when it counts what the question asks about", () => {
  const index = siteSearchIndex();
  const first = (question: string) =>
    composeAnswer(question, index.search(question), index).content.split(/(?<=\]\.)\s+/)[0];
  // "10+ years of experience" is a figure, but not of brands.
  assert.match(first("How many brands do you work with?") ?? "", /^100\+ brand partners/);
  // A question asking where is answered with the address, even from a section that shares no
  // word with the question.
  assert.match(first("Where is your office?") ?? "", /UB3 3NB/);
});

Deno.test("a duration stated by a related word of the question's own leads ('respond' for 'reply')", () => {
  // The privacy notice: "We will respond within one month…"; "reply" is not on the page.
  const index = siteSearchIndex();
  for (
    const question of [
      "how long do you have to reply when I request my data",
      "How long have you got to reply to a request to see my data?",
    ]
  ) {
    assert.match(firstSentence(index, question), /one month/, question);
  }
});

Deno.test("asked how many things, a duration by the question's words is no count of them", () => {
  const index = createSearchIndex(
    pageDocuments({ path: "/about", title: "About" }, [{
      heading: "Our bakeries",
      passages: [
        "Our bakers have baked bread in 25+ years of early mornings across the county.",
        "Fresh loaves reach over 40 village bakeries every morning before seven.",
      ],
    }]),
  );
  assert.match(firstSentence(index, "How many bakeries do your bakers supply?"), /over 40/);
});
