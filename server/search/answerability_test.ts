import assert from "node:assert/strict";
import { answerabilityFeatures, answerProbability, isAnswerable } from "./answerability.ts";
import { siteSearchIndex } from "./service.ts";

Deno.test("the answerability model answers the site's topics and declines others", () => {
  const index = siteSearchIndex();
  for (const question of ["How long does onboarding take?", "Where will my stock be stored?"]) {
    assert.ok(isAnswerable(question, index.search(question)), question);
  }
  for (
    const question of ["What's the weather in Paris?", "Which airline has the cheapest flights?"]
  ) {
    assert.equal(isAnswerable(question, index.search(question)), false, question);
  }
});

Deno.test("a keyword search of one site word or its typo is answered", () => {
  const index = siteSearchIndex();
  for (const question of ["jobs", "warehose", "privacy"]) {
    assert.ok(isAnswerable(question, index.search(question)), question);
  }
});

Deno.test("the answer probability grows with the coverage of the question", () => {
  const features = answerabilityFeatures(
    "How long does onboarding take?",
    siteSearchIndex().search("How long does onboarding take?"),
  )!;
  const low = answerProbability({ ...features, coverage: 0.1, coverageFirst: 0.1 });
  const high = answerProbability({ ...features, coverage: 0.9, coverageFirst: 0.9 });
  assert.ok(high > low);
});
