/**
 * What the staff inbox does with many enquiries at once (docs/requirements.md#staff-inbox): the
 * formula-safe CSV export of the filtered set, erasure of one address's enquiries and e-mails, and
 * the backlog send through the outbox, refused while an earlier one still has e-mails waiting; each
 * leaves its line in the audit log.
 */
import { read, utils } from "@e965/xlsx";
import assert from "node:assert/strict";
import type { AuditPage, ContactSubmission, ErasureResult } from "../../shared/schemas/staff.ts";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { setUp } from "./staff_contacts_fixtures.ts";
import { sameOriginJson, sampleEnquiry } from "./staff_fixtures.ts";

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

Deno.test("GET /api/contacts/export.xlsx: the same rows as text cells, phone numbers and formula-like names without the CSV's apostrophe", async () => {
  const { app, get } = await setUp();
  try {
    await app.enquiries.create(sampleEnquiry({ name: "=cmd|' /C calc'!A0", interest: "other" }));
    await app.enquiries.create(
      sampleEnquiry({ name: "Plain Name", interest: "distribution", phone: "020 7946 0001" }),
    );
    const response = await get("/api/contacts/export.xlsx?interest=other");
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get("content-type"),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    assert.equal(
      response.headers.get("content-disposition"),
      'attachment; filename="enquiries-2025-06-01.xlsx"',
    );
    // Read back as a spreadsheet would: every value a text cell, none a number or a formula.
    const workbook = read(new Uint8Array(await response.arrayBuffer()), { cellNF: true });
    assert.deepEqual(workbook.SheetNames, ["Enquiries"]);
    const sheet = workbook.Sheets["Enquiries"]!;
    const rows = utils.sheet_to_json<string[]>(sheet, { header: 1 });
    assert.equal(rows.length, 2, "header and the one matching enquiry");
    const header = rows[0]!;
    assert.deepEqual(header.slice(0, 3), ["Reference", "Received (UK time)", "Name"]);
    const cell = (name: string) => sheet[utils.encode_cell({ r: 1, c: header.indexOf(name) })];
    assert.equal(cell("Reference")?.v, "CB-2025-000001");
    assert.equal(cell("Name")?.v, "=cmd|' /C calc'!A0");
    assert.equal(cell("Phone")?.v, "+44 20 7946 0000");
    assert.equal(cell("Interest")?.v, "Other");
    assert.equal(cell("Received (UK time)")?.v, "2025-06-01T13:00:00+01:00");
    for (const name of header) {
      assert.equal(cell(name)?.t, "s", `${name} is a text cell`);
      assert.equal(cell(name)?.f, undefined, `${name} is no formula`);
      assert.equal(cell(name)?.z, "@", `${name} has the text format`);
    }
    const audit = await (await get("/api/staff/audit")).json() as {
      entries: { action: string; detail: string }[];
    };
    assert.equal(audit.entries[0]?.action, "export");
    assert.equal(audit.entries[0]?.detail, "1 enquiries as .xlsx (filters: interest=other)");
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

Deno.test("Send All Contact Submissions twice: a double click or replay is refused with 409 while the first send's e-mails wait", async () => {
  const { app, get, send } = await setUp();
  try {
    for (let i = 0; i < 2; i++) await app.enquiries.create(sampleEnquiry({ name: `Person ${i}` }));
    const backlogRows = async () =>
      Number(
        (await app.db.execute("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'backlog'")).rows[0]
          ?.n,
      );
    // A double click: both requests leave before either is answered.
    const answers = await Promise.all([
      send("/api/contact/send-backlog", "POST"),
      send("/api/contact/send-backlog", "POST"),
    ]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    const { error } = await refused.json() as { error: string };
    // Refused while the first send is being queued, or once its e-mails wait.
    assert.match(
      error,
      /^(The last send of all contact submissions still has 2 e-mails waiting|Another send of all contact submissions is being queued)\. Try again when it has finished\.$/,
    );
    await answers.find((answer) => answer.status === 200)!.body?.cancel();
    // A replay later, while the e-mails still wait, is refused too.
    const replay = await send("/api/contact/send-backlog", "POST");
    assert.equal(replay.status, 409);
    await replay.body?.cancel();
    assert.equal(await backlogRows(), 2, "the store was queued once");
    const audit = await (await get("/api/staff/audit")).json() as { entries: { action: string }[] };
    assert.equal(audit.entries.filter((entry) => entry.action === "backlog_send").length, 1);

    // An e-mail a sender has claimed but not yet handed over (`sending`) still waits: one sent,
    // one in flight is still a send in progress (backlogWaiting, server/mail/outbox.ts).
    await app.writer.execute(
      `UPDATE outbox SET status = CASE WHEN id = (SELECT MIN(id) FROM outbox WHERE kind = 'backlog')
       THEN 'sending' ELSE 'sent' END WHERE kind = 'backlog'`,
    );
    const inFlight = await send("/api/contact/send-backlog", "POST");
    assert.equal(inFlight.status, 409);
    assert.equal(
      (await inFlight.json() as { error: string }).error,
      "The last send of all contact submissions still has 1 e-mail waiting. Try again when it has finished.",
    );

    // Once the first send has finished, another may go.
    await app.writer.execute("UPDATE outbox SET status = 'sent' WHERE kind = 'backlog'");
    const again = await send("/api/contact/send-backlog", "POST");
    assert.equal(again.status, 200);
    await again.body?.cancel();
    assert.equal(await backlogRows(), 4);
  } finally {
    await app.cleanup();
  }
});

Deno.test("Send All Contact Submissions on two instances at once: one database, the store queued once", async () => {
  // Two apps in this process on one database file stand for two instances behind Caddy: each has
  // its own writer, so nothing in one process can keep the other from queuing the store again.
  const { app: first, clock, cookie } = await setUp();
  let second: TestApp | undefined;
  try {
    const other = await createTestApp({
      env: { DATABASE_URL: `file:${join(first.dir, "site.db")}` },
      now: clock.now,
      background: false,
    });
    second = other;
    for (let i = 0; i < 3; i++) {
      await first.enquiries.create(sampleEnquiry({ name: `Person ${i}` }));
    }
    const sendAll = async (app: TestApp): Promise<Response> =>
      await app.app.request("/api/contact/send-backlog", {
        method: "POST",
        headers: sameOriginJson(cookie),
      });
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([sendAll(first), sendAll(other)]);
      const statuses = answers.map((answer) => answer.status).sort();
      assert.deepEqual(statuses, [200, 409], `round ${round}`);
      const refused = await answers.find((answer) => answer.status === 409)!.json() as {
        error: string;
      };
      assert.match(
        refused.error,
        /^(The last send of all contact submissions still has 3 e-mails waiting|Another send of all contact submissions is being queued)\. Try again when it has finished\.$/,
      );
      await answers.find((answer) => answer.status === 200)!.body?.cancel();
      const queued = await first.db.execute(
        "SELECT COUNT(*) AS n, COUNT(DISTINCT batch_id) AS sends FROM outbox WHERE kind = 'backlog'",
      );
      assert.deepEqual(
        [Number(queued.rows[0]?.n), Number(queued.rows[0]?.sends)],
        [3 * (round + 1), round + 1],
        "one send of the three enquiries per round",
      );
      // The send has gone: the next round may send again.
      await first.writer.execute("UPDATE outbox SET status = 'sent' WHERE kind = 'backlog'");
    }
  } finally {
    await second?.cleanup();
    await first.cleanup();
  }
});
