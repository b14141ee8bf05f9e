/**
 * The writer's connection after a failed write (ADR 0008). A write that meets another
 * connection's lock for longer than the worker's busy wait fails with SQLITE_BUSY and leaves its
 * statement "in progress" on the connection: later writes on that connection report success
 * without committing and the file stays locked. The worker replaces the connection after every
 * failed write; these tests recreate that failure against a real file and a real second
 * connection, and check what another connection sees afterwards.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { DatabaseUnavailableError } from "./errors.ts";
import { createWriter, type Writer } from "./writer.ts";

async function withDatabase(
  fn: (url: string, writer: Writer) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "writer-test-" });
  const url = `file:${join(dir, "site.db")}`;
  const setup = createClient({ url });
  await setup.execute("PRAGMA journal_mode = WAL");
  await setup.execute("CREATE TABLE notes (text TEXT NOT NULL)");
  setup.close();
  const writer = createWriter({ url });
  try {
    await fn(url, writer);
  } finally {
    await writer.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}

async function notes(client: Client): Promise<string[]> {
  return (await client.execute("SELECT text FROM notes ORDER BY rowid")).rows
    .map((row) => String(row.text));
}

function insert(text: string) {
  return { sql: "INSERT INTO notes (text) VALUES (?)", args: [text] };
}

Deno.test("after a write refused under another connection's lock, the next write commits and leaves the file free", () =>
  withDatabase(async (url, writer) => {
    await writer.execute(insert("before"));
    const other = createClient({ url });
    const reader = createClient({ url });
    try {
      const lock = await other.transaction("write");
      await lock.execute(insert("foreign, rolled back"));
      // Longer than one busy wait of the worker, so the write fails on its connection.
      await assert.rejects(
        writer.execute(insert("refused"), { budgetMs: 600 }),
        DatabaseUnavailableError,
      );
      await lock.rollback();

      await writer.execute(insert("after"));
      assert.deepEqual(
        await notes(reader),
        ["before", "after"],
        "another connection sees the write acknowledged after the failure, and not the refused one",
      );
      // A wedged connection would still hold the file: another process could not write.
      await other.execute("PRAGMA busy_timeout = 2000");
      await other.execute(insert("another process"));
      await writer.execute(insert("and the site again"));
      assert.deepEqual(await notes(reader), [
        "before",
        "after",
        "another process",
        "and the site again",
      ]);
    } finally {
      other.close();
      reader.close();
    }
  }));
