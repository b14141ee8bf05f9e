import { createSearchService } from "../../server/search/service.ts";
import { loadQuestionSet } from "./question_sets.ts";
import { statesFact } from "./evaluate.ts";
const service = createSearchService({ origin: "http://x" });
const split = Deno.args[0] ?? "dev";
const only = Deno.args[1] ?? "all";
for (const q of loadQuestionSet(split)) {
  const r = service.index.search(q.question, { limit: 12 });
  const o = await service.answer(q.question);
  const pages: string[] = [];
  for (const x of r.results) if (!pages.includes(x.document.path)) pages.push(x.document.path);
  const rank = pages.findIndex((p) => q.expected.includes(p)) + 1;
  const answered = o.kind === "answer";
  let mark = q.expected.length === 0 ? (answered ? "FAIL" : "ok") : !answered ? "DECL" : rank === 1 ? "ok" : rank > 0 && rank <= 3 ? `@${rank}` : "MISS";
  const fact = q.facts ? (answered && statesFact(o.response.content, q.facts) ? " fact:ok" : " fact:MISS") : "";
  if (only === "bad" && mark === "ok" && !fact.includes("MISS")) continue;
  console.log(`${mark}${fact} ${q.question}  [${q.expected.join(",")}] terms=${r.terms.join(" ")}`);
  console.log(`   ${r.results.slice(0, 4).map((x) => `${x.document.id}:${x.coverage.toFixed(2)}:${x.score.toFixed(1)}`).join("  ")}`);
  if (q.facts && fact.includes("MISS")) console.log(`   facts=${q.facts.join("|")} :: ${o.response.content.slice(0, 200)}`);
}
