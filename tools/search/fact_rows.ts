/**
 * `deno run -A tools/search/fact_rows.ts [split]`: every fact question of a split (`dev`, `fresh`,
 * `validation`, `test`) with its answer, whether the fact is in the first sentence and anywhere in
 * the answer: the reading list for tuning the answers' lead sentence.
 */
import { createSearchService } from "../../server/search/service.ts";
import { DEV_SPLIT } from "./dev_split.ts";
import { TEST_FACTS, TEST_QUESTIONS } from "./eval_questions_test.ts";
import { VALIDATION_FACTS, VALIDATION_QUESTIONS } from "./eval_questions_validation.ts";
import { newestFreshSplit } from "./fresh_split.ts";
import { evaluate } from "./evaluate.ts";

const which = Deno.args[0] ?? "fresh";
const service = createSearchService({ origin: "http://localhost:8000", llm: null });
const questions = which === "dev"
  ? DEV_SPLIT
  : which === "validation"
  ? [...VALIDATION_QUESTIONS, ...VALIDATION_FACTS]
  : which === "test"
  ? [...TEST_QUESTIONS, ...TEST_FACTS]
  : (await newestFreshSplit(new URL("./", import.meta.url)))!.questions;
const { rows } = await evaluate(service, questions);
const facts = new Map(
  questions.map((q) => [q.question, (q as { facts?: readonly string[] }).facts]),
);
for (const row of rows) {
  if (row.factFound === undefined) continue;
  const mark = row.factFound ? "ok  " : row.factInAnswer ? "LATE" : row.answered ? "MISS" : "DECL";
  console.log(`${mark} ${row.question}\n     facts: ${facts.get(row.question)?.join(" | ")}`);
  console.log(`     cited: ${row.cited.join(", ")}  expected: ${row.expected.join(", ")}`);
  console.log(`     ${row.content}\n`);
}
