/**
 * Working on one enquiry in the staff inbox (docs/requirements.md#staff-inbox):
 * `PATCH /api/contacts/:id` sets status and owner with the audit log and refuses bad input, a new
 * owner is e-mailed through the outbox, and `POST /api/contacts/:id/notes` keeps the notes thread.
 */
import assert from "node:assert/strict";
import type { AuditPage, ContactSubmission, EnquiryNote } from "../../shared/schemas/staff.ts";
import { setUp } from "./staff_contacts_fixtures.ts";
import { GOOD_PASSWORD, sampleEnquiry } from "./staff_fixtures.ts";

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
