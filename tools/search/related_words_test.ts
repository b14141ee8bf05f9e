import assert from "node:assert/strict";
import type { SearchDocument } from "../../server/search/document.ts";
import { buildCorpus } from "../../server/search/corpus.ts";
import { storedRelatedTermsOf, storedTermOf } from "../../server/search/related_words.ts";
import { termOf } from "../../server/search/text.ts";
import { siteWords } from "../../server/search/vocabulary.ts";
import { isLookupWord, vocabularyOf } from "./related_words.ts";

const section: SearchDocument = {
  id: "/distribution 0",
  path: "/distribution",
  url: "/distribution#coverage",
  pageTitle: "Distribution",
  heading: "Nationwide coverage",
  subheadings: "Ambient\nChilled",
  keywords: "pallets",
  passages: ["We deliver to 12,000 stores in 2 to 3 days."],
  weight: 1,
};

Deno.test("the corpus words WordNet is read for: no stop words, numbers or words under three letters", () => {
  assert.deepEqual(vocabularyOf([section]), siteWords([section]).filter(isLookupWord));
  assert.ok(vocabularyOf([section]).includes("nationwide"));
  assert.ok(!vocabularyOf([section]).includes("we"));
  assert.ok(!vocabularyOf([section]).includes("12"));
});

Deno.test("the built table has related words for general English the seed pages never use", () => {
  // Staff publish words no seed page has: they must still be indexed under their synonyms.
  const corpus = new Set(vocabularyOf(buildCorpus()));
  for (const [word, synonym] of [["motorway", "expressway"], ["haulage", "haul"]] as const) {
    assert.equal(corpus.has(word), false, word);
    assert.ok(storedRelatedTermsOf(word).includes(termOf(synonym)!), word);
  }
});

Deno.test("the built table holds the terms today's text analysis gives the seed corpus's words", () => {
  // Fails on a build older than a change to stemming, spelling folding or stop words: run
  // `deno task build`.
  const stale = vocabularyOf(buildCorpus()).filter((word) => storedTermOf(word) !== termOf(word));
  assert.deepEqual(stale, []);
});
