/**
 * `deno task search:eval`: runs the dev, validation and test splits of the visitor evaluation and
 * the newest fresh split (`questions/fresh_*.json`, when there is one; `question_sets.ts`) through
 * the offline search service, and ranks the same questions with MiniSearch BM25+ peers over the
 * same sections, with English stop words dropped and plain (`peer.ts`). For each split it prints, for the site and the peer: hit@1, hit@3
 * and MRR, off-topic questions declined, answerable questions wrongly declined, the asked fact
 * anywhere in the answer and in its first sentence (fact recall, the figure the target is checked
 * on), each with its 95% interval (Wilson for counts, a percentile bootstrap for MRR).
 *
 * Every split tuned on counts as dev (docs/decisions/0042-search-on-minisearch.md): dev, validation and
 * test have all been read while tuning, so only the fresh split measures what generalises. Its
 * targets are checked and the exit status is 1 when it misses one.
 *
 * `--verbose` lists every DEV question with the pages retrieved, the pages cited and the answer.
 * `--dev` runs the dev split alone. `--all` runs the older fresh splits too (development data now,
 * printed without the targets), for a round's before and after on every split.
 *
 * `--llm` measures the site with the hosted model the SEARCH_LLM_* variables configure
 * (`server/search/llm_config.ts`; it needs the network and an API key, and makes a call for each
 * question some section covers at least 0.15 of): the model writes the answers and decides which questions
 * to decline (ADR 0042). It prints how many answers the model wrote, how many it declined and how
 * often the extractive answer stood in (the model failed, or its answer was not grounded in the
 * passages). Without a configured model it stops with exit status 2.
 */
import { log as jsonLog, type LogLevel } from "../../server/log.ts";
import { loadSearchLlmConfig } from "../../server/search/llm_config.ts";
import { createSearchService } from "../../server/search/service.ts";
import {
  bootstrapIntervals,
  type EvalMetrics,
  type EvalRow,
  evaluate,
  evaluatePeer,
  missedTargets,
  wilsonInterval,
} from "./evaluate.ts";
import { createPeerSearch } from "./peer.ts";
import {
  freshSplits,
  type LabelledQuestion,
  loadQuestionSet,
  QUESTION_STYLES,
} from "./question_sets.ts";

const verbose = Deno.args.includes("--verbose");
const devOnly = Deno.args.includes("--dev");
const llm = Deno.args.includes("--llm") ? loadSearchLlmConfig(Deno.env.toObject()) : null;
if (Deno.args.includes("--llm") && !llm) {
  console.error("--llm needs a hosted model: set SEARCH_LLM_PROVIDER and SEARCH_LLM_API_KEY");
  Deno.exit(2);
}
/** The model's outcomes: answers it wrote, questions it declined, extractive stand-ins. */
const modelTally = { wrote: 0, declined: 0, fellBack: 0 };
const baseService = createSearchService({
  origin: "http://localhost:8000",
  llm,
  // Every model fallback is logged once as a warning (`service.ts`): counted, not printed. Any
  // other line (a bug answered as a decline) is printed as the site would log it.
  log: (level: LogLevel, msg: string, fields?: Record<string, unknown>) => {
    if (llm && level === "warn") modelTally.fellBack++;
    else jsonLog(level, msg, fields);
  },
  // With a model, no answer is cached: a question repeated across splits is put to the model
  // again and counted again.
  ...(llm ? { cache: { maxEntries: 0, ttlMs: 0 } } : {}),
});
const service: typeof baseService = llm
  ? {
    ...baseService,
    get index() {
      return baseService.index;
    },
    async answer(query) {
      const outcome = await baseService.answer(query);
      if (outcome.via === "llm") modelTally[outcome.kind === "answer" ? "wrote" : "declined"]++;
      return outcome;
    },
  }
  : baseService;
const peer = createPeerSearch(service.index.documents, { stopWords: true });
const plainPeer = createPeerSearch(service.index.documents);
/** A long question (a chatty one): at least this many words. */
const LONG_QUESTION_WORDS = 15;

const splits: [string, readonly LabelledQuestion[]][] = [["dev", loadQuestionSet("dev")]];
if (!devOnly) {
  splits.push(["validation", loadQuestionSet("validation")]);
  splits.push(["test", loadQuestionSet("test")]);
}
// `--all`: every fresh split, the older ones (development data now) before the newest.
const fresh = devOnly ? [] : freshSplits(undefined, Deno.args.includes("--all") ? Infinity : 1);
for (const split of fresh) splits.push([`fresh (${split.name})`, split.questions]);

const interval = ([low, high]: [number, number]) =>
  Number.isNaN(low) ? "" : `${low.toFixed(2)}–${high.toFixed(2)}`;
const figure = (value: number) => Number.isNaN(value) ? "-" : value.toFixed(3);
/** "k/n share low–high" with the Wilson interval. */
function count(k: number, n: number): string {
  if (n === 0) return "-";
  return `${k}/${n} ${figure(k / n)} ${interval(wilsonInterval(k, n))}`;
}

