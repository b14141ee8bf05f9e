/**
 * The front proxy of `deploy/Caddyfile`, run from Debian's `caddy` package in front of two site
 * instances, as an operator would deploy it:
 * - killing one instance mid-load fails no request beyond one retry (the client retries once,
 *   with the same Idempotency-Key for an enquiry);
 * - 20,000 idle slow-header connections to Caddy do not stop the site answering others;
 * - Caddy replaces a client's X-Forwarded-For, so with TRUST_PROXY=1 a client cannot dodge the
 *   rate limit by inventing addresses.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  type Answer,
  buildOnce,
  delay,
  eachChunk,
  ensureTool,
  freePort,
  makeWorkspace,
  OPS_TEST,
  quantile,
  ROOT,
  send,
  type SiteProcess,
  startSite,
  stopAll,
  waitUntilServing,
} from "./ops_harness.ts";
import { querySqlite } from "./ops_sqlite.ts";
import { postEnquiry } from "./ops_visitor.ts";

const SLOW_CONNECTIONS = 20_000;
/** Attacker processes: each holds its share, under this machine's 20,000 open-files limit. */
const ATTACKERS = 2;

interface Caddy {
  origin: string;
  log(): string;
  stop(): Promise<void>;
}

async function startCaddy(dir: string, upstreams: SiteProcess[]): Promise<Caddy> {
  const caddy = await ensureTool("caddy");
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const child = new Deno.Command(caddy, {
    args: ["run", "--adapter", "caddyfile", "--config", join(ROOT, "deploy/Caddyfile")],
    env: {
      SITE_ADDRESS: origin,
      CADDY_BIND: "127.0.0.1",
      CADDY_ADMIN: "off",
      UPSTREAMS: upstreams.map((site) => `127.0.0.1:${site.port}`).join(" "),
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, "config"),
      XDG_DATA_HOME: join(dir, "data"),
    },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  for (const stream of [child.stdout, child.stderr]) {
    eachChunk(stream, (text) => {
      lines.push(...text.split("\n").filter(Boolean));
      if (lines.length > 300) lines.splice(0, lines.length - 150);
    }).catch(() => {});
  }
  let exited = false;
  child.status.then(() => (exited = true));
  await waitUntilServing(origin, 20_000, () => exited).catch((error) => {
    throw new Error(`${(error as Error).message}\n--- caddy log ---\n${lines.join("\n")}`);
  });
  return {
    origin,
    log: () => lines.join("\n"),
    async stop() {
      if (exited) return;
      child.kill("SIGKILL");
      await child.status;
    },
  };
}

function failed(answer: Answer): boolean {
  return answer.status === 0 || answer.status >= 500;
}

Deno.test(
  "Caddy in front of two instances: crash, slow headers, forwarded-for",
  OPS_TEST,
  async (t) => {
    const sqlite3 = await ensureTool("sqlite3");
    await buildOnce();
    const workspace = await makeWorkspace("proxy");
    let sites: SiteProcess[] = [];
    let caddy: Caddy | undefined;
    const cleanups: (() => Promise<void>)[] = [];
    const env = { TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "100000" };
    try {
      sites = [await startSite({ workspace, env })];
      sites.push(await startSite({ workspace, env }));
      caddy = await startCaddy(workspace.dir, sites);
      const proxy = caddy.origin;

      await t.step("one instance killed mid-load: no request fails beyond one retry", async () => {
        const acknowledged: string[] = [];
        let requests = 0, firstFailures = 0;
        const finalFailures: string[] = [];
        const deadline = performance.now() + 6_000;
        const client = async (id: number) => {
          for (let i = 0; performance.now() < deadline; i++) {
            const post = (i + id) % 2 === 0;
            const key = crypto.randomUUID();
            const attempt = () =>
              post
                ? postEnquiry(proxy, { idempotencyKey: key, timeoutMs: 15_000 })
                : send(`${proxy}/`, { timeoutMs: 15_000 });
            requests++;
            let answer = await attempt();
            if (failed(answer)) {
              firstFailures++;
              await delay(200);
              answer = await attempt();
            }
            if (failed(answer) || (post ? answer.status !== 201 : answer.status !== 200)) {
              finalFailures.push(
                `${post ? "POST" : "GET"} ${answer.status || answer.networkError}`,
              );
            } else if (post) acknowledged.push(String(answer.json?.id));
          }
        };
        const killer = (async () => {
          await delay(2_000);
          await sites[0]!.kill();
          await delay(2_000);
          await sites[0]!.restart(); // as systemd's Restart=always would
        })();
        await Promise.all([...Array.from({ length: 8 }, (_, id) => client(id)), killer]);
        const stored = new Set(
          await querySqlite(sqlite3, workspace.dbPath, "SELECT id FROM enquiries"),
        );
        console.log(
          `crash under load through Caddy: ${requests} requests, ${firstFailures} failed once ` +
            `and were retried, ${finalFailures.length} failed after the retry; ` +
            `${acknowledged.length} enquiries acknowledged`,
        );
        const tally = new Map<string, number>();
        for (const f of finalFailures) tally.set(f, (tally.get(f) ?? 0) + 1);
        assert.deepEqual([...tally], [], "no request fails after one retry");
        assert.ok(acknowledged.every((id) => stored.has(id)), "every acknowledged enquiry stored");
      });

      await t.step(
        "20,000 idle slow-header connections: the site still answers others",
        async () => {
          // Each attacker process stands for one abusive client address (127.0.0.2, 127.0.0.3).
          const attackers = Array.from({ length: ATTACKERS }, (_, i) => {
            const child = new Deno.Command(Deno.execPath(), {
              args: [
                "run",
                // The client needs only node:net: without the project's config it never waits for
                // the node_modules lock that other test processes may hold on a loaded machine.
                "--no-config",
                "--allow-net", // binding a 127.0.0.x source address needs more than 127.0.0.1
                join(ROOT, "tests/ops/slow_header_client.ts"),
                new URL(proxy).port,
                String(SLOW_CONNECTIONS / ATTACKERS),
                "60",
                `127.0.0.${i + 2}`,
              ],
              stdout: "piped",
              stderr: "inherit",
            }).spawn();
            const lines: string[] = [];
            let onHolding = () => {};
            const holding = new Promise<void>((resolve) => (onHolding = resolve));
            const done = eachChunk(child.stdout, (text) => {
              lines.push(...text.split("\n").filter(Boolean));
              if (lines.some((line) => line.includes("holding"))) onHolding();
            });
            return { child, lines, holding, done };
          });
          try {
            // Opening 20,000 connections takes a few seconds, more on a busy machine: a fresh-clone
            // run at load average 20 had not started the clients after 40 s. The wait ends as soon
            // as every client holds its connections.
            let patience: ReturnType<typeof setTimeout> | undefined;
            await Promise.race([
              Promise.all(attackers.map((a) => a.holding)),
              new Promise((resolve) => patience = setTimeout(resolve, 120_000)),
            ]);
            clearTimeout(patience);
            const probes: Answer[] = [];
            const probeUntil = performance.now() + 6_000;
            while (performance.now() < probeUntil) {
              probes.push(await send(`${proxy}/`, { timeoutMs: 15_000 }));
              await delay(100);
            }
            for (const attacker of attackers) attacker.child.kill("SIGINT");
            await Promise.all(attackers.map((a) => a.child.status));
            await Promise.all(attackers.map((a) => a.done.catch(() => {})));
            const reports = attackers.map((a) =>
              a.lines.filter((line) => line.includes("holding")).map((line) => JSON.parse(line))[0]
                ?.holding ?? 0
            ) as number[];
            const peak = reports.reduce((sum, n) => sum + n, 0);
            const ok = probes.filter((a) => a.status === 200);
            const latencies = probes.map((a) => a.ms);
            console.log(
              `slow headers: at least ${peak} connections open at once from ${ATTACKERS} clients; probes ` +
                `${ok.length}/${probes.length} answered 200, p50 ${
                  quantile(latencies, 0.5).toFixed(0)
                }` +
                ` ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms, max ` +
                `${Math.max(...latencies).toFixed(0)} ms`,
            );
            assert.ok(
              peak >= SLOW_CONNECTIONS * 0.9,
              `the attack held ${peak} connections at once`,
            );
            assert.equal(ok.length, probes.length, "every probe answered 200");
            // Caddy closes a slow-header connection after read_header (5 s), freeing its file
            // descriptors: a probe waits about that long at most. How long is printed above, not
            // asserted: on a loaded CI machine the wall-clock figure moves with the other load,
            // and what the step must show is that every probe is answered (within its timeout).
            for (const site of sites) assert.ok(!site.exited, "the instances are still running");
            assert.equal((await send(`${proxy}/healthz`)).status, 200, "Caddy still serving");
          } finally {
            for (const attacker of attackers) {
              try {
                attacker.child.kill("SIGKILL");
              } catch { /* already gone */ }
            }
          }
        },
      );

      await t.step(
        "Caddy replaces X-Forwarded-For: invented addresses share one limit",
        async () => {
          await stopAll(sites);
          // A fresh database: the limits are stored, and step 1 used up 127.0.0.1's allowance.
          const fresh = await makeWorkspace("proxy-limit");
          cleanups.push(fresh.remove);
          for (const site of sites) {
            await site.restartWith({ TRUST_PROXY: "1", DATABASE_URL: fresh.databaseUrl });
          }
          await waitUntilServing(proxy, 15_000);
          await delay(2_500); // Caddy's health checks see both instances again
          const statuses: number[] = [];
          for (let i = 0; i < 11; i++) {
            const answer = await postEnquiry(proxy, {
              idempotencyKey: crypto.randomUUID(),
              forwardedFor: `198.51.100.${i + 1}`,
            });
            statuses.push(answer.status);
          }
          console.log(
            `11 enquiries with invented X-Forwarded-For via Caddy: ${statuses.join(" ")}`,
          );
          assert.deepEqual(statuses.slice(0, 10), Array(10).fill(201));
          assert.equal(statuses[10], 429, "the 11th is refused: the client's real address counts");
        },
      );
    } finally {
      await caddy?.stop();
      await stopAll(sites);
      await workspace.remove();
    }
  },
);
