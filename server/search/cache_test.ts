import assert from "node:assert/strict";
import { createLruCache } from "./lru.ts";
import { createWindowStore } from "./rate_store.ts";

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

Deno.test("createWindowStore allows the limit per window, per address, then resets", () => {
  let time = 0;
  const store = createWindowStore({ limit: 2, windowMs: 1000 }, () => time);
  assert.equal(store.allow("1.2.3.4"), true);
  assert.equal(store.allow("1.2.3.4"), true);
  assert.equal(store.allow("1.2.3.4"), false);
  assert.equal(store.allow("5.6.7.8"), true);
  time = 1000;
  assert.equal(store.allow("1.2.3.4"), true);
});
