/**
 * References and acknowledgements (docs/requirements.md#enquiry-reference): `POST /api/contact`
 * answers each stored enquiry's reference, numbered per year; a retried submission gets the same
 * one and one acknowledgement; one mailbox gets at most 3 acknowledgements a day, however its
 * address is spelled.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";
import { testClock } from "./staff_fixtures.ts";

async function count(app: TestApp, sql: string, args: string[] = []): Promise<number> {
  return Number((await app.db.execute({ sql, args })).rows[0]?.n);
}

function acknowledgements(app: TestApp, to: string) {
  return count(
    app,
    "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'acknowledgement' AND recipient = ?",
    [to],
  );
}

Deno.test("POST /api/contact answers a reference per enquiry, numbered from 1 each year", async () => {
  const clock = testClock(Date.UTC(2025, 11, 31, 23, 59));
  const app = await createTestApp({ now: clock.now, background: false });
  try {
    const references: string[] = [];
    for (const at of [0, 30_000, 120_000]) {
      clock.set(Date.UTC(2025, 11, 31, 23, 59) + at);
      const response = await postEnquiry(app, VALID_ENQUIRY);
      assert.equal(response.status, 201);
      references.push((await response.json()).reference);
    }
    assert.deepEqual(references, ["CB-2025-000001", "CB-2025-000002", "CB-2026-000001"]);
    const stored = await app.db.execute("SELECT reference FROM enquiries ORDER BY created_at");
    assert.deepEqual(stored.rows.map((row) => row.reference), references);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a reference is never given twice, even after its enquiry was erased", async () => {
  const app = await createTestApp({ background: false });
  try {
    const first = await (await postEnquiry(app, VALID_ENQUIRY)).json();
    await app.writer.execute("DELETE FROM enquiries");
    const second = await (await postEnquiry(app, VALID_ENQUIRY)).json();
    assert.notEqual(second.reference, first.reference);
    assert.match(second.reference, /^CB-\d{4}-000002$/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("retries with one Idempotency-Key get one reference and send one acknowledgement", async () => {
  const app = await createTestApp({ background: false });
  try {
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => postEnquiry(app, VALID_ENQUIRY, { "Idempotency-Key": key })),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    assert.equal(new Set(bodies.map((body) => body.reference)).size, 1);
    assert.equal(await acknowledgements(app, VALID_ENQUIRY.email), 1);
  } finally {
    await app.cleanup();
  }
});

Deno.test("one address gets at most 3 acknowledgements a day; every enquiry is still stored", async () => {
  const clock = testClock(Date.UTC(2026, 5, 1, 9));
  const app = await createTestApp({ now: clock.now, background: false });
  try {
    for (
      const email of [
        "x@victim.example",
        "X@Victim.example",
        "x@victim.example",
        "x@VICTIM.example",
      ]
    ) {
      const response = await postEnquiry(app, { ...VALID_ENQUIRY, email });
      assert.equal(response.status, 201);
      clock.advance(60_000);
    }
    assert.equal(await count(app, "SELECT COUNT(*) AS n FROM enquiries"), 4);
    assert.equal(await count(app, "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'enquiry'"), 4);
    assert.equal(await acknowledgements(app, "x@victim.example"), 3);
    // Another address is not held back by it.
    await postEnquiry(app, { ...VALID_ENQUIRY, email: "someone@else.example" });
    assert.equal(await acknowledgements(app, "someone@else.example"), 1);
    // A day after the first, the address may get one again.
    clock.set(Date.UTC(2026, 5, 2, 9) + 1);
    await postEnquiry(app, { ...VALID_ENQUIRY, email: "x@victim.example" });
    assert.equal(await acknowledgements(app, "x@victim.example"), 4);
  } finally {
    await app.cleanup();
  }
});

Deno.test("one mailbox gets at most 3 acknowledgements a day, however its address is spelled", async () => {
  const clock = testClock(Date.UTC(2026, 5, 1, 9));
  const app = await createTestApp({ now: clock.now, background: false });
  try {
    // Each reaches victim@gmail.com: a +tag, dots and googlemail.com do not make a new mailbox.
    const spellings = [
      "victim+1@gmail.com",
      "victim+2@gmail.com",
      "v.ictim@gmail.com",
      "Vic.Tim+3@GoogleMail.com",
      "victim@gmail.com",
    ];
    for (const email of spellings) {
      const response = await postEnquiry(app, { ...VALID_ENQUIRY, email });
      assert.equal(response.status, 201);
      clock.advance(60_000);
    }
    const acknowledged = await app.db.execute(
      "SELECT payload FROM outbox WHERE kind = 'acknowledgement' ORDER BY created_at",
    );
    assert.deepEqual(
      acknowledged.rows.map((row) => JSON.parse(String(row.payload)).to),
      spellings.slice(0, 3),
    );
    // Every enquiry is still stored and the staff still told of it.
    assert.equal(await count(app, "SELECT COUNT(*) AS n FROM enquiries"), spellings.length);
    assert.equal(
      await count(app, "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'enquiry'"),
      spellings.length,
    );
    // A tag on another provider's address is dropped too; that provider's dots are not.
    for (
      const email of [
        "jo+a@firm.example",
        "jo+b@firm.example",
        "j.o@firm.example",
        "JO+c@firm.example",
        "jo@firm.example",
      ]
    ) {
      await postEnquiry(app, { ...VALID_ENQUIRY, email });
    }
    assert.equal(await acknowledgements(app, "jo@firm.example"), 3);
    assert.equal(await acknowledgements(app, "j.o@firm.example"), 1);
  } finally {
    await app.cleanup();
  }
});

Deno.test("the honeypot's answer has a reference of the real shape and stores nothing", async () => {
  const app = await createTestApp({ background: false });
  try {
    const response = await postEnquiry(app, { ...VALID_ENQUIRY, website: "https://spam.example" });
    assert.equal(response.status, 201);
    assert.match((await response.json()).reference, /^CB-\d{4}-\d{6}$/);
    assert.equal(await count(app, "SELECT COUNT(*) AS n FROM enquiries"), 0);
    assert.equal(await count(app, "SELECT COUNT(*) AS n FROM outbox"), 0);
  } finally {
    await app.cleanup();
  }
});
