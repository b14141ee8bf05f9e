/**
 * Retrieval: a MiniSearch BM25+ index over page sections with field weights (headings above
 * body), Porter2 stems, typo tolerance (`typos.ts`) and prefix matching, plus WordNet related
 * words indexed at a lower weight (`related_words.ts`), a bonus for the question's word pairs
 * found as a phrase, support from the other matching sections of the same page, a measure of how
 * much of a question a section actually covers, and the question's focus word (the one rarest in
 * general English, `english_words.ts`); the last two decide whether the site can answer at all
 * (`answerability.ts`).
 */
import { buildCorpus, type SearchDocument } from "./corpus.ts";
import {
  askingParts,
  askingSentence,
  FILLER_WORDS,
  isSoftTerm,
  questionTermsOf,
  splitSentences,
  splitWords,
  termOf,
  termsOf,
} from "./text.ts";
import { englishRarity, isEnglishWord } from "./english_words.ts";
import { type CoverageEvidence, coverageOf, SPELLING_VARIANT_LENGTH } from "./coverage.ts";
import { fuzzyDistance, nearestVariant } from "./typos.ts";
import { isMeasureTerm } from "./related_words.ts";
import { type Expectation, expectationOf } from "./answer_kind.ts";
import { giving } from "./answer_giving.ts";
import {
  buildSearchIndexData,
  miniSearchOptions,
  PortableMiniSearch,
  type SearchIndexData,
  type SectionTerms,
  unpackTerms,
} from "./index_data.ts";

export type { SearchIndexData } from "./index_data.ts";

/** Field boosts: a word in a heading says more about a section than the same word in its body;
 * a related word (a WordNet synonym of a word the section uses) says less, a broader word (a
 * WordNet noun hypernym: "depot" for "warehouse") least. The expansion of an acronym the section
 * uses, or the acronym of an expansion it writes (`acronyms.ts`), names the same thing as the
 * section's own word and weighs like body text. */
const FIELD_BOOST = {
  heading: 3,
  subheadings: 2,
  pageTitle: 1.5,
  keywords: 1.5,
  body: 1,
  related: 0.35,
  broader: 0.1,
  acronym: 1,
};
/** BM25 hits re-ranked with coverage; the rest are too weak to matter. */
const RERANK_DEPTH = 40;
/** Weight of a generic question word ("involved", "latest") in coverage, whatever its rarity. */
const SOFT_WEIGHT = 0.5;
/** Sections a term the site never uses is weighed as if it occurred in. */
const UNKNOWN_TERM_SECTIONS = 3;
/** Share of the scores of a page's other matching sections added to a section's rank. */
const PAGE_SUPPORT = 0.2;
/** Top sections whose WordNet related words may name the question's focus word. */
const FOCUS_SECTIONS = 3;
/**
 * Most weight in coverage of the question terms used only outside its asking sentence (context
 * about the asker), as a share of the asking sentence's: a section that answers the question need
 * not mention the asker's bakery.
 */
const ASIDE_SHARE = 0.5;
/**
 * Letters allowed beyond the term of a word of general English when its typos are judged
 * (`typos.ts`): the final "e" Porter2 takes ("increase" → "increas"). With 1, 2 or 3 the
 * evaluation splits read nearly the same (hit@3 sum 805, 804, 804); with the term alone (0) fewer
 * expected pages reached the top three (801) and one fewer off-topic question was declined
 * (docs/decisions/0011-search-retrieval-notes.md, eighteenth round).
 */
const STEM_SLACK = 1;
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

