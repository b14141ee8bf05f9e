/**
 * Cached-page benchmark: how close the site's cached-page path comes to the platform's speed.
 * In one run, on this machine:
 * - the site (`server/main.ts`, production build, access log on and written to a pipe that this
 *   process drains, as journald does) and a bare `Deno.serve` (`bare_server.ts`) answering each
 *   path with the status, headers and bytes the site sent for it (`new Response` per request), and a
 *   second bare `Deno.serve` that sends a clone of a response built once, as the site does: all
 *   three pinned to CPU 0;
 * - `wrk` (Debian's package; 1 thread, 32 connections, `Accept-Encoding: br, gzip`) and this
 *   process pinned to CPU 1, so the load client never competes with the server it measures;
 * - for `/`, an article and `/contact`: rounds alternating baseline and site; the ratio of each
 *   round is site req/s over baseline req/s, and the median round is printed (target ≥ 0.8); the
 *   ratio to the cloning baseline beside it shows what the site's own code costs;
 * - beside it, the same ratio per CPU second: requests each server answered per second of CPU
 *   time it used in its run (user + system, all its threads, from `/proc/<pid>/stat`). On a
 *   machine other work shares, either server loses its core at random moments and single req/s
 *   rounds swing from 0.2 to 1.7; CPU time spent per request does not depend on how long the
 *   server waited for its core, so this ratio holds still under load;
 * - the access log lines the site wrote against the requests wrk completed (one line each).
 *
 * Run: `deno task bench:cached` (BENCH_SECONDS per measurement, default 5; BENCH_ROUNDS, default 3;
 * BENCH_CONNECTIONS, default 32; BENCH_PATHS, comma-separated, default the three above). Needs
 * 2 cores and `taskset`. Everything binds and targets 127.0.0.1. Other load on the machine moves both servers alike; compare within one run.
 */
import { Buffer } from "node:buffer";
import { join } from "node:path";
import {
  buildOnce,
  ensureTool,
  freePort,
  makeWorkspace,
  ROOT,
  waitUntilServing,
} from "../../tests/ops/ops_harness.ts";
import type { RecordedResponse } from "./bare_server.ts";

const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 5);
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? 3);
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 32);
const PATHS = Deno.env.get("BENCH_PATHS")?.split(",") ??
  ["/", "/insights/functional-beverages", "/contact"];
const ACCEPT_ENCODING = "br, gzip";
const SERVER_CPU = "0";
const CLIENT_CPU = "1";

const WRK_SCRIPT = `
done = function(summary, latency, requests)
  io.write(string.format("BENCH %d %d %d %d %d\\n", summary.requests, summary.duration,
    summary.errors.status + summary.errors.connect + summary.errors.read +
    summary.errors.write + summary.errors.timeout, latency:percentile(50), latency:percentile(99)))
end
`;

