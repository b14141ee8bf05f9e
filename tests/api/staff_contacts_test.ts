/**
 * The staff enquiry API (docs/requirements.md#staff-inbox): the list with pagination and filters,
 * triage with the audit log, the formula-safe CSV export, erasure by e-mail and the backlog send.
 */
import assert from "node:assert/strict";
import type { ContactSubmission, ErasureResult } from "../../shared/schemas/staff.ts";
import { createTestApp } from "../helpers/test_app.ts";
import {
  GOOD_PASSWORD,
  sameOriginJson,
  sampleEnquiry,
  signInCookie,
  testClock,
} from "./staff_fixtures.ts";

const HOUR = 60 * 60_000;

async function setUp() {
  const clock = testClock(Date.UTC(2025, 5, 1, 12));
  const app = await createTestApp({ now: clock.now, background: false });
  await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
  const cookie = await signInCookie(app.app, "alice@example.com");
  const get = (path: string) => app.app.request(path, { headers: { Cookie: cookie } });
  const send = (path: string, method: string, body?: unknown) =>
    app.app.request(path, {
      method,
      headers: sameOriginJson(cookie),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { app, clock, cookie, get, send };
}

Deno.test("GET /api/contacts lists newest first, 20 a page, total in X-Total-Count", async () => {
  const { app, clock, get } = await setUp();
  try {
    const signedInAt = clock.now();
    clock.advance(-24 * HOUR); // enquiries from the day before, one an hour
    for (let i = 1; i <= 23; i++) {
      await app.enquiries.create(sampleEnquiry({ name: `Person ${i}`, company: "", phone: "" }));
      clock.advance(HOUR);
    }
    clock.set(signedInAt);
    const first = await get("/api/contacts");
    assert.equal(first.status, 200);
    assert.equal(first.headers.get("x-total-count"), "23");
    const contacts = await first.json() as ContactSubmission[];
    assert.equal(contacts.length, 20);
    assert.equal(contacts[0]?.name, "Person 23");
    assert.deepEqual(Object.keys(contacts[0]!).sort(), [
      "createdAt",
      "email",
      "id",
      "interest",
      "message",
      "name",
      "note",
      "notification",
      "source",
      "status",
    ]);
    assert.equal(contacts[0]?.status, "new");
    assert.equal(contacts[0]?.notification, "pending");
    const second = await (await get("/api/contacts?page=2")).json() as ContactSubmission[];
    assert.deepEqual(second.map((c) => c.name), ["Person 3", "Person 2", "Person 1"]);
    assert.equal((await get("/api/contacts?page=0")).status, 400);
    assert.equal((await get("/api/contacts?from=yesterday")).status, 400);
  } finally {
    await app.cleanup();
  }
});

Deno.test("GET /api/contacts filters by text, interest, status and UK calendar days", async () => {
  const { app, clock, get, send } = await setUp();
  try {
    // 2025-06-01 23:30 UTC is 00:30 on 2 June in London (BST).
    clock.set(Date.UTC(2025, 5, 1, 23, 30));
    const { record: late } = await app.enquiries.create(
      sampleEnquiry({ name: "Late Night", interest: "marketing" }),
    );
    clock.set(Date.UTC(2025, 5, 1, 12));
    await app.enquiries.create(
      sampleEnquiry({ name: "Midday", message: "Listing in 100% of stores" }),
    );
    await app.enquiries.create(
      sampleEnquiry({ name: "Other Co", company: "Fizz Drinks Ltd", email: "x@fizz.example" }),
    );
    const names = async (query: string) =>
      ((await (await get(`/api/contacts?${query}`)).json()) as ContactSubmission[]).map((c) =>
        c.name
      ).sort();

    assert.deepEqual(await names("q=fizz"), ["Other Co"]);
    assert.deepEqual(await names("q=100%25"), ["Midday"], "% is matched literally");
    assert.deepEqual(await names("interest=marketing"), ["Late Night"]);
    assert.deepEqual(await names("from=2025-06-02"), ["Late Night"]);
    assert.deepEqual(await names("to=2025-06-01"), ["Midday", "Other Co"]);
    const patched = await send(`/api/contacts/${late.id}`, "PATCH", {
      status: "spam",
      note: "Bulk mail",
    });
    assert.equal(patched.status, 200);
    assert.deepEqual(await names("status=spam"), ["Late Night"]);
    assert.deepEqual(await names("status=new"), ["Midday", "Other Co"]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("PATCH /api/contacts/:id sets status and note and writes the audit log", async () => {
  const { app, get, send } = await setUp();
  try {
    const { record } = await app.enquiries.create(sampleEnquiry());
    const response = await send(`/api/contacts/${record.id}`, "PATCH", {
      status: "in_progress",
      note: "Called back on Monday",
    });
    assert.equal(response.status, 200);
    const updated = await response.json() as ContactSubmission;
    assert.equal(updated.status, "in_progress");
    assert.equal(updated.note, "Called back on Monday");
    const listed = (await (await get("/api/contacts")).json() as ContactSubmission[])[0];
    assert.equal(listed?.note, "Called back on Monday");
    assert.equal(
      (await send(`/api/contacts/${crypto.randomUUID()}`, "PATCH", { status: "new" })).status,
      404,
    );
    assert.equal(
      (await send(`/api/contacts/${record.id}`, "PATCH", { status: "closed" })).status,
      400,
    );
    const audit = await (await get("/api/staff/audit")).json() as {
      entries: { action: string; detail: string }[];
    };
    assert.deepEqual(audit.entries.map((e) => e.action), ["status_change", "sign_in"]);
    assert.equal(audit.entries[0]?.detail, `Enquiry ${record.id}: New → In progress`);
  } finally {
    await app.cleanup();
  }
});

Deno.test("GET /api/contacts/export.csv exports the filtered set with formula cells neutralised", async () => {
  const { app, get } = await setUp();
  try {
    await app.enquiries.create(sampleEnquiry({ name: "=cmd|' /C calc'!A0", interest: "other" }));
    await app.enquiries.create(sampleEnquiry({ name: "Plain Name", interest: "distribution" }));
    const response = await get("/api/contacts/export.csv?interest=other");
    assert.equal(response.status, 200);
    assert.equal(response.headers.get("content-type"), "text/csv; charset=utf-8");
    assert.match(
      response.headers.get("content-disposition") ?? "",
      /^attachment; filename="enquiries-2025-06-01\.csv"$/,
    );
    const text = await response.text();
    const lines = text.replace(/^\ufeff/, "").trimEnd().split("\r\n");
    assert.equal(lines.length, 2, "header and the one matching enquiry");
    assert.ok(lines[1]!.includes(",'=cmd|' /C calc'!A0,"), lines[1]!);
    assert.ok(lines[1]!.includes(",'+44 20 7946 0000,"), "phone numbers starting with + too");
    assert.doesNotMatch(text, /Plain Name/);
    const audit = await (await get("/api/staff/audit")).json() as {
      entries: { action: string; detail: string }[];
    };
    assert.equal(audit.entries[0]?.action, "export");
    assert.equal(audit.entries[0]?.detail, "1 enquiries (filters: interest=other)");
  } finally {
    await app.cleanup();
  }
});

Deno.test("erasure by e-mail: preview, then delete enquiries, triage and e-mails of that address only", async () => {
  const { app, get, send } = await setUp();
  try {
    const { record: first } = await app.enquiries.create(
      sampleEnquiry({ email: "Erase.Me@example.com" }),
    );
    await app.enquiries.create(sampleEnquiry({ email: "erase.me@example.com" }));
    await app.enquiries.create(sampleEnquiry({ email: "keep@example.com", name: "Keeper" }));
    await send(`/api/contacts/${first.id}`, "PATCH", { status: "answered", note: "Done" });
    const preview =
      await (await send("/api/staff/erasure/preview", "POST", { email: "erase.me@example.com" }))
        .json() as ErasureResult;
    assert.deepEqual(preview, { enquiries: 2, messages: 2 });
    assert.equal((await send("/api/staff/erasure", "POST", { email: "not-an-email" })).status, 400);
    const erased = await send("/api/staff/erasure", "POST", { email: "erase.me@example.com" });
    assert.deepEqual(await erased.json(), { enquiries: 2, messages: 2 });
    const left = await (await get("/api/contacts")).json() as ContactSubmission[];
    assert.deepEqual(left.map((c) => c.name), ["Keeper"]);
    for (const table of ["enquiry_triage", "outbox"]) {
      const rows = await app.db.execute(
        `SELECT COUNT(*) AS n FROM ${table} WHERE ${
          table === "outbox" ? "payload LIKE '%erase.me%'" : "1"
        }`,
      );
      assert.equal(Number(rows.rows[0]?.n), 0, table);
    }
    const audit = await (await get("/api/staff/audit")).json() as {
      entries: { action: string; detail: string }[];
    };
    assert.equal(audit.entries[0]?.action, "erase");
    assert.equal(audit.entries[0]?.detail, "2 enquiries and 2 e-mails of e•••@example.com");
  } finally {
    await app.cleanup();
  }
});

Deno.test("POST /api/contact/send-backlog queues one e-mail per enquiry and answers at once", async () => {
  const { app, get, send } = await setUp();
  try {
    for (let i = 0; i < 3; i++) await app.enquiries.create(sampleEnquiry({ name: `Person ${i}` }));
    const response = await send("/api/contact/send-backlog", "POST");
    assert.equal(response.status, 200);
    const result = await response.json() as {
      successCount: number;
      recipient: string;
      batchId: string;
    };
    assert.equal(result.successCount, 3);
    assert.equal(result.recipient, "enquiries@crownbridge.co.uk");
    const overview = await (await get(`/api/outbox?batch=${result.batchId}`)).json();
    assert.deepEqual(overview.batch, { pending: 3, sending: 0, sent: 0, dead: 0 });
    assert.deepEqual(overview.counts, { pending: 6, sending: 0, sent: 0, dead: 0 });
    const audit = await (await get("/api/staff/audit")).json() as {
      entries: { action: string; detail: string }[];
    };
    assert.equal(audit.entries[0]?.detail, "3 e-mails queued to enquiries@crownbridge.co.uk");
  } finally {
    await app.cleanup();
  }
});
