/**
 * Erasure leaves no copy behind (UK GDPR Art. 17): after erasing a person, neither the database
 * file (with its write-ahead log) nor the mail folder holds their address or name, while other
 * people's enquiries and e-mails stay.
 */
import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import {
  GOOD_PASSWORD,
  sameOriginJson,
  sampleEnquiry,
  signInCookie,
  waitFor,
} from "./staff_fixtures.ts";

const ERASED = { name: "Wilhelmina Quartermaine", email: "wilhelmina.q@erase-me.example" };
const KEPT = { name: "Priya Shah", email: "priya.shah@example.co.uk" };

async function postEnquiry(app: TestApp, person: { name: string; email: string }) {
  const response = await app.app.request("/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(sampleEnquiry(person)),
  });
  assert.equal(response.status, 201);
}

async function mailFiles(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) names.push(entry.name);
  return names.sort();
}

/**
 * Files in `dir` (not recursive) whose bytes contain `text`. A mail file is written beside its
 * final name and renamed: one that vanishes between listing and reading makes the scan start over,
 * so the renamed file is read under its new name.
 */
async function grep(dir: string, text: string): Promise<string[]> {
  for (let scan = 1;; scan++) {
    try {
      return await grepOnce(dir, text);
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound) || scan === 5) throw error;
    }
  }
}

async function grepOnce(dir: string, text: string): Promise<string[]> {
  const needle = new TextEncoder().encode(text);
  const hits: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.isFile) continue;
    const bytes = await Deno.readFile(join(dir, entry.name));
    outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
      for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
      hits.push(entry.name);
      break;
    }
  }
  return hits;
}

Deno.test("erasure removes the person's .eml files and leaves no trace in the database file", async () => {
  const app = await createTestApp({
    overrides: { mail: { worker: { pollIntervalMs: 50, log: () => {} } } },
  });
  const mailDir = join(app.dir, "mail");
  try {
    await postEnquiry(app, ERASED);
    await postEnquiry(app, ERASED);
    await postEnquiry(app, KEPT);
    // Each enquiry: the staff notification and the enquirer's acknowledgement.
    await waitFor(async () => (await mailFiles(mailDir).catch(() => [])).length === 6);

    // A backlog send makes a second copy of every enquiry.
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const cookie = await signInCookie(app.app, "alice@example.com");
    const backlog = await app.app.request("/api/contact/send-backlog", {
      method: "POST",
      headers: sameOriginJson(cookie),
    });
    assert.equal(backlog.status, 200);
    await waitFor(async () => (await mailFiles(mailDir)).length === 9);
    assert.equal((await grep(mailDir, ERASED.email)).length, 6);

    const erased = await app.app.request("/api/staff/erasure", {
      method: "POST",
      headers: sameOriginJson(cookie),
      body: JSON.stringify({ email: ERASED.email.toUpperCase() }),
    });
    assert.equal(erased.status, 200);
    assert.deepEqual(await erased.json(), { enquiries: 2, messages: 6 });
    await app.writer.drain();

    assert.deepEqual(await grep(mailDir, ERASED.email), []);
    assert.deepEqual(await grep(mailDir, ERASED.name), []);
    assert.equal((await mailFiles(mailDir)).length, 3, "the other person's three e-mails stay");
    assert.deepEqual(await grep(app.dir, ERASED.email), [], "site.db, -wal and -shm");
    assert.deepEqual(await grep(app.dir, ERASED.name), []);
    assert.ok((await grep(app.dir, KEPT.email)).includes("site.db"));
  } finally {
    await app.cleanup();
  }
});

Deno.test("erasure behind a reader holding the log reports pending, then completes once it ends", async () => {
  const app = await createTestApp({
    overrides: { mail: { worker: { pollIntervalMs: 50, log: () => {} } } },
  });
  const mailDir = join(app.dir, "mail");
  // Another process reading the database (a second instance, a backup): its snapshot predates
  // the erasure, so the checkpoint cannot copy the erasing pages past it.
  const reader = createClient({ url: `file:${join(app.dir, "site.db")}` });
  try {
    await postEnquiry(app, ERASED);
    await postEnquiry(app, KEPT);
    // Each: the staff notification and the acknowledgement.
    await waitFor(async () => (await mailFiles(mailDir).catch(() => [])).length === 4);
    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const cookie = await signInCookie(app.app, "alice@example.com");
    const erase = () =>
      app.app.request("/api/staff/erasure", {
        method: "POST",
        headers: sameOriginJson(cookie),
        body: JSON.stringify({ email: ERASED.email }),
      });

    const reading = await reader.transaction("read");
    await reading.execute("SELECT COUNT(*) FROM enquiries");
    const pending = await erase();
    assert.equal(pending.status, 202);
    assert.deepEqual(await pending.json(), { enquiries: 1, messages: 2, pending: true });
    assert.deepEqual(await grep(mailDir, ERASED.email), [], "the mail copies go at once");
    assert.notDeepEqual(await grep(app.dir, ERASED.email), [], "the reader keeps old pages");
    const audit = await app.db.execute("SELECT detail FROM staff_audit WHERE action = 'erase'");
    assert.match(String(audit.rows[0]?.detail), /erasure pending: another reader holds the log$/);

    reading.close();
    // The background retry truncates the log once the reader is gone, with no staff action.
    await waitFor(async () => (await grep(app.dir, ERASED.email)).length === 0);
    assert.deepEqual(await grep(app.dir, ERASED.name), [], "site.db, -wal and -shm");
    assert.deepEqual(await grep(mailDir, ERASED.name), []);
    assert.ok((await grep(app.dir, KEPT.email)).length > 0, "the other person's data stays");
    const confirmed = await erase();
    assert.equal(confirmed.status, 200);
    assert.deepEqual(await confirmed.json(), { enquiries: 0, messages: 0 });
  } finally {
    reader.close();
    await app.cleanup();
  }
});

Deno.test("erasure removes a person's .eml files whose outbox rows are gone", async () => {
  const app = await createTestApp({
    overrides: { mail: { worker: { pollIntervalMs: 50, log: () => {} } } },
  });
  const mailDir = join(app.dir, "mail");
  try {
    await postEnquiry(app, ERASED);
    await postEnquiry(app, KEPT);
    await waitFor(async () => (await mailFiles(mailDir).catch(() => [])).length === 4);
    await app.writer.drain();
    // The rows go (a purge, or a crash between the file and its row), the files stay.
    await app.writer.execute("DELETE FROM outbox");
    assert.equal((await grep(mailDir, ERASED.email)).length, 2);

    await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
    const cookie = await signInCookie(app.app, "alice@example.com");
    const erased = await app.app.request("/api/staff/erasure", {
      method: "POST",
      headers: sameOriginJson(cookie),
      body: JSON.stringify({ email: ERASED.email }),
    });
    assert.equal(erased.status, 200);
    assert.deepEqual(await grep(mailDir, ERASED.email), [], "no copy left without its row");
    assert.equal((await grep(mailDir, KEPT.email)).length, 2, "the other person's stay");
  } finally {
    await app.cleanup();
  }
});
