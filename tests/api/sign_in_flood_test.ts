/**
 * Sign-in under parallel load through the real app: the throttle decides and counts in one step
 * (server/staff/throttle.ts), and password checks beyond the hash pool are refused, never queued
 * (server/staff/hash_pool.ts; the pool's own limits are tested directly in
 * server/staff/hash_pool_test.ts). The app trusts one proxy so each request names its address.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sameOriginJson } from "./staff_fixtures.ts";
import { THROTTLE_RULES } from "../../server/staff/throttle.ts";
import { createHashPool, HASH_POOL_LIMITS } from "../../server/staff/hash_pool.ts";

async function guess(
  app: { request(path: string, init: RequestInit): Promise<Response> | Response },
  ip: string,
) {
  return await app.request("/api/staff/login", {
    method: "POST",
    headers: { ...sameOriginJson(), "X-Forwarded-For": ip },
    body: JSON.stringify({ email: "alice@example.com", password: `wrong guess from ${ip}` }),
  });
}

Deno.test("60 parallel wrong passwords from one address reach at most the free failures' password checks", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => guess(app.app, "203.0.113.9")),
    );
    const statuses = responses.map((response) => response.status);
    await Promise.all(responses.map((response) => response.body?.cancel()));
    const checked = statuses.filter((status) => status === 401).length;
    assert.ok(checked >= 1, "the first guesses are checked");
    assert.ok(
      checked <= THROTTLE_RULES.freeFailures,
      `${checked} of 60 parallel guesses had their password checked`,
    );
    assert.ok(statuses.every((status) => status === 401 || status === 429), statuses.join(" "));
    const audited = await app.db.execute(
      "SELECT COUNT(*) AS n FROM staff_audit WHERE action = 'sign_in_failed'",
    );
    assert.equal(Number(audited.rows[0]?.n), checked, "each password check is audited once");
  } finally {
    await app.cleanup();
  }
});

Deno.test("64 parallel sign-ins from 64 addresses: checks beyond the hash pool get 503 with Retry-After, never queued", async () => {
  // The pool as deployed (server/staff/hash_pool.ts), its checks held at a gate so that "beyond
  // the pool" does not depend on how fast argon2 is; the checks-per-second cap would only delay
  // the held checks.
  const { perSecond: _, ...limits } = HASH_POOL_LIMITS;
  const gate = Promise.withResolvers<void>();
  const hashPool = createHashPool({ limits, check: () => gate.promise.then(() => false) });
  const app = await createTestApp({
    background: false,
    env: { TRUST_PROXY: "1" },
    overrides: { staff: { hashPool } },
  });
  try {
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const answered: Response[] = [];
    const all = Array.from(
      { length: 64 },
      (_, i) =>
        guess(app.app, `198.51.100.${i + 1}`).then((response) => {
          answered.push(response);
          return response;
        }),
    );
    const room = limits.concurrency + limits.queue;
    // Every attempt beyond the pool is answered while the checks are held (after the refusal
    // floor); the wait is bounded only so that a pool that queues them fails instead of hanging.
    for (let waited = 0; answered.length < 64 - room && waited < 30_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.equal(answered.length, 64 - room, "the overflow is answered, not queued");
    for (const response of answered) {
      assert.equal(response.status, 503);
      assert.equal(response.headers.get("retry-after"), "1");
      assert.deepEqual(await response.json(), {
        error: "Sign-in is busy. Please try again in a moment.",
      });
    }
    gate.resolve();
    const checked = (await Promise.all(all)).filter((response) => response.status !== 503);
    assert.equal(checked.length, room, "the pool's room was checked");
    assert.ok(checked.every((response) => response.status === 401));
    await Promise.all(checked.map((response) => response.body?.cancel()));
    // A refused attempt is not counted against its address: it was never tried.
    const counted = await app.db.execute(
      "SELECT COUNT(*) AS n FROM staff_login_failures WHERE key LIKE 'ip:%'",
    );
    assert.equal(Number(counted.rows[0]?.n), room);
  } finally {
    await app.cleanup();
  }
});
