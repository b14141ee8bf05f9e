import assert from "node:assert/strict";
import { spreadOut } from "./test_bundles.ts";

Deno.test("spreadOut keeps every entry once and spreads the waiting ones among the busy ones", () => {
  const busy = Array.from({ length: 9 }, (_, i) => `e2e/${i}`);
  const waiting = ["ops/a", "ops/b", "ops/c"];
  const order = spreadOut(busy, waiting);
  assert.deepEqual([...order].sort(), [...busy, ...waiting].sort());
  const waits = (entry: string) => entry.startsWith("ops/");
  // Each in its own order, one waiting entry after every three busy ones, none left to the end.
  assert.deepEqual(order.filter(waits), waiting);
  assert.deepEqual(order.filter((entry) => !waits(entry)), busy);
  assert.deepEqual(order.map((entry) => waits(entry) ? "w" : "b").join(""), "bbbwbbbwbbbw");
  // More waiting than busy: several after each busy entry.
  assert.equal(
    spreadOut(["b1", "b2"], ["w1", "w2", "w3", "w4", "w5"]).join(" "),
    "b1 w1 w2 b2 w3 w4 w5",
  );
});

Deno.test("spreadOut with only one kind of entry keeps them as they were", () => {
  assert.deepEqual(spreadOut(["e2e/a", "e2e/b"], []), ["e2e/a", "e2e/b"]);
  assert.deepEqual(spreadOut([], ["ops/a", "ops/b"]), ["ops/a", "ops/b"]);
  assert.deepEqual(spreadOut([], []), []);
});
