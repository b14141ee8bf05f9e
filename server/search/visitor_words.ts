/**
 * Words visitors use that the site never does, and the site's words nearest to them in meaning
 * (docs/decisions/0011-search-retrieval.md, third round): "billboards" → "ad", "banner";
 * "countryside" → "rural". `visitor_words.json` is written by `deno task search:visitor-words`
 * from GloVe word vectors for the 100,000 most frequent English words, keyed by index term
 * (Porter2 stem), so the server reads a small table instead of 300 MB of vectors.
 */
import data from "./visitor_words.json" with { type: "json" };
import type { SearchDocument } from "./document.ts";
import { corpusTermOf, vocabularyOf } from "./related_words.ts";

/**
 * The stored file: `terms` maps a term the site does not use to the site's index terms nearest to
 * it in meaning, space-separated, nearest first; `others` lists, space-separated, the terms of the
 * other common words the site does not use (near none of its words).
 */
export interface VisitorWordsFile {
  terms: Record<string, string>;
  others: string;
}

const FILE = data as VisitorWordsFile;
/** `others`, split on first use: splitting 60,000 words costs 10 ms that start-up need not pay. */
let others: readonly string[] | undefined;

/** The terms of the stored file (for its consistency test). */
export const VISITOR_TERMS: readonly string[] = Object.keys(FILE.terms);

/**
 * The site's index terms nearest in meaning to `term`, a term of a question that the site never
 * uses; `[]` when none is near enough or the word is unknown (a name, a typo).
 *
 * @example
 * visitorTermsOf("countrysid"); // ["rural", "area"]
 */
export function visitorTermsOf(term: string): readonly string[] {
  if (!Object.hasOwn(FILE.terms, term)) return [];
  return FILE.terms[term]!.split(" ");
}

/**
 * Whether `term`, which the site does not use, is the term of one of the 100,000 most frequent
 * English words (as the embedding counts them): a visitor's word, then, not a typo of a site word.
 */
export function isCommonWordTerm(term: string): boolean {
  if (Object.hasOwn(FILE.terms, term)) return true;
  others ??= FILE.others.split(" ");
  // `others` is sorted: binary search.
  let low = 0;
  let high = others.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const other = others[middle]!;
    if (other === term) return true;
    if (other < term) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The index terms of every word of `documents` (what visitor words are related to). */
export function analysedVocabulary(documents: readonly SearchDocument[]): Set<string> {
  const terms = new Set<string>();
  for (const word of vocabularyOf(documents)) {
    const term = corpusTermOf(word);
    if (term) terms.add(term);
  }
  return terms;
}

/**
 * The file's text for `table`, visitor term → site terms, and the `others` terms (used by the
 * generator).
 */
export function visitorWordsSource(
  table: Record<string, readonly string[]>,
  others: readonly string[],
): string {
  const sorted = Object.keys(table).sort();
  const file: VisitorWordsFile = {
    terms: Object.fromEntries(sorted.map((key) => [key, table[key]!.join(" ")])),
    others: [...others].sort().join(" "),
  };
  return `${JSON.stringify(file)}\n`;
}
