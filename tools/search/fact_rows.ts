/**
 * `deno run -A tools/search/fact_rows.ts [split]`: every fact question of a split (`dev`, `fresh`,
 * `validation`, `test`) with its answer, whether the fact is in the first sentence and anywhere in
 * the answer: the reading list for tuning the answers' lead sentence.
 */
import { createSearchService } from "../../server/search/service.ts";
import { evaluate } from "./evaluate.ts";
import { loadQuestionSet, newestFreshSplit } from "./question_sets.ts";

const which = Deno.args[0] ?? "fresh";
const service = createSearchService({ origin: "http://localhost:8000", llm: null });
const questions = ["dev", "validation", "test"].includes(which)
  ? loadQuestionSet(which)
  : newestFreshSplit()!.questions;
const { rows } = await evaluate(service, questions);
const facts = new Map(questions.map((q) => [q.question, q.facts]));
for (const row of rows) {
  if (row.factFound === undefined) continue;
  const mark = row.factFound ? "ok  " : row.factInAnswer ? "LATE" : row.answered ? "MISS" : "DECL";
  console.log(`${mark} ${row.question}\n     facts: ${facts.get(row.question)?.join(" | ")}`);
  console.log(`     cited: ${row.cited.join(", ")}  expected: ${row.expected.join(", ")}`);
  console.log(`     ${row.content}\n`);
}
