/**
 * `POST /api/contact` against storage trouble and retries (docs/requirements.md#enquiry-api,
 * ADR 0008): idempotent submissions, which form sent an enquiry, a database locked by another
 * connection, and the real default allowance counting only well-formed requests.
 */
import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import { join } from "node:path";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";
import { DEFAULT_WRITE_BUDGET_MS } from "../../server/db/writer.ts";

const VALID = VALID_ENQUIRY;

const post = postEnquiry;

async function rows(app: TestApp, sql = "SELECT COUNT(*) AS n FROM enquiries"): Promise<number> {
  return Number((await app.db.execute(sql)).rows[0]?.n);
}

async function withApp(
  fn: (app: TestApp) => Promise<void>,
  options: Parameters<typeof createTestApp>[0] = {},
) {
  const app = await createTestApp({ background: false, ...options });
  try {
    await fn(app);
  } finally {
    await app.cleanup();
  }
}

Deno.test("POST /api/contact stores a submission retried with one Idempotency-Key once", () =>
  withApp(async (app) => {
    const key = crypto.randomUUID();
    const first = await post(app, VALID, { "Idempotency-Key": key });
    assert.equal(first.status, 201);
    const { id, reference } = await first.json();
    assert.match(reference, /^CB-\d{4}-\d{6}$/);
    const again = await Promise.all(
      [1, 2, 3].map(() => post(app, VALID, { "Idempotency-Key": key })),
    );
    for (const response of again) {
      assert.equal(response.status, 201);
      assert.equal(response.headers.get("idempotent-replayed"), "true");
      assert.deepEqual(await response.json(), { id, reference });
    }
    assert.equal(await rows(app), 1);
    assert.equal(
      await rows(app, "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'enquiry'"),
      1,
      "one notification",
    );
    assert.equal(
      await rows(app, "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'acknowledgement'"),
      1,
      "one acknowledgement to the enquirer",
    );
    const other = await post(app, VALID, { "Idempotency-Key": crypto.randomUUID() });
    assert.notEqual((await other.json()).id, id);
    assert.equal(await rows(app), 2);
  }));

Deno.test("POST /api/contact refuses an Idempotency-Key that is not a UUID, storing nothing", () =>
  withApp(async (app) => {
    const response = await post(app, VALID, { "Idempotency-Key": "retry-1" });
    assert.equal(response.status, 400);
    assert.equal(
      (await response.json()).fields["Idempotency-Key"],
      "Idempotency-Key must be a UUID",
    );
    assert.equal(await rows(app), 0);
  }));

Deno.test("POST /api/contact records which form sent each enquiry", () =>
  withApp(async (app) => {
    assert.equal((await post(app, { ...VALID, source: "home" })).status, 201);
    assert.equal((await post(app, { ...VALID, source: "contact" })).status, 201);
    assert.equal((await post(app, VALID)).status, 201);
    assert.equal((await post(app, { ...VALID, source: "fax" })).status, 400);
    const result = await app.db.execute(
      "SELECT source, COUNT(*) AS n FROM enquiries GROUP BY source ORDER BY source",
    );
    assert.deepEqual(result.rows.map((row) => [row.source, Number(row.n)]), [
      ["contact", 2],
      ["home", 1],
    ]);
  }));

Deno.test("while another connection holds the write lock: 503 with Retry-After, then 201 once it is released", () =>
  withApp(async (app) => {
    const other = createClient({ url: `file:${join(app.dir, "site.db")}` });
    const lock = await other.transaction("write");
    try {
      await lock.execute("INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('x', 0, 1)");
      const started = performance.now();
      const refused = await post(app, VALID);
      const waited = performance.now() - started;
      assert.equal(refused.status, 503);
      assert.equal(refused.headers.get("retry-after"), "1");
      assert.equal(
        (await refused.json()).error,
        "The service is busy. Please try again in a moment.",
      );
      assert.ok(waited >= 300, `waited ${waited} ms for the lock (budget 300 ms)`);
      assert.equal((await app.app.request("/readyz")).status, 503);
      assert.equal((await app.app.request("/healthz")).status, 200);
    } finally {
      await lock.rollback();
      other.close();
    }
    const accepted = await post(app, VALID);
    assert.equal(accepted.status, 201, "writes recover without a restart");
    assert.equal((await app.app.request("/readyz")).status, 200);
    assert.equal(await rows(app), 1, "exactly the acknowledged enquiry is stored");
  }, { env: { DATABASE_WRITE_TIMEOUT_MS: "300" } }));