/** The lines of one split's table: the site and the peers side by side. */
function table(
  site: { metrics: EvalMetrics; rows: EvalRow[] },
  other: { metrics: EvalMetrics; rows: EvalRow[] },
  plain: { metrics: EvalMetrics; rows: EvalRow[] },
): string[] {
  const m = site.metrics;
  const answerable = m.answerable;
  const hits = (metrics: EvalMetrics, at: "hitAt1" | "hitAt3" = "hitAt3") =>
    Math.round(metrics[at] * answerable);
  const mrr = (metrics: EvalMetrics, rows: EvalRow[]) =>
    `${figure(metrics.mrr)} ${interval(bootstrapIntervals(rows).mrr)}`;
  // Long questions answerable: hit@3 of each.
  const long = (rows: EvalRow[]) => {
    const asked = rows.filter((row) =>
      row.expected.length > 0 && row.question.split(/\s+/).length >= LONG_QUESTION_WORDS
    );
    return count(asked.filter((row) => row.rank !== null && row.rank <= 3).length, asked.length);
  };
  return [
    ["", llm ? `site + ${llm.provider} ${llm.model}` : "site", "peer (MiniSearch, stop words)"],
    [
      "hit@1",
      count(hits(m, "hitAt1"), answerable),
      count(hits(other.metrics, "hitAt1"), answerable),
    ],
    ["hit@3", count(hits(m), answerable), count(hits(other.metrics), answerable)],
    [
      "plain MiniSearch",
      "",
      `hit@1 ${figure(plain.metrics.hitAt1)} hit@3 ${figure(plain.metrics.hitAt3)}`,
    ],
    [`hit@3 ≥${LONG_QUESTION_WORDS} words`, long(site.rows), long(other.rows)],
    ["MRR", mrr(m, site.rows), mrr(other.metrics, other.rows)],
    ["off-topic declined", count(m.offTopicDeclined, m.unanswerable), "never declines"],
    ["answerable declined", count(m.wronglyDeclined, answerable), "never declines"],
    ["fact in the answer", count(m.factsInAnswer, m.facts), "writes no answer"],
    ["fact in 1st sentence", count(m.factsStated, m.facts), "writes no answer"],
  ].map(([label, a, b]) => `  ${label!.padEnd(22)}${a!.padEnd(30)}${b}`);
}

let exitCode = 0;
for (const [name, questions] of splits) {
  const site = await evaluate(service, questions);
  const other = evaluatePeer(peer, questions);
  const plain = evaluatePeer(plainPeer, questions);
  const m = site.metrics;
  console.log(
    `${name}: ${m.questions} questions (${m.answerable} answerable, ${m.unanswerable} off-topic, ` +
      `${m.facts} with a fact)`,
  );
  console.log(table(site, other, plain).join("\n"));
  console.log(styleLines(questions, site.rows, other.rows).join("\n"));
  if (llm) {
    console.log(
      `  the model wrote ${modelTally.wrote} answers and declined ${modelTally.declined}; ` +
        `the extractive answer stood in ${modelTally.fellBack} times`,
    );
    Object.assign(modelTally, { wrote: 0, declined: 0, fellBack: 0 });
  }
  // The targets are the newest fresh split's; the older ones are development data.
  if (name === `fresh (${fresh.at(-1)?.name})`) {
    const missed = missedTargets(m, other.metrics);
    console.log(
      missed.length === 0 ? "  all fresh-split targets met" : `  misses: ${missed.join("; ")}`,
    );
    if (missed.length > 0) exitCode = 1;
  }
  console.log("");
  if (verbose && name === "dev") printRows(site.rows);
}
Deno.exit(exitCode);

/**
 * hit@3 of the site and the peer for each style of answerable question the split labels
 * (`QUESTION_STYLES`); nothing for a split without styles. Rows are in the questions' order.
 */
function styleLines(
  questions: readonly LabelledQuestion[],
  site: readonly EvalRow[],
  other: readonly EvalRow[],
): string[] {
  const lines: string[] = [];
  for (const style of QUESTION_STYLES) {
    const indexes = questions.flatMap((question, index) =>
      question.style === style && question.expected.length > 0 ? [index] : []
    );
    if (indexes.length === 0) continue;
    const hits = (rows: readonly EvalRow[]) =>
      indexes.filter((index) => (rows[index]?.rank ?? Infinity) <= 3).length;
    lines.push(
      `  ${`hit@3, ${style}`.padEnd(22)}${count(hits(site), indexes.length).padEnd(30)}${
        count(hits(other), indexes.length)
      }`,
    );
  }
  return lines;
}

function printRows(rows: readonly EvalRow[]) {
  for (const row of rows) {
    const mark = row.expected.length === 0
      ? (row.answered ? "FAIL" : "ok  ")
      : (row.rank === 1 ? "ok  " : row.rank ? `@${row.rank}  ` : row.answered ? "MISS" : "DECL");
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
