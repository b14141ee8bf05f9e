import assert from "node:assert/strict";
import { spreadOut } from "./test_bundles.ts";

const waits = (file: string) => file.startsWith("ops/");

Deno.test("spreadOut keeps every file once and spreads the waiting ones among the others", () => {
  const busy = Array.from({ length: 9 }, (_, i) => `e2e/${i}`);
  const waiting = ["ops/a", "ops/b", "ops/c"];
  const order = spreadOut([...busy, ...waiting], waits);
  assert.deepEqual([...order].sort(), [...busy, ...waiting].sort());
  // Each in its own order, and a waiting file every three busy ones rather than three at the end.
  assert.deepEqual(order.filter(waits), waiting);
  assert.deepEqual(order.filter((file) => !waits(file)), busy);
  assert.deepEqual(order.map((file) => waits(file) ? "w" : "b").join(""), "wbbbwbbbwbbb");
});

Deno.test("spreadOut with only one kind of file keeps them as they were", () => {
  assert.deepEqual(spreadOut(["e2e/a", "e2e/b"], waits), ["e2e/a", "e2e/b"]);
  assert.deepEqual(spreadOut(["ops/a", "ops/b"], waits), ["ops/a", "ops/b"]);
  assert.deepEqual(spreadOut([], waits), []);
});
