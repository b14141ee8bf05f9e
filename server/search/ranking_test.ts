import assert from "node:assert/strict";
import { pageDocuments } from "./document.ts";
import {
  boostFigureGiving,
  documentPrior,
  figureGiving,
  questionPairsOf,
  rankByPage,
  sectionScore,
} from "./ranking.ts";

const [service, other] = pageDocuments({ path: "/distribution", title: "Distribution" }, [
  { heading: "Delivery times", passages: ["Orders reach stores in 2 to 3 working days."] },
  { heading: "Our vans", passages: ["Our vans are refrigerated."] },
]);
const [article] = pageDocuments({ path: "/insights/vans", title: "Vans" }, [
  { heading: "Van fleets", passages: ["Fleets of vans are growing across the market."] },
]);

Deno.test("sectionScore: coverage squared times BM25, a phrase bonus for up to three phrases", () => {
  assert.equal(sectionScore(2, 0.4, 0), 2 * 0.5 ** 2);
  assert.equal(sectionScore(2, 0.4, 5), sectionScore(2, 0.4, 3));
  assert.ok(sectionScore(2, 0.4, 1) > sectionScore(2, 0.4, 0));
  // A section covering all of the question outranks one repeating one of its words.
  assert.ok(sectionScore(1, 0.9, 0) > sectionScore(3, 0.2, 0));
});

Deno.test("documentPrior: an article weighs less for a question in the first or second person", () => {
  assert.ok(
    documentPrior("Do you deliver vans?")(article!) < documentPrior("van fleets")(article!),
  );
  assert.equal(documentPrior("Do you deliver vans?")(service!), service!.weight);
});

Deno.test("questionPairsOf pairs adjacent terms as the sections' pairs hold them", () => {
  const pairs = questionPairsOf("cash and carry prices");
  assert.equal(pairs.length, 2);
  assert.ok(pairs.every((pair) => pair.split(" ").length === 2));
});

Deno.test("rankByPage: a section with support from its page's other hits outranks a lone one", () => {
  const results = [
    { document: article!, score: 1.1 },
    { document: service!, score: 1 },
    { document: other!, score: 0.6 },
  ];
  rankByPage(results);
  assert.deepEqual(results.map(({ document }) => document.id), [
    service!.id,
    article!.id,
    other!.id,
  ]);
});

Deno.test("boostFigureGiving raises only sections stating the figure asked for", () => {
  const results = [{ document: other!, score: 1 }, { document: service!, score: 1 }];
  boostFigureGiving("How long does delivery take?", results, figureGiving());
  assert.equal(results[0]!.score, 1);
  assert.ok(results[1]!.score > 1);
  const yesNo = [{ document: service!, score: 1 }];
  boostFigureGiving("Do you deliver?", yesNo, figureGiving());
  assert.equal(yesNo[0]!.score, 1);
});
