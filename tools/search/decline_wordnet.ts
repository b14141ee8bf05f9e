/**
 * The decline lab's `--wordnet` pass (`decline_lab.ts`): each question word the site never uses
 * read as its WordNet relatives that the site uses (through `natural`), and production's decisions
 * on the rewritten questions (tools/search/lab_notes.md, tenth round).
 */
import { WordNet } from "natural/lib/natural/wordnet/index.js";
import { isAnswerable } from "../../server/search/answerability.ts";
import { isEnglishWord } from "../../server/search/english_words.ts";
import { RETRIEVAL_LIMIT, siteSearchIndex } from "../../server/search/service.ts";
import { splitWords, termOf } from "../../server/search/text.ts";
import { decisions } from "./decline_measures.ts";
import type { Row, Site } from "./decline_signals.ts";

/** WordNet pointers followed from a visitor's word: hypernyms, derivations. */
const POINTERS: Readonly<Record<string, string>> = {
  "@": "hypernyms",
  "@i": "hypernyms",
  "+": "derivations",
};

interface WordNetRecord {
  pos: string;
  synonyms: string[];
  ptrs?: { pointerSymbol: string; synsetOffset: number; pos: string }[];
}

/** `word`'s WordNet relatives of its two commonest senses per part of speech, by relation. */
async function relativesOf(wordnet: WordNet, word: string): Promise<Record<string, string[]>> {
  const lookup = (form: string) =>
    new Promise<WordNetRecord[]>((resolve) => wordnet.lookup(form, resolve));
  const get = (offset: number, pos: string) =>
    new Promise<WordNetRecord>((resolve) => wordnet.get(offset, pos, resolve));
  const found: Record<string, Set<string>> = {
    synonyms: new Set(),
    hypernyms: new Set(),
    derivations: new Set(),
  };
  const forms = [
    word,
    word.replace(/ies$/, "y"),
    word.replace(/e?s$/, ""),
    word.replace(/ing$/, ""),
  ];
  for (const form of new Set(forms)) {
    const records = await lookup(form);
    if (records.length === 0) continue;
    const byPos = new Map<string, WordNetRecord[]>();
    for (const record of records) byPos.set(record.pos, [record, ...(byPos.get(record.pos) ?? [])]);
    for (const senses of byPos.values()) {
      for (const sense of senses.slice(0, 2)) {
        for (const synonym of sense.synonyms) found.synonyms!.add(synonym);
        for (const pointer of sense.ptrs ?? []) {
          const relation = POINTERS[pointer.pointerSymbol];
          if (!relation) continue;
          for (const synonym of (await get(pointer.synsetOffset, pointer.pos)).synonyms) {
            found[relation]!.add(synonym);
          }
        }
      }
    }
    break;
  }
  return Object.fromEntries(
    Object.entries(found).map(([relation, words]) => [
      relation,
      [...words].map((w) => w.toLowerCase().replace(/_/g, " ")).filter((w) => w !== word),
    ]),
  );
}

/** The rule's decisions when each question word the site never uses is read as its relatives. */
export async function wordnetBridge(splits: readonly [string, Row[]][], site: Site): Promise<void> {
  const wordnet = new WordNet();
  const index = siteSearchIndex();
  const cache = new Map<string, Record<string, string[]>>();
  const usedBySite = (phrase: string) => {
    const terms = splitWords(phrase).map(termOf);
    return terms.length > 0 && terms.every((term) => term !== null && site.frequency.has(term));
  };
  for (const relation of ["synonyms", "hypernyms", "derivations"]) {
    console.log(`\nWordNet ${relation} of words the site never uses, read as the site's words`);
    for (const [name, rows] of splits) {
      const answered = new Map<Row, boolean>();
      for (const row of rows) {
        // Token by token, so the asking sentence's punctuation stays where it was.
        const out: string[] = [];
        for (const token of row.question.split(/(\s+)/)) {
          const words = splitWords(token);
          const word = words[0];
          const term = word ? termOf(word) : null;
          if (
            words.length !== 1 || !word || !term || site.frequency.has(term) || !isEnglishWord(word)
          ) {
            out.push(token);
            continue;
          }
          if (!cache.has(word)) cache.set(word, await relativesOf(wordnet, word));
          const relatives = cache.get(word)![relation]!.filter(usedBySite).slice(0, 2);
          out.push(relatives.length ? relatives.join(" ") : token);
        }
        const rewritten = out.join("");
        answered.set(
          row,
          isAnswerable(rewritten, index.search(rewritten, { limit: RETRIEVAL_LIMIT })),
        );
      }
      console.log(`  ${name.padEnd(12)} ${decisions(rows, (row) => answered.get(row)!)}`);
    }
  }
}
