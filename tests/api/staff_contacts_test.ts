/**
 * The staff enquiry API (docs/requirements.md#staff-inbox): the list with pagination and filters,
 * status and owner with the audit log, counts per status, the notes thread, due times and the
 * overdue flag, the formula-safe CSV export, erasure by e-mail and the backlog send.
 */
import assert from "node:assert/strict";
import type {
  AuditPage,
  ContactCounts,
  ContactSubmission,
  EnquiryNote,
  ErasureResult,
} from "../../shared/schemas/staff.ts";
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
      "dueAt",
      "email",
      "id",
      "interest",
      "message",
      "name",
      "notes",
      "notification",
      "overdue",
      "ownerEmail",
      "reference",
      "source",
      "status",
    ]);
    assert.equal(contacts[0]?.reference, "CB-2025-000023");
    assert.equal(contacts[0]?.ownerEmail, null);
    assert.deepEqual(contacts[0]?.notes, []);
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
    const patched = await send(`/api/contacts/${late.id}`, "PATCH", { status: "spam" });
    assert.equal(patched.status, 200);
    assert.deepEqual(await names("status=spam"), ["Late Night"]);
    assert.deepEqual(await names("status=new"), ["Midday", "Other Co"]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("PATCH /api/contacts/:id sets status and owner and writes the audit log", async () => {
  const { app, get, send } = await setUp();
  try {
    await app.staff.accounts.create("bob@example.com", GOOD_PASSWORD);
    const { record } = await app.enquiries.create(sampleEnquiry());
    const response = await send(`/api/contacts/${record.id}`, "PATCH", { status: "in_progress" });
    assert.equal(response.status, 200);
    const updated = await response.json() as ContactSubmission;
    assert.equal(updated.status, "in_progress");
    assert.equal(updated.ownerEmail, null);
    const owned = await send(`/api/contacts/${record.id}`, "PATCH", {
      ownerEmail: "Bob@Example.com",
    });
    assert.equal(owned.status, 200);
    const after = await owned.json() as ContactSubmission;
    assert.equal(after.ownerEmail, "bob@example.com");
    assert.equal(after.status, "in_progress", "a change of owner keeps the status");
    const listed = (await (await get("/api/contacts")).json() as ContactSubmission[])[0];
    assert.equal(listed?.ownerEmail, "bob@example.com");
    assert.equal(
      (await send(`/api/contacts/${crypto.randomUUID()}`, "PATCH", { status: "new" })).status,
      404,
    );
    const audit = await (await get("/api/staff/audit")).json() as AuditPage;
    assert.deepEqual(audit.entries.map((e) => e.action), [
      "owner_change",
      "status_change",
      "sign_in",
    ]);
    assert.equal(audit.entries[1]?.detail, "New → In progress");
    assert.equal(audit.entries[0]?.detail, "Nobody → bob@example.com");
    assert.deepEqual(audit.entries[0]?.enquiry, {
      reference: record.reference,
      name: "Priya Shah",
    });
  } finally {
    await app.cleanup();
  }
});

Deno.test("PATCH /api/contacts/:id answers 400 with a field message and changes nothing", async () => {
  const { app, get, send } = await setUp();
  try {
    const { record } = await app.enquiries.create(sampleEnquiry());
    await app.staff.accounts.create("gone@example.com", GOOD_PASSWORD);
    await app.staff.accounts.setDisabled("gone@example.com", true);
    const cases: [unknown, string, string][] = [
      [{ status: "closed" }, "status", "status: "],
      [{}, "body", "Send status, ownerEmail or both"],
      [{ note: "The old single note" }, "body", "Send status, ownerEmail or both"],
      [{ ownerEmail: "not an address" }, "ownerEmail", "ownerEmail must be an e-mail address"],
      [{ ownerEmail: "stranger@example.com" }, "ownerEmail", "No staff account has this address"],
      [{ ownerEmail: "gone@example.com" }, "ownerEmail", "No staff account has this address"],
    ];
    for (const [body, field, message] of cases) {
      const response = await send(`/api/contacts/${record.id}`, "PATCH", body);
      assert.equal(response.status, 400, JSON.stringify(body));
      const answer = await response.json() as { error: string; fields: Record<string, string> };
      assert.ok(answer.error.includes(message), `${answer.error} for ${JSON.stringify(body)}`);
      assert.ok(answer.fields[field], JSON.stringify(answer));
    }
    const listed = (await (await get("/api/contacts")).json() as ContactSubmission[])[0];
    assert.deepEqual([listed?.status, listed?.ownerEmail], ["new", null]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("assigning an enquiry e-mails the new owner through the outbox, not oneself", async () => {
  const { app, send } = await setUp();
  try {
    await app.staff.accounts.create("bob@example.com", GOOD_PASSWORD);
    const { record } = await app.enquiries.create(sampleEnquiry());
    const assignments = async () =>
      (await app.db.execute(
        "SELECT recipient, payload, enquiry_id FROM outbox WHERE kind = 'assignment'",
      )).rows;
    await send(`/api/contacts/${record.id}`, "PATCH", { ownerEmail: "alice@example.com" });
    assert.equal((await assignments()).length, 0, "taking it yourself sends nothing");
    await send(`/api/contacts/${record.id}`, "PATCH", { ownerEmail: "bob@example.com" });
    await send(`/api/contacts/${record.id}`, "PATCH", { ownerEmail: "bob@example.com" });
    const rows = await assignments();
    assert.equal(rows.length, 1, "one e-mail per change of owner");
    assert.equal(rows[0]?.recipient, "bob@example.com");
    assert.equal(rows[0]?.enquiry_id, record.id, "erased with its enquiry");
    const message = JSON.parse(String(rows[0]?.payload));
    assert.equal(message.subject, `Enquiry ${record.reference} from Priya Shah is yours`);
    assert.match(message.text, /alice@example\.com has made you the owner of this enquiry\./);
    assert.ok(message.text.includes(`/admin?open=${record.id}`));
    await send(`/api/contacts/${record.id}`, "PATCH", { ownerEmail: null });
    assert.equal((await assignments()).length, 1);
  } finally {
    await app.cleanup();
  }
});

Deno.test("GET /api/contacts filters by owner (mine, unassigned); counts per status follow the other filters", async () => {
  const { app, get, send } = await setUp();
  try {
    await app.staff.accounts.create("bob@example.com", GOOD_PASSWORD);
    const ids: string[] = [];
    for (const name of ["Ann One", "Bea Two", "Cat Three", "Dee Four"]) {
      ids.push((await app.enquiries.create(sampleEnquiry({ name }))).record.id);
    }
    await send(`/api/contacts/${ids[0]}`, "PATCH", { ownerEmail: "alice@example.com" });
    await send(`/api/contacts/${ids[1]}`, "PATCH", {
      ownerEmail: "bob@example.com",
      status: "answered",
    });
    await send(`/api/contacts/${ids[2]}`, "PATCH", { status: "spam" });
    const names = async (query: string) =>
      ((await (await get(`/api/contacts?${query}`)).json()) as ContactSubmission[])
        .map((c) => c.name).sort();
    assert.deepEqual(await names("owner=mine"), ["Ann One"]);
    assert.deepEqual(await names("owner=unassigned"), ["Cat Three", "Dee Four"]);
    assert.equal((await get("/api/contacts?owner=bob")).status, 400);

    const counts = await (await get("/api/contacts/counts?status=spam")).json() as ContactCounts;
    assert.deepEqual(counts, {
      total: 4,
      byStatus: { new: 2, in_progress: 0, answered: 1, spam: 1 },
      overdue: 0,
      mine: 1,
      unassigned: 2,
    });
    const unassigned = await (await get("/api/contacts/counts?owner=unassigned")).json();
    assert.deepEqual(unassigned.byStatus, { new: 1, in_progress: 0, answered: 0, spam: 1 });
    assert.equal((await get("/api/contacts/counts?from=soon")).status, 400);
  } finally {
    await app.cleanup();
  }
});

Deno.test("the due time is 24 office hours on; past it an open enquiry is overdue, and sort=due puts it first", async () => {
  const { app, clock } = await setUp();
  try {
    // The test clock jumps days at a time: sign in afresh at each step (sessions idle out).
    const at = async (ms: number) => {
      clock.set(ms);
      const cookie = await signInCookie(app.app, "alice@example.com");
      return {
        get: (path: string) => app.app.request(path, { headers: { Cookie: cookie } }),
        send: (path: string, method: string, body: unknown) =>
          app.app.request(path, {
            method,
            headers: sameOriginJson(cookie),
            body: JSON.stringify(body),
          }),
      };
    };
    // Friday 30 May 2025, 16:00 BST: 1.5 hours on Friday, then Monday and Tuesday, Wednesday 14:30.
    clock.set(Date.UTC(2025, 4, 30, 15));
    const { record: early } = await app.enquiries.create(sampleEnquiry({ name: "Early Bird" }));
    clock.set(Date.UTC(2025, 5, 2, 9));
    const { record: late } = await app.enquiries.create(sampleEnquiry({ name: "Late Comer" }));
    assert.equal(early.dueAt, "2025-06-04T13:30:00.000Z");
    let staff = await at(Date.parse(early.dueAt) - 1);
    const list = async (query = "") =>
      await (await staff.get(`/api/contacts${query}`)).json() as ContactSubmission[];
    assert.deepEqual((await list()).map((c) => [c.name, c.overdue]), [
      ["Late Comer", false],
      ["Early Bird", false],
    ]);
    staff = await at(Date.parse(early.dueAt));
    const [first, second] = await list("?sort=due");
    assert.deepEqual([first?.name, first?.overdue, first?.dueAt], [
      "Early Bird",
      true,
      "2025-06-04T13:30:00.000Z",
    ]);
    assert.equal(second?.overdue, false);
    assert.equal((await (await staff.get("/api/contacts/counts")).json()).overdue, 1);
    // Answered is never overdue, and sorts after the open ones.
    await staff.send(`/api/contacts/${early.id}`, "PATCH", { status: "answered" });
    assert.deepEqual((await list("?sort=due")).map((c) => [c.name, c.overdue]), [
      ["Late Comer", false],
      ["Early Bird", false],
    ]);
    assert.equal(late.reference, "CB-2025-000002");
  } finally {
    await app.cleanup();
  }
});

Deno.test("POST /api/contacts/:id/notes appends a note with author and time; 400 for empty or too long", async () => {
  const { app, clock, get, send } = await setUp();
  try {
    const { record } = await app.enquiries.create(sampleEnquiry());
    const first = await send(`/api/contacts/${record.id}/notes`, "POST", {
      text: "Called back.\r\nSent the price list.",
    });
    assert.equal(first.status, 201);
    const note = await first.json() as EnquiryNote;
    assert.deepEqual([note.author, note.at, note.text], [
      "alice@example.com",
      new Date(clock.now()).toISOString(),
      "Called back.\nSent the price list.",
    ]);
    clock.advance(60_000);
    await send(`/api/contacts/${record.id}/notes`, "POST", { text: "Second note" });
    const listed = (await (await get("/api/contacts")).json() as ContactSubmission[])[0];
    assert.deepEqual(listed?.notes.map((n) => n.text), [
      "Called back.\nSent the price list.",
      "Second note",
    ]);
    const one = await (await get(`/api/contacts/${record.id}`)).json() as ContactSubmission;
    assert.equal(one.notes.length, 2);
    for (
      const [body, message] of [
        [{ text: "   " }, "text: Note cannot be empty"],
        [{ text: "x".repeat(5001) }, "text: Note must be at most 5,000 characters"],
        [{}, "text: "],
      ] as const
    ) {
      const refused = await send(`/api/contacts/${record.id}/notes`, "POST", body);
      assert.equal(refused.status, 400);
      assert.ok((await refused.json()).error.startsWith(message));
    }
    assert.equal(
      (await send(`/api/contacts/${crypto.randomUUID()}/notes`, "POST", { text: "Hi" })).status,
      404,
    );
    assert.equal((await get(`/api/contacts/${crypto.randomUUID()}`)).status, 404);
    const audit = await (await get("/api/staff/audit")).json() as AuditPage;
    assert.equal(audit.entries[0]?.action, "note_added");
    assert.equal(audit.entries[0]?.detail, "", "the note's text stays out of the log");
    const notes = await app.db.execute("SELECT COUNT(*) AS n FROM enquiry_notes");
    assert.equal(Number(notes.rows[0]?.n), 2, "refused notes are not stored");
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
    assert.ok(lines[0]!.startsWith("Reference,Received (UK time),Name,"), lines[0]!);
    assert.ok(lines[1]!.startsWith("CB-2025-000001,2025-06-01T13:00:00+01:00,"), lines[1]!);
    assert.ok(lines[1]!.includes(",'=cmd|' /C calc'!A0,"), lines[1]!);
    assert.ok(lines[1]!.includes(",Other,Contact page,"), "labels, not codes");
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
    await send(`/api/contacts/${first.id}`, "PATCH", { status: "answered" });
    await send(`/api/contacts/${first.id}/notes`, "POST", { text: "Done" });
    const preview =
      await (await send("/api/staff/erasure/preview", "POST", { email: "erase.me@example.com" }))
        .json() as ErasureResult;
    // Each enquiry: the staff notification and the enquirer's acknowledgement.
    assert.deepEqual(preview, { enquiries: 2, messages: 4 });
    assert.equal((await send("/api/staff/erasure", "POST", { email: "not-an-email" })).status, 400);
    const erased = await send("/api/staff/erasure", "POST", { email: "erase.me@example.com" });
    assert.deepEqual(await erased.json(), { enquiries: 2, messages: 4 });
    const left = await (await get("/api/contacts")).json() as ContactSubmission[];
    assert.deepEqual(left.map((c) => c.name), ["Keeper"]);
    for (const table of ["enquiry_triage", "enquiry_notes", "outbox"]) {
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
    assert.equal(audit.entries[0]?.detail, "2 enquiries and 4 e-mails of e•••@example.com");
    // The log keeps the erased enquiry's reference, but no longer its enquirer's name.
    const change = (audit.entries as AuditPage["entries"]).find((e) =>
      e.action === "status_change"
    );
    assert.deepEqual(change?.enquiry, { reference: first.reference });
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
    // 3 notifications, 3 acknowledgements and the 3 copies.
    assert.deepEqual(overview.counts, { pending: 9, sending: 0, sent: 0, dead: 0 });
    const audit = await (await get("/api/staff/audit")).json() as {
      entries: { action: string; detail: string }[];
    };
    assert.equal(audit.entries[0]?.detail, "3 e-mails queued to enquiries@crownbridge.co.uk");
  } finally {
    await app.cleanup();
  }
});
