/**
 * Related words from WordNet for the index (docs/decisions/0011-search-retrieval.md): each
 * section is also indexed, at a lower weight, under the common synonyms of the words it uses, so a
 * question in a visitor's own words ("shop", "cost") finds a section in the site's words ("store",
 * "price"). `related_words.json` is written by `deno task search:related` from WordNet 3.1; reading
 * it here keeps the 30 MB database out of the server's start-up. The file also holds the index
 * terms of the corpus words and of their related words (stemmed, stop words dropped), so start-up
 * does not stem some 8,000 words (docs/decisions/0011-search-retrieval.md: index build ≤ 300 ms).
 */
import data from "./related_words.json" with { type: "json" };
import type { SearchDocument } from "./document.ts";
import { STOP_WORDS, termOf, termsOf } from "./text.ts";
import { siteWords } from "./vocabulary.ts";

/**
 * The stored file, keyed by corpus word (sorted): `stems` holds the word's own index term,
 * `words` WordNet's related words (`[]` when none), `terms` their distinct index terms, all as
 * {@linkcode termOf} gives them.
 */
export interface RelatedWordsFile {
  stems: Record<string, string>;
  words: Record<string, string[]>;
  terms: Record<string, string[]>;
}

const FILE = data as RelatedWordsFile;

/** The corpus words the file was written for. */
export const RELATED_WORDS_VOCABULARY: readonly string[] = Object.keys(FILE.words);

/** WordNet's common synonyms of `word` (lower case, as the corpus has it); `[]` when none. */
export function relatedWordsOf(word: string): readonly string[] {
  return Object.hasOwn(FILE.words, word) ? FILE.words[word]! : [];
}

/**
 * Index term of a word of a page (lower case, as `splitWords` gives it): the stored stem for a
 * corpus word, else {@linkcode termOf}'s (`null` for a stop word).
 */
export function corpusTermOf(word: string): string | null {
  return Object.hasOwn(FILE.stems, word) ? FILE.stems[word]! : termOf(word);
}

/** Index term of `word` as stored, or `undefined` when `word` is not a corpus word. */
export function storedTermOf(word: string): string | undefined {
  return Object.hasOwn(FILE.stems, word) ? FILE.stems[word]! : undefined;
}

/** Index terms of the related words of `word`, as stored; `[]` when none. */
export function storedRelatedTermsOf(word: string): readonly string[] {
  return Object.hasOwn(FILE.terms, word) ? FILE.terms[word]! : [];
}

/** Distinct index terms of `related` words, in first-seen order (what the file stores). */
export function termsOfRelated(related: readonly string[]): string[] {
  return [...new Set(related.flatMap((words) => termsOf(words)))];
}

/**
 * Whether WordNet is read for a corpus word: three letters or more, no stop word, no digit (a
 * number or a code has no synonyms).
 */
export function isLookupWord(word: string): boolean {
  return word.length >= 3 && !STOP_WORDS.has(word) && !/\d/.test(word);
}

/** Distinct words (lower case, no stop words or numbers) of every section, sorted. */
export function vocabularyOf(documents: readonly SearchDocument[]): string[] {
  return siteWords(documents, isLookupWord);
}

/** The file's text for the related words of each corpus word (used by the generator). */
export function relatedWordsSource(related: Record<string, readonly string[]>): string {
  const sorted = Object.keys(related).sort();
  const file: RelatedWordsFile = {
    stems: Object.fromEntries(sorted.map((word) => [word, termOf(word) ?? word])),
    words: Object.fromEntries(sorted.map((word) => [word, [...related[word]!]])),
    terms: Object.fromEntries(sorted.map((word) => [word, termsOfRelated(related[word]!)])),
  };
  return `${JSON.stringify(file)}\n`;
}

/**
 * Index terms related to the words of `text` (given as its words, from `splitWords`), excluding
 * `ownTerms`, the terms `text` itself has: a section is never credited twice for one term.
 */
export function relatedTermsOf(
  words: Iterable<string>,
  ownTerms: ReadonlySet<string>,
): Set<string> {
  const related = new Set<string>();
  for (const word of new Set(words)) {
    if (!Object.hasOwn(FILE.terms, word)) continue;
    for (const term of FILE.terms[word]!) if (!ownTerms.has(term)) related.add(term);
  }
  return related;
}
