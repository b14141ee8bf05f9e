/**
 * Retrieval and answer quality on a labelled question set (issue 4): hit@1, hit@3, mean
 * reciprocal rank, citation precision and no-answer accuracy, measured end to end through the
 * search service (an in-scope question that gets the no-answer reply counts as a miss).
 */
import type { EvalKind, EvalQuestion } from "./eval_set.ts";
import type { SearchService } from "./service.ts";

/** Targets of issue 4; the five chips must also hit at rank 1. */
export const EVAL_TARGETS = {
  hitAt3: 0.9,
  mrr: 0.8,
  citationPrecision: 0.8,
  noAnswerAccuracy: 0.9,
} as const;

/** The outcome for one question. */
export interface EvalRow {
  question: string;
  kind: EvalKind;
  expected: readonly string[];
  /** Whether the service answered (false: the no-answer reply). */
  answered: boolean;
  /** Distinct pages retrieved, best first (empty when not answered). */
  pages: string[];
  /** 1-based rank of the first expected page among `pages`, or null. */
  rank: number | null;
  /** Page paths the answer cites. */
  cited: string[];
}

/** Aggregate metrics, each a share between 0 and 1. */
export interface EvalMetrics {
  questions: number;
  inScope: number;
  outOfScope: number;
  hitAt1: number;
  hitAt3: number;
  mrr: number;
  citationPrecision: number;
  /** Share of all questions where answering or declining was the right call. */
  noAnswerAccuracy: number;
  /** Out-of-scope questions correctly declined. */
  declinedOutOfScope: number;
  /** In-scope questions wrongly declined. */
  declinedInScope: number;
  chipsHitAt1: boolean;
}

function pathOf(url: string): string {
  const { pathname } = new URL(url, "http://site.invalid");
  return pathname;
}

/** Runs every question through `service` and measures the results. */
export async function evaluate(
  service: SearchService,
  questions: readonly EvalQuestion[],
): Promise<{ metrics: EvalMetrics; rows: EvalRow[] }> {
  const rows: EvalRow[] = [];
  for (const item of questions) {
    const outcome = await service.answer(item.question);
    const answered = outcome.kind === "answer";
    const pages: string[] = [];
    if (answered) {
      for (const result of service.index.search(item.question, { limit: 20 }).results) {
        if (!pages.includes(result.document.path)) pages.push(result.document.path);
      }
    }
    const index = pages.findIndex((page) => item.expected.includes(page));
    rows.push({
      question: item.question,
      kind: item.kind,
      expected: item.expected,
      answered,
      pages,
      rank: index === -1 ? null : index + 1,
      cited: (outcome.response.citations ?? []).map(pathOf),
    });
  }
  return { metrics: measure(rows), rows };
}

function share(part: number, whole: number): number {
  return whole === 0 ? 1 : part / whole;
}

/** Aggregates rows into {@linkcode EvalMetrics}. */
export function measure(rows: readonly EvalRow[]): EvalMetrics {
  const inScope = rows.filter((row) => row.kind !== "out-of-scope");
  const outOfScope = rows.filter((row) => row.kind === "out-of-scope");
  const cited = inScope.flatMap((row) => row.cited.map((page) => row.expected.includes(page)));
  const declinedOutOfScope = outOfScope.filter((row) => !row.answered).length;
  const declinedInScope = inScope.filter((row) => !row.answered).length;
  return {
    questions: rows.length,
    inScope: inScope.length,
    outOfScope: outOfScope.length,
    hitAt1: share(inScope.filter((row) => row.rank === 1).length, inScope.length),
    hitAt3: share(
      inScope.filter((row) => row.rank !== null && row.rank <= 3).length,
      inScope.length,
    ),
    mrr: share(
      inScope.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0),
      inScope.length,
    ),
    citationPrecision: share(cited.filter(Boolean).length, cited.length),
    noAnswerAccuracy: share(declinedOutOfScope + inScope.length - declinedInScope, rows.length),
    declinedOutOfScope: share(declinedOutOfScope, outOfScope.length),
    declinedInScope: share(declinedInScope, inScope.length),
    chipsHitAt1: rows.filter((row) => row.kind === "chip").every((row) => row.rank === 1),
  };
}

/** The targets `metrics` misses, as readable lines (empty when all are met). */
export function missedTargets(metrics: EvalMetrics): string[] {
  const missed: string[] = [];
  for (const [name, target] of Object.entries(EVAL_TARGETS)) {
    const value = metrics[name as keyof typeof EVAL_TARGETS];
    if (value < target) missed.push(`${name} ${value.toFixed(3)} is below ${target}`);
  }
  if (!metrics.chipsHitAt1) missed.push("a suggestion chip does not rank an expected page first");
  return missed;
}
