/**
 * `Idempotency-Key` on `POST /api/contact` after the IETF httpapi idempotency-key draft: a key
 * reused with a different body is refused with 422 and changes nothing, and a key with its body is
 * one submission from whatever address it comes. Behind one proxy, so each request names its
 * client address.
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

Deno.test("POST /api/contact: the same Idempotency-Key and enquiry from IPv4 then IPv6 is stored once", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    const key = crypto.randomUUID();
    // A phone sends over Wi-Fi, gets no answer, and retries over mobile data.
    const first = await postEnquiry(app, VALID_ENQUIRY, {
      "Idempotency-Key": key,
      "X-Forwarded-For": "203.0.113.21",
    });
    assert.equal(first.status, 201);
    const firstAnswer = await first.json();
    const retried = await postEnquiry(app, VALID_ENQUIRY, {
      "Idempotency-Key": key.toUpperCase(),
      "X-Forwarded-For": "2001:db8:5::21",
    });
    assert.equal(retried.status, 201);
    assert.equal(retried.headers.get("idempotent-replayed"), "true");
    assert.deepEqual(await retried.json(), firstAnswer, "the retry gets the first reference");
    assert.equal((await messages(app)).length, 1);
    const stored = await app.db.execute("SELECT idempotency_key FROM enquiries");
    for (const row of stored.rows) {
      assert.doesNotMatch(String(row.idempotency_key), /203\.0\.113|2001:db8/);
      assert.doesNotMatch(String(row.idempotency_key), new RegExp(key, "i"));
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("POST /api/contact: an Idempotency-Key reused from another address with another enquiry gets 422", async () => {
  const app = await createTestApp({ background: false, env: { TRUST_PROXY: "1" } });
  try {
    const key = crypto.randomUUID();
    const first = await postEnquiry(app, VALID_ENQUIRY, {
      "Idempotency-Key": key,
      "X-Forwarded-For": "203.0.113.22",
    });
    assert.equal(first.status, 201);
    const other = await postEnquiry(app, { ...VALID_ENQUIRY, name: "Someone Else" }, {
      "Idempotency-Key": key,
      "X-Forwarded-For": "198.51.100.22",
    });
    assert.equal(other.status, 422);
    const answer = await other.json();
    assert.equal(answer.id, undefined, "the other sender does not learn the first id");
    assert.deepEqual(await messages(app), [VALID_ENQUIRY.message]);
  } finally {
    await app.cleanup();
  }
});
