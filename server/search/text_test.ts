import assert from "node:assert/strict";
import { askingPart, contentWords, splitSentences, termOf, termsOf } from "./text.ts";

Deno.test("termOf gives a word's inflections one term and drops stop words", () => {
  assert.equal(termOf("warehouses"), termOf("warehouse"));
  assert.equal(termOf("Retailers"), termOf("retailer"));
  assert.equal(termOf("optimisation"), termOf("optimization"));
  assert.equal(termOf("what"), null);
  assert.deepEqual(termsOf("e-commerce"), [termOf("ecommerce")]);
});

Deno.test("contentWords drops greetings, thanks and the asker's state of mind", () => {
  assert.deepEqual(
    contentWords("Hi there! I was wondering, could you tell me about warehousing? Many thanks"),
    ["warehousing"],
  );
});

Deno.test("askingPart is the clause that asks; the rest tells about the asker", () => {
  assert.equal(
    askingPart("We make shampoo in Italy, what does the UK require?"),
    "what does the UK require?",
  );
  assert.equal(askingPart("We sell crisps. Do you deliver? Thanks!"), "Do you deliver?");
});

Deno.test("splitSentences keeps abbreviations inside their sentence", () => {
  assert.deepEqual(
    splitSentences("We stock snacks, e.g. crisps. Deliveries run daily."),
    ["We stock snacks, e.g. crisps.", "Deliveries run daily."],
  );
});
