/**
 * `deno task search:eval`: runs the dev, validation and test splits of the visitor evaluation (and
 * the older hand-made set, which earlier tuning used) through the offline search service and
 * prints hit@1, hit@3, MRR, citation precision, no-answer accuracy and fact recall side by side.
 * Tune on dev; the validation split (written later, independently) checks whether a change tuned
 * on dev generalises before it ships; the test split gives the figures the targets are read on.
 *
 * `--verbose` lists every DEV question with the pages retrieved, the pages cited and the answer;
 * the validation and test splits' questions are never listed, so nobody tunes against them. `--dev`
 * leaves both out altogether. Exits with status 1 when the test split misses a target.
 */
import { createSearchService } from "../../server/search/service.ts";
import { DEV_SPLIT } from "./dev_split.ts";
import { EVAL_SET } from "./eval_questions_own.ts";
import { TEST_FACTS, TEST_QUESTIONS } from "./eval_questions_test.ts";
import { VALIDATION_FACTS, VALIDATION_QUESTIONS } from "./eval_questions_validation.ts";
import {
  bootstrapIntervals,
  EVAL_TARGETS,
  type EvalMetrics,
  evaluate,
  missedTargets,
} from "./evaluate.ts";

const verbose = Deno.args.includes("--verbose");
/** `--dev`: the dev split alone, for tuning sessions that should not see test figures each run. */
const devOnly = Deno.args.includes("--dev");
const service = createSearchService({ origin: "http://localhost:8000", llm: null });

const dev = await evaluate(service, DEV_SPLIT);
const validation = devOnly
  ? undefined
  : await evaluate(service, [...VALIDATION_QUESTIONS, ...VALIDATION_FACTS]);
const test = devOnly ? undefined : await evaluate(service, [...TEST_QUESTIONS, ...TEST_FACTS]);
const own = await evaluate(service, EVAL_SET);

if (verbose) {
  for (const row of dev.rows) {
    const mark = row.expected.length === 0
      ? (row.answered ? "FAIL" : "ok  ")
      : (row.rank === 1 ? "ok  " : row.rank ? `@${row.rank}  ` : "MISS");
    const fact = row.factFound === undefined ? "" : row.factFound ? " fact:ok" : " fact:MISS";
    console.log(`${mark}${fact} ${row.question}`);
    if (row.answered) {
      console.log(
        `       pages: ${row.pages.slice(0, 3).join(", ")}  cited: ${row.cited.join(", ")}`,
      );
      console.log(`       ${row.content.slice(0, 240)}`);
    }
  }
  console.log("");
}

const columns: [string, EvalMetrics][] = [
  ["dev", dev.metrics],
  ...(validation ? [["validation", validation.metrics] as [string, EvalMetrics]] : []),
  ...(test ? [["test", test.metrics] as [string, EvalMetrics]] : []),
  ["own (tuned)", own.metrics],
];
const rows: [string, keyof EvalMetrics, number | undefined][] = [
  ["hit@1", "hitAt1", undefined],
  ["hit@3", "hitAt3", EVAL_TARGETS.hitAt3],
  ["MRR", "mrr", EVAL_TARGETS.mrr],
  ["citation precision", "citationPrecision", undefined],
  ["no-answer accuracy", "noAnswerAccuracy", EVAL_TARGETS.noAnswerAccuracy],
  ["fact recall", "factRecall", EVAL_TARGETS.factRecall],
];
const cell = (value: number) => (Number.isNaN(value) ? "-" : value.toFixed(3)).padStart(12);
console.log(`${"".padEnd(20)}${columns.map(([name]) => name.padStart(12)).join("")}   test target`);
console.log(
  `${"questions".padEnd(20)}${
    columns.map(([, m]) => `${m.questions} (${m.unanswerable}/${m.facts})`.padStart(12)).join("")
  }   (unanswerable/fact)`,
);
for (const [label, key, target] of rows) {
  console.log(
    `${label.padEnd(20)}${columns.map(([, m]) => cell(m[key])).join("")}   ${
      target === undefined ? "" : `≥ ${target}`
    }`,
  );
}

if (!test || !validation) Deno.exit(0);
// How far a target is from the figure, against how far chance alone moves it on so few questions.
console.log("\n95% bootstrap intervals (2,000 resamples of the questions):");
const intervals = [bootstrapIntervals(validation.rows), bootstrapIntervals(test.rows)];
for (const [label, key] of rows) {
  if (!(key in EVAL_TARGETS)) continue;
  const target = key as keyof typeof EVAL_TARGETS;
  const [v, t] = intervals.map((interval) => interval[target].map((x) => x.toFixed(3)).join("–"));
  console.log(`${label.padEnd(20)}validation ${v}   test ${t}   target ≥ ${EVAL_TARGETS[target]}`);
}

const missed = missedTargets(test.metrics);
if (missed.length > 0) {
  console.log(`\nTest split misses:\n  ${missed.join("\n  ")}`);
  Deno.exit(1);
}
console.log("\nAll test-split targets met.");
