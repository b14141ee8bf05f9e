/**
 * `GET /readyz` from outside (server/http/health.ts): a burst of requests makes at most one
 * database write a second, and a 503 carries Retry-After and no internal message.
 */
import assert from "node:assert/strict";
import { createClient } from "@libsql/client";
import { join } from "node:path";
import { createTestApp } from "../helpers/test_app.ts";

Deno.test("GET /readyz: 200 requests in a burst make at most one readiness write a second", async () => {
  const app = await createTestApp({ background: false });
  try {
    await app.writer.batch([
      "CREATE TABLE probe_writes (n INTEGER NOT NULL)",
      "INSERT INTO probe_writes VALUES (0)",
      `CREATE TRIGGER count_probe_insert AFTER INSERT ON health_checks
        BEGIN UPDATE probe_writes SET n = n + 1; END`,
      `CREATE TRIGGER count_probe_update AFTER UPDATE ON health_checks
        BEGIN UPDATE probe_writes SET n = n + 1; END`,
    ]);
    const started = performance.now();
    const parallel = await Promise.all(
      Array.from({ length: 100 }, () => app.app.request("/readyz")),
    );
    const sequential: Response[] = [];
    for (let i = 0; i < 100; i++) sequential.push(await app.app.request("/readyz"));
    const seconds = (performance.now() - started) / 1000;
    for (const response of [...parallel, ...sequential]) {
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { status: "ready" });
    }
    const writes = Number((await app.db.execute("SELECT n FROM probe_writes")).rows[0]?.n);
    assert.ok(writes >= 1, "the probe is a real write");
    assert.ok(
      writes <= Math.ceil(seconds) + 1,
      `${writes} readiness writes for 200 requests in ${seconds.toFixed(2)} s`,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("GET /readyz while another connection holds the write lock: 503 with Retry-After, no internal message", async () => {
  const app = await createTestApp({ background: false });
  const other = createClient({ url: `file:${join(app.dir, "site.db")}` });
  try {
    const lock = await other.transaction("write");
    await lock.execute("INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('x', 0, 1)");
    const refused = await app.app.request("/readyz");
    await lock.rollback();
    assert.equal(refused.status, 503);
    assert.ok(Number(refused.headers.get("retry-after")) >= 1, "Retry-After in seconds");
    assert.deepEqual(await refused.json(), { status: "unavailable" });
  } finally {
    other.close();
    await app.cleanup();
  }
});
