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
import { createSignIn } from "./sign_in.ts";
import { createLoginThrottle } from "./throttle.ts";

async function setUp() {
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

Deno.test("failed sign-ins are audited with the account (or a masked address) and the client", async () => {
  const { testDb, signIn, audit } = await setUp();
  try {
    await signIn({ email: "alice@example.com", password: "not the password", ip: ATTACKERS[0]! });
    await signIn({ email: "mallory@example.org", password: "whatever", ip: ATTACKERS[1]! });
    await signIn({ email: "alice@example.com", password: GOOD_PASSWORD, ip: HOME });
    const { entries } = await audit.list({ page: 1, pageSize: 10 });
    assert.deepEqual(
      entries.map(({ actor, action, detail }) => ({ actor, action, detail })).reverse(),
      [
        { actor: "alice@example.com", action: "sign_in_failed", detail: "from 198.51.100.1" },
        {
          actor: "m•••@example.org",
          action: "sign_in_failed",
          detail: "from 198.51.100.2, no such account",
        },
        { actor: "alice@example.com", action: "sign_in", detail: "" },
      ],
    );
  } finally {
    await testDb.close();
  }
});
