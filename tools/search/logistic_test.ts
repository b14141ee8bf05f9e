import assert from "node:assert/strict";
import { fitLogistic, logLoss, predict, stratifiedFolds } from "./logistic.ts";

Deno.test("fitLogistic learns which way a feature points, and a penalty shrinks the weights", () => {
  // Label 1 above 0.5 on the first feature, with two crossings; the second feature is noise.
  const rows = Array.from({ length: 40 }, (_, i) => [i / 40, (i * 7) % 5]);
  const labels = rows.map(([x], i) => (x! > 0.5) !== (i === 22 || i === 18) ? 1 : 0);
  const loose = fitLogistic(rows, labels, 0.01);
  const tight = fitLogistic(rows, labels, 100);
  assert.ok(predict(loose, [0.9, 2]) > 0.9);
  assert.ok(predict(loose, [0.1, 2]) < 0.1);
  assert.ok(Math.abs(tight.weights[0]!) < Math.abs(loose.weights[0]!));
  const p = rows.map((row) => predict(loose, row));
  assert.ok(logLoss(p, labels) < logLoss(rows.map(() => 0.5), labels));
});

Deno.test("stratifiedFolds deals each class out evenly and repeatably", () => {
  const labels = [...Array(20).fill(1), ...Array(10).fill(0)];
  const folds = stratifiedFolds(labels, 5, 7);
  assert.deepEqual(folds, stratifiedFolds(labels, 5, 7));
  for (let fold = 0; fold < 5; fold++) {
    assert.equal(labels.filter((l, i) => l === 1 && folds[i] === fold).length, 4);
    assert.equal(labels.filter((l, i) => l === 0 && folds[i] === fold).length, 2);
  }
});
