/** The per-address event limit (issue 6: "rate limits per IP"). */
import assert from "node:assert/strict";
import { createRateLimiter } from "./rate_limit.ts";

Deno.test("the rate limiter allows `limit` requests per window per address, then resets", () => {
  let now = 0;
  const limiter = createRateLimiter({ limit: 3, windowMs: 1000 }, () => now);
  assert.deepEqual([1, 2, 3, 4].map(() => limiter.take("203.0.113.1")), [true, true, true, false]);
  assert.equal(limiter.take("203.0.113.2"), true, "addresses are counted apart");
  now = 999;
  assert.equal(limiter.take("203.0.113.1"), false, "still the same window");
  now = 1000;
  assert.equal(limiter.take("203.0.113.1"), true, "a new window");
});

Deno.test("the rate limiter forgets expired addresses once many are tracked", () => {
  let now = 0;
  const limiter = createRateLimiter({ limit: 1, windowMs: 10 }, () => now);
  for (let i = 0; i < 10_000; i++) limiter.take(`10.0.${i >> 8}.${i & 255}`);
  now = 20;
  assert.equal(limiter.take("10.9.9.9"), true);
  assert.equal(limiter.take("10.0.0.0"), true, "an expired window starts again");
});
