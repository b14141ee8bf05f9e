/**
 * Retrieval (docs/decisions/0042-search-on-minisearch.md): MiniSearch's BM25+ over the sections
 * of the site with field boosts (headings above body), its own typo tolerance and prefix search,
 * on the terms of `text.ts`. The question is reduced to its content words first; each hit is then
 * re-ranked by how much of the question it covers (its terms weighted by their rarity on the
 * site), which is also what decides whether the site can answer at all (`answer.ts`).
 */
import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import type { SearchDocument } from "./document.ts";
import { englishRank } from "./english.ts";
import { askingPart, questionTermsOf, splitWords, termOf } from "./text.ts";

/** One ranked section. */
export interface RankedDocument {
  document: SearchDocument;
  /** BM25+ (after field boosts and the article prior) times (0.1 + coverage)². */
  score: number;
  /**
   * Share (0–1) of the question a section covers: each question term weighted by its rarity on
   * the site (a term the site never uses weighs most), credited when the section has it, and
   * at less credit when it has a typo's reading of it.
   */
  coverage: number;
}

/** What a search returns: the question's terms and the sections, best first. */
export interface Retrieval {
  /** The question's content terms (stemmed; stop and filler words dropped). */
  terms: string[];
  /**
   * Terms of the asking part that are general English (`english.ts`) and that the site never
   * uses, not even as a typo's reading in a top section ("recipe" in "a recipe for banana bread").
   */
  unknown: string[];
  results: RankedDocument[];
}

/** The search index over the site's content. */
export interface SearchIndex {
  documents: readonly SearchDocument[];
  /** Time taken to build, in milliseconds. */
  buildMs: number;
  /** Whether any section uses an analysed term. */
  knows(term: string): boolean;
  /** Rarity of an analysed term on the site (inverse document frequency). */
  termWeight(term: string): number;
  /** Ranks sections for `question`; at most `limit` results (default 10). */
  search(question: string, options?: { limit?: number }): Retrieval;
}

/** The built index as plain data: what the building worker hands the serving thread. */
export interface SearchIndexData {
  documents: readonly SearchDocument[];
  mini: AsPlainObject;
  buildMs: number;
}

/** A word in a heading says more about a section than the same word in its body. */
export const FIELD_BOOST = {
  heading: 3,
  subheadings: 2,
  pageTitle: 1.5,
  keywords: 1.5,
  body: 1,
};
const FIELDS = Object.keys(FIELD_BOOST);
/** BM25 hits re-ranked by coverage; the rest are too weak to matter. */
const RERANK_DEPTH = 40;
/** Credit of a question term the section has only as a typo's or a prefix's reading. */
const FUZZY_CREDIT = 0.6;

/**
 * Prior of insight articles for a question in the first or second person ("can you…", "our
 * products…"): it asks about the visitor's dealings with the company, which the service pages
 * describe; articles discuss the market.
 */
const ARTICLE_PRIOR = 0.4;
const PERSONAL = /\b(you|your|yours|i|me|my|we|us|our|ours)\b/i;
/** Share of the scores of a page's other hits added to a section's rank. */
const PAGE_SUPPORT = 0.2;

/** Top hits in which a typo's reading of a question word counts as the site knowing it. */
const UNKNOWN_DEPTH = 5;
/**
 * The most common words of general English ("start", "big", "first") say little about what a
 * question is about: they weigh this share in coverage.
 */
const COMMON_RANK = 500;
const COMMON_WEIGHT = 0.4;
/** Weight of a question word outside the part that asks (it tells about the asker). */
const CONTEXT_WEIGHT = 0.5;

const OPTIONS: Options<SearchDocument> = {
  fields: FIELDS,
  extractField: (document, field) =>
    field === "body"
      ? document.passages.join("\n")
      : String(document[field as keyof SearchDocument]),
  tokenize: splitWords,
  processTerm: (word) => termOf(word) ?? null,
};

/** Builds the index data of `documents` (in the worker, `index_worker.ts`, or on this thread). */
export function buildSearchIndexData(documents: readonly SearchDocument[]): SearchIndexData {
  const started = performance.now();
  const mini = new MiniSearch<SearchDocument>(OPTIONS);
  mini.addAll(documents);
  return { documents, mini: mini.toJSON(), buildMs: performance.now() - started };
}

