/**
 * `deno task search:decline-cv`: leave-one-split-out cross-validation of a candidate decline rule:
 * when the answering section's page never uses the question's focus word (the site knows it, but
 * only elsewhere or as a WordNet relative), the section must cover more of the question than
 * production's 0.35 (`server/search/answerability.ts`). For each split held out, the threshold is chosen on the other
 * splits (dev, fresh 01, validation, test, fresh 02: all tuned on, so all dev now) to maximise
 * off-topic questions declined less twice the answerable ones declined (a wrong decline costs more
 * than a missed one), and the held-out split's decisions are printed beside production's. A lab:
 * production reads none of it (docs/decisions/0011-search-retrieval-notes.md, twelfth round).
 */
import { anchorSection, isAnswerable, MIN_COVERAGE } from "../../server/search/answerability.ts";
import { buildSearchIndexData, unpackTerms } from "../../server/search/index_data.ts";
import { termOf } from "../../server/search/text.ts";
import type { Retrieval } from "../../server/search/index.ts";
import { RETRIEVAL_LIMIT, siteSearchIndex } from "../../server/search/service.ts";
import { DEV_SPLIT } from "./dev_split.ts";
import { FRESH_FACT_QUESTIONS, FRESH_QUESTIONS } from "./eval_questions_fresh_01.ts";
import { TEST_FACTS, TEST_QUESTIONS } from "./eval_questions_test.ts";
import { VALIDATION_FACTS, VALIDATION_QUESTIONS } from "./eval_questions_validation.ts";
import type { LabelledQuestion } from "./eval_types.ts";
import { newestFreshSplit, oneEntryPerQuestion } from "./fresh_split.ts";

/** Thresholds tried, from production's base rule (0.35: no change) up. */
export const CANDIDATES = [0.35, 0.4, 0.45, 0.5, 0.55, 0.6] as const;
/** How many missed declines one wrong decline is worth. */
export const WRONG_DECLINE_COST = 2;

/** A question as the rule sees it. */
interface Row {
  answerable: boolean;
  /** Production's decision. */
  answered: boolean;
  /** The answering section's coverage. */
  coverage: number;
  /** Whether the site knows the focus word but the answering section's page never uses it. */
  offPage: boolean;
}

/** Whether `row` is declined when an off-page focus word needs `threshold`. */
export function declined(row: Row, threshold: number): boolean {
  return !row.answered || (row.offPage && row.coverage < threshold);
}

/** Off-topic and answerable questions of `rows` declined at `threshold`. */
export function counts(rows: readonly Row[], threshold: number): { off: number; on: number } {
  return {
    off: rows.filter((row) => !row.answerable && declined(row, threshold)).length,
    on: rows.filter((row) => row.answerable && declined(row, threshold)).length,
  };
}

/** The candidate threshold with the best net declines on `rows` (the lowest on a tie). */
export function chooseThreshold(rows: readonly Row[]): number {
  let best: { threshold: number; net: number } = { threshold: CANDIDATES[0], net: -Infinity };
  for (const threshold of CANDIDATES) {
    const { off, on } = counts(rows, threshold);
    const net = off - WRONG_DECLINE_COST * on;
    if (net > best.net) best = { threshold, net };
  }
  return best.threshold;
}

async function main(): Promise<void> {
  const index = siteSearchIndex();
  const data = buildSearchIndexData(index.documents);
  const pageTerms = new Map<string, Set<string>>();
  index.documents.forEach((document, i) => {
    const terms = pageTerms.get(document.path) ?? new Set();
    for (const term of unpackTerms(data.sections[i]!).terms) terms.add(term);
    pageTerms.set(document.path, terms);
  });
  const rowOf = (question: string, answerable: boolean): Row => {
    const retrieval: Retrieval = index.search(question, { limit: RETRIEVAL_LIMIT });
    const anchor = anchorSection(retrieval);
    const term = retrieval.focus ? termOf(retrieval.focus.word) : null;
    return {
      answerable,
      answered: isAnswerable(question, retrieval),
      coverage: anchor?.coverage ?? 0,
      offPage: retrieval.focus?.known === true && term !== null && anchor !== undefined &&
        !pageTerms.get(anchor.document.path)?.has(term),
    };
  };
  const rowsOf = (questions: readonly LabelledQuestion[]): Row[] =>
    oneEntryPerQuestion(questions as LabelledQuestion[]).map(({ question, expected }) =>
      rowOf(question, expected.length > 0)
    );
  const splits: [string, Row[]][] = [
    ["dev", rowsOf(DEV_SPLIT)],
    ["fresh 01", rowsOf([...FRESH_QUESTIONS, ...FRESH_FACT_QUESTIONS])],
    ["validation", rowsOf([...VALIDATION_QUESTIONS, ...VALIDATION_FACTS])],
    ["test", rowsOf([...TEST_QUESTIONS, ...TEST_FACTS])],
  ];
  const fresh = await newestFreshSplit(new URL("./", import.meta.url));
  if (fresh && fresh.name !== "01") splits.push([`fresh ${fresh.name}`, rowsOf(fresh.questions)]);
  const cell = (rows: readonly Row[], threshold: number) => {
    const { off, on } = counts(rows, threshold);
    const offTotal = rows.filter((row) => !row.answerable).length;
    return `off-topic ${off}/${offTotal}, answerable ${on}/${rows.length - offTotal}`;
  };
  console.log(`production's rule: ${MIN_COVERAGE} whatever the page\n`);
  for (const [held, rows] of splits) {
    const training = splits.filter(([name]) => name !== held).flatMap(([, other]) => other);
    const threshold = chooseThreshold(training);
    console.log(
      `held out ${held.padEnd(11)} chosen ${threshold.toFixed(2)}: ${cell(rows, threshold)}` +
        `   (production: ${cell(rows, 0)})`,
    );
  }
  console.log("\nevery threshold on every split (off-topic declined · answerable declined)");
  for (const threshold of CANDIDATES) {
    console.log(`  ${threshold.toFixed(2)}  ${
      splits.map(([, rows]) => {
        const { off, on } = counts(rows, threshold);
        return `${off}·${on}`;
      }).join("   ")
    }`);
  }
}

if (import.meta.main) await main();
