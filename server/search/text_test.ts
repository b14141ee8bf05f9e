import assert from "node:assert/strict";
import { stem } from "./stemmer.ts";
import { expandQuery } from "./synonyms.ts";
import { isSoftTerm, splitSentences, termOf, termsOf } from "./text.ts";

Deno.test("stem follows Porter's published examples", () => {
  const cases: Record<string, string> = {
    caresses: "caress",
    ponies: "poni",
    agreed: "agre",
    motoring: "motor",
    hopping: "hop",
    filing: "file",
    relational: "relat",
    generalization: "gener",
    hopefulness: "hope",
    adjustment: "adjust",
    adoption: "adopt",
    controll: "control",
  };
  for (const [word, expected] of Object.entries(cases)) assert.equal(stem(word), expected, word);
});

Deno.test("stem gives every form of warehouse one stem", () => {
  assert.equal(stem("warehousing"), stem("warehouses"));
  assert.equal(stem("warehouse"), stem("warehouses"));
});

Deno.test("termOf folds British spellings and drops stop words", () => {
  assert.equal(termOf("optimisation"), termOf("optimization"));
  assert.equal(termOf("Colour"), termOf("color"));
  assert.equal(termOf("what"), null);
  // "marketing" must not collapse onto "market".
  assert.notEqual(termOf("marketing"), termOf("market"));
});

Deno.test("termsOf reads idioms as one word the site never uses", () => {
  assert.deepEqual(termsOf("stock market"), ["stockmarket"]);
  assert.deepEqual(termsOf("e-commerce"), ["ecommerc"]);
});

Deno.test("isSoftTerm marks generic question words and numbers", () => {
  assert.equal(isSoftTerm(termOf("involved")!), true);
  assert.equal(isSoftTerm("42"), true);
  assert.equal(isSoftTerm(termOf("wholesale")!), false);
});

Deno.test("splitSentences keeps abbreviations inside their sentence", () => {
  assert.deepEqual(
    splitSentences("Sample widely, e.g. in store. Then list. 30,000+ stores follow."),
    ["Sample widely, e.g. in store.", "Then list.", "30,000+ stores follow."],
  );
});

Deno.test("expandQuery adds trade synonyms for corner shops and cash and carry", () => {
  const shops = expandQuery("Do you supply corner shops?");
  assert.ok(shops.terms.includes(termOf("convenience")!));
  const wholesale = expandQuery("Which cash and carry depots do you use?");
  assert.ok(wholesale.terms.includes(termOf("wholesale")!));
  assert.deepEqual(expandQuery("What is the weather like?").terms, []);
});
