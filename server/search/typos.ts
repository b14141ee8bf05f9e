/**
 * Typo tolerance of the search (docs/decisions/0011-search-retrieval.md): how many slips a typed
 * word may have, which indexed term a misspelt question term stands for, and how much coverage
 * such a match earns; and what the search reads of a question's words as typed for it (their
 * lengths, a misspelt word searched as typed, the words of general English that are no typos).
 * Separate from ranking (`ranking.ts`) and term weights (`term_weights.ts`): a slip is judged on
 * letters, whatever the word weighs.
 */
import { isEnglishWord } from "./english_words.ts";
import { splitWords, termOf } from "./text.ts";

/** Credit a typo-tolerant (fuzzy) match earns towards coverage: one slip in a long word is
 * almost surely a typo; in a short word it may be another word ("bread" → "broad"). */
const FUZZY_CREDIT_LONG = 0.85;
const FUZZY_CREDIT_SHORT = 0.4;
const FUZZY_CREDIT_TWO_EDITS = 0.5;

/**
 * Typos tolerated in a term, judged on the word as typed: a misspelt word can stem oddly
 * ("servces" → "servc"), so the stem alone would look too short to correct.
 */
export function fuzzyDistance(wordLength: number): number | false {
  if (wordLength < 5) return false;
  return wordLength >= 11 ? 2 : 1;
}

/** Coverage credit (0–1) of a match `distance` edits from a typed word of `wordLength` letters. */
export function fuzzyCredit(distance: number, wordLength: number): number {
  if (distance === 0) return FUZZY_CREDIT_LONG; // a longer form matched by prefix
  if (distance >= 2) return FUZZY_CREDIT_TWO_EDITS;
  return wordLength >= 7 ? FUZZY_CREDIT_LONG : FUZZY_CREDIT_SHORT;
}

/**
 * The variant closest to `term` that is a typo (≤ 2 edits) or a longer form of it, as MiniSearch's
 * fuzzy and prefix search matched it; unrelated terms of the same section are ignored.
 */
export function nearestVariant(
  term: string,
  variants: readonly string[],
  wordLength: number,
): { variant: string; distance: number } | undefined {
  // The same tolerance the search itself applied: nothing for short words.
  const allowed = fuzzyDistance(wordLength) || 0;
  let best: { variant: string; distance: number } | undefined;
  for (const variant of variants) {
    const distance = term.length >= 5 && variant.startsWith(term)
      ? 0
      : editDistance(term, variant, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { variant, distance };
  }
  return best;
}

/**
 * Levenshtein distance of `a` and `b` (insertions, deletions, substitutions), or `max + 1` as soon
 * as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/**
 * Letters allowed beyond the term of a word of general English when its typos are judged
 * ({@linkcode fuzzyDistance}): the final "e" Porter2 takes ("increase" → "increas"). With 1, 2 or 3 the
 * evaluation splits read nearly the same (hit@3 sum 805, 804, 804); with the term alone (0) fewer
 * expected pages reached the top three (801) and one fewer off-topic question was declined
 * (tools/search/lab_notes.md, eighteenth round).
 */
const STEM_SLACK = 1;

/** Longest typed word behind each term of `question`. */
function wordLengths(question: string): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const word of splitWords(question)) {
    const term = termOf(word);
    if (term) lengths.set(term, Math.max(lengths.get(term) ?? 0, word.length));
  }
  return lengths;
}

/** What typo tolerance reads of a question's words as typed, gathered once per search. */
export interface TypedWords {
  /**
   * Longest typed word behind each term of the question, and each misspelt word searched as typed
   * (by itself).
   */
  lengths: Map<string, number>;
  /** Question words the site never uses (five letters or more) whose term differs, by term. */
  typed: Map<string, string>;
  /** Length a term's typos are judged on (see {@linkcode fuzzyDistance}). */
  typedLength: (term: string) => number;
  /** Question terms the site never uses that are words of general English. */
  words: Set<string>;
}

/**
 * The words of `question` as typo tolerance reads them; `known` tells whether the site uses a
 * term.
 */
export function typedWordsOf(question: string, known: (term: string) => boolean): TypedWords {
  const lengths = wordLengths(question);
  // A misspelt word can stem into something odd ("markting" → "markt", nearest "market"),
  // while its letters are one slip from an indexed word kept whole ("marketing"): the
  // unknown word is searched as typed as well.
  const typed = new Map<string, string>();
  for (const word of splitWords(question)) {
    const term = termOf(word);
    if (!term || known(term) || word.length < 5) continue;
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
    if (term && !known(term) && isEnglishWord(word)) words.add(term);
  }
  return { lengths, typed, typedLength, words };
}

/**
 * Index terms the search matched through typo tolerance or prefixes ("confectioneri" for a typo):
 * the terms of `hits` that are no question term but the nearest variant of one, as typed or as
 * stemmed.
 */
export function variantsOf(
  hits: readonly { terms: readonly string[] }[],
  terms: readonly string[],
  { lengths, typed }: Pick<TypedWords, "lengths" | "typed">,
): Set<string> {
  const variants = new Set<string>();
  for (const hit of hits) {
    for (const matched of hit.terms) {
      if (terms.includes(matched)) continue;
      const near = terms.some((term) =>
        nearestVariant(term, [matched], lengths.get(term) ?? term.length) ||
        nearestVariant(typed.get(term) ?? term, [matched], lengths.get(term) ?? term.length)
      );
      if (near) variants.add(matched);
    }
  }
  return variants;
}
