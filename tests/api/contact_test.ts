/**
 * `POST /api/contact` through `app.request()` (docs/requirements.md#enquiry-validation,
 * #enquiry-api).
 */
import assert from "node:assert/strict";
import { createTestApp, EXACT_RATE_LIMITS, type TestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";
import { CONTACT_BODY_LIMIT_BYTES } from "../../server/api/contact.ts";

const VALID = VALID_ENQUIRY;

const post = postEnquiry;

async function rowCount(app: TestApp): Promise<number> {
  const result = await app.db.execute("SELECT COUNT(*) AS n FROM enquiries");
  return Number(result.rows[0]?.n);
}

async function withApp(fn: (app: TestApp) => Promise<void>, options = {}) {
  const app = await createTestApp(options);
  try {
    await fn(app);
  } finally {
    await app.cleanup();
  }
}

Deno.test("POST /api/contact stores a valid enquiry and answers 201 with its id", () =>
  withApp(async (app) => {
    const response = await post(app, VALID);
    assert.equal(response.status, 201);
    const { id } = await response.json();
    const stored = await app.db.execute({
      sql: "SELECT * FROM enquiries WHERE id = ?",
      args: [id],
    });
    assert.equal(stored.rows.length, 1);
    assert.equal(stored.rows[0]?.email, VALID.email);
    assert.equal(stored.rows[0]?.interest, "distribution");
    assert.match(String(stored.rows[0]?.created_at), /^\d{4}-\d{2}-\d{2}T/);
  }));

Deno.test("POST /api/contact accepts the home form's minimum (no company, phone or interest)", () =>
  withApp(async (app) => {
    const response = await post(app, {
      name: "Jo Bloggs",
      email: "jo@example.com",
      message: "Please call me about distribution.",
    });
    assert.equal(response.status, 201);
    const row = (await app.db.execute("SELECT company, phone, interest FROM enquiries")).rows[0];
    assert.deepEqual([row?.company, row?.phone, row?.interest], [null, null, null]);
  }));

Deno.test("POST /api/contact rejects a 1-character name and a bad e-mail with field messages", () =>
  withApp(async (app) => {
    const response = await post(app, { ...VALID, name: "J", email: "not-an-email" });
    assert.equal(response.status, 400);
    const body = await response.json();
    assert.equal(body.fields.name, "Name must be at least 2 characters");
    assert.equal(body.fields.email, "Please enter a valid email address");
    assert.equal(await rowCount(app), 0);
  }));

Deno.test("POST /api/contact rejects a short message and an unknown interest", () =>
  withApp(async (app) => {
    const response = await post(app, { ...VALID, message: "Hi", interest: "crypto" });
    assert.equal(response.status, 400);
    const body = await response.json();
    assert.equal(body.fields.message, "Message must be at least 10 characters");
    assert.ok(body.fields.interest);
    assert.equal(await rowCount(app), 0);
  }));

Deno.test("POST /api/contact answers 400, not 500, to malformed JSON and wrong shapes", () =>
  withApp(async (app) => {
    for (const body of ['{"name": "x",', "[]", "null", '"text"', '{"name": 42}']) {
      const response = await post(app, body);
      assert.equal(response.status, 400, `body ${body}`);
      assert.ok((await response.json()).error);
    }
    assert.equal(await rowCount(app), 0);
  }));

Deno.test("POST /api/contact answers 413 to an oversized body and stores nothing", () =>
  withApp(async (app) => {
    const response = await post(app, {
      ...VALID,
      message: "x".repeat(CONTACT_BODY_LIMIT_BYTES + 10),
    });
    assert.equal(response.status, 413);
    assert.equal(await rowCount(app), 0);
  }));

Deno.test("POST /api/contact answers 400 to a message over the 5000-character limit", () =>
  withApp(async (app) => {
    const response = await post(app, { ...VALID, message: "y".repeat(5001) });
    assert.equal(response.status, 400);
    assert.equal((await response.json()).fields.message, "Message must be at most 5000 characters");
  }));

Deno.test("POST /api/contact answers 415 to form and text content types", () =>
  withApp(async (app) => {
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data"]) {
      const response = await post(app, "name=x", { "Content-Type": type });
      assert.equal(response.status, 415, type);
    }
    assert.equal(await rowCount(app), 0);
  }));

Deno.test("POST /api/contact pretends success to a filled honeypot but stores nothing", () =>
  withApp(async (app) => {
    const response = await post(app, { ...VALID, website: "http://spam.example" });
    assert.equal(response.status, 201);
    assert.equal(await rowCount(app), 0);
  }));

Deno.test("POST /api/contact rate-limits one address and says so with 429", () =>
  withApp(async (app) => {
    assert.equal((await post(app, VALID)).status, 201);
    assert.equal((await post(app, VALID)).status, 201);
    const limited = await post(app, VALID);
    assert.equal(limited.status, 429);
    assert.match((await limited.json()).error, /Too many/);
    assert.equal(await rowCount(app), 2);
  }, {
    overrides: {
      ...EXACT_RATE_LIMITS,
      contactRateRule: { name: "contact", limit: 2, windowMs: 60_000 },
    },
  }));

Deno.test("POST /api/contact keeps every enquiry of 20 overlapping submissions", () =>
  withApp(async (app) => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(app, { ...VALID, name: `Sender ${i}` })),
    );
    assert.deepEqual(responses.map((r) => r.status), Array(20).fill(201));
    assert.equal(await rowCount(app), 20);
  }, { overrides: { contactRateRule: { name: "contact", limit: 100, windowMs: 60_000 } } }));

Deno.test("unknown API paths answer JSON 404", () =>
  withApp(async (app) => {
    const response = await app.app.request("/api/nothing-here");
    assert.equal(response.status, 404);
    assert.equal((await response.json()).error, "Not found");
  }));
