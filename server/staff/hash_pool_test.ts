import assert from "node:assert/strict";
import { createHashPool, HashPoolFullError } from "./hash_pool.ts";

Deno.test("hash pool: runs `concurrency` checks at once, queues `queue` more, refuses the rest at once", async () => {
  const pool = createHashPool({ concurrency: 2, queue: 3 });
  let running = 0;
  let most = 0;
  const release = Promise.withResolvers<void>();
  const task = async () => {
    running++;
    most = Math.max(most, running);
    await release.promise;
    running--;
    return "checked";
  };
  const accepted = Array.from({ length: 5 }, () => pool.run(task));
  assert.equal(pool.full, true);
  const refused = await Promise.allSettled(Array.from({ length: 4 }, () => pool.run(task)));
  for (const outcome of refused) {
    assert.equal(outcome.status, "rejected");
    assert.ok(outcome.status === "rejected" && outcome.reason instanceof HashPoolFullError);
  }
  release.resolve();
  assert.deepEqual(await Promise.all(accepted), Array(5).fill("checked"));
  assert.equal(most, 2, "never more than `concurrency` at once");
  assert.equal(pool.full, false, "room again once the checks finished");
});

Deno.test("hash pool: at most `perSecond` checks start in a second; the next wait for the next second", async () => {
  const pool = createHashPool({ concurrency: 4, queue: 4, perSecond: 2 });
  let started = 0;
  const runs = Array.from({ length: 3 }, () =>
    pool.run(() => {
      started++;
      return Promise.resolve();
    }));
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.equal(started, 2, "two start at once, the third waits");
  await Promise.all(runs);
  assert.equal(started, 3, "the third starts in the next second");
});
