/**
 * Crash test of idempotent enquiries: 250 enquiries from clients that retry (same
 * Idempotency-Key on a connection error or a 503, as the site's forms do) while the server is
 * SIGKILLed 5 times and restarted. Target: 0 lost (every key acknowledged is stored, with the
 * acknowledged id) and 0 duplicated (no key stored twice). Each kill lands with up to eight
 * enquiries in flight (one per client), about 40 enquiries after the previous restart; most of the
 * run's time is restarting the process, so the number of kills sets its length.
 */
import assert from "node:assert/strict";
import {
  buildOnce,
  delay,
  ensureTool,
  makeWorkspace,
  OPS_TEST,
  type SiteProcess,
  startSite,
  stopAll,
} from "./ops_harness.ts";
import { querySqlite } from "./ops_sqlite.ts";
import { postEnquiry } from "./ops_visitor.ts";
import { storedIdempotencyKey } from "../../server/enquiries/idempotency.ts";

const ENQUIRIES = 250;
const KILLS = 5;
const CLIENTS = 8;
/** A client gives up on one enquiry after this long (the test then fails: lost). */
const GIVE_UP_MS = 60_000;

Deno.test("5 SIGKILLs during 250 retried enquiries: 0 lost, 0 duplicated", OPS_TEST, async () => {
  const sqlite3 = await ensureTool("sqlite3");
  await buildOnce();
  const workspace = await makeWorkspace("sigkill");
  let site: SiteProcess | undefined;
  try {
    site = await startSite({ workspace, env: { CONTACT_RATE_LIMIT: "100000" } });
    const origin = site.origin;
    const acknowledged = new Map<string, string>(); // key -> id
    const unexpected: string[] = [];
    let attempts = 0;
    let replays = 0;
    let next = 0;

    const client = async () => {
      while (next < ENQUIRIES) {
        const n = next++;
        const key = crypto.randomUUID();
        const started = performance.now();
        while (true) {
          attempts++;
          const answer = await postEnquiry(origin, {
            idempotencyKey: key,
            label: `crash-${n}`,
            timeoutMs: 10_000,
          });
          if (answer.status === 201) {
            acknowledged.set(key, String(answer.json?.id));
            if (answer.headers.get("idempotent-replayed") === "true") replays++;
            break;
          }
          if (answer.status !== 0 && answer.status !== 503) {
            unexpected.push(`${answer.status} ${JSON.stringify(answer.json)}`);
            break;
          }
          if (performance.now() - started > GIVE_UP_MS) {
            unexpected.push(`gave up on ${key} after ${GIVE_UP_MS} ms`);
            break;
          }
          await delay(50 + Math.random() * 150);
        }
      }
    };

    const killer = async () => {
      for (let kill = 1; kill <= KILLS; kill++) {
        // Kills spread evenly over the run, each while enquiries are in flight.
        const threshold = Math.floor((ENQUIRIES * kill) / (KILLS + 1));
        while (acknowledged.size < threshold && unexpected.length === 0) await delay(5);
        if (unexpected.length) return;
        await site!.kill();
        await delay(100);
        await site!.restart();
      }
    };

    const t0 = performance.now();
    await Promise.all([...Array.from({ length: CLIENTS }, client), killer()]);
    const seconds = (performance.now() - t0) / 1000;

    const rows = await querySqlite(
      sqlite3,
      workspace.dbPath,
      "SELECT idempotency_key || ' ' || id FROM enquiries",
    );
    const stored = new Map<string, string[]>();
    for (const row of rows) {
      const [key = "", id = ""] = row.split(" ");
      stored.set(key, [...(stored.get(key) ?? []), id]);
    }
    // Keys are stored as their hash (server/enquiries/idempotency.ts).
    const storedForm = new Map(
      await Promise.all(
        [...acknowledged.keys()].map(async (key) =>
          [key, await storedIdempotencyKey(key)] as const
        ),
      ),
    );
    const lost = [...acknowledged].filter(([key, id]) =>
      !stored.get(storedForm.get(key) ?? key)?.includes(id)
    );
    const duplicated = [...stored].filter(([, ids]) => ids.length > 1);
    const outbox = await querySqlite(
      sqlite3,
      workspace.dbPath,
      "SELECT count(*), count(DISTINCT enquiry_id) FROM outbox WHERE kind = 'enquiry'",
    );
    console.log(
      `${ENQUIRIES} enquiries, ${KILLS} SIGKILLs in ${seconds.toFixed(1)} s: ${attempts} ` +
        `attempts, ${replays} answered as replays; acknowledged ${acknowledged.size}, stored ` +
        `rows ${rows.length} (${stored.size} keys), lost ${lost.length}, duplicated ` +
        `${duplicated.length}; outbox (rows|enquiries) ${outbox[0]}`,
    );
    assert.deepEqual(unexpected, [], "no answer other than 201, 503 or a broken connection");
    assert.equal(acknowledged.size, ENQUIRIES, "every enquiry was acknowledged in the end");
    assert.equal(lost.length, 0, `lost: ${JSON.stringify(lost.slice(0, 5))}`);
    assert.equal(duplicated.length, 0, `duplicated: ${JSON.stringify(duplicated.slice(0, 5))}`);
    assert.equal(rows.length, ENQUIRIES, "rows = distinct keys = enquiries sent");
    assert.equal(outbox[0], `${ENQUIRIES}|${ENQUIRIES}`, "one outbox row per enquiry");
  } finally {
    await stopAll([site]);
    await workspace.remove();
  }
});
