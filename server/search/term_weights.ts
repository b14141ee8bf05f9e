/**
 * How much a question's words tell (docs/decisions/0011-search-retrieval.md): a term's rarity in
 * the corpus (inverse document frequency), generic words and unused measure nouns weighed low, the
 * share left to words about the asker rather than the question, and the question's focus word
 * (the one rarest in general English, `english_words.ts`). Coverage, ranking and answerability
 * all read these weights (`SearchIndex.termWeight`); they are separate from ranking
 * (`ranking.ts`), which orders sections, and from typo tolerance (`typos.ts`), which reads
 * letters.
 */
import type { SearchDocument } from "./document.ts";
import {
  askingParts,
  askingSentence,
  FILLER_WORDS,
  isSoftTerm,
  questionTermsOf,
  splitWords,
  termOf,
} from "./text.ts";
import { englishRarity } from "./english_words.ts";
import { SPELLING_VARIANT_LENGTH } from "./coverage.ts";
import { nearestVariant } from "./typos.ts";
import { isMeasureTerm } from "./related_words.ts";

/** Weight of a generic question word ("involved", "latest") in coverage, whatever its rarity. */
export const SOFT_WEIGHT = 0.5;
/** Sections a term the site never uses is weighed as if it occurred in. */
const UNKNOWN_TERM_SECTIONS = 3;
/** Top sections whose WordNet related words may name the question's focus word. */
export const FOCUS_SECTIONS = 3;
/**
 * Most weight in coverage of the question terms used only outside its asking sentence (context
 * about the asker), as a share of the asking sentence's: a section that answers the question need
 * not mention the asker's bakery.
 */
const ASIDE_SHARE = 0.5;

/** The weights of terms over one index's sections. */
export interface TermWeights {
  /**
   * Whether a term weighs as a generic word: a soft term (`text.ts`), or a noun naming a measure
   * that the site never uses ("duration", "timescale").
   */
  isGeneric(term: string): boolean;
  /** Rarity of a term in the corpus: `ln(1 + sections / sections using it)`. */
  informativeness(term: string): number;
}

/**
 * The term weights of an index whose `count` sections use each term in `documentFrequency` of
 * them.
 */
export function termWeights(
  documentFrequency: ReadonlyMap<string, number>,
  count: number,
): TermWeights {
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
  return { isGeneric, informativeness };
}

/**
 * The question's terms only of the sentences around its asking ones (`aside`), and the factor
 * (0–1) their weight in coverage is multiplied by.
 */
export function asideOf(
  question: string,
  terms: readonly string[],
  informativeness: (term: string) => number,
): { aside: Set<string>; factor: number } {
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
  const asideFactor = aside.size === 0 ? 1 : Math.min(1, ASIDE_SHARE * total(asked) / total(aside));
  return { aside, factor: asideFactor };
}

/** What the focus word is checked against: the site's terms and the best sections' related ones. */
export interface FocusContext {
  /** See {@linkcode TermWeights.isGeneric}. */
  isGeneric: (term: string) => boolean;
  /** Whether the site uses a term. */
  known: (term: string) => boolean;
  /** WordNet related terms of a section (`undefined` for a section not in the index). */
  related: (document: SearchDocument) => ReadonlySet<string> | undefined;
}

/**
 * The question's focus word (see `Retrieval.focus` in `index.ts`); `top` are the best sections,
 * whose WordNet related words may name it: a related word only somewhere on the site is too loose
 * a link (a word has many senses: "election" is a synonym of the site's "choice").
 */
export function focusOf(
  question: string,
  variants: ReadonlySet<string>,
  top: readonly { document: SearchDocument }[],
  { isGeneric, known: knownTerm, related }: FocusContext,
): { word: string; known: boolean } | undefined {
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
  const known = knownTerm(term) ||
    top.some(({ document }) => related(document)?.has(term)) ||
    // A long word one letter from a site word is a spelling of it ("confectionary"); a short
    // one may be another word ("drivers", "divers").
    (word.length >= SPELLING_VARIANT_LENGTH &&
      [...variants].some((variant) => nearestVariant(term, [variant], word.length)));
  return { word, known };
}
