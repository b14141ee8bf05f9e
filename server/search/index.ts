/**
 * Retrieval: a MiniSearch BM25+ index over page sections with field weights (headings above
 * body), Porter2 stems, typo tolerance (`typos.ts`) and prefix matching, plus WordNet related
 * words indexed at a lower weight (`related_words.ts`), a bonus for the question's word pairs
 * found as a phrase, support from the other matching sections of the same page, a measure of how
 * much of a question a section actually covers, and the question's focus word (the one rarest in
 * general English, `english_words.ts`); the last two decide whether the site can answer at all
 * (`answerability.ts`).
 *
 * The entry point of the search's retrieval: it builds the index (`index_data.ts`) or adopts one
 * built in a worker, and runs a question through it. How hits are scored and ordered is
 * `ranking.ts`'s, how much each question term weighs and which is the focus word
 * `term_weights.ts`'s, and what typo tolerance reads of the words as typed `typos.ts`'s.
 */
import { buildCorpus, type SearchDocument } from "./corpus.ts";
import { isSoftTerm, questionTermsOf } from "./text.ts";
import { type CoverageEvidence, coverageOf } from "./coverage.ts";
import { fuzzyDistance, typedWordsOf, variantsOf } from "./typos.ts";
import {
  boostFigureGiving,
  documentPrior,
  FIELD_BOOST,
  figureGiving,
  questionPairsOf,
  rankByPage,
  RERANK_DEPTH,
  sectionScore,
} from "./ranking.ts";
import { asideOf, FOCUS_SECTIONS, focusOf, SOFT_WEIGHT, termWeights } from "./term_weights.ts";
import {
  buildSearchIndexData,
  miniSearchOptions,
  PortableMiniSearch,
  type SearchIndexData,
  type SectionTerms,
  unpackTerms,
} from "./index_data.ts";

export type { SearchIndexData } from "./index_data.ts";

/** One ranked section. */
export interface RankedDocument {
  document: SearchDocument;
  /**
   * MiniSearch's BM25+ score (after field boosts and the section's prior weight) multiplied by
   * (0.1 + c)², where c is `coverage` plus the near credit of common words one letter from a site
   * word (`coverage.ts`), and by 1.5 when
   * the question asks for a figure and the section gives one of that kind. Results are ordered by
   * it plus 0.2 of the scores of the other sections of the same page among the hits.
   */
  score: number;
  /**
   * Share (0–1) of the question's information that this section covers: each question term is
   * weighted by its rarity in the corpus, and credited when the section contains it, a typo of it
   * (unless the word as typed is a common word the site never uses) or (at less credit) a WordNet
   * related word of it. It decides whether the site can answer.
   */
  coverage: number;
  /** Where `coverage` comes from, for the answerability model (`answerability.ts`). */
  evidence: CoverageEvidence;
}

/** What a search returns: the analysed question and the sections, best first. */
export interface Retrieval {
  /** The question's own terms (stemmed, stop words removed). */
  terms: string[];
  /** Question terms a top section matched only through related words. */
  expansions: string[];
  /** Index terms matched through typo tolerance or prefixes ("confectioneri" for a typo). */
  variants: string[];
  /** Question terms the site never uses, and how many of them are common English words. */
  unknown: { terms: number; words: number };
  /**
   * The word of the asking sentence rarest in general English (`english_words.ts`), which carries
   * the question's intent, and whether the site knows it: uses its term, has a WordNet related
   * word of it, or (for a long word) a one-letter variant of it; `undefined` when the question has
   * no such word (only names, typos or new terms).
   */
  focus: { word: string; known: boolean } | undefined;
  results: RankedDocument[];
}

/** The search index over the site's content. */
export interface SearchIndex {
  documents: readonly SearchDocument[];
  /** Time taken to build, in milliseconds. */
  buildMs: number;
  /** Rarity of an analysed term in the corpus (inverse document frequency); a term the site never
   * uses weighs like a term of three sections. */
  termWeight(term: string): number;
  /** Ranks sections for `question`; at most `limit` results (default 10). */
  search(question: string, options?: { limit?: number }): Retrieval;
}

/**
 * Builds the index over `documents` (default: the whole site, {@linkcode buildCorpus}) on this
 * thread (what tests, the evaluation tools and start-up use). The running site rebuilds it in a
 * worker (`index_builder.ts`) through the same {@linkcode buildSearchIndexData}.
 *
 * @example
 * const index = createSearchIndex();
 * index.search("How quickly can you deliver?").results[0]?.document.path; // e.g. "/distribution"
 */
