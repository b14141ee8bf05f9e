/**
 * `deno task search:decline-lab`: whether any signal of intent separates the questions the site
 * can answer from those it cannot better than production's rule (coverage ≥ 0.35, 0.5 when the
 * focus word is unknown; `server/search/answerability.ts`). A lab: production reads none of it
 * (docs/decisions/0011-search-retrieval-notes.md, tenth round).
 *
 * Dev is the dev split plus fresh split 01 (tuned on since it was scored); validation and test are
 * read for the decision only, and so is a newer fresh split when there is one (its own column). For each candidate signal it prints the ROC AUC on every split
 * (0.5: no better than chance; below 0.5 the signal points the other way). Then each candidate
 * logistic model (`logistic.ts`) is fitted on dev, its threshold set on dev so that it declines no
 * more answerable dev questions than the rule does, and its decisions counted on validation and
 * test beside the rule's, with 95% Wilson intervals. Last, the ceiling: the most off-topic
 * validation questions any threshold of the model could decline while declining at most the
 * issue's share of answerable ones (3 of 55), with the threshold chosen on validation itself.
 *
 * Decisions are `isAnswerable`'s; the service can still decline an answerable question when no
 * sentence is fit to quote (one of fresh split 01's), so `search:eval` may count one more.
 *
 * `--wordnet` also tries reading each question word the site never uses as its WordNet relatives
 * that the site uses (synonyms, hypernyms or derivations of its two commonest senses, through
 * `natural`, about 30 s), and counts the rule's decisions on the rewritten questions.
 */
import { WordNet } from "natural/lib/natural/wordnet/index.js";
import { anchorSection, isAnswerable } from "../../server/search/answerability.ts";
import { englishRarity, isEnglishWord } from "../../server/search/english_words.ts";
import type { Retrieval } from "../../server/search/index.ts";
import { buildSearchIndexData, unpackTerms } from "../../server/search/index_data.ts";
import { RETRIEVAL_LIMIT, siteSearchIndex } from "../../server/search/service.ts";
import {
  askingSentence,
  FILLER_WORDS,
  isSoftTerm,
  splitWords,
  termOf,
} from "../../server/search/text.ts";
import { DEV_SPLIT } from "./dev_split.ts";
import { FRESH_FACT_QUESTIONS, FRESH_QUESTIONS } from "./eval_questions_fresh_01.ts";
import { TEST_FACTS, TEST_QUESTIONS } from "./eval_questions_test.ts";
import { VALIDATION_FACTS, VALIDATION_QUESTIONS } from "./eval_questions_validation.ts";
import type { LabelledQuestion } from "./eval_types.ts";
import { wilsonInterval } from "./evaluate.ts";
import { newestFreshSplit, oneEntryPerQuestion } from "./fresh_split.ts";
import { fitLogistic, predict } from "./logistic.ts";

/** The fresh split tuned on in this round, counted as dev. */
const TUNED_FRESH_SPLIT = "01";

/** Share of answerable questions the issue allows to be declined (3 of 55). */
export const DECLINE_BUDGET = 3 / 55;

/**
 * ROC AUC of `positive` scores against `negative` ones: the chance that a random positive scores
 * above a random negative (ties count half; Hanley and McNeil 1982).
 */
export function rocAuc(positive: readonly number[], negative: readonly number[]): number {
  let sum = 0;
  for (const p of positive) for (const n of negative) sum += p > n ? 1 : p === n ? 0.5 : 0;
  return sum / (positive.length * negative.length);
}

/**
 * The most negatives a threshold on `score` (answer at or above it) declines while declining at
 * most `budget` (a share) of the positives, and that threshold.
 */
export function mostDeclinedWithin(
  positive: readonly number[],
  negative: readonly number[],
  budget: number,
): { declined: number; threshold: number } {
  const allowed = Math.floor(budget * positive.length + 1e-9);
  let best = { declined: 0, threshold: -Infinity };
  for (const threshold of [...new Set([...positive, ...negative])].sort((a, b) => a - b)) {
    if (positive.filter((p) => p < threshold).length > allowed) break;
    const declined = negative.filter((n) => n < threshold).length;
    if (declined > best.declined) best = { declined, threshold };
  }
  return best;
}

