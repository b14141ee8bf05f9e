import assert from "node:assert/strict";
import { createHashPool, HASH_POOL_LIMITS, HashPoolFullError } from "./hash_pool.ts";
import { hashPassword } from "./passwords.ts";

/** A check that waits at `gate`, counting how many wait at once. */
function heldCheck(gate: Promise<void>) {
  const counts = { running: 0, most: 0, stored: [] as (string | undefined)[] };
  const check = async (stored: string | undefined) => {
    counts.running++;
    counts.most = Math.max(counts.most, counts.running);
    counts.stored.push(stored);
    try {
      await gate;
      return stored === "right";
    } finally {
      counts.running--;
    }
  };
  return { counts, check };
}

Deno.test("hash pool: runs `concurrency` checks at once, queues `queue` more, refuses the rest at once", async () => {
  const gate = Promise.withResolvers<void>();
  const { counts, check } = heldCheck(gate.promise);
  const pool = createHashPool({ limits: { concurrency: 2, queue: 3 }, check });
  const accepted = Array.from({ length: 5 }, () => pool.verify("right", "password"));
  assert.equal(pool.full, true);
  const refused = await Promise.allSettled(
    Array.from({ length: 4 }, () => pool.verify("right", "password")),
  );
  for (const outcome of refused) {
    assert.equal(outcome.status, "rejected");
    assert.ok(outcome.status === "rejected" && outcome.reason instanceof HashPoolFullError);
  }
  gate.resolve();
  assert.deepEqual(await Promise.all(accepted), Array(5).fill(true));
  assert.equal(counts.most, 2, "never more than `concurrency` at once");
  assert.equal(pool.full, false, "room again once the checks finished");
});

Deno.test("hash pool as deployed: one thread below the cores, eight waiting, the excess refused before any check ends", async () => {
  assert.equal(HASH_POOL_LIMITS.concurrency, Math.max(1, navigator.hardwareConcurrency - 1));
  assert.equal(HASH_POOL_LIMITS.queue, 8);
  // The production limits, without the checks-per-second cap, which only delays the held checks.
  const { perSecond: _, ...limits } = HASH_POOL_LIMITS;
  const gate = Promise.withResolvers<void>();
  const { counts, check } = heldCheck(gate.promise);
  const pool = createHashPool({ limits, check });
  const room = limits.concurrency + limits.queue;
  const outcomes = Array.from({ length: room + 5 }, () => pool.verify("right", "password"));
  const refused = await Promise.allSettled(outcomes.slice(room));
  assert.ok(
    refused.every((outcome) =>
      outcome.status === "rejected" && outcome.reason instanceof HashPoolFullError
    ),
  );
  assert.equal(counts.most, limits.concurrency, "the excess was refused while checks were held");
  gate.resolve();
  assert.deepEqual(await Promise.all(outcomes.slice(0, room)), Array(room).fill(true));
});

Deno.test("hash pool: at most `perSecond` checks start in a second; the next wait for the next second", async () => {
  let started = 0;
  const pool = createHashPool({
    limits: { concurrency: 4, queue: 4, perSecond: 2 },
    check: () => {
      started++;
      return Promise.resolve(false);
    },
  });
  const runs = Array.from({ length: 3 }, () => pool.verify("stored", "password"));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(started, 2, "two start at once, the third waits");
  await Promise.all(runs);
  assert.equal(started, 3, "the third starts in the next second");
});

Deno.test("hash pool threads: a real account's password checks true, a wrong one or an unknown account false", async () => {
  const stored = await hashPassword("copper kettle harbour lantern");
  const pool = createHashPool({ limits: { concurrency: 2, queue: 4 } });
  pool.start();
  try {
    assert.deepEqual(
      await Promise.all([
        pool.verify(stored, "copper kettle harbour lantern"),
        pool.verify(stored, "copper kettle harbour lanterN"),
        pool.verify(undefined, "copper kettle harbour lantern"),
        pool.verify("not a hash", "copper kettle harbour lantern"),
      ]),
      [true, false, false, false],
    );
  } finally {
    await pool.stop();
  }
});
