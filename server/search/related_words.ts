/**
 * Related words from WordNet for the index (docs/decisions/0011-search-retrieval.md): each section is also indexed,
 * at a lower weight, under the common synonyms of the words it uses, so a question in a visitor's
 * own words ("shop", "cost") finds a section in the site's words ("store", "price").
 * `related_words.json` is written by `deno task search:related` from WordNet 3.1; reading it here
 * keeps the 30 MB database out of the server's start-up.
 */
import data from "./related_words.json" with { type: "json" };
import type { SearchDocument } from "./document.ts";
import { splitWords, STOP_WORDS } from "./text.ts";

/** The stored file: every corpus word (sorted) and its related words, `[]` when it has none. */
type RelatedWordsFile = Record<string, string[]>;

const FILE = data as RelatedWordsFile;

/** The corpus words the file was written for. */
export const RELATED_WORDS_VOCABULARY: readonly string[] = Object.keys(FILE);

/** WordNet's common synonyms of `word` (lower case, as the corpus has it); `[]` when none. */
export function relatedWordsOf(word: string): readonly string[] {
  return Object.hasOwn(FILE, word) ? FILE[word]! : [];
}

/** Distinct words (lower case, no stop words or numbers) of every section, sorted. */
export function vocabularyOf(documents: readonly SearchDocument[]): string[] {
  const words = new Set<string>();
  for (const document of documents) {
    const text = [
      document.heading,
      document.subheadings,
      document.pageTitle,
      document.keywords,
      ...document.passages,
    ].join("\n");
    for (const word of splitWords(text)) {
      if (word.length >= 3 && !STOP_WORDS.has(word) && !/\d/.test(word)) words.add(word);
    }
  }
  return [...words].sort();
}

/** The file's text for the related words of each corpus word (used by the generator). */
export function relatedWordsSource(words: Record<string, string[]>): string {
  const sorted = Object.fromEntries(Object.keys(words).sort().map((word) => [word, words[word]!]));
  return `${JSON.stringify(sorted)}\n`;
}

/** Related words split into single words, per corpus word, computed on first use. */
const PARTS = new Map<string, readonly string[]>();

function relatedPartsOf(word: string): readonly string[] {
  let parts = PARTS.get(word);
  if (!parts) {
    parts = [...new Set(relatedWordsOf(word).flatMap(splitWords))];
    PARTS.set(word, parts);
  }
  return parts;
}

/** Related words of every word in `text`, excluding words `text` itself uses. */
export function relatedTextOf(text: string): string {
  const own = new Set(splitWords(text));
  const related = new Set<string>();
  for (const word of own) {
    if (!Object.hasOwn(FILE, word)) continue;
    for (const part of relatedPartsOf(word)) if (!own.has(part)) related.add(part);
  }
  return [...related].join(" ");
}
