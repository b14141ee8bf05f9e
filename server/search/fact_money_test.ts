import assert from "node:assert/strict";
import { factTypeOf } from "./fact_type.ts";

Deno.test("factTypeOf reads a question asking for a sum of money", () => {
  for (
    const question of [
      "What's the hourly wage for a van driver?",
      "How much would a trial run of leaflets cost us?",
      "Hello. How much does it cost to store a pallet?",
      "biscuit wholesale prices",
    ]
  ) {
    assert.equal(factTypeOf(question), "amount", question);
  }
  for (
    const question of [
      // A capitalised "Prices" names a scheme; a "how much" of sugar is no sum; a long query is
      // a sentence, not keywords.
      "What's your view of Clubcard Prices?",
      "How much sugar can a soft drink have before the levy?",
      "Any tips on keeping a premium price against own label ranges",
      "Do you charge listing fees?",
      // A margin is a share, not a sum; the cost of living is a topic.
      "What margin do corner shops expect?",
      "What is the cost of living doing to snack sales?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("factTypeOf reads a share asked of the company, not a share the company is asked about", () => {
  for (
    const question of [
      "How big a cut do you keep of each sale?",
      "What % fee do you charge on invoices?",
      "how much commission does crownbridge charge",
      "What percentage of every invoice do you keep?",
    ]
  ) {
    assert.equal(factTypeOf(question), "share", question);
  }
  // The share is the grocer's ("Can you tell us…" asks the company for help, not a share), a
  // margin is left to coverage (the pages speak of retailers' margins in words), and a proportion
  // of the shops or stores the company reaches is a coverage figure, not a charge it takes.
  for (
    const question of [
      "Can you tell us what share a grocer wants?",
      "what margin do you expect retailers to make",
      "What proportion of UK convenience stores can you reach?",
      "what proportion of village shops in Wales does Crownbridge deliver to",
      "Which percentage of British forecourt stores do you serve?",
    ]
  ) {
    assert.equal(factTypeOf(question), undefined, question);
  }
});

Deno.test("a money noun straight after the question word, or 'what does … cost', asks for a sum", () => {
  for (
    const question of [
      "What wage does a forklift driver earn with you?",
      "what pay would a driver get",
      "What does a warehouse shelf cost to rent from you?",
    ]
  ) {
    assert.equal(factTypeOf(question), "amount", question);
  }
  // The noun is not what is asked: a word between makes it a topic.
  assert.equal(factTypeOf("What rising costs are retailers facing?"), undefined);
});

Deno.test("'how much does … get paid' asks for a sum of money", () => {
  assert.equal(factTypeOf("How much does a category manager get paid?"), "amount");
});
