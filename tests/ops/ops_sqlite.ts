/**
 * The database side of the operations tests: Debian's `sqlite3` (provisioned by `ensureTool` in
 * `ops_harness.ts`) run as a separate process to read rows of a running site's database file and to
 * hold its write lock, as an operator's shell would.
 */
import { delay } from "./ops_harness.ts";

const decoder = new TextDecoder();

/** Runs SQL with `sqlite3 -readonly` (waits up to 10 s on a lock) and returns the output rows. */
export async function querySqlite(
  sqlite3: string,
  dbPath: string,
  sql: string,
): Promise<string[]> {
  const output = await new Deno.Command(sqlite3, {
    args: ["-readonly", "-cmd", ".timeout 10000", dbPath, sql],
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!output.success) {
    throw new Error(`sqlite3 failed on "${sql}": ${decoder.decode(output.stderr)}`);
  }
  return decoder.decode(output.stdout).split("\n").filter((line) => line.length > 0);
}

/** Returns `SELECT count(*) …` as a number. */
export async function countRows(
  sqlite3: string,
  dbPath: string,
  sql: string,
): Promise<number> {
  const [value] = await querySqlite(sqlite3, dbPath, sql);
  return Number(value);
}

/** A write lock held by a separate `sqlite3` process. */
export interface HeldLock {
  /** performance.now() when the lock was taken. */
  takenAt: number;
  /** Resolves with performance.now() when the lock is released (the process has exited). */
  released: Promise<number>;
}

/**
 * Takes the database's write lock from a separate `sqlite3` process (`BEGIN IMMEDIATE` plus a
 * write, as an operator's shell would) and releases it with `ROLLBACK` after `holdMs`. Resolves
 * once the lock is held.
 */
export async function holdWriteLock(
  sqlite3: string,
  dbPath: string,
  holdMs: number,
): Promise<HeldLock> {
  const child = new Deno.Command(sqlite3, {
    args: [dbPath],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  const encoder = new TextEncoder();
  await writer.write(encoder.encode(
    ".timeout 10000\nBEGIN IMMEDIATE;\n" +
      "INSERT INTO staff_login_failures(key, at) VALUES ('ops-lock', 0);\n.print locked\n",
  ));
  const reader = child.stdout.getReader();
  const textDecoder = new TextDecoder();
  let seen = "";
  while (!seen.includes("locked")) {
    const { value, done } = await reader.read();
    if (done) {
      const stderr = await new Response(child.stderr).text();
      throw new Error(`sqlite3 could not take the write lock: ${stderr}`);
    }
    seen += textDecoder.decode(value, { stream: true });
  }
  const takenAt = performance.now();
  reader.cancel().catch(() => {});
  child.stderr.cancel().catch(() => {});
  const released = (async () => {
    await delay(holdMs);
    await writer.write(encoder.encode("ROLLBACK;\n.quit\n"));
    await writer.close();
    await child.status;
    return performance.now();
  })();
  return { takenAt, released };
}