export function createSearchIndex(
  documents: readonly SearchDocument[] = buildCorpus(),
): SearchIndex {
  return searchIndexFromData(buildSearchIndexData(documents));
}

/**
 * The index answering from `data` (built here or in a worker): only wraps it, so adopting a
 * rebuilt index takes the serving thread no time beyond receiving the data.
 */
export function searchIndexFromData(data: SearchIndexData): SearchIndex {
  const { documents, documentFrequency } = data;
  const byId = new Map(documents.map((document) => [document.id, document]));
  const packed = new Map(documents.map((document, i) => [document.id, data.sections[i]!]));
  const unpacked = new Map<string, SectionTerms>();
  /** A section's terms, unpacked the first time a question reaches it. */
  function sectionTerms(id: string): SectionTerms | undefined {
    let found = unpacked.get(id);
    if (!found) {
      const section = packed.get(id);
      if (!section) return undefined;
      found = unpackTerms(section);
      unpacked.set(id, found);
    }
    return found;
  }
  const mini = PortableMiniSearch.fromState(
    data.mini,
    miniSearchOptions({ searchOptions: { boost: FIELD_BOOST } }),
  );

  const count = documents.length;
  const gives = figureGiving();
  const { isGeneric, informativeness } = termWeights(documentFrequency, count);
  const known = (term: string) => documentFrequency.has(term);

  const index: SearchIndex = {
    documents,
    buildMs: data.buildMs,
    termWeight: informativeness,
    search(question, options = {}) {
      const limit = options.limit ?? 10;
      const terms = [...new Set(questionTermsOf(question))];
      // Nothing topical to go on ("what is 2+2?", "what's new?", "who are you?").
      if (terms.every(isSoftTerm)) {
        return {
          terms,
          expansions: [],
          variants: [],
          unknown: { terms: 0, words: 0 },
          focus: undefined,
          results: [],
        };
      }
      const typedWords = typedWordsOf(question, known);
      const { lengths, typed, typedLength, words } = typedWords;
      const { aside, factor: asideFactor } = asideOf(question, terms, informativeness);
      const prior = documentPrior(question);
      const questionPairs = questionPairsOf(question);
      // The terms are analysed already: split on spaces only, so nothing is stemmed twice.
      const hits = mini.search([...terms, ...typed.values()].join(" "), {
        combineWith: "OR",
        tokenize: (text) => text.split(" "),
        processTerm: (term) => term,
        boostTerm: (term) => isGeneric(term) ? SOFT_WEIGHT : 1,
        fuzzy: (term) => fuzzyDistance(typedLength(term)),
        // The last word may be unfinished ("wholesal…").
        prefix: (term, i, all) => i === all.length - 1 && term.length >= 5,
        boostDocument: (id) => {
          const document = byId.get(id);
          if (!document) return 1;
          return prior(document);
        },
      });
      const relatedOnly = new Set<string>();
      const top = hits.slice(0, RERANK_DEPTH);
      const context = {
        weight: (term: string) => informativeness(term) * (aside.has(term) ? asideFactor : 1),
        maxWeight: Math.log(1 + count),
        known,
        lengths,
        typed,
        words,
        related: relatedOnly,
      };
      const results = top.map((hit) => {
        const section = sectionTerms(String(hit.id));
        const { coverage, nearCoverage, evidence } = coverageOf(
          {
            terms: section?.terms ?? new Set(),
            related: section?.related ?? new Set(),
            matched: hit.terms,
          },
          terms,
          context,
        );
        const pairs = section?.pairs;
        const phrases = questionPairs.filter((pair) => pairs?.has(pair)).length;
        return {
          document: byId.get(String(hit.id))!,
          score: sectionScore(hit.score, nearCoverage, phrases),
          coverage,
          evidence,
        };
      });
      boostFigureGiving(question, results, gives);
      rankByPage(results);
      const variants = variantsOf(top, terms, typedWords);
      return {
        terms,
        expansions: [...relatedOnly],
        variants: [...variants],
        unknown: {
          terms: terms.filter((term) => !documentFrequency.has(term)).length,
          words: words.size,
        },
        focus: focusOf(question, variants, results.slice(0, FOCUS_SECTIONS), {
          isGeneric,
          known,
          related: (document) => sectionTerms(document.id)?.related,
        }),
        results: results.slice(0, limit),
      };
    },
  };
  return index;
}
