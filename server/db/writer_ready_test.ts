/**
 * A writer worker that never reports ready is replaced: the write that waited for it is answered
 * by the next worker instead of waiting for ever (`WRITER_READY_TIMEOUT_MS`, server/db/writer.ts).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { createWriter } from "./writer.ts";

Deno.test("a writer worker that never reports ready is replaced and the write lands", async () => {
  const dir = await Deno.makeTempDir({ prefix: "writer-ready-test-" });
  const url = `file:${join(dir, "site.db")}`;
  const module = new URL("./testdata/silent_once_worker.ts", import.meta.url);
  module.searchParams.set("marker", join(dir, "started"));
  const writer = createWriter({ url, readyTimeoutMs: 5_000, workerModule: module });
  try {
    await writer.execute("CREATE TABLE notes (text TEXT NOT NULL)");
    await writer.execute({ sql: "INSERT INTO notes (text) VALUES (?)", args: ["kept"] });
    const reader = createClient({ url });
    const rows = (await reader.execute("SELECT text FROM notes")).rows.map((row) => row.text);
    reader.close();
    assert.deepEqual(rows, ["kept"]);
  } finally {
    await writer.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});

Deno.test("a writer whose workers never report ready answers busy, not never", async () => {
  const dir = await Deno.makeTempDir({ prefix: "writer-ready-test-" });
  const url = `file:${join(dir, "site.db")}`;
  const writer = createWriter({
    url,
    readyTimeoutMs: 200,
    // A module that never answers at all: every start times out.
    workerModule: new URL("data:text/javascript,self.onmessage = () => {};"),
  });
  try {
    await assert.rejects(writer.execute("CREATE TABLE notes (text TEXT)"), /busy|unavailable/i);
  } finally {
    await writer.close();
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
});
