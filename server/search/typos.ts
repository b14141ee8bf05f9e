/**
 * Typo tolerance of the search (docs/decisions/0011-search-retrieval.md): how many slips a typed
 * word may have, which indexed term a misspelt question term stands for, and how much coverage
 * such a match earns.
 */

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
