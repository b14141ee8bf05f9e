import assert from "node:assert/strict";
import { englishRarity, isEnglishWord } from "./english_words.ts";

Deno.test("rarity grows as a word is rarer in general English; a non-word has none", () => {
  assert.ok(englishRarity("price") < englishRarity("haulage"));
  assert.ok(englishRarity("the") < englishRarity("price"));
  // A term is ranked by all its words together: "sells" is as common as "sell".
  assert.ok(englishRarity("sells") < englishRarity("pizza"));
  assert.equal(isEnglishWord("pizza"), true);
  assert.equal(isEnglishWord("warehose"), false);
  assert.equal(isEnglishWord("google"), false);
  assert.equal(isEnglishWord("Price"), false); // callers pass lower case
});
