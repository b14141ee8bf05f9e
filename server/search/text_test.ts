import assert from "node:assert/strict";
import { storedRelatedTermsOf } from "./related_words.ts";
import {
  askingParts,
  askingSentence,
  isSoftTerm,
  splitSentences,
  termOf,
  termsOf,
} from "./text.ts";

Deno.test("termOf gives a word's inflections one term", () => {
  assert.equal(termOf("warehouses"), termOf("warehouse"));
  assert.equal(termOf("Retailers"), termOf("retailer"));
  assert.equal(termOf("labelling"), termOf("labels"));
  // Porter2 keeps "general" and "generous" apart, which Porter merged into "gener".
  assert.notEqual(termOf("general"), termOf("generous"));
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
  assert.deepEqual(termsOf("e-commerce"), [termOf("ecommerce")]);
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

Deno.test("the built table gives WordNet's common synonyms of a site word as index terms", () => {
  assert.ok(storedRelatedTermsOf("store").includes(termOf("shop")!));
  assert.deepEqual(storedRelatedTermsOf("notaword"), []);
});

Deno.test("words that are also names of object properties are ordinary words", () => {
  assert.equal(termOf("constructor"), "constructor");
  assert.equal(termOf("toString"), "tostr");
});

Deno.test("irregular verb forms share their base form's term", () => {
  const pairs = [["kept", "keep"], ["sent", "send"], ["paid", "pay"], ["bought", "buy"]] as const;
  for (const [form, base] of pairs) assert.equal(termOf(form), termOf(base), form);
  // Regular inflections stay the stemmer's; nouns are not read as verbs.
  assert.equal(termOf("delivered"), termOf("deliver"));
  assert.equal(termOf("data"), "data");
  assert.notEqual(termOf("news"), termOf("new"));
});

Deno.test("askingSentence keeps the clause that asks, not the context about the asker", () => {
  assert.equal(
    askingSentence("We make shampoo in Italy. What does the UK require?"),
    "What does the UK require?",
  );
  assert.equal(
    askingSentence("Hi, I buy for 40 shops in Wales - can you supply us?"),
    "can you supply us?",
  );
  assert.equal(askingSentence("How long does onboarding take?"), "How long does onboarding take?");
  // A hyphen inside a word is not a clause break.
  assert.equal(askingSentence("cash-and-carry delivery?"), "cash-and-carry delivery?");
});

Deno.test("askingParts keeps every question a visitor asks, not the context about the asker", () => {
  assert.equal(
    askingParts("We bake in Leeds. Is May too late? When do the buyers meet?"),
    "Is May too late? When do the buyers meet?",
  );
  // One question: its asking clause, as askingSentence reads it.
  assert.equal(
    askingParts("We bake in Leeds, when do the buyers meet?"),
    "when do the buyers meet?",
  );
  assert.equal(askingParts("bakery listing fees"), "bakery listing fees");
});
