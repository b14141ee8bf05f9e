/**
 * Stopping under a lock (server/main.ts): SIGTERM while another process (`sqlite3`) holds the
 * database's write lock for longer than the stop may take. The process must exit at its stop
 * deadline (`STOP_WITHIN_MS`, 8 s: 2 s under the 10 s docs/requirements.md promises, which is
 * inside systemd's TimeoutStopSec of 15 s; past that the process is killed and its last log lines
 * with it), say how many queued analytics events it could not write, and lose no acknowledged
 * enquiry. The deadline is a timer, not a speed: the test allows it plus what an unlocked stop of
 * the same site takes in the same run (process exit on this machine, now), so a loaded machine
 * does not fail it, while a stop that waits for the 14 s lock does.
 */
import assert from "node:assert/strict";
import { STOP_WITHIN_MS } from "../../server/stop_deadline.ts";
import {
  buildOnce,
  delay,
  ensureTool,
  makeWorkspace,
  OPS_TEST,
  send,
  type SiteProcess,
  startSite,
  stopAll,
} from "./ops_harness.ts";
import { holdWriteLock, querySqlite } from "./ops_sqlite.ts";
import { postEnquiry } from "./ops_visitor.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

function postEvent(origin: string, sessionId: string) {
  return send(`${origin}/api/analytics`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": BROWSER, Origin: origin },
    body: JSON.stringify({ name: "page_view", sessionId, url: `${origin}/about` }),
  });
}

Deno.test(
  "SIGTERM under a 14 s foreign lock: exits at its stop deadline, counts the unwritten events, keeps every acknowledged enquiry",
  OPS_TEST,
  async () => {
    const sqlite3 = await ensureTool("sqlite3");
    await buildOnce();
    const workspace = await makeWorkspace("stop");
    let site: SiteProcess | undefined;
    try {
      site = await startSite({ workspace, env: { CONTACT_RATE_LIMIT: "1000" } });
      const { origin } = site;
      assert.equal((await postEnquiry(origin)).status, 201, "an enquiry before the lock");

      const lock = await holdWriteLock(sqlite3, workspace.dbPath, 14_000);
      const events = await Promise.all(
        Array.from({ length: 30 }, () => postEvent(origin, crypto.randomUUID())),
      );
      assert.ok(events.every((answer) => answer.status === 204), "events are queued");
      // Enquiries in flight at the stop, waiting for the lock.
      const inFlight = Array.from(
        { length: 3 },
        () => postEnquiry(origin, { idempotencyKey: crypto.randomUUID(), timeoutMs: 20_000 }),
      );
      await delay(300);

      const stoppedAt = performance.now();
      await site.stop(25_000);
      const stopMs = performance.now() - stoppedAt;
      const answers = await Promise.all(inFlight);
      const log = site.log();
      console.log(
        `stopped in ${stopMs.toFixed(0)} ms under the lock; in-flight enquiries: ${
          answers.map((answer) => answer.status || answer.networkError).join(", ")
        }`,
      );

      const counted = log.split("\n").filter((line) => line.startsWith("{")).map((line) =>
        JSON.parse(line)
      ).map((entry) =>
        entry.msg === "analytics events dropped"
          ? Number(entry.count)
          : Number(entry.analyticsEventsDropped ?? 0)
      ).reduce((sum, n) => sum + n, 0);
      assert.equal(counted, 30, `every unwritten event is counted in the log\n${log}`);

      await lock.released;
      // The baseline: the same site stopped with no lock, now.
      await site.restart();
      const idleFrom = performance.now();
      await site.stop(25_000);
      const idleStopMs = performance.now() - idleFrom;
      console.log(`an unlocked stop took ${idleStopMs.toFixed(0)} ms`);
      assert.ok(
        stopMs <= STOP_WITHIN_MS + idleStopMs + 1_000,
        `the stop took ${stopMs.toFixed(0)} ms under the lock (deadline ${STOP_WITHIN_MS} ms, ` +
          `an unlocked stop ${idleStopMs.toFixed(0)} ms)\n${log}`,
      );

      const acknowledged = answers.filter((answer) => answer.status === 201).length;
      const stored = await querySqlite(sqlite3, workspace.dbPath, "SELECT COUNT(*) FROM enquiries");
      assert.equal(Number(stored[0]), 1 + acknowledged, "stored = acknowledged");
    } finally {
      await stopAll([site]);
      await workspace.remove();
    }
  },
);