/** What the lab reads of the index beyond a retrieval. */
interface Site {
  /** Sections each term occurs in (absent: the site never uses it). */
  frequency: ReadonlyMap<string, number>;
  sections: number;
  /** Terms of each section and its WordNet related terms, by section id. */
  terms: ReadonlyMap<string, { terms: ReadonlySet<string>; related: ReadonlySet<string> }>;
  /** Every WordNet related term of some section. */
  relatedAnywhere: ReadonlySet<string>;
}

/** Rarity of a word in general English as a log rank (NaN for a name, typo or new term). */
function logRarity(word: string): number {
  const rarity = englishRarity(word);
  // Characters before the term in a list of one term a line: about eight per rank.
  return rarity === Infinity ? NaN : Math.log(1 + rarity / 8);
}

/** The candidate signals of one question. */
export const SIGNALS = [
  "coverage",
  "focusUnknown",
  "intentAnchor",
  "intentTop",
  "unknownRarest",
  "siteAffinity",
  "logScore",
  "terms",
  "article",
] as const;
type Signal = typeof SIGNALS[number];

/**
 * The signals of `question`: production's coverage and focus word, and candidates of intent, each
 * question word weighed by its rarity in general English (SUBTLEX-US; words outside its list and
 * words only of the context around the asking sentence at half):
 * - `intentAnchor`: share of that weight the answer's section covers (its own term 1, a related
 *   word 0.7); `intentTop`: the same over the top three sections, with site words elsewhere at 0.5;
 * - `unknownRarest`: rarity of the rarest word neither the site nor a WordNet relative of a site
 *   word has, over the question's rarest word's (0 when every word is known);
 * - `siteAffinity`: the mean log ratio of a word's share of the site's sections to its frequency
 *   in general English (a unigram likelihood ratio, the question's "clarity" against English);
 * - `logScore` (the first section's score, log), `terms` (log count), `article` (the answer's
 *   section is an insight article).
 */
function signalsOf(question: string, retrieval: Retrieval, site: Site): Record<Signal, number> {
  const anchor = anchorSection(retrieval);
  const anchorTerms = anchor ? site.terms.get(anchor.document.id) : undefined;
  const top = retrieval.results.slice(0, 3).flatMap(({ document }) =>
    site.terms.get(document.id) ?? []
  );
  const asked = new Set(splitWords(askingSentence(question)));
  const seen = new Set<string>();
  let weight = 0, inAnchor = 0, inTop = 0, rarest = 0, rarestUnknown = 0, affinity = 0, words = 0;
  for (const word of splitWords(question)) {
    if (FILLER_WORDS.has(word)) continue;
    const term = termOf(word);
    if (!term || isSoftTerm(term) || seen.has(term)) continue;
    seen.add(term);
    const rarity = logRarity(word);
    if (Number.isNaN(rarity) || !isEnglishWord(word)) continue;
    const w = asked.has(word) ? rarity : rarity / 2;
    const credit = (terms?: { terms: ReadonlySet<string>; related: ReadonlySet<string> }) =>
      terms?.terms.has(term) ? 1 : terms?.related.has(term) ? 0.7 : 0;
    const onSite = site.frequency.has(term) ? 1 : site.relatedAnywhere.has(term) ? 0.6 : 0;
    weight += w;
    inAnchor += w * credit(anchorTerms);
    inTop += w * Math.max(...top.map(credit), onSite / 2);
    rarest = Math.max(rarest, w);
    if (onSite === 0) rarestUnknown = Math.max(rarestUnknown, w);
    const share = ((site.frequency.get(term) ?? 0) + (site.relatedAnywhere.has(term) ? 0.5 : 0) +
      0.1) / site.sections;
    affinity += Math.log(share) + rarity;
    words++;
  }
  const first = retrieval.results[0];
  return {
    coverage: anchor?.coverage ?? 0,
    focusUnknown: retrieval.focus?.known === false ? 1 : 0,
    intentAnchor: weight ? inAnchor / weight : 0,
    intentTop: weight ? inTop / weight : 0,
    unknownRarest: rarest ? rarestUnknown / rarest : 0,
    siteAffinity: words ? affinity / words : 0,
    logScore: Math.log(1 + (first?.score ?? 0)),
    terms: Math.log(1 + retrieval.terms.length),
    article: anchor?.document.path.startsWith("/insights/") ? 1 : 0,
  };
}

