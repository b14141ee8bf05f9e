/**
 * Ranking of the sections a question's BM25 search hits (docs/decisions/0011-search-retrieval.md):
 * the field boosts and document prior MiniSearch applies, then the re-ranking of its best hits by
 * coverage, phrases of the question met as written, a figure of the kind the question asks for,
 * and support from the other hits of the same page. Separate from the weights of the question's
 * terms (`term_weights.ts`), which also decide whether the site can answer at all; this module only
 * orders sections.
 */
import type { SearchDocument } from "./document.ts";
import { splitSentences, termsOf } from "./text.ts";
import { type Expectation, expectationOf } from "./answer_kind.ts";
import { giving } from "./answer_giving.ts";

/** Field boosts: a word in a heading says more about a section than the same word in its body;
 * a related word (a WordNet synonym of a word the section uses) says less. The expansion of an acronym the section
 * uses, or the acronym of an expansion it writes (`acronyms.ts`), names the same thing as the
 * section's own word and weighs like body text. */
export const FIELD_BOOST = {
  heading: 3,
  subheadings: 2,
  pageTitle: 1.5,
  keywords: 1.5,
  body: 1,
  related: 0.35,
  acronym: 1,
};
/** BM25 hits re-ranked with coverage; the rest are too weak to matter. */
export const RERANK_DEPTH = 40;
/** Share of the scores of a page's other matching sections added to a section's rank. */
const PAGE_SUPPORT = 0.2;
/** Score bonus per pair of adjacent question terms found next to each other in a section. */
const PHRASE_BONUS = 0.2;
/**
 * Factor of a section holding a sentence that gives the figure a question asks for (a duration
 * for "how long…", a number for "how many…", a time, an address): such a section can answer it,
 * while one that only shares its words may be about something else. Yes/no questions are left
 * out: nearly every section has a "not".
 */
const GIVES_BOOST = 1.5;
/**
 * Prior of insight articles for questions in the first or second person ("do you…", "can we…",
 * "our products…"): those ask about the visitor's own dealings with the company, which the service
 * pages describe; articles discuss the market in the third person.
 */
const ARTICLE_PRIOR_FOR_PERSONAL_QUESTIONS = 0.4;
const PERSONAL_QUESTION = /\b(you|your|yours|yourselves|crownbridge|i|me|my|we|us|our|ours)\b/i;

/** A section with its score, as ranking reads and updates it. */
export interface ScoredSection {
  document: SearchDocument;
  score: number;
}

/**
 * Prior weight (factor) of a section for `question`: its own weight, lowered for an insight
 * article when the question is in the first or second person.
 */
export function documentPrior(question: string): (document: SearchDocument) => number {
  const articlePrior = PERSONAL_QUESTION.test(question) ? ARTICLE_PRIOR_FOR_PERSONAL_QUESTIONS : 1;
  return (document) =>
    document.weight * (document.path.startsWith("/insights/") ? articlePrior : 1);
}

/** Pairs of adjacent terms of `question` ("cash carri"), as sections' `pairs` hold them. */
export function questionPairsOf(question: string): string[] {
  const questionTerms = termsOf(question);
  const questionPairs: string[] = [];
  for (let i = 1; i < questionTerms.length; i++) {
    questionPairs.push(`${questionTerms[i - 1]} ${questionTerms[i]}`);
  }
  return questionPairs;
}

/**
 * Score of a hit: MiniSearch's BM25+ score `bm25` times (0.1 + `nearCoverage`)², and a bonus of
 * {@linkcode PHRASE_BONUS} for each of up to three of the question's `phrases` the section has.
 */
export function sectionScore(bm25: number, nearCoverage: number, phrases: number): number {
  // BM25 rewards repeating one word of the question; coverage rewards answering all of
  // it; a phrase of the question met as written is stronger evidence than its words.
  return bm25 * (0.1 + nearCoverage) ** 2 * (1 + PHRASE_BONUS * Math.min(phrases, 3));
}

/**
 * Whether a section has a sentence giving a figure of a kind (`answer_giving.ts`), remembered per
 * section and kind: it depends on the kind only, not on the question.
 */
export function figureGiving(): (document: SearchDocument, expectation: Expectation) => boolean {
  const givesKind = new Map<string, boolean>();
  function gives(document: SearchDocument, expectation: Expectation): boolean {
    const key = `${expectation} ${document.id}`;
    let found = givesKind.get(key);
    if (found === undefined) {
      found = document.passages.some((passage) =>
        splitSentences(passage).some((sentence) =>
          giving(expectation, sentence, new Set()) !== "none"
        )
      );
      givesKind.set(key, found);
    }
    return found;
  }
  return gives;
}

/**
 * Multiplies by {@linkcode GIVES_BOOST} the score of each of `results` that `gives` a figure of
 * the kind `question` asks for (not for yes/no or other questions).
 */
export function boostFigureGiving(
  question: string,
  results: readonly ScoredSection[],
  gives: (document: SearchDocument, expectation: Expectation) => boolean,
): void {
  const expectation = expectationOf(question);
  if (expectation !== "other" && expectation !== "yes-no") {
    for (const result of results) {
      if (gives(result.document, expectation)) result.score *= GIVES_BOOST;
    }
  }
}

/** Sorts `results` in place, best first, by their score plus their page's support. */
export function rankByPage(results: ScoredSection[]): void {
  // A page that covers the question in several sections is likelier the page the visitor
  // wants than one that mentions it once: a section ranks by its own score plus a share of
  // its page's other sections' scores among the hits.
  const pageTotals = new Map<string, number>();
  for (const { document, score } of results) {
    pageTotals.set(document.path, (pageTotals.get(document.path) ?? 0) + score);
  }
  const rank = (result: ScoredSection) =>
    result.score + PAGE_SUPPORT * ((pageTotals.get(result.document.path) ?? 0) - result.score);
  results.sort((a, b) => rank(b) - rank(a));
}