/** How long the other connection holds the lock: several of the writer's busy waits (ADR 0008),
 * well inside the default write budget. */
const SHORT_LOCK_MS = Math.round(DEFAULT_WRITE_BUDGET_MS * 0.3);

Deno.test("an enquiry sent while another connection holds the lock briefly waits for it, then is acknowledged and stored once", () =>
  withApp(async (app) => {
    const other = createClient({ url: `file:${join(app.dir, "site.db")}` });
    try {
      const lock = await other.transaction("write");
      await lock.execute("INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('x', 0, 1)");
      let answered = false;
      const answer = Promise.resolve(post(app, VALID)).then((response) => {
        answered = true;
        return response;
      });
      await new Promise((resolve) => setTimeout(resolve, SHORT_LOCK_MS));
      assert.equal(answered, false, "no answer while the lock is held");
      await lock.rollback();
      const response = await answer;
      assert.equal(response.status, 201, JSON.stringify(await response.clone().json()));
      const { id } = await response.json();
      assert.deepEqual(
        (await app.db.execute("SELECT id FROM enquiries")).rows.map((row) => row.id),
        [id],
        "the acknowledged enquiry is stored, once",
      );
      assert.equal(
        await rows(app, "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'enquiry'"),
        1,
        "with one notification",
      );
    } finally {
      other.close();
    }
  }));

Deno.test("the default allowance: cross-site and non-JSON posts are refused without counting; the 11th enquiry in 10 minutes gets 429", () =>
  withApp(async (app) => {
    for (let i = 0; i < 12; i++) {
      const crossSite = await app.app.request("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "text/plain", "Sec-Fetch-Site": "cross-site" },
        body: JSON.stringify(VALID),
      });
      assert.equal(crossSite.status, 403);
      assert.equal((await post(app, VALID, { "Content-Type": "text/plain" })).status, 415);
      assert.equal((await post(app, { ...VALID, email: "nope" })).status, 400);
    }
    for (let i = 0; i < 10; i++) assert.equal((await post(app, VALID)).status, 201, `enquiry ${i}`);
    const limited = await post(app, VALID);
    assert.equal(limited.status, 429);
    assert.equal(
      (await limited.json()).error,
      "Too many enquiries from this address. Please try again later.",
    );
    const retryAfter = Number(limited.headers.get("retry-after"));
    assert.ok(retryAfter > 590 && retryAfter <= 600, `Retry-After ${retryAfter} s`);
    assert.equal(await rows(app), 10);
  }));

Deno.test("behind one proxy (TRUST_PROXY=1) forged left-most X-Forwarded-For entries share one allowance", () =>
  withApp(async (app) => {
    for (let i = 0; i < 10; i++) {
      const response = await post(app, VALID, { "X-Forwarded-For": `10.0.0.${i}, 203.0.113.7` });
      assert.equal(response.status, 201);
    }
    const forged = await post(app, VALID, { "X-Forwarded-For": "10.9.9.9, 203.0.113.7" });
    assert.equal(forged.status, 429);
    const neighbour = await post(app, VALID, { "X-Forwarded-For": "203.0.113.8" });
    assert.equal(neighbour.status, 201, "another client still has its own allowance");
  }, { env: { TRUST_PROXY: "1" } }));

Deno.test("an enquiry whose notification cannot be queued is not stored either, and the client is told", () =>
  withApp(async (app) => {
    await app.writer.execute(`CREATE TRIGGER refuse_outbox BEFORE INSERT ON outbox
      BEGIN SELECT RAISE(ABORT, 'outbox refused'); END`);
    const refused = await post(app, VALID);
    assert.equal(refused.status, 503);
    assert.equal(
      (await refused.json()).error,
      "The service is busy. Please try again in a moment.",
    );
    assert.equal(await rows(app), 0, "no enquiry without its notification");
    await app.writer.execute("DROP TRIGGER refuse_outbox");
    assert.equal((await post(app, VALID)).status, 201);
    assert.equal(await rows(app), 1);
    assert.equal(
      await rows(app, "SELECT COUNT(*) AS n FROM outbox"),
      2,
      "with its acknowledgement",
    );
  }));