/** One question as the lab sees it. */
interface Row {
  question: string;
  answerable: boolean;
  /** Production's decision. */
  answered: boolean;
  /** Nothing retrieved: declined whatever a model says. */
  empty: boolean;
  signals: Record<Signal, number>;
}

/** Candidate models: production's two inputs, then each kind of intent signal added. */
const MODELS: readonly (readonly Signal[])[] = [
  ["coverage", "focusUnknown"],
  ["coverage", "logScore"],
  ["coverage", "logScore", "focusUnknown"],
  ["coverage", "intentTop", "focusUnknown", "logScore"],
  ["coverage", "siteAffinity", "focusUnknown", "logScore"],
  ["coverage", "unknownRarest", "focusUnknown", "logScore"],
  ["coverage", "terms", "focusUnknown"],
  ["coverage", "article", "focusUnknown", "logScore"],
  [...SIGNALS],
];

/** "k/n (low–high)" with the 95% Wilson interval. */
function count(k: number, n: number): string {
  const [low, high] = wilsonInterval(k, n);
  return `${k}/${n} (${low.toFixed(2)}–${high.toFixed(2)})`;
}

function decisions(rows: readonly Row[], answers: (row: Row) => boolean): string {
  const off = rows.filter((row) => !row.answerable);
  const on = rows.filter((row) => row.answerable);
  return `off-topic declined ${count(off.filter((row) => !answers(row)).length, off.length)}, ` +
    `answerable declined ${count(on.filter((row) => !answers(row)).length, on.length)}`;
}

/**
 * Operating points of `score`: for each number of answerable dev questions declined, the
 * threshold set on dev and the decisions it makes on every split ("off-topic / answerable declined").
 */
function curve(splits: readonly [string, Row[]][], score: (row: Row) => number): void {
  const [, dev] = splits[0]!;
  const on = dev.filter((row) => row.answerable).map(score).sort((a, b) => a - b);
  for (const budget of [2, 5, 8, 11, 14, 17, 20]) {
    const threshold = on[budget] ?? Infinity;
    const cells = splits.map(([, rows]) => {
      const off = rows.filter((row) => !row.answerable);
      const answerable = rows.filter((row) => row.answerable);
      return `${off.filter((row) => score(row) < threshold).length}/${off.length} · ` +
        `${answerable.filter((row) => score(row) < threshold).length}/${answerable.length}`;
    });
    console.log(
      `    ≤ ${String(budget).padStart(2)} answerable dev declined: ${cells.join("   ")}`,
    );
  }
}

/** The most off-topic questions of `rows` a threshold on `score` declines within the budget. */
function ceilingLine(rows: readonly Row[], score: (row: Row) => number): string {
  const on = rows.filter((row) => row.answerable);
  const off = rows.filter((row) => !row.answerable);
  const ceiling = mostDeclinedWithin(on.map(score), off.map(score), DECLINE_BUDGET);
  return `ceiling on validation (threshold chosen there, ≤ ${
    Math.floor(DECLINE_BUDGET * on.length + 1e-9)
  } answerable declined): ${count(ceiling.declined, off.length)} off-topic declined`;
}