/**
 * Builds the index over `documents` (the corpus, `corpus.ts`) on this thread, as tests, the
 * evaluation and start-up do; the running site rebuilds in a worker.
 *
 * @example
 * createSearchIndex(buildCorpus()).search("How quickly can you deliver?").results[0];
 */
export function createSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  return searchIndexFromData(buildSearchIndexData(documents));
}

/** The index answering from `data` (built here or in a worker). */
export function searchIndexFromData(data: SearchIndexData): SearchIndex {
  const { documents } = data;
  const byId = new Map(documents.map((document) => [document.id, document]));
  const mini = MiniSearch.loadJS<SearchDocument>(data.mini, OPTIONS);
  // Document frequency of each term, from the index's own postings (term → field → document).
  const frequency = new Map<string, number>();
  for (const [term, fields] of data.mini.index) {
    const ids = new Set<string>();
    for (const postings of Object.values(fields)) {
      for (const id of Object.keys(postings)) ids.add(id);
    }
    frequency.set(term, ids.size);
  }
  const count = documents.length;
  // A term the site never uses weighs like one of a single section: it is what the question is
  // about, and the site says nothing of it.
  const termWeight = (term: string) => Math.log(1 + count / (frequency.get(term) ?? 1));
  const knows = (term: string) => frequency.has(term);

  return {
    documents,
    buildMs: data.buildMs,
    knows,
    termWeight,
    search(question, options = {}) {
      const terms = questionTermsOf(question);
      if (terms.length === 0) return { terms, unknown: [], results: [] };
      // Read on the part that asks: "hope you're well" makes no question about the company.
      const personal = PERSONAL.test(askingPart(question));
      const hits = mini.search(terms.join(" "), {
        combineWith: "OR",
        boost: FIELD_BOOST,
        tokenize: (text) => text.split(" "),
        processTerm: (term) => term,
        // Typo tolerance only for words the site never uses: a word it uses is meant as typed.
        fuzzy: (term) => knows(term) || term.length < 4 ? false : term.length < 8 ? 1 : 2,
        // The last word may be unfinished ("wholesal…").
        prefix: (term, i, all) => i === all.length - 1 && term.length >= 5,
        boostDocument: (id) => {
          const document = byId.get(String(id));
          return personal && document?.path.startsWith("/insights/") ? ARTICLE_PRIOR : 1;
        },
      });
      // The words that tell about the asker ("We make shampoo in Italy, …") weigh less than
      // those of the part that asks.
      const asking = new Set(questionTermsOf(askingPart(question)));
      const weight = (term: string) =>
        termWeight(term) * (asking.size === 0 || asking.has(term) ? 1 : CONTEXT_WEIGHT) *
        ((englishRank(term) ?? Infinity) < COMMON_RANK ? COMMON_WEIGHT : 1);
      const total = terms.reduce((sum, term) => sum + weight(term), 0);
      const results = hits.slice(0, RERANK_DEPTH).map((hit): RankedDocument => {
        const matched = new Set(hit.terms);
        let covered = 0;
        for (const term of terms) {
          if (matched.has(term)) covered += weight(term);
          else if (hit.queryTerms.includes(term)) covered += FUZZY_CREDIT * weight(term);
        }
        const coverage = covered / total;
        return {
          document: byId.get(String(hit.id))!,
          score: hit.score * (0.1 + coverage) ** 2,
          coverage,
        };
      });
      // A page that covers the question in several sections is likelier the page wanted than one
      // that mentions it once.
      const pages = new Map<string, number>();
      for (const { document, score } of results) {
        pages.set(document.path, (pages.get(document.path) ?? 0) + score);
      }
      const rank = (result: RankedDocument) =>
        result.score + PAGE_SUPPORT * (pages.get(result.document.path)! - result.score);
      results.sort((a, b) => rank(b) - rank(a));
      // Common English words of the asking part that the site never uses, even as a typo's
      // reading in a top section: what the question is about may be something else entirely.
      const unknown = [...(asking.size > 0 ? asking : terms)].filter((term) =>
        englishRank(term) !== undefined && !knows(term) &&
        !hits.slice(0, UNKNOWN_DEPTH).some((hit) => hit.queryTerms.includes(term))
      );
      return { terms, unknown, results: results.slice(0, options.limit ?? 10) };
    },
  };
}
