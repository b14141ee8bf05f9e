/**
 * `Idempotency-Key` on `POST /api/contact` after the IETF httpapi idempotency-key draft: a key
 * reused with a different body is refused with 422 and changes nothing, and a key belongs to the
 * client that sent it. Behind one proxy, so each request names its client address.
 */
import assert from "node:assert/strict";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";

async function messages(app: TestApp): Promise<string[]> {
  const result = await app.db.execute("SELECT message FROM enquiries ORDER BY created_at, id");
  return result.rows.map((row) => String(row.message));
}

Deno.test("POST /api/contact: the same Idempotency-Key with a different enquiry gets 422 and stores nothing", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    const key = crypto.randomUUID();
    const client = { "Idempotency-Key": key, "X-Forwarded-For": "203.0.113.20" };
    const first = await postEnquiry(app, VALID_ENQUIRY, client);
    assert.equal(first.status, 201);
    const changed = {
      ...VALID_ENQUIRY,
      message: "A different request entirely, sent with the old key.",
    };
    const reused = await postEnquiry(app, changed, client);
    assert.equal(reused.status, 422);
    assert.deepEqual(await reused.json(), {
      error: "This submission was already sent with different details",
      fields: { "Idempotency-Key": "Idempotency-Key was already used for a different enquiry" },
    });
    const retried = await postEnquiry(app, VALID_ENQUIRY, client);
    assert.equal(retried.status, 201, "the original body is still a replay");
    assert.equal(retried.headers.get("idempotent-replayed"), "true");
    assert.deepEqual(await messages(app), [VALID_ENQUIRY.message]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("POST /api/contact: another client's Idempotency-Key is not a replay of its enquiry", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    const key = crypto.randomUUID();
    const first = await postEnquiry(app, VALID_ENQUIRY, {
      "Idempotency-Key": key,
      "X-Forwarded-For": "203.0.113.21",
    });
    const { id } = await first.json();
    const other = await postEnquiry(app, VALID_ENQUIRY, {
      "Idempotency-Key": key,
      "X-Forwarded-For": "198.51.100.21",
    });
    assert.equal(other.status, 201);
    assert.equal(other.headers.get("idempotent-replayed"), null);
    assert.notEqual((await other.json()).id, id, "the other client does not learn the first id");
    assert.equal((await messages(app)).length, 2);
    const stored = await app.db.execute("SELECT idempotency_key FROM enquiries");
    for (const row of stored.rows) {
      assert.doesNotMatch(String(row.idempotency_key), /203\.0\.113|198\.51\.100/);
    }
  } finally {
    await app.cleanup();
  }
});
