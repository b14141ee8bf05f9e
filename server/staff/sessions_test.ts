import assert from "node:assert/strict";
import { openTestDb, testClock } from "../../tests/api/staff_fixtures.ts";
import { createAccountStore } from "./accounts.ts";
import { createSessionStore, hashToken, SESSION_LIMITS } from "./sessions.ts";

async function setUp() {
  const testDb = await openTestDb();
  const clock = testClock();
  const accounts = createAccountStore({ ...testDb, now: clock.now });
  const sessions = createSessionStore({ ...testDb, now: clock.now });
  const account = await accounts.create("alice@example.com", "copper kettle harbour lantern");
  return { ...testDb, clock, accounts, sessions, account };
}

const MINUTE = 60_000;

Deno.test("sessions: a 256-bit token is returned and only its SHA-256 is stored", async () => {
  const { db, sessions, account, close } = await setUp();
  try {
    const token = await sessions.create(account.id);
    assert.match(token, /^[A-Za-z0-9_-]{43}$/);
    const rows = (await db.execute("SELECT token_hash FROM staff_sessions")).rows;
    assert.deepEqual(rows.map((row) => row.token_hash), [await hashToken(token)]);
    assert.notEqual(rows[0]?.token_hash, token);
    assert.equal((await sessions.validate(token))?.email, "alice@example.com");
    assert.equal(await sessions.validate("x".repeat(43)), undefined);
  } finally {
    await close();
  }
});

Deno.test("sessions: idle for 30 minutes ends the session; activity keeps it alive", async () => {
  const { sessions, account, clock, close } = await setUp();
  try {
    const token = await sessions.create(account.id);
    clock.advance(29 * MINUTE);
    assert.ok(await sessions.validate(token), "alive after 29 idle minutes");
    clock.advance(29 * MINUTE);
    assert.ok(await sessions.validate(token), "alive 58 minutes after sign-in thanks to activity");
    clock.advance(SESSION_LIMITS.idleMs);
    assert.equal(await sessions.validate(token), undefined, "ended after 30 idle minutes");
    clock.advance(-SESSION_LIMITS.idleMs);
    assert.equal(await sessions.validate(token), undefined, "the expired row was deleted");
  } finally {
    await close();
  }
});

Deno.test("sessions: 8 hours after sign-in the session ends despite activity", async () => {
  const { sessions, account, clock, close } = await setUp();
  try {
    const token = await sessions.create(account.id);
    for (let minutes = 0; minutes < 8 * 60 - 20; minutes += 20) {
      clock.advance(20 * MINUTE);
      assert.ok(await sessions.validate(token), `alive at ${minutes + 20} minutes`);
    }
    clock.set(clock.now() + 20 * MINUTE); // exactly 8 h
    assert.equal(await sessions.validate(token), undefined);
  } finally {
    await close();
  }
});

Deno.test("sessions: revoke ends one session; disabling an account ends all of them", async () => {
  const { sessions, accounts, account, close } = await setUp();
  try {
    const first = await sessions.create(account.id);
    const second = await sessions.create(account.id);
    await sessions.revoke(first);
    assert.equal(await sessions.validate(first), undefined);
    assert.ok(await sessions.validate(second));
    await accounts.setDisabled("ALICE@example.com", true);
    assert.equal(await sessions.validate(second), undefined);
  } finally {
    await close();
  }
});
