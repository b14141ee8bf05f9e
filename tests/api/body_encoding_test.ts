/**
 * Request bodies are JSON in UTF-8 (RFC 8259 §8.1; server/http/json_only.ts): a body with bytes
 * that are not UTF-8 gets 400 and stores nothing (it was stored with U+FFFD in their place), and a
 * body declared in another charset gets 415, on every public endpoint that takes a body.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import { VALID_ENQUIRY } from "./enquiry_fixtures.ts";
import { sameOriginJson } from "./staff_fixtures.ts";

/** `json` as UTF-8 with the text "BAD" replaced by the Latin-1 byte of "é" (0xE9). */
function withBadByte(json: string): Uint8Array {
  const [before = "", after = ""] = json.split("BAD");
  const encoder = new TextEncoder();
  return new Uint8Array([...encoder.encode(before), 0xe9, ...encoder.encode(after)]);
}

const BODIES: Record<string, unknown> = {
  "/api/contact": { ...VALID_ENQUIRY, message: `${VALID_ENQUIRY.message} Caf BAD au lait.` },
  "/api/search": { query: "distribution BAD" },
  "/api/consent": { consentId: "BAD" },
  "/api/analytics": { type: "page_view", path: "/BAD" },
  "/api/staff/login": { email: "alice@example.com", password: "wrong BAD password" },
};

async function enquiries(app: Awaited<ReturnType<typeof createTestApp>>): Promise<number> {
  return Number((await app.db.execute("SELECT COUNT(*) AS n FROM enquiries")).rows[0]?.n);
}

Deno.test("a body that is not valid UTF-8 gets 400 on every JSON endpoint, with or without Content-Length", async () => {
  const app = await createTestApp({ background: false });
  try {
    for (const [path, body] of Object.entries(BODIES)) {
      const bytes = withBadByte(JSON.stringify(body));
      for (const headers of [{ "Content-Length": String(bytes.length) }, {}]) {
        const response = await app.app.request(path, {
          method: "POST",
          headers: { ...sameOriginJson(), ...headers },
          body: new Blob([bytes as BlobPart]).stream(),
          duplex: "half",
        } as RequestInit);
        assert.equal(response.status, 400, `${path} ${JSON.stringify(headers)}`);
        assert.deepEqual(await response.json(), { error: "Request body is not valid UTF-8" });
      }
    }
    assert.equal(await enquiries(app), 0);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a body declared in another charset gets 415; UTF-8 under any of its labels is accepted", async () => {
  const app = await createTestApp({ background: false });
  try {
    for (const charset of ["latin1", "ISO-8859-1", "utf-16", "nonsense"]) {
      const response = await app.app.request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": `application/json; charset=${charset}` },
        body: JSON.stringify(VALID_ENQUIRY),
      });
      assert.equal(response.status, 415, charset);
      assert.deepEqual(await response.json(), {
        error: "Content-Type must be application/json in UTF-8",
      });
    }
    assert.equal(await enquiries(app), 0);
    for (const charset of ["utf-8", "UTF-8", '"utf8"']) {
      const response = await app.app.request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": `application/json; charset=${charset}` },
        body: JSON.stringify({ ...VALID_ENQUIRY, message: `${VALID_ENQUIRY.message} Café.` }),
      });
      assert.equal(response.status, 201, charset);
    }
    const stored = await app.db.execute("SELECT message FROM enquiries");
    assert.ok(stored.rows.every((row) => String(row.message).endsWith("Café.")));
  } finally {
    await app.cleanup();
  }
});
