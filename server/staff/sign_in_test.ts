/**
 * Sign-in against an attacker (OWASP Authentication Cheat Sheet: lock-outs must not lock the real
 * user out): the real stores on a temporary database, a hand-moved clock, client addresses as
 * the HTTP layer would pass them.
 */
import assert from "node:assert/strict";
import { GOOD_PASSWORD, openTestDb, testClock } from "../../tests/api/staff_fixtures.ts";
import { createAccountStore } from "./accounts.ts";
import { createAuditLog } from "./audit.ts";
import { createSessionStore } from "./sessions.ts";
import { createHashPool, type HashPool } from "./hash_pool.ts";
import { createSignIn, type SignInResult } from "./sign_in.ts";
import { createLoginThrottle } from "./throttle.ts";

async function setUp(hashPool?: HashPool) {
  const testDb = await openTestDb();
  const clock = testClock();
  const stores = { db: testDb.db, writer: testDb.writer, now: clock.now };
  const accounts = createAccountStore(stores);
  const audit = createAuditLog(stores);
  const throttle = createLoginThrottle(stores);
  const signIn = createSignIn({
    accounts,
    sessions: createSessionStore(stores),
    throttle,
    audit,
    // The real checks, without the pool's two-a-second pacing (which the flood tests and
    // `deno task bench:signin-flood` measure): an hour of guesses is about 100 checks, which
    // paced would hold this test for 50 s of wall time and test nothing more.
    hashPool: hashPool ?? createHashPool({ limits: { concurrency: 1, queue: 8 } }),
  });
  await accounts.create("alice@example.com", GOOD_PASSWORD);
  return { testDb, clock, signIn, audit, throttle };
}

const HOME = "203.0.113.10";
const ATTACKERS = ["198.51.100.1", "198.51.100.2", "198.51.100.3"];

Deno.test("an attacker guessing every 10 s from 3 addresses for an hour cannot keep the user out", async () => {
  const { testDb, clock, signIn } = await setUp();
  try {
    // Alice has signed in from her own address before.
    const first = await signIn({ email: "alice@example.com", password: GOOD_PASSWORD, ip: HOME });
    assert.equal(first.kind, "ok");

    let guessesChecked = 0;
    for (let second = 0; second < 60 * 60; second += 10) {
      clock.advance(10_000);
      for (const ip of ATTACKERS) {
        const guess = await signIn({ email: "alice@example.com", password: `guess ${second}`, ip });
        if (guess.kind === "invalid") guessesChecked++;
        assert.notEqual(guess.kind, "ok");
      }
      if (second % 600 === 0) {
        const real = await signIn({
          email: "Alice@example.com",
          password: GOOD_PASSWORD,
          ip: HOME,
        });
        assert.equal(real.kind, "ok", `Alice is refused at ${second} s: ${JSON.stringify(real)}`);
      }
    }
    assert.ok(guessesChecked <= 100, `${guessesChecked} guesses were checked in an hour`);
    assert.ok(guessesChecked >= 50, `the attacker was stopped too early (${guessesChecked})`);
  } finally {
    await testDb.close();
  }
});

Deno.test("failed sign-ins are audited with the account (or a masked address), never the client's IP address", async () => {
  const { testDb, signIn, audit } = await setUp();
  try {
    await signIn({ email: "alice@example.com", password: "not the password", ip: ATTACKERS[0]! });
    await signIn({ email: "mallory@example.org", password: "whatever", ip: ATTACKERS[1]! });
    await signIn({ email: "alice@example.com", password: GOOD_PASSWORD, ip: HOME });
    const { entries } = await audit.list({ page: 1, pageSize: 10 });
    assert.deepEqual(
      entries.map(({ actor, action, detail }) => ({ actor, action, detail })).reverse(),
      [
        { actor: "alice@example.com", action: "sign_in_failed", detail: "" },
        { actor: "m•••@example.org", action: "sign_in_failed", detail: "no such account" },
        { actor: "alice@example.com", action: "sign_in", detail: "" },
      ],
    );
    // The audit log is kept for good, so no address may reach it (docs/requirements.md#privacy).
    const stored = JSON.stringify((await testDb.db.execute("SELECT * FROM staff_audit")).rows);
    for (const ip of [...ATTACKERS, HOME]) assert.ok(!stored.includes(ip), `${ip} is in the log`);
  } finally {
    await testDb.close();
  }
});

Deno.test("a flood of sign-ins from many addresses: at most the pool's size are checked at once, the overflow is refused before any check ends", async () => {
  // The real pool, small, with its checks held at a gate so "at once" does not depend on timing.
  const gate = Promise.withResolvers<void>();
  let running = 0;
  let most = 0;
  const held = createHashPool({
    limits: { concurrency: 2, queue: 3 },
    check: async () => {
      running++;
      most = Math.max(most, running);
      try {
        await gate.promise;
        return false;
      } finally {
        running--;
      }
    },
  });
  const { testDb, signIn } = await setUp(held);
  try {
    const settled: SignInResult[] = [];
    const attempts = Array.from(
      { length: 16 },
      (_, i) =>
        signIn({ email: "alice@example.com", password: `guess ${i}`, ip: `198.51.100.${i + 1}` })
          .then((result) => {
            settled.push(result);
            return result;
          }),
    );
    // Every attempt beyond the pool's 2 running and 3 waiting is answered while none has ended.
    // (The wait is bounded only so that a broken pool fails instead of hanging.)
    for (let waited = 0; settled.length < 11 && waited < 60_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.deepEqual(settled.map((result) => result.kind), Array(11).fill("busy"));
    assert.equal(most, 2, "two checks run at once");
    gate.resolve();
    const results = await Promise.all(attempts);
    assert.equal(results.filter((result) => result.kind === "invalid").length, 5);
    assert.equal(most, 2, "never more than two at once");
  } finally {
    await testDb.close();
  }
});
