import assert from "node:assert/strict";
import { termOf } from "./text.ts";
import { typedWordsOf, variantsOf } from "./typos.ts";

const site = new Set(["market", "deliveri", "site"].map((word) => termOf(word) ?? word));
const known = (term: string) => site.has(term);

Deno.test("typedWordsOf searches a misspelt word the site never uses as typed", () => {
  // "markting" stems to "markt", one slip from nothing the site says; as typed it is one slip
  // from "marketing".
  const { typed, lengths, words } = typedWordsOf("markting help", known);
  assert.equal(typed.get("markt"), "markting");
  assert.equal(lengths.get("markt"), 8);
  assert.equal(lengths.get("markting"), 8);
  assert.ok(!words.has("markt"));
});

Deno.test("typedWordsOf judges a word of general English on its term, not its length", () => {
  const { typedLength, words } = typedWordsOf("sitting drivers", known);
  // "sitting" → "sit": judged on three letters and one of slack, so "site" is no slip of it.
  assert.equal(typedLength("sit"), 4);
  assert.equal(typedLength("driver"), 7);
  // Words of general English the site never uses are other words, not typos.
  assert.deepEqual([...words].sort(), ["driver", "sit"]);
});

Deno.test("variantsOf keeps a hit's term only when it is a slip or longer form of a question term", () => {
  const question = typedWordsOf("distrbution network", known);
  const terms = ["distrbut", "network"];
  const variants = variantsOf(
    [{ terms: ["distribut", "network", "warehous"] }],
    terms,
    question,
  );
  assert.deepEqual([...variants], ["distribut"]);
});
