/**
 * Instances benchmark: throughput of the site as 1 and as 2 processes on one database file, on
 * this machine, measured with `wrk` (Debian's package) from its own process:
 * - `GET /search?q=…`: an uncached server render (the page cache holds static pages by path, so
 *   `GET /` with a query string is still a cache hit; /search renders on every request);
 * - `GET /`: the cached home page, for reference;
 * - `POST /api/contact`: a stored enquiry (one write and its outbox row), a fresh
 *   Idempotency-Key per request.
 * "direct" runs one wrk per instance port at the same time and adds their rates; "caddy" runs one
 * wrk through deploy/Caddyfile in front of the instances.
 *
 * Run: `deno task bench:instances` (BENCH_SECONDS, default 5; BENCH_CONNECTIONS per wrk,
 * default 16). Everything binds and targets 127.0.0.1. Figures on a shared 2-core machine move
 * with the other load on it: compare the rows of one run, not runs of different days.
 */
import { join } from "node:path";
import {
  buildOnce,
  ensureTool,
  freePort,
  makeWorkspace,
  ROOT,
  type SiteProcess,
  startSite,
  stopAll,
  waitUntilServing,
} from "../../tests/ops/ops_harness.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 5);
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 16);

/** Lua for wrk: a valid enquiry with a new Idempotency-Key per request. */
function postScript(origin: string): string {
  const body = JSON.stringify({
    name: "Bench Enquirer",
    email: "bench@example.com",
    company: "Bench Ltd",
    message: "A benchmark enquiry, long enough to pass the form's checks.",
    source: "home",
  });
  return `
wrk.method = "POST"
wrk.body = ${JSON.stringify(body)}
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Origin"] = "${origin}"
local counter = 0
local prefix = string.format("%08x", math.random(0, 0x7fffffff))
request = function()
  counter = counter + 1
  local key = string.format("%s-0000-4000-8000-%012x", prefix, counter)
  wrk.headers["Idempotency-Key"] = key
  return wrk.format(nil)
end
done = function(summary, latency, requests)
  io.write(string.format("BENCH %d %d %d %d %d\\n", summary.requests, summary.duration,
    summary.errors.status + summary.errors.connect + summary.errors.read +
    summary.errors.write + summary.errors.timeout, latency:percentile(50), latency:percentile(99)))
end
`;
}

const GET_SCRIPT = `
done = function(summary, latency, requests)
  io.write(string.format("BENCH %d %d %d %d %d\\n", summary.requests, summary.duration,
    summary.errors.status + summary.errors.connect + summary.errors.read +
    summary.errors.write + summary.errors.timeout, latency:percentile(50), latency:percentile(99)))
end
`;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function wrk(wrkPath: string, url: string, script: string, dir: string): Promise<Figures> {
  const scriptPath = join(dir, `wrk-${crypto.randomUUID()}.lua`);
  await Deno.writeTextFile(scriptPath, script);
  const output = await new Deno.Command(wrkPath, {
    args: ["-t1", `-c${CONNECTIONS}`, `-d${SECONDS}s`, "-s", scriptPath, url],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout);
  const match = /BENCH (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(text);
  if (!match) throw new Error(`wrk printed no figures:\n${text}`);
  const [requests, micros, errors, p50, p99] = match.slice(1).map(Number) as number[];
  return {
    rps: requests! / (micros! / 1e6),
    errors: errors!,
    p50: p50! / 1000,
    p99: p99! / 1000,
  };
}

async function startCaddy(dir: string, sites: SiteProcess[]) {
  const caddy = await ensureTool("caddy");
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = new Deno.Command(caddy, {
    args: ["run", "--adapter", "caddyfile", "--config", join(ROOT, "deploy/Caddyfile")],
    env: {
      SITE_ADDRESS: origin,
      CADDY_BIND: "127.0.0.1",
      CADDY_ADMIN: "off",
      UPSTREAMS: sites.map((site) => `127.0.0.1:${site.port}`).join(" "),
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, "config"),
      XDG_DATA_HOME: join(dir, "data"),
    },
    stdin: "null",
    stdout: "null",
    stderr: "null",
  }).spawn();
  await waitUntilServing(origin, 20_000);
  return {
    origin,
    async stop() {
      child.kill("SIGKILL");
      await child.status;
    },
  };
}

const ENDPOINTS = [
  { name: "GET /search?q=brand (uncached render)", path: "/search?q=brand", post: false },
  { name: "GET / (cached page)", path: "/", post: false },
  { name: "POST /api/contact (stored enquiry)", path: "/api/contact", post: true },
] as const;

async function measure(
  wrkPath: string,
  dir: string,
  origins: string[],
  endpoint: typeof ENDPOINTS[number],
): Promise<Figures> {
  const runs = await Promise.all(origins.map((origin) =>
    wrk(
      wrkPath,
      `${origin}${endpoint.path}`,
      endpoint.post ? postScript(origin) : GET_SCRIPT,
      dir,
    )
  ));
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    p50: Math.max(...runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
  };
}

const wrkPath = await ensureTool("wrk");
await buildOnce();
const rows: string[] = [];
for (const count of [1, 2]) {
  const workspace = await makeWorkspace("bench");
  const sites: SiteProcess[] = [];
  let caddy: Awaited<ReturnType<typeof startCaddy>> | undefined;
  try {
    // High limits: the benchmark is one client address sending thousands of enquiries.
    const env = { CONTACT_RATE_LIMIT: "1000000", TRUST_PROXY: "1" };
    for (let i = 0; i < count; i++) sites.push(await startSite({ workspace, env }));
    caddy = await startCaddy(workspace.dir, sites);
    for (const endpoint of ENDPOINTS) {
      // Warm-up (JIT, page cache, database pages), not measured.
      await measure(wrkPath, workspace.dir, sites.map((s) => s.origin), endpoint);
      for (const via of ["direct", "caddy"] as const) {
        const origins = via === "direct" ? sites.map((s) => s.origin) : [caddy.origin];
        const f = await measure(wrkPath, workspace.dir, origins, endpoint);
        rows.push(
          `${endpoint.name.padEnd(40)} ${String(count).padStart(9)} ${via.padEnd(6)} ` +
            `${f.rps.toFixed(0).padStart(8)} ${f.p50.toFixed(1).padStart(8)} ` +
            `${f.p99.toFixed(1).padStart(8)} ${String(f.errors).padStart(6)}`,
        );
        console.error(rows.at(-1));
      }
    }
  } finally {
    await caddy?.stop();
    await stopAll(sites);
    await workspace.remove();
  }
}
console.log(
  `Instances benchmark: wrk ${CONNECTIONS} connections per wrk, ${SECONDS} s per row, ` +
    `${navigator.hardwareConcurrency} cores\n` +
    `${"endpoint".padEnd(40)} processes via       req/s  p50(ms)  p99(ms) errors\n` +
    rows.join("\n"),
);
