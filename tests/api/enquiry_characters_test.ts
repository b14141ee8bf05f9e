/**
 * `POST /api/contact` refuses control and invisible characters with field-level messages and
 * stores text NFC-normalised; the message keeps its line breaks (rules: shared/schemas/text_rules.ts).
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";

const VALID = VALID_ENQUIRY;

const NAME_MESSAGE =
  "Name cannot contain line breaks or hidden characters (such as zero-width spaces)";
const COMPANY_MESSAGE =
  "Company cannot contain line breaks or hidden characters (such as zero-width spaces)";
const MESSAGE_MESSAGE = "Message cannot contain hidden control or text-direction characters";

const post = postEnquiry;

async function withApp(fn: (app: TestApp) => Promise<void>) {
  // Every refused body is one request; the per-address limit is not under test here.
  const app = await createTestApp({
    env: { CONTACT_RATE_LIMIT: "1000" },
  });
  try {
    await fn(app);
  } finally {
    await app.cleanup();
  }
}

async function rowCount(app: TestApp): Promise<number> {
  const result = await app.db.execute("SELECT COUNT(*) AS n FROM enquiries");
  return Number(result.rows[0]?.n);
}

/** Field, value and the message the API must answer with. */
const REFUSED: [string, string, string][] = [
  ["name", "Priya\r\nBcc: thief@evil.example", NAME_MESSAGE],
  ["name", "Priya\nShah", NAME_MESSAGE],
  ["name", "Pri\u0000ya", NAME_MESSAGE],
  ["name", "Priya\u007fShah", NAME_MESSAGE],
  ["name", "Priya\u0085Shah", NAME_MESSAGE],
  ["name", "\u200B\u200B\u200B", NAME_MESSAGE],
  ["name", "\u200D\u200C\u2060\uFEFF", NAME_MESSAGE],
  ["name", "Priya \u202Ehahs", NAME_MESSAGE],
  ["name", "Priya \u2066Shah\u2069", NAME_MESSAGE],
  ["name", "\u3164\u3164", NAME_MESSAGE],
  ["name", "Priya\u2028Shah", NAME_MESSAGE],
  ["name", "P\u00ADriya", NAME_MESSAGE],
  ["name", "a\u0301", "Name must be at least 2 characters"],
  ["name", "  J  ", "Name must be at least 2 characters"],
  ["company", "Nordic Fizz\r\nTo: all@crownbridge.co.uk", COMPANY_MESSAGE],
  ["company", "Nordic\u200BFizz", COMPANY_MESSAGE],
  ["phone", "+44 20\n7946 0000", "Phone number cannot contain line breaks or hidden characters"],
  ["message", "We would like\u0000 to discuss distribution.", MESSAGE_MESSAGE],
  ["message", "We would like to discuss \u202Enoitubirtsid.", MESSAGE_MESSAGE],
  ["message", "We would like to discuss\u001b[2J distribution.", MESSAGE_MESSAGE],
  ["message", "\u200B".repeat(20), "Message must be at least 10 characters"],
];

Deno.test("POST /api/contact refuses control and invisible characters with field messages", () =>
  withApp(async (app) => {
    for (const [field, value, message] of REFUSED) {
      const response = await post(app, { ...VALID, [field]: value });
      assert.equal(response.status, 400, `${field}: ${JSON.stringify(value)}`);
      const body = await response.json();
      assert.equal(body.fields?.[field], message, `${field}: ${JSON.stringify(value)}`);
    }
    assert.equal(await rowCount(app), 0);
  }));

Deno.test("POST /api/contact stores NFC text and keeps real names, emoji and line breaks", () =>
  withApp(async (app) => {
    const response = await post(app, {
      ...VALID,
      name: "Zoe\u0301 Ma\u0308ki",
      company: "مهدی\u200Cزاده Trading\t👩🏽\u200D💻",
      message: "Line one,\r\nline two\rand\tline three.",
    });
    assert.equal(response.status, 201);
    const { id } = await response.json();
    const row = (await app.db.execute({
      sql: "SELECT name, company, message FROM enquiries WHERE id = ?",
      args: [id],
    })).rows[0];
    assert.equal(row?.name, "Zoé Mäki");
    assert.equal(row?.company, "مهدی\u200Cزاده Trading 👩🏽\u200D💻");
    assert.equal(row?.message, "Line one,\nline two\nand line three.");
  }));
