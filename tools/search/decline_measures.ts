/**
 * How the decline lab (`decline_lab.ts`, `deno task search:decline-lab`) scores a signal or a
 * model's decisions: ROC AUC, the most off-topic questions a threshold declines within the decline
 * budget, and the printed decision counts with 95% Wilson intervals
 * (tools/search/lab_notes.md, tenth round).
 */
import type { Row } from "./decline_signals.ts";
import { wilsonInterval } from "./evaluate.ts";

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

/** "k/n (low–high)" with the 95% Wilson interval. */
function count(k: number, n: number): string {
  const [low, high] = wilsonInterval(k, n);
  return `${k}/${n} (${low.toFixed(2)}–${high.toFixed(2)})`;
}

/**
 * "off-topic declined k/n (low–high), answerable declined k/n (low–high)" of `rows` when
 * `answers` says which are answered.
 */
export function decisions(rows: readonly Row[], answers: (row: Row) => boolean): string {
  const off = rows.filter((row) => !row.answerable);
  const on = rows.filter((row) => row.answerable);
  return `off-topic declined ${count(off.filter((row) => !answers(row)).length, off.length)}, ` +
    `answerable declined ${count(on.filter((row) => !answers(row)).length, on.length)}`;
}

/**
 * Operating points of `score`: for each number of answerable dev questions declined, the
 * threshold set on dev and the decisions it makes on every split ("off-topic / answerable declined").
 */
export function curve(splits: readonly [string, Row[]][], score: (row: Row) => number): void {
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
export function ceilingLine(rows: readonly Row[], score: (row: Row) => number): string {
  const on = rows.filter((row) => row.answerable);
  const off = rows.filter((row) => !row.answerable);
  const ceiling = mostDeclinedWithin(on.map(score), off.map(score), DECLINE_BUDGET);
  return `ceiling on validation (threshold chosen there, ≤ ${
    Math.floor(DECLINE_BUDGET * on.length + 1e-9)
  } answerable declined): ${count(ceiling.declined, off.length)} off-topic declined`;
}
