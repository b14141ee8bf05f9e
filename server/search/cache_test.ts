import assert from "node:assert/strict";
import { createLruCache } from "./lru.ts";

Deno.test("createLruCache drops the least recently used entry beyond its size", () => {
  const cache = createLruCache<number>({ maxEntries: 2, ttlMs: 1000 });
  cache.set("a", 1);
  cache.set("b", 2);
  assert.equal(cache.get("a"), 1); // "b" is now the oldest
  cache.set("c", 3);
  assert.equal(cache.get("b"), undefined);
  assert.equal(cache.get("a"), 1);
  assert.equal(cache.size, 2);
});

Deno.test("createLruCache forgets entries older than its age limit", () => {
  let time = 0;
  const cache = createLruCache<string>({ maxEntries: 5, ttlMs: 100, now: () => time });
  cache.set("q", "answer");
  time = 101;
  assert.equal(cache.get("q"), undefined);
});
