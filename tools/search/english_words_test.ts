import assert from "node:assert/strict";
import { englishTermsText, englishWordsText } from "./english_words.ts";

Deno.test("the list orders words by frequency and leaves out names and one-off spellings", () => {
  const text = englishWordsText([
    { word: "price", count: 900 },
    { word: "Poland", count: 400 },
    { word: "poland", count: 3 },
    { word: "haulage", count: 2 },
    { word: "warehose", count: 1 },
    { word: "e-mail", count: 50 },
  ]);
  assert.equal(text, "\nprice\nhaulage\n");
});

Deno.test("terms are ranked by all their words together", () => {
  const text = englishTermsText([
    { word: "pizza", count: 10 },
    { word: "sell", count: 8 },
    { word: "sells", count: 4 },
  ]);
  assert.equal(text, "\nsell\npizza\n");
});
