import assert from "node:assert/strict";
import { openTestDb, testClock } from "../../tests/api/staff_fixtures.ts";
import { createRateLimitStore, type RateRule } from "./store.ts";

const RULE: RateRule = { name: "contact", limit: 3, windowMs: 10 * 60_000 };

/**
 * What these tests count is the table: a count that waited past the store's 200 ms budget would
 * be kept in memory instead (its own behaviour), which a loaded machine can cause at any time.
 */
const UNHURRIED = { budgetMs: 60_000 };

async function rows(db: { execute(sql: string): Promise<{ rows: Record<string, unknown>[] }> }) {
  const result = await db.execute("SELECT bucket FROM rate_limits ORDER BY window_start");
  return result.rows.map((row) => String(row.bucket));
}

Deno.test("rate limits at the row cap: 200 new clients leave at most the cap, the oldest windows go first", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const store = createRateLimitStore({
    writer: testDb.writer,
    now: clock.now,
    maxRows: 64,
    ...UNHURRIED,
  });
  try {
    // A client over its limit, then a flood of new addresses.
    for (let i = 0; i < 4; i++) await store.take(RULE, "192.0.2.1");
    assert.equal((await store.take(RULE, "192.0.2.1")).allowed, false);
    for (let i = 0; i < 200; i++) {
      clock.advance(1);
      await store.take(RULE, `198.51.${i >> 8}.${i & 255}`);
      if (i % 50 === 0) {
        await testDb.writer.drain();
        assert.ok((await rows(testDb.db)).length <= 64, `rows after ${i + 1} new clients`);
      }
    }
    await testDb.writer.drain();
    const kept = await rows(testDb.db);
    assert.equal(kept.length, 64);
    assert.equal(kept.at(-1), "contact:198.51.0.199", "the newest window is kept");
    assert.equal(kept[0], "contact:198.51.0.136", "the oldest kept is the 64th newest");
    // The evicted client starts a fresh window: eviction only ever makes a limit more lenient.
    assert.equal((await store.take(RULE, "192.0.2.1")).allowed, true);
  } finally {
    await testDb.close();
  }
});

Deno.test("rate limits below the cap: every window is kept and counted", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const store = createRateLimitStore({
    writer: testDb.writer,
    now: clock.now,
    maxRows: 64,
    ...UNHURRIED,
  });
  try {
    for (let i = 0; i < 60; i++) await store.take(RULE, `203.0.113.${i}`);
    for (let i = 0; i < 3; i++) await store.take(RULE, "203.0.113.0");
    await testDb.writer.drain();
    assert.equal((await rows(testDb.db)).length, 60);
    assert.equal((await store.take(RULE, "203.0.113.0")).allowed, false);
  } finally {
    await testDb.close();
  }
});