async function main(): Promise<void> {
  const index = siteSearchIndex();
  const data = buildSearchIndexData(index.documents);
  const sections = data.sections.map(unpackTerms);
  const site: Site = {
    frequency: data.documentFrequency,
    sections: index.documents.length,
    terms: new Map(index.documents.map((document, i) => [document.id, sections[i]!])),
    relatedAnywhere: new Set(sections.flatMap((section) => [...section.related])),
  };
  const rowsOf = (questions: readonly LabelledQuestion[]): Row[] =>
    oneEntryPerQuestion(questions as LabelledQuestion[]).map(({ question, expected }) => {
      const retrieval = index.search(question, { limit: RETRIEVAL_LIMIT });
      return {
        question,
        answerable: expected.length > 0,
        answered: isAnswerable(question, retrieval),
        empty: retrieval.results.length === 0,
        signals: signalsOf(question, retrieval, site),
      };
    });
  const splits: [string, Row[]][] = [
    ["dev+fresh01", rowsOf([...DEV_SPLIT, ...FRESH_QUESTIONS, ...FRESH_FACT_QUESTIONS])],
    ["validation", rowsOf([...VALIDATION_QUESTIONS, ...VALIDATION_FACTS])],
    ["test", rowsOf([...TEST_QUESTIONS, ...TEST_FACTS])],
  ];
  // A fresh split written after this round is read like test: the models were fitted without it.
  const fresh = await newestFreshSplit(new URL("./", import.meta.url));
  if (fresh && fresh.name !== TUNED_FRESH_SPLIT) {
    splits.push([`fresh ${fresh.name}`, rowsOf(fresh.questions)]);
  }
  const [, dev] = splits[0]!;
  const [, validation] = splits[1]!;

  console.log(
    `ROC AUC (answerable above off-topic)\n${"".padEnd(16)}` +
      splits.map(([name]) => name.padStart(13)).join(""),
  );
  for (const signal of SIGNALS) {
    const aucs = splits.map(([, rows]) =>
      rocAuc(
        rows.filter((row) => row.answerable).map((row) => row.signals[signal]),
        rows.filter((row) => !row.answerable).map((row) => row.signals[signal]),
      ).toFixed(3).padStart(13)
    );
    console.log(`${signal.padEnd(16)}${aucs.join("")}`);
  }

  console.log("\nproduction's rule");
  for (const [name, rows] of splits) {
    console.log(`  ${name.padEnd(12)} ${decisions(rows, (row) => row.answered)}`);
  }
  // The rule as one score (its two thresholds 0.15 apart), to read its own ceiling.
  const ruleScore = (row: Row) =>
    row.empty ? -1 : row.signals.coverage - (row.signals.focusUnknown ? 0.15 : 0);
  console.log(`  ${ceilingLine(validation, ruleScore)}`);
  const ruleDeclined = dev.filter((row) => row.answerable && !row.answered).length;
  for (const model of MODELS) {
    const trained = dev.filter((row) => !row.empty);
    const fitted = fitLogistic(
      trained.map((row) => model.map((signal) => row.signals[signal])),
      trained.map((row) => (row.answerable ? 1 : 0)),
      1,
    );
    const p = (row: Row) =>
      row.empty ? 0 : predict(fitted, model.map((signal) => row.signals[signal]));
    // The highest threshold declining no more answerable dev questions than the rule does.
    let threshold = 0;
    for (const t of [...new Set(dev.map(p))].sort((a, b) => a - b)) {
      if (dev.filter((row) => row.answerable && p(row) < t).length <= ruleDeclined) threshold = t;
    }
    console.log(`\n${model.join(" + ")} (threshold ${threshold.toFixed(3)} on dev)`);
    for (const [name, rows] of splits) {
      console.log(`  ${name.padEnd(12)} ${decisions(rows, (row) => p(row) >= threshold)}`);
    }
    console.log(`  ${ceilingLine(validation, p)}`);
    if (Deno.args.includes("--curve")) curve(splits, p);
  }
  if (Deno.args.includes("--curve")) {
    console.log(
      "\nproduction's rule as one score (coverage, less 0.15 with an unknown focus word)",
    );
    curve(splits, ruleScore);
  }
  if (Deno.args.includes("--wordnet")) await wordnetBridge(splits, site);
}

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
async function wordnetBridge(splits: readonly [string, Row[]][], site: Site): Promise<void> {
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

if (import.meta.main) await main();
