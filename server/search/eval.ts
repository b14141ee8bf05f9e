/**
 * `deno task search:eval`: runs the labelled evaluation set through the offline search service and
 * prints hit@1, hit@3, MRR, citation precision and no-answer accuracy against issue 4's targets.
 * `--verbose` also lists every question with the pages retrieved and cited. Exits with status 1
 * when a target is missed, so CI can run it.
 */
import { EVAL_SET } from "./eval_set.ts";
import { EVAL_TARGETS, evaluate, missedTargets } from "./evaluate.ts";
import { createSearchService } from "./service.ts";

const verbose = Deno.args.includes("--verbose");
const service = createSearchService({ origin: "http://localhost:8000", llm: null });
const { metrics, rows } = await evaluate(service, EVAL_SET);

if (verbose) {
  for (const row of rows) {
    const mark = row.kind === "out-of-scope"
      ? (row.answered ? "FAIL" : "ok  ")
      : (row.rank === 1 ? "ok  " : row.rank ? `@${row.rank}  ` : "MISS");
    console.log(`${mark} [${row.kind}] ${row.question}`);
    if (row.answered) {
      console.log(
        `       pages: ${row.pages.slice(0, 3).join(", ")}  cited: ${row.cited.join(", ")}`,
      );
    }
  }
  console.log("");
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log(
  `Questions: ${metrics.questions} (${metrics.inScope} in scope, ${metrics.outOfScope} out of scope)`,
);
console.log(`hit@1               ${metrics.hitAt1.toFixed(3)}`);
console.log(`hit@3               ${metrics.hitAt3.toFixed(3)}   target ≥ ${EVAL_TARGETS.hitAt3}`);
console.log(`MRR                 ${metrics.mrr.toFixed(3)}   target ≥ ${EVAL_TARGETS.mrr}`);
console.log(
  `citation precision  ${
    metrics.citationPrecision.toFixed(3)
  }   target ≥ ${EVAL_TARGETS.citationPrecision}`,
);
console.log(
  `no-answer accuracy  ${
    metrics.noAnswerAccuracy.toFixed(3)
  }   target ≥ ${EVAL_TARGETS.noAnswerAccuracy}` +
    ` (declined ${percent(metrics.declinedOutOfScope)} of out-of-scope,` +
    ` ${percent(metrics.declinedInScope)} of in-scope)`,
);
console.log(`chips hit@1         ${metrics.chipsHitAt1 ? "yes" : "no"}`);

const missed = missedTargets(metrics);
if (missed.length > 0) {
  console.log(`\nTargets missed:\n  ${missed.join("\n  ")}`);
  Deno.exit(1);
}
console.log("\nAll targets met.");
