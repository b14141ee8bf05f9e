/**
 * L2-regularised logistic regression fitted by Newton's method (iteratively reweighted least
 * squares), and stratified k-fold cross-validation, for the search's answerability model
 * (`deno task search:answerability`). A dozen weights over a few hundred questions: exact Newton
 * steps converge in a handful of iterations with no learning rate to tune. `ml-logistic-regression`
 * was the library candidate, but it fits by plain gradient descent with a fixed step count, has no
 * penalty to choose by cross-validation and gives class labels, not probabilities.
 */

/** A fitted model on standardised features: p = σ(bias + Σ weights[i] · (x[i] − mean[i]) / scale[i]). */
export interface LogisticModel {
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
}

/** Probability of the positive class for one row of raw features. */
export function predict(model: LogisticModel, row: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) {
    z += model.weights[i]! * (row[i]! - model.mean[i]!) / model.scale[i]!;
  }
  return 1 / (1 + Math.exp(-z));
}

/** Solves `a · x = b` by Gaussian elimination with partial pivoting (a is small and dense). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    }
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / m[row]![row]!;
  }
  return x;
}

/**
 * Fits `rows` (raw features) to `labels` (1 or 0), minimising the log-loss plus
 * `lambda` / 2 · ‖weights‖² on standardised features (the bias is not penalised).
 */
export function fitLogistic(
  rows: readonly (readonly number[])[],
  labels: readonly number[],
  lambda: number,
): LogisticModel {
  const d = rows[0]?.length ?? 0;
  const mean = Array.from(
    { length: d },
    (_, j) => rows.reduce((s, r) => s + r[j]!, 0) / rows.length,
  );
  const scale = Array.from({ length: d }, (_, j) => {
    const variance = rows.reduce((s, r) => s + (r[j]! - mean[j]!) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  // Column 0 is the bias.
  const x = rows.map((r) => [1, ...r.map((v, j) => (v - mean[j]!) / scale[j]!)]);
  let w = new Array<number>(d + 1).fill(0);
  for (let iteration = 0; iteration < 50; iteration++) {
    const gradient = w.map((wj, j) => (j === 0 ? 0 : lambda * wj));
    const hessian = w.map((_, j) => w.map((__, k) => (j === k && j > 0 ? lambda : 0)));
    x.forEach((xi, i) => {
      const p = 1 / (1 + Math.exp(-xi.reduce((s, v, j) => s + v * w[j]!, 0)));
      const s = Math.max(p * (1 - p), 1e-9);
      for (let j = 0; j <= d; j++) {
        gradient[j]! += (p - labels[i]!) * xi[j]!;
        for (let k = 0; k <= d; k++) hessian[j]![k]! += s * xi[j]! * xi[k]!;
      }
    });
    const step = solve(hessian, gradient);
    w = w.map((wj, j) => wj - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { mean, scale, weights: w.slice(1), bias: w[0]! };
}

/**
 * Fold number (0 to k − 1) of each item for stratified k-fold cross-validation: each class is
 * shuffled with `seed` (a deterministic generator) and dealt out in turn.
 */
export function stratifiedFolds(labels: readonly number[], k: number, seed: number): number[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: reproducible folds without a dependency.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
  const folds = new Array<number>(labels.length).fill(0);
  for (const label of new Set(labels)) {
    const members = labels.flatMap((l, i) => (l === label ? [i] : []));
    for (let i = members.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [members[i], members[j]] = [members[j]!, members[i]!];
    }
    members.forEach((member, i) => (folds[member] = i % k));
  }
  return folds;
}

/** Mean log-loss of probabilities `p` against `labels`. */
export function logLoss(p: readonly number[], labels: readonly number[]): number {
  const clipped = (v: number) => Math.min(1 - 1e-12, Math.max(1e-12, v));
  return -p.reduce(
    (s, v, i) => s + (labels[i] ? Math.log(clipped(v)) : Math.log(1 - clipped(v))),
    0,
  ) / p.length;
}
