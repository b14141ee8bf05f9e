import assert from "node:assert/strict";
import { openTestDb, testClock } from "../../tests/api/staff_fixtures.ts";
import type { Client } from "@libsql/client";
import { openStore } from "../db/client.ts";
import { migrate } from "../db/migrations.ts";
import { ALL_MIGRATIONS } from "../db/schema.ts";
import { join } from "node:path";
import {
  addressDigest,
  createLoginThrottle,
  importAddressSecret,
  REFUSAL_MEMORY_MS,
  THROTTLE_RULES,
} from "./throttle.ts";

/** The digest function of the database's address secret. */
async function digestIn(db: Client): Promise<(address: string) => Promise<string>> {
  const row = (await db.execute("SELECT secret FROM staff_address_secret")).rows[0];
  const secret = await importAddressSecret(new Uint8Array(row?.secret as ArrayBuffer));
  return (address) => addressDigest(secret, address);
}

/** Every value the throttle's two tables hold, as one text. */
async function storedText(db: Client): Promise<string> {
  const failures = await db.execute("SELECT key FROM staff_login_failures");
  const known = await db.execute("SELECT email, address FROM staff_known_addresses");
  return JSON.stringify([...failures.rows, ...known.rows]);
}

Deno.test("throttle: 5 free failures per account and address, then delays that double up to the cap", async () => {
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
    await throttle.recordSuccess({ ...keys, email: "someone@example.com" });
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

Deno.test("throttle: one address's failures do not delay the same account from another", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({ ...testDb, now: clock.now });
  try {
    for (let i = 0; i < 20; i++) {
      await throttle.recordFailure({ email: "alice@example.com", ip: "198.51.100.1" });
    }
    assert.ok(await throttle.waitMs({ email: "alice@example.com", ip: "198.51.100.1" }) > 0);
    assert.equal(await throttle.waitMs({ email: "alice@example.com", ip: "203.0.113.10" }), 0);
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle: a client address's cap spares accounts that signed in from it", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({ ...testDb, now: clock.now });
  const office = "192.0.2.20";
  try {
    await throttle.recordSuccess({ email: "alice@example.com", ip: office });
    for (let i = 0; i < 50; i++) {
      await throttle.recordFailure({ email: `user${i}@example.com`, ip: office });
    }
    assert.ok(await throttle.waitMs({ email: "newcomer@example.com", ip: office }) > 0);
    assert.equal(await throttle.waitMs({ email: "alice@example.com", ip: office }), 0);
    // The trust lasts 30 days from the last sign-in.
    clock.advance(THROTTLE_RULES.knownAddressMs - THROTTLE_RULES.windowMs / 2);
    for (let i = 0; i < 50; i++) {
      await throttle.recordFailure({ email: `user${i}@example.com`, ip: office });
    }
    assert.equal(await throttle.waitMs({ email: "alice@example.com", ip: office }), 0);
    clock.advance(THROTTLE_RULES.windowMs);
    for (let i = 0; i < 50; i++) {
      await throttle.recordFailure({ email: `user${i}@example.com`, ip: office });
    }
    assert.ok(await throttle.waitMs({ email: "alice@example.com", ip: office }) > 0);
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle: unlock clears an account's lock-outs and its addresses' counts", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({ ...testDb, now: clock.now });
  try {
    for (let i = 0; i < 100; i++) {
      await throttle.recordFailure({ email: "alice@example.com", ip: `198.51.100.${i % 2}` });
    }
    await throttle.recordFailure({ email: "bob@example.com", ip: "192.0.2.1" });
    await throttle.recordFailure({ email: "alice@example.com.evil", ip: "192.0.2.2" });
    const fresh = { email: "alice@example.com", ip: "203.0.113.10" };
    assert.ok(await throttle.waitMs(fresh) > 0);
    assert.ok(await throttle.waitMs({ email: "Alice@Example.com", ip: "198.51.100.0" }) > 0);
    assert.equal(await throttle.unlock(" Alice@Example.com "), 100 + 100 + 100);
    assert.equal(await throttle.waitMs(fresh), 0);
    assert.equal(await throttle.waitMs({ email: "alice@example.com", ip: "198.51.100.0" }), 0);
    const others = await testDb.db.execute(
      "SELECT key FROM staff_login_failures ORDER BY key",
    );
    const digest = await digestIn(testDb.db);
    assert.deepEqual(
      others.rows.map((row) => String(row.key)).sort(),
      [
        "account:alice@example.com.evil",
        "account:bob@example.com",
        `ip:${await digest("192.0.2.1")}`,
        `ip:${await digest("192.0.2.2")}`,
        `pair:alice@example.com.evil ${await digest("192.0.2.2")}`,
        `pair:bob@example.com ${await digest("192.0.2.1")}`,
      ].sort(),
    );
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle: admit decides and counts in one step, so 60 parallel attempts get 5 through", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({ ...testDb, now: clock.now });
  const keys = { email: "alice@example.com", ip: "203.0.113.9" };
  try {
    const admissions = await Promise.all(Array.from({ length: 60 }, () => throttle.admit(keys)));
    const admitted = admissions.filter((admission) => admission.waitMs === 0);
    assert.equal(admitted.length, THROTTLE_RULES.freeFailures);
    assert.ok(admissions.every((admission) => admission.waitMs === 0 || admission.waitMs >= 1000));
    // A success refunds its own admission and clears the pair; the account is free again.
    await throttle.recordSuccess(keys, admitted[0]);
    assert.equal(await throttle.waitMs(keys), 0);
    const left = await testDb.db.execute(
      "SELECT key, COUNT(*) AS n FROM staff_login_failures GROUP BY key ORDER BY key",
    );
    assert.deepEqual(left.rows.map((row) => [row.key, Number(row.n)]), [
      ["account:alice@example.com", 4],
      [`ip:${await (await digestIn(testDb.db))("203.0.113.9")}`, 4],
    ]);
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle: a refused account and address is answered from memory for a second, then asks again; unlock and sign-in forget it", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  let writes = 0;
  const writer: typeof testDb.writer = {
    ...testDb.writer,
    batch: (...args: Parameters<typeof testDb.writer.batch>) => {
      writes++;
      return testDb.writer.batch(...args);
    },
  };
  const throttle = createLoginThrottle({ ...testDb, writer, now: clock.now });
  const keys = { email: "alice@example.com", ip: "203.0.113.9" };
  try {
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i++) {
      assert.equal((await throttle.admit(keys)).waitMs, 0);
    }
    const refused = await throttle.admit(keys);
    assert.equal(refused.waitMs, 1000);
    const before = writes;
    clock.advance(400);
    for (let i = 0; i < 50; i++) {
      const again = await throttle.admit(keys);
      assert.deepEqual(again, { waitMs: 600, counted: [] }, "the database's wait, counted down");
    }
    assert.equal(writes, before, "50 refused guesses within the second write nothing");
    clock.advance(REFUSAL_MEMORY_MS);
    assert.equal((await throttle.admit(keys)).waitMs, 0, "the wait has ended: asked again");
    assert.equal(writes, before + 1);

    // Locked again, then unlocked by staff: the next attempt is admitted at once.
    assert.ok((await throttle.admit(keys)).waitMs > 0);
    await throttle.unlock(keys.email);
    assert.equal((await throttle.admit(keys)).waitMs, 0, "unlock forgets the refusal");
    // Locked again, then a sign-in from the same address (a correct password elsewhere).
    clock.advance(60_000);
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i++) await throttle.admit(keys);
    assert.ok((await throttle.admit(keys)).waitMs > 0);
    await throttle.recordSuccess(keys);
    assert.equal((await throttle.admit(keys)).waitMs, 0, "a sign-in forgets the refusal");
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle: an IPv6 /64 is one client address, and address spellings are one", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({ ...testDb, now: clock.now });
  try {
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i++) {
      const admission = await throttle.admit({
        email: "alice@example.com",
        ip: `2001:db8:1:2::${i + 1}`,
      });
      assert.equal(admission.waitMs, 0);
    }
    for (const ip of ["2001:db8:1:2:ffff::1", "2001:DB8:1:2:0:0:0:99", "[2001:db8:1:2::7]"]) {
      assert.ok(await throttle.waitMs({ email: "alice@example.com", ip }) > 0, ip);
    }
    assert.equal(await throttle.waitMs({ email: "alice@example.com", ip: "2001:db8:1:3::1" }), 0);
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i++) {
      await throttle.admit({ email: "bob@example.com", ip: "192.0.2.5" });
    }
    assert.ok(await throttle.waitMs({ email: "bob@example.com", ip: "::ffff:192.0.2.5" }) > 0);
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle: client addresses are stored as keyed digests, never as IPv4 or IPv6 text", async () => {
  const testDb = await openTestDb();
  const clock = testClock();
  const throttle = createLoginThrottle({ ...testDb, now: clock.now });
  // A second instance on the same database: the secret is the database's, so it agrees.
  const other = createLoginThrottle({ ...testDb, now: clock.now });
  try {
    for (let i = 0; i < THROTTLE_RULES.freeFailures; i++) {
      await throttle.recordFailure({ email: "alice@example.com", ip: "203.0.113.77" });
      await throttle.recordFailure({ email: "alice@example.com", ip: "2001:db8:5:6::9" });
    }
    await throttle.recordSuccess({ email: "bob@example.com", ip: "198.51.100.23" });
    const stored = await storedText(testDb.db);
    for (const text of ["203.0.113", "2001:db8", "198.51.100", "::"]) {
      assert.ok(!stored.includes(text), `${text} in ${stored}`);
    }
    assert.ok(await other.waitMs({ email: "alice@example.com", ip: "203.0.113.77" }) > 0);
    assert.ok(await other.waitMs({ email: "alice@example.com", ip: "2001:db8:5:6::1" }) > 0);
    assert.equal(await other.waitMs({ email: "alice@example.com", ip: "203.0.113.78" }), 0);
  } finally {
    await testDb.close();
  }
});

Deno.test("throttle migration: plain addresses kept before it become keyed digests, and their counts still hold", async () => {
  const dir = await Deno.makeTempDir({ prefix: "throttle-migration-" });
  const store = await openStore(`file:${join(dir, "site.db")}`);
  try {
    const cut = ALL_MIGRATIONS.findIndex((migration) =>
      migration.id === "0105_staff_address_secret"
    );
    await migrate(store, ALL_MIGRATIONS.slice(0, cut));
    const clock = testClock();
    // What the throttle stored before: 6 failures of one account from one address, an IPv6 /64's
    // failure, and an address an account signed in from.
    for (let i = 0; i < 6; i++) {
      await store.writer.batch(
        ["account:alice@example.com", "pair:alice@example.com 203.0.113.7", "ip:203.0.113.7"]
          .map((key) => ({
            sql: "INSERT INTO staff_login_failures (key, at) VALUES (?, ?)",
            args: [key, clock.now()],
          })),
      );
    }
    await store.writer.execute({
      sql: "INSERT INTO staff_login_failures (key, at) VALUES (?, ?)",
      args: ["ip:2001:db8:1:2::/64", clock.now()],
    });
    await store.writer.execute({
      sql: `INSERT INTO staff_known_addresses (email, address, last_success_at)
            VALUES ('bob@example.com', '198.51.100.23', ?)`,
      args: [clock.now()],
    });
    await migrate(store, ALL_MIGRATIONS);
    const stored = await storedText(store.db);
    for (const text of ["203.0.113", "2001:db8", "198.51.100"]) {
      assert.ok(!stored.includes(text), `${text} in ${stored}`);
    }
    const digest = await digestIn(store.db);
    const known = await store.db.execute("SELECT address FROM staff_known_addresses");
    assert.deepEqual(known.rows.map((row) => row.address), [await digest("198.51.100.23")]);
    const throttle = createLoginThrottle({ ...store, now: clock.now });
    assert.ok(
      await throttle.waitMs({ email: "alice@example.com", ip: "203.0.113.7" }) > 0,
      "the address's failures still count",
    );
    assert.equal(await throttle.waitMs({ email: "alice@example.com", ip: "203.0.113.8" }), 0);
    const rows = await store.db.execute(
      "SELECT key, COUNT(*) AS n FROM staff_login_failures GROUP BY key ORDER BY key",
    );
    assert.deepEqual(
      rows.rows.map((row) => [row.key, Number(row.n)]),
      [
        ["account:alice@example.com", 6],
        [`ip:${await digest("2001:db8:1:2::1")}`, 1],
        [`ip:${await digest("203.0.113.7")}`, 6],
        [`pair:alice@example.com ${await digest("203.0.113.7")}`, 6],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  } finally {
    await store.close();
    await Deno.remove(dir, { recursive: true });
  }
});
