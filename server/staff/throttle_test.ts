import assert from "node:assert/strict";
import { openTestDb, testClock } from "../../tests/api/staff_fixtures.ts";
import { createLoginThrottle, THROTTLE_RULES } from "./throttle.ts";

Deno.test("throttle: 5 free failures, then delays that double up to the cap", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({ ...testDb, now: clock.now });
  const keys = { email: "Someone@Example.com", ip: "203.0.113.7" };
  try {
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i++) {
      assert.equal(await throttle.waitMs(keys), 0, `attempt ${i + 1} is free`);
      await throttle.recordFailure(keys);
    }
    assert.equal(await throttle.waitMs(keys), 1000);
    assert.equal(await throttle.waitMs({ ...keys, email: "someone@example.com" }), 1000);
    clock.advance(1000);
    assert.equal(await throttle.waitMs(keys), 0);
    await throttle.recordFailure(keys);
    assert.equal(await throttle.waitMs(keys), 2000);
    for (let i = 0; i < 10; i++) await throttle.recordFailure(keys);
    assert.equal(await throttle.waitMs(keys), THROTTLE_RULES.maxDelayMs);
    await throttle.reset("someone@example.com");
    assert.equal(await throttle.waitMs(keys), 0, "a sign-in clears the address's failures");
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle: at most 100 failures an hour per address, 50 per client address", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({
    ...testDb,
    now: clock.now,
    rules: { baseDelayMs: 0, maxDelayMs: 0 },
  });
  try {
    for (let i = 0; i < 100; i++) {
      await throttle.recordFailure({ email: "target@example.com", ip: `198.51.100.${i}` });
      clock.advance(1000);
    }
    const wait = await throttle.waitMs({ email: "target@example.com", ip: "192.0.2.1" });
    assert.equal(wait, 60 * 60_000 - 100 * 1000, "blocked until the oldest failure is an hour old");
    clock.advance(wait);
    assert.equal(await throttle.waitMs({ email: "target@example.com", ip: "192.0.2.1" }), 0);

    for (let i = 0; i < 50; i++) {
      await throttle.recordFailure({ email: `user${i}@example.com`, ip: "192.0.2.99" });
    }
    assert.ok(await throttle.waitMs({ email: "fresh@example.com", ip: "192.0.2.99" }) > 0);
    assert.equal(await throttle.waitMs({ email: "fresh@example.com", ip: "192.0.2.100" }), 0);
  } finally {
    await testDb.close();
  }
});
