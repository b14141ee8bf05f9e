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
 * it in meaning, space-separated, nearest first. Terms near none of the site's words are absent.
 */
export interface VisitorWordsFile {
  terms: Record<string, string>;
}

const FILE = data as VisitorWordsFile;

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

/** The index terms of every word of `documents` (what visitor words are related to). */
export function analysedVocabulary(documents: readonly SearchDocument[]): Set<string> {
  const terms = new Set<string>();
  for (const word of vocabularyOf(documents)) {
    const term = corpusTermOf(word);
    if (term) terms.add(term);
  }
  return terms;
}

/** The file's text for `table`, visitor term → site terms (used by the generator). */
export function visitorWordsSource(table: Record<string, readonly string[]>): string {
  const sorted = Object.keys(table).sort();
  const file: VisitorWordsFile = {
    terms: Object.fromEntries(sorted.map((key) => [key, table[key]!.join(" ")])),
  };
  return `${JSON.stringify(file)}\n`;
}
