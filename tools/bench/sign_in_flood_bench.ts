/**
 * Sign-in flood benchmark: what a flood of password guesses from many addresses does to the pages
 * (server/staff/hash_pool.ts caps the password checks). One production process on 127.0.0.1
 * behind a pretend proxy (`TRUST_PROXY=1`, each guess from a random address); `GET /about` is
 * probed one request at a time, first idle, then while `BENCH_FLOODERS` (default 64) clients post
 * wrong passwords as fast as they are answered. Prints p50/p99 of both phases, their ratio, and
 * what the guesses were answered.
 *
 * Run: `deno run -A tools/bench/sign_in_flood_bench.ts` (BENCH_SECONDS per phase, default 8).
 * Figures on a shared 2-core machine move with the other load on it: compare the phases of one
 * run, not runs of different days.
 */
import {
  buildOnce,
  delay,
  makeWorkspace,
  quantile,
  send,
  type SiteProcess,
  startSite,
  stopAll,
} from "../../tests/ops/ops_harness.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 8);
const FLOODERS = Number(Deno.env.get("BENCH_FLOODERS") ?? 64);

/** GET /about one at a time for `ms`; latencies in ms. */
async function probe(origin: string, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    latencies.push((await send(`${origin}/about`)).ms);
    await delay(20);
  }
  return latencies;
}

function randomAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `${byte()}.${byte()}.${byte()}.${byte()}`;
}

/** `FLOODERS` clients guessing until `stop` resolves; counts answers by status. */
async function flood(origin: string, stop: Promise<unknown>): Promise<Map<number, number>> {
  let done = false;
  stop.then(() => done = true);
  const statuses = new Map<number, number>();
  await Promise.all(Array.from({ length: FLOODERS }, async () => {
    while (!done) {
      const answer = await send(`${origin}/api/staff/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: origin,
          "Sec-Fetch-Site": "same-origin",
          "X-Forwarded-For": randomAddress(),
        },
        body: JSON.stringify({ email: "alice@example.com", password: crypto.randomUUID() }),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  }));
  return statuses;
}

function summary(latencies: number[]): string {
  return `p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${
    quantile(latencies, 0.99).toFixed(1)
  } ms (${latencies.length} requests)`;
}

await buildOnce();
const workspace = await makeWorkspace("flood");
let site: SiteProcess | undefined;
try {
  site = await startSite({ workspace, env: { TRUST_PROXY: "1" } });
  const { origin } = site;
  await probe(origin, 1_000); // warm-up
  const idle = await probe(origin, SECONDS * 1000);
  // The probe starts once the flood runs and ends before it stops.
  const [statuses, flooded] = await Promise.all([
    flood(origin, delay(SECONDS * 1000 + 1_000)),
    delay(500).then(() => probe(origin, SECONDS * 1000)),
  ]);
  const guesses = [...statuses].sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`).join(" ");
  console.log(`GET /about idle:               ${summary(idle)}`);
  console.log(`GET /about under ${FLOODERS} flooders: ${summary(flooded)}`);
  console.log(
    `p99 ratio ${(quantile(flooded, 0.99) / quantile(idle, 0.99)).toFixed(2)}; ` +
      `guesses answered in ${SECONDS + 1} s: ${guesses} ` +
      `(401 = password checked, 503 = hash pool full)`,
  );
} finally {
  await stopAll([site]);
  await workspace.remove();
}
