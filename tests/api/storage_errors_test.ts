/**
 * Storage trouble is named for what it is (server/db/errors.ts): a full disk answers 503 with its
 * own message and a longer Retry-After, and the log line carries SQLite's code. The database's
 * page limit (`PRAGMA max_page_count` on the writer's connection) stands in for a full disk:
 * SQLite reports both as `SQLITE_FULL`.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";

/** Runs `fn` with console.error captured; returns the lines written. */
async function capturingErrors(fn: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    await fn();
  } finally {
    console.error = original;
  }
  return lines;
}

Deno.test("a full disk answers 503 with its own message, Retry-After 60, and SQLITE_FULL in the log", async () => {
  const app = await createTestApp({ background: false });
  try {
    const pages = Number((await app.db.execute("PRAGMA page_count")).rows[0]?.page_count);
    await app.writer.execute(`PRAGMA max_page_count = ${pages}`);
    let response: Response | undefined;
    const lines = await capturingErrors(async () => {
      response = await postEnquiry(app, { ...VALID_ENQUIRY, message: "Full disk. ".repeat(450) });
    });
    assert.equal(response?.status, 503);
    assert.equal(response?.headers.get("retry-after"), "60");
    assert.deepEqual(await response?.json(), {
      error:
        "The site cannot store anything right now because its storage is full. Please try again later.",
    });
    const logged = lines.map((line) => JSON.parse(line)).find((entry) =>
      entry.path === "/api/contact"
    );
    assert.equal(logged?.msg, "storage unavailable: full");
    assert.equal(logged?.code, "SQLITE_FULL");
    assert.doesNotMatch(JSON.stringify(logged), /busy/i);
    // The writer replaced its connection after the failure: the next enquiry is stored.
    assert.equal((await postEnquiry(app, VALID_ENQUIRY)).status, 201);
  } finally {
    await app.cleanup();
  }
});