/** Longest typed word behind each term of `question`. */
function wordLengths(question: string): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const word of splitWords(question)) {
    const term = termOf(word);
    if (term) lengths.set(term, Math.max(lengths.get(term) ?? 0, word.length));
  }
  return lengths;
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
  // Whether a section has a sentence giving a figure of each kind; it depends on the kind only.
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
  /**
   * Whether a term weighs as a generic word: a soft term (`text.ts`), or a noun naming a measure
   * that the site never uses ("duration", "timescale"): it says what kind of figure is asked for,
   * as "how long" does, and the page that answers states the figure ("4 to 8 weeks") without the
   * noun. A measure noun the site uses ("weeks", "deadline" if a page said it) stays a topic word.
   */
  function isGeneric(term: string): boolean {
    return isSoftTerm(term) || (!documentFrequency.has(term) && isMeasureTerm(term));
  }

  /**
   * Rarity of a term. A term the site never uses weighs like a term of a few sections
   * ({@linkcode UNKNOWN_TERM_SECTIONS}), not as the rarest of all: it is often the visitor's own
   * word for something the site names differently, or their country or product, and alone should
   * not decide that the site cannot answer.
   */
  function informativeness(term: string): number {
    if (isGeneric(term)) return SOFT_WEIGHT;
    const df = documentFrequency.get(term) ?? UNKNOWN_TERM_SECTIONS;
    return Math.log(1 + count / df);
  }

  /**
   * The question's focus word (see `Retrieval.focus`); `top` are the best sections, whose WordNet
   * related words may name it: a related word only somewhere on the site is too loose a link (a
   * word has many senses: "election" is a synonym of the site's "choice").
   */
  function focusOf(
    question: string,
    variants: ReadonlySet<string>,
    top: readonly RankedDocument[],
  ): Retrieval["focus"] {
    let focus: { word: string; term: string; rarity: number } | undefined;
    for (const word of splitWords(askingSentence(question))) {
      if (FILLER_WORDS.has(word)) continue;
      const term = termOf(word);
      if (!term || isGeneric(term)) continue;
      const rarity = englishRarity(word);
      if (rarity === Infinity) continue;
      if (!focus || rarity > focus.rarity) focus = { word, term, rarity };
    }
    if (!focus) return undefined;
    const { word, term } = focus;
    const known = documentFrequency.has(term) ||
      top.some(({ document }) => sectionTerms(document.id)?.related.has(term)) ||
      // A long word one letter from a site word is a spelling of it ("confectionary"); a short
      // one may be another word ("drivers", "divers").
      (word.length >= SPELLING_VARIANT_LENGTH &&
        [...variants].some((variant) => nearestVariant(term, [variant], word.length)));
    return { word, known };
  }

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
      const lengths = wordLengths(question);
      // A misspelt word can stem into something odd ("markting" → "markt", nearest "market"),
      // while its letters are one slip from an indexed word kept whole ("marketing"): the
      // unknown word is searched as typed as well.
      const typed = new Map<string, string>();
      for (const word of splitWords(question)) {
        const term = termOf(word);
        if (!term || documentFrequency.has(term) || word.length < 5) continue;
        if (word !== term) {
          typed.set(term, word);
          lengths.set(word, word.length);
        }
      }
      // A word of general English stems as it should ("sitting" → "sit"): its typos are judged on
      // its term, not on the word's length ("sit" is not a slip of "site"). A misspelt word is
      // judged on its letters as typed (see `fuzzyDistance`).
      const englishTerms = new Set<string>();
      for (const word of splitWords(question)) {
        const term = termOf(word);
        if (term && isEnglishWord(word)) englishTerms.add(term);
      }
      const typedLength = (term: string) => {
        const length = lengths.get(term) ?? term.length;
        return englishTerms.has(term) ? Math.min(length, term.length + STEM_SLACK) : length;
      };
      // Question terms the site never uses that are words of general English: another word,
      // not a typo of a site word ("drivers", not "divers").
      const words = new Set<string>();
      for (const word of splitWords(question)) {
        const term = termOf(word);
        if (term && !documentFrequency.has(term) && isEnglishWord(word)) words.add(term);
      }
      // Words only of the sentences around the asking ones tell about the asker ("we are a small
      // bakery in Leeds"): a section need not cover them to answer. Every sentence ending in "?"
      // asks; a second question is no aside.
      // When the asking sentence names no topic ("Where do we start?"), the others carry it.
      const asked = new Set(questionTermsOf(askingParts(question)));
      const topical = [...asked].some((term) => !isSoftTerm(term));
      const aside = new Set(topical ? terms.filter((term) => !asked.has(term)) : []);
      // Together they weigh at most ASIDE_SHARE of the asking sentence's terms.
      const total = (list: Iterable<string>) =>
        [...list].reduce((sum, term) => sum + informativeness(term), 0);
      const asideFactor = aside.size === 0
        ? 1
        : Math.min(1, ASIDE_SHARE * total(asked) / total(aside));
      const articlePrior = PERSONAL_QUESTION.test(question)
        ? ARTICLE_PRIOR_FOR_PERSONAL_QUESTIONS
        : 1;
      const questionTerms = termsOf(question);
      const questionPairs: string[] = [];
      for (let i = 1; i < questionTerms.length; i++) {
        questionPairs.push(`${questionTerms[i - 1]} ${questionTerms[i]}`);
      }
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
          return document.weight * (document.path.startsWith("/insights/") ? articlePrior : 1);
        },
      });
      const relatedOnly = new Set<string>();
      const top = hits.slice(0, RERANK_DEPTH);
      const context = {
        weight: (term: string) => informativeness(term) * (aside.has(term) ? asideFactor : 1),
        maxWeight: Math.log(1 + count),
        known: (term: string) => documentFrequency.has(term),
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
            broader: section?.broader ?? new Set(),
            matched: hit.terms,
          },
          terms,
          context,
        );
        const pairs = section?.pairs;
        const phrases = questionPairs.filter((pair) => pairs?.has(pair)).length;
        return {
          document: byId.get(String(hit.id))!,
          // BM25 rewards repeating one word of the question; coverage rewards answering all of
          // it; a phrase of the question met as written is stronger evidence than its words.
          score: hit.score * (0.1 + nearCoverage) ** 2 * (1 + PHRASE_BONUS * Math.min(phrases, 3)),
          coverage,
          evidence,
        };
      });
      const expectation = expectationOf(question);
      if (expectation !== "other" && expectation !== "yes-no") {
        for (const result of results) {
          if (gives(result.document, expectation)) result.score *= GIVES_BOOST;
        }
      }
      // A page that covers the question in several sections is likelier the page the visitor
      // wants than one that mentions it once: a section ranks by its own score plus a share of
      // its page's other sections' scores among the hits.
      const pageTotals = new Map<string, number>();
      for (const { document, score } of results) {
        pageTotals.set(document.path, (pageTotals.get(document.path) ?? 0) + score);
      }
      const rank = (result: RankedDocument) =>
        result.score + PAGE_SUPPORT * ((pageTotals.get(result.document.path) ?? 0) - result.score);
      results.sort((a, b) => rank(b) - rank(a));
      const variants = new Set<string>();
      for (const hit of top) {
        for (const matched of hit.terms) {
          if (terms.includes(matched)) continue;
          const near = terms.some((term) =>
            nearestVariant(term, [matched], lengths.get(term) ?? term.length) ||
            nearestVariant(typed.get(term) ?? term, [matched], lengths.get(term) ?? term.length)
          );
          if (near) variants.add(matched);
        }
      }
      return {
        terms,
        expansions: [...relatedOnly],
        variants: [...variants],
        unknown: {
          terms: terms.filter((term) => !documentFrequency.has(term)).length,
          words: words.size,
        },
        focus: focusOf(question, variants, results.slice(0, FOCUS_SECTIONS)),
        results: results.slice(0, limit),
      };
    },
  };
  return index;
}
