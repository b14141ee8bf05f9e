/** `deno task staff unlock <email>` run as a real process against a temporary database. */
import assert from "node:assert/strict";
import { join } from "node:path";
import { openTestDb } from "../../tests/api/staff_fixtures.ts";
import { createLoginThrottle } from "./throttle.ts";

const CLI = new URL("./cli.ts", import.meta.url).pathname;

Deno.test("staff unlock <email> clears the account's sign-in lock-out and audits it", async () => {
  const testDb = await openTestDb();
  try {
    const throttle = createLoginThrottle({ db: testDb.db, writer: testDb.writer });
    const keys = { email: "alice@example.com", ip: "198.51.100.7" };
    for (let i = 0; i < 10; i++) await throttle.recordFailure(keys);
    assert.ok(await throttle.waitMs(keys) > 0);
    await testDb.writer.drain();

    const output = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", CLI, "unlock", "Alice@example.com"],
      env: { DATABASE_URL: `file:${join(testDb.dir, "site.db")}`, NO_COLOR: "1" },
      stdin: "null",
    }).output();
    const stdout = new TextDecoder().decode(output.stdout);
    assert.equal(output.code, 0, new TextDecoder().decode(output.stderr));
    assert.equal(
      stdout.trim(),
      "Cleared sign-in lock-outs of Alice@example.com (30 failed attempts).",
    );

    assert.equal(await throttle.waitMs(keys), 0);
    const audit = await testDb.db.execute("SELECT actor, action, detail FROM staff_audit");
    assert.deepEqual(audit.rows.map((row) => [row.actor, row.action, row.detail]), [
      ["command line", "lockout_cleared", "Alice@example.com"],
    ]);
  } finally {
    await testDb.close();
  }
});

/** Runs `staff create` with the password piped on stdin. */
async function create(dbDir: string, ...args: string[]) {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", CLI, "create", ...args],
    env: { DATABASE_URL: `file:${join(dbDir, "site.db")}`, NO_COLOR: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode("copper kettle harbour lantern\n"));
  await writer.close();
  const output = await child.output();
  return { code: output.code, text: new TextDecoder().decode(output.stdout).trim() };
}

Deno.test("staff create --role editor makes a content-only account; without --role an admin", async () => {
  const testDb = await openTestDb();
  try {
    assert.deepEqual(await create(testDb.dir, "--role", "editor", "ed@example.com"), {
      code: 0,
      text: "Created ed@example.com (editor).",
    });
    assert.deepEqual(await create(testDb.dir, "ad@example.com"), {
      code: 0,
      text: "Created ad@example.com (admin).",
    });
    assert.equal((await create(testDb.dir, "--role", "owner", "x@example.com")).code, 2);
    const rows = await testDb.db.execute("SELECT email, role FROM staff_accounts ORDER BY email");
    assert.deepEqual(rows.rows.map((row) => [row.email, row.role]), [
      ["ad@example.com", "admin"],
      ["ed@example.com", "editor"],
    ]);
  } finally {
    await testDb.close();
  }
});
