/**
 * Sign-in flood benchmark: what a flood of password guesses from many addresses does to the pages
 * (server/staff/hash_pool.ts caps the password checks). One production process on 127.0.0.1
 * behind a pretend proxy (`TRUST_PROXY=1`, each guess from a random address); `GET /about` is
 * probed one request at a time, in alternating phases: idle, then while `BENCH_FLOODERS` (default
 * 64) clients post as fast as they are answered: sign-ins without a password (the control), wrong
 * passwords for random accounts from random addresses, and wrong passwords for one account from
 * one address. Prints each round's p50/p99 of
 * both phases and their ratio, the p99 ratio of all idle against all flooded probes, what the
 * guesses were answered, and the load average before and after.
 *
 * Run: `deno task bench:signin-flood` (BENCH_ROUNDS, default 4, of BENCH_SECONDS per phase,
 * default 4; SIGN_IN_REFUSAL_FLOOR_MS passed to the site, 0 for the site without the floor of
 * server/staff/refusal_floor.ts). Figures on a shared 2-core machine move with the other load on it: the phases
 * alternate so both see the same background load; compare the phases of one run, not runs of
 * different days.
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

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 4);
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? 4);
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

/**
 * A wrong password for a random account: a spray across accounts from random addresses, which no
 * per-account or per-address throttle stops, so the hash pool is the only bound on the checks
 * (an unknown account costs the same check as a real one, server/staff/sign_in.ts).
 */
function guess(): string {
  return JSON.stringify({
    email: `${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: crypto.randomUUID(),
  });
}

/**
 * A wrong password for one account from one address: the throttle stops it after its free
 * failures (server/staff/throttle.ts), so each guess costs a throttle decision and few reach a
 * password check.
 */
function oneAccountGuess(): string {
  return JSON.stringify({ email: "alice@example.com", password: crypto.randomUUID() });
}

/** A sign-in without a password: refused as invalid before any throttle or password check. */
function controlBody(): string {
  return JSON.stringify({ email: "alice@example.com" });
}

/**
 * `FLOODERS` clients posting `body()` to the sign-in endpoint until `stop` resolves; counts
 * answers by status.
 */
async function flood(
  origin: string,
  stop: Promise<unknown>,
  body: () => string,
  from: () => string,
): Promise<Map<number, number>> {
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
          "X-Forwarded-For": from(),
        },
        body: body(),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  }));
  return statuses;
}

/** Probes while `FLOODERS` clients post `body`; the next phase starts once all were answered. */
async function flooded(
  origin: string,
  into: Map<number, number>,
  body: () => string,
  from: () => string = randomAddress,
): Promise<number[]> {
  // The probe starts once the flood runs and ends before it stops.
  const [statuses, latencies] = await Promise.all([
    flood(origin, delay(SECONDS * 1000 + 1_000), body, from),
    delay(500).then(() => probe(origin, SECONDS * 1000)),
  ]);
  for (const [status, count] of statuses) into.set(status, (into.get(status) ?? 0) + count);
  return latencies;
}

function summary(latencies: number[]): string {
  return `p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p99 ${
    quantile(latencies, 0.99).toFixed(1)
  } ms (${latencies.length} requests)`;
}

function load(): string {
  return Deno.loadavg().map((figure) => figure.toFixed(2)).join(", ");
}

await buildOnce();
const workspace = await makeWorkspace("flood");
let site: SiteProcess | undefined;
try {
  // SIGN_IN_REFUSAL_FLOOR_MS=0 measures the site without the refusal floor, for comparison.
  const floor = Deno.env.get("SIGN_IN_REFUSAL_FLOOR_MS");
  site = await startSite({
    workspace,
    env: { TRUST_PROXY: "1", ...(floor === undefined ? {} : { SIGN_IN_REFUSAL_FLOOR_MS: floor }) },
  });
  const { origin } = site;
  const loadBefore = load();
  await probe(origin, 1_000); // warm-up
  const phases = {
    idle: [] as number[],
    control: [] as number[],
    guesses: [] as number[],
    oneAccount: [] as number[],
  };
  const answered = {
    control: new Map<number, number>(),
    guesses: new Map<number, number>(),
    oneAccount: new Map<number, number>(),
  };
  const ratio = (of: number[], to: number[], q: number) =>
    (quantile(of, q) / quantile(to, q)).toFixed(2);
  for (let round = 1; round <= ROUNDS; round++) {
    const idle = await probe(origin, SECONDS * 1000);
    const control = await flooded(origin, answered.control, controlBody);
    const guesses = await flooded(origin, answered.guesses, guess);
    // Each round's address is new, so the throttle starts from its free failures every round.
    const address = randomAddress();
    const oneAccount = await flooded(origin, answered.oneAccount, oneAccountGuess, () => address);
    phases.idle.push(...idle);
    phases.control.push(...control);
    phases.guesses.push(...guesses);
    phases.oneAccount.push(...oneAccount);
    console.log(
      `round ${round}: idle ${summary(idle)}; control flood ${summary(control)}; ` +
        `guess flood ${summary(guesses)}; one-account flood ${summary(oneAccount)}; ` +
        `p99 ratio guesses/idle ${ratio(guesses, idle, 0.99)}, one account/idle ${
          ratio(oneAccount, idle, 0.99)
        }`,
    );
  }
  const counts = (statuses: Map<number, number>) =>
    [...statuses].sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`).join(" ");
  console.log(`GET /about idle:                          ${summary(phases.idle)}`);
  console.log(
    `GET /about under ${FLOODERS} clients posting no password: ${summary(phases.control)}`,
  );
  console.log(`GET /about under ${FLOODERS} clients guessing:          ${summary(phases.guesses)}`);
  console.log(
    `GET /about under ${FLOODERS} clients guessing one account from one address: ${
      summary(phases.oneAccount)
    }`,
  );
  console.log(
    `p99 ratio to idle: guesses ${ratio(phases.guesses, phases.idle, 0.99)}, ` +
      `one account ${ratio(phases.oneAccount, phases.idle, 0.99)}, ` +
      `control ${ratio(phases.control, phases.idle, 0.99)}; p50 ratio: guesses ` +
      `${ratio(phases.guesses, phases.idle, 0.5)}, control ${
        ratio(phases.control, phases.idle, 0.5)
      }`,
  );
  console.log(
    `answered in ${ROUNDS} × ${SECONDS + 1} s: guesses ${counts(answered.guesses)} ` +
      `(401 = password checked, 503 = hash pool full), one account ${
        counts(answered.oneAccount)
      } (429 = throttled), control ${counts(answered.control)}; ` +
      `load average ${loadBefore} before, ${load()} after`,
  );
} finally {
  await stopAll([site]);
  await workspace.remove();
}
