import assert from "node:assert/strict";
import { mostDeclinedWithin, rocAuc } from "./decline_measures.ts";

Deno.test("rocAuc: 1 when every answerable question scores above every off-topic one", () => {
  assert.equal(rocAuc([0.9, 0.8], [0.1, 0.2]), 1);
  assert.equal(rocAuc([0.1, 0.2], [0.9, 0.8]), 0);
  assert.equal(rocAuc([0.5], [0.5]), 0.5);
  assert.equal(rocAuc([0.9, 0.3], [0.5, 0.1]), 0.75);
});

Deno.test("mostDeclinedWithin declines the most off-topic questions the budget allows", () => {
  const answerable = [0.2, 0.6, 0.7, 0.8, 0.9];
  const offTopic = [0.1, 0.3, 0.4, 0.65];
  // No answerable question may be declined: only the 0.1 falls below 0.2.
  assert.equal(mostDeclinedWithin(answerable, offTopic, 0).declined, 1);
  // One of five may be: a threshold of 0.6 declines 0.1, 0.3 and 0.4 (and the answerable 0.2).
  assert.deepEqual(mostDeclinedWithin(answerable, offTopic, 0.2), { declined: 3, threshold: 0.6 });
});