interface Figures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function wrk(wrkPath: string, url: string, scriptPath: string, seconds: number) {
  const output = await new Deno.Command("taskset", {
    args: [
      "-c",
      CLIENT_CPU,
      wrkPath,
      "-t1",
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      "-H",
      `Accept-Encoding: ${ACCEPT_ENCODING}`,
      "-s",
      scriptPath,
      url,
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout);
  const match = /BENCH (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(text);
  if (!match) throw new Error(`wrk printed no figures:\n${text}`);
  const [requests, micros, errors, p50, p99] = match.slice(1).map(Number) as number[];
  return {
    requests: requests!,
    rps: requests! / (micros! / 1e6),
    errors: errors!,
    p50: p50! / 1000,
    p99: p99! / 1000,
  } satisfies Figures;
}

/** Reads one HTTP/1.1 answer byte for byte (fetch would decompress the body). */
async function rawGet(port: number, path: string): Promise<RecordedResponse> {
  const conn = await Deno.connect({ hostname: "127.0.0.1", port });
  await conn.write(
    new TextEncoder().encode(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Accept-Encoding: ${ACCEPT_ENCODING}\r\nConnection: close\r\n\r\n`,
    ),
  );
  const raw = new Uint8Array(await new Response(conn.readable).arrayBuffer());
  const split = raw.findIndex((_, i) =>
    raw[i] === 13 && raw[i + 1] === 10 && raw[i + 2] === 13 && raw[i + 3] === 10
  );
  const head = new TextDecoder().decode(raw.subarray(0, split)).split("\r\n");
  const status = Number(head[0]!.split(" ")[1]);
  const headers = head.slice(1).map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
  }).filter(([name]) => !["date", "connection", "transfer-encoding"].includes(name));
  const body = raw.subarray(split + 4);
  return { status, headers, body: Buffer.from(body).toString("base64") };
}

/** Starts `args` (a deno script) pinned to the server CPU, its stdout counted in lines. */
function spawnPinned(args: string[], env: Record<string, string>, cwd: string) {
  const child = new Deno.Command("taskset", {
    args: ["-c", SERVER_CPU, Deno.execPath(), "run", "-A", ...args],
    cwd,
    env: { NODE_ENV: "production", NO_COLOR: "1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let lines = 0;
  let exited = false;
  // taskset execs the command: this is the server's own process id.
  const stat = `/proc/${child.pid}/stat`;
  child.status.then(() => exited = true);
  (async () => {
    for await (const chunk of child.stdout) for (const byte of chunk) if (byte === 10) lines++;
  })().catch(() => {});
  child.stderr.pipeTo(Deno.stderr.writable, { preventClose: true }).catch(() => {});
  return {
    get lines() {
      return lines;
    },
    exited: () => exited,
    /** CPU time the server has used so far (user + system, all threads), seconds. */
    cpuSeconds(): number {
      const text = Deno.readTextFileSync(stat);
      // Fields after the command name's closing parenthesis: 14 and 15 (utime, stime) of proc(5).
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    },
    async stop() {
      if (exited) return;
      child.kill("SIGKILL");
      await child.status;
    },
  };
}

/** Clock ticks per second of `/proc/<pid>/stat`'s CPU times. */
const CLOCK_TICKS = Number(
  new TextDecoder().decode(
    (await new Deno.Command("getconf", { args: ["CLK_TCK"], stdout: "piped" }).output()).stdout,
  ).trim(),
) || 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

if (navigator.hardwareConcurrency < 2) throw new Error("This bench needs 2 CPUs");
const wrkPath = await ensureTool("wrk");
await buildOnce();
// This process drains the site's log: it shares wrk's CPU, not the server's.
await new Deno.Command("taskset", { args: ["-pc", CLIENT_CPU, String(Deno.pid)], stdout: "null" })
  .output();

const workspace = await makeWorkspace("bench-cached");
const sitePort = freePort();
const site = spawnPinned([join(ROOT, "server/main.ts")], {
  PORT: String(sitePort),
  HOSTNAME: "127.0.0.1",
  DATABASE_URL: workspace.databaseUrl,
  PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
  MAIL_DIR: join(workspace.dir, "mail"),
}, workspace.dir);
let bare: ReturnType<typeof spawnPinned> | undefined;
let bareClone: ReturnType<typeof spawnPinned> | undefined;
try {
  await waitUntilServing(`http://127.0.0.1:${sitePort}`, 60_000, site.exited);
  const recorded: Record<string, RecordedResponse> = {};
  for (const path of PATHS) {
    recorded[path] = await rawGet(sitePort, path);
    if (recorded[path].status !== 200) throw new Error(`${path} answered ${recorded[path].status}`);
  }
  const responsesFile = join(workspace.dir, "responses.json");
  await Deno.writeTextFile(responsesFile, JSON.stringify(recorded));
  const barePort = freePort();
  bare = spawnPinned(
    [join(ROOT, "tools/bench/bare_server.ts"), responsesFile, String(barePort)],
    {},
    workspace.dir,
  );
  const bareOrigin = `http://127.0.0.1:${barePort}`;
  await waitUntilServing(bareOrigin, 30_000, bare.exited);
  const clonePort = freePort();
  bareClone = spawnPinned(
    [join(ROOT, "tools/bench/bare_server.ts"), responsesFile, String(clonePort), "clone"],
    {},
    workspace.dir,
  );
  const cloneOrigin = `http://127.0.0.1:${clonePort}`;
  await waitUntilServing(cloneOrigin, 30_000, bareClone.exited);
  const scriptPath = join(workspace.dir, "report.lua");
  await Deno.writeTextFile(scriptPath, WRK_SCRIPT);

  const rows: string[] = [];
  let siteRequests = 0;
  let logLines = 0;
  const errors = { base: 0, site: 0 };
  for (const path of PATHS) {
    const headerBytes = recorded[path]!.headers.reduce(
      (n, [k, v]) => n + k.length + v.length + 4,
      0,
    );
    // Warm-up of both (JIT, connections), not measured.
    await wrk(wrkPath, `${bareOrigin}${path}`, scriptPath, 2);
    await wrk(wrkPath, `${cloneOrigin}${path}`, scriptPath, 2);
    await wrk(wrkPath, `http://127.0.0.1:${sitePort}${path}`, scriptPath, 2);
    const ratios: number[] = [];
    const cloneRatios: number[] = [];
    const cpuRatios: number[] = [];
    const baseRps: number[] = [];
    const siteRps: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const baseCpu = bare.cpuSeconds();
      const base = await wrk(wrkPath, `${bareOrigin}${path}`, scriptPath, SECONDS);
      const basePerCpu = base.requests / (bare.cpuSeconds() - baseCpu);
      const clone = await wrk(wrkPath, `${cloneOrigin}${path}`, scriptPath, SECONDS);
      errors.base += clone.errors;
      const linesBefore = site.lines;
      const siteCpu = site.cpuSeconds();
      const ours = await wrk(wrkPath, `http://127.0.0.1:${sitePort}${path}`, scriptPath, SECONDS);
      cpuRatios.push(ours.requests / (site.cpuSeconds() - siteCpu) / basePerCpu);
      // wrk counts a request over 2 s as a timeout error: printed, not fatal (a loaded machine).
      errors.base += base.errors;
      errors.site += ours.errors;
      // Answers in flight when wrk stops are logged too: up to one per connection.
      await new Promise((resolve) => setTimeout(resolve, 300));
      logLines += site.lines - linesBefore;
      siteRequests += ours.requests;
      ratios.push(ours.rps / base.rps);
      cloneRatios.push(ours.rps / clone.rps);
      baseRps.push(base.rps);
      siteRps.push(ours.rps);
    }
    rows.push(
      `${path.padEnd(32)} ${median(baseRps).toFixed(0).padStart(9)} ${
        median(siteRps).toFixed(0).padStart(9)
      } ${median(ratios).toFixed(2).padStart(6)} ${median(cpuRatios).toFixed(2).padStart(8)} ${
        median(cloneRatios).toFixed(2).padStart(9)
      }   ${ratios.map((r) => r.toFixed(2)).join(" ")} | ${
        cpuRatios.map((r) => r.toFixed(2)).join(" ")
      }   ${
        String(recorded[path]!.body.length * 3 / 4 | 0).padStart(6)
      } B body, ${headerBytes} B headers`,
    );
    console.error(rows.at(-1));
  }
  console.log(
    `Cached pages: site vs bare Deno.serve of the same bytes and headers; servers on CPU ${SERVER_CPU}, ` +
      `wrk (1 thread, ${CONNECTIONS} connections, Accept-Encoding: ${ACCEPT_ENCODING}) on CPU ${CLIENT_CPU}; ` +
      `${ROUNDS} alternating rounds of ${SECONDS} s; access log on (stdout to a pipe)\n` +
      `${"path".padEnd(32)} ${"bare r/s".padStart(9)} ${"site r/s".padStart(9)} ${
        "ratio".padStart(6)
      } ${"per CPU".padStart(8)} ${"vs clone".padStart(9)}   rounds (r/s | per CPU s)\n` +
      rows.join("\n") +
      `\nAccess log: ${logLines} lines for ${siteRequests} requests wrk completed ` +
      `(answers in flight when wrk stops are logged too); wrk errors: bare ${errors.base}, ` +
      `site ${errors.site}; load average ${Deno.loadavg().map((n) => n.toFixed(1)).join(" ")}`,
  );
} finally {
  await bare?.stop();
  await bareClone?.stop();
  await site.stop();
  await workspace.remove();
}
