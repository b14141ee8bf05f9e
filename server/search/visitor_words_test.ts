import assert from "node:assert/strict";
import { buildCorpus } from "./corpus.ts";
import { siteSearchIndex } from "./service.ts";
import {
  analysedVocabulary,
  isCommonWordTerm,
  VISITOR_TERMS,
  visitorTermsOf,
} from "./visitor_words.ts";
import { termOf } from "./text.ts";

Deno.test("visitor_words.json relates words the site does not use to words it uses", () => {
  // Fails after a content or text-analysis change: run `deno task search:visitor-words`.
  const site = analysedVocabulary(buildCorpus());
  assert.deepEqual(VISITOR_TERMS.filter((term) => site.has(term)), []);
  assert.deepEqual(
    VISITOR_TERMS.filter((term) => !visitorTermsOf(term).every((other) => site.has(other))),
    [],
  );
  for (const word of ["distribution", "warehouse", "marketing"]) {
    assert.equal(isCommonWordTerm(termOf(word)!), false, word);
  }
});

Deno.test("common words the site never uses are told from typos of its words", () => {
  for (const word of ["drivers", "parking", "banana", "weather"]) {
    assert.equal(isCommonWordTerm(termOf(word)!), true, word);
  }
  for (const word of ["distrbution", "warehose", "logistcs"]) {
    assert.equal(isCommonWordTerm(termOf(word)!), false, word);
  }
});

Deno.test("a common word one letter from a site word does not make a question answerable", () => {
  // "parking" is one letter from "part" and "pack"; the site says nothing about parking.
  const retrieval = siteSearchIndex().search("parking");
  assert.ok(retrieval.variants.includes("part"));
  assert.ok(retrieval.results.every((result) => result.coverage < 0.35));
  // A typo of a site word still counts, and so does a common misspelling the embedding puts next
  // to the site's spelling ("confectionary" for "confectionery").
  const typo = siteSearchIndex().search("warehose");
  assert.ok((typo.results[0]?.coverage ?? 0) >= 0.35);
  const variant = siteSearchIndex().search("confectionary brands");
  assert.ok((variant.results[0]?.coverage ?? 0) >= 0.35);
});

Deno.test("a question in a visitor's own word finds the page that says it differently", () => {
  // The site never says "billboard"; /marketing is about ads and out-of-home media.
  const retrieval = siteSearchIndex().search("Could our brand appear on billboards?");
  assert.ok(visitorTermsOf("billboard").length > 0);
  assert.equal(retrieval.results[0]?.document.path, "/marketing");
  assert.ok(retrieval.expansions.includes("billboard"));
  assert.doesNotMatch(retrieval.results[0]!.document.passages.join(" "), /billboard/i);
});

Deno.test("a word the site and the embedding both lack is left alone", () => {
  assert.deepEqual(visitorTermsOf("qwzx"), []);
  assert.deepEqual(visitorTermsOf("constructor"), []);
});
