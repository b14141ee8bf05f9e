/**
 * Analytics ingestion benchmark (docs/requirements.md#analytics-intake). Three processes, so no two
 * share an event loop: the app on 127.0.0.1 (`--serve`), an event generator (`--load`), and this
 * one, which probes `POST /api/contact` during the burst. Prints:
 * - the most events a second the app takes with single-event requests (closed loop);
 * - a fixed-rate run (default 8 000 events/s over 64 connections, latency counted from each
 *   request's due time so a slow server cannot hide its queueing) with p50/p99 (target p99 ≤
 *   30 ms);
 * - the enquiry endpoint's p99 before and during that run;
 * - after a clean shutdown, how many accepted events reached the database (none may be lost).
 *
 * Run: `deno task bench:analytics`. BENCH_RATE, BENCH_SECONDS and BENCH_CONNECTIONS override the
 * defaults. Every loop is time-bounded; only 127.0.0.1 is contacted.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const SELF = fileURLToPath(import.meta.url);
const RATE = Number(Deno.env.get("BENCH_RATE") ?? 8000);
const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 10);
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 64);
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const HEADERS = { "Content-Type": "application/json", "User-Agent": CHROME };

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function summary(latencies: number[]) {
  latencies.sort((a, b) => a - b);
  return {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
  };
}

function eventBody(i: number): string {
  const session = `bench-${String(i % 5000).padStart(12, "0")}`;
  const depth = [25, 50, 75, 90, 100][i % 5];
  return JSON.stringify(
    i % 3 === 0
      ? { name: "page_view", sessionId: session, url: `/insights?utm_source=bench&n=${i % 7}` }
      : { name: "scroll_depth", sessionId: session, url: "/insights", value: depth },
  );
}

/** `--serve`: the app with limits lifted, printing its port; SIGTERM shuts down cleanly. */
async function serve() {
  const { loadConfig } = await import("../../server/config.ts");
  const { startSite } = await import("../../server/startup.ts");
  const dbPath = Deno.args[1]!;
  const lifted = { limit: 1_000_000_000, windowMs: 60_000 };
  const instance = await startSite(
    loadConfig({ DATABASE_URL: `file:${dbPath}`, NODE_ENV: "production" }),
    {
      background: false,
      overrides: {
        accessLog: false,
        contactRateRule: { name: "contact", ...lifted },
        analytics: { eventRateRule: { name: "analytics", ...lifted } },
      },
    },
  );
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    instance.app.fetch,
  );
  console.log(JSON.stringify({ port: server.addr.port }));
  Deno.addSignalListener("SIGTERM", async () => {
    await server.shutdown();
    const stats = instance.analytics.queue.stats;
    await instance.analytics.queue.close();
    await instance.close();
    console.log(JSON.stringify(stats));
    Deno.exit(0);
  });
}

/** `--load <url> closed <connections> <seconds>` or `--load <url> rate <events/s> <seconds>`. */
async function load() {
  const [, url, mode, amountArg, secondsArg] = Deno.args;
  const amount = Number(amountArg);
  const deadline = performance.now() + Number(secondsArg) * 1000;
  const latencies: number[] = [];
  let errors = 0, sent = 0, accepted = 0;
  const started = performance.now();
  async function one(scheduled: number) {
    const i = sent++;
    try {
      const response = await fetch(url!, { method: "POST", headers: HEADERS, body: eventBody(i) });
      await response.body?.cancel();
      if (response.status === 204) accepted++;
      else errors++;
    } catch {
      errors++;
    }
    latencies.push(performance.now() - scheduled);
  }
  if (mode === "closed") {
    await Promise.all(Array.from({ length: amount }, async () => {
      while (performance.now() < deadline) await one(performance.now());
    }));
  } else {
    // Constant rate over a fixed pool of connections (the wrk2 method): request k is due at
    // start + k / rate. A ticker releases due requests every 2 ms to idle connections; one that
    // is released late still counts its latency from the due time, so queueing anywhere shows.
    const interval = 1000 / amount;
    const due: number[] = [];
    let taken = 0, released = 0, finished = false;
    let idle: (() => void)[] = [];
    const ticker = setInterval(() => {
      const now = Math.min(performance.now(), deadline);
      while (started + released * interval <= now) due.push(started + released++ * interval);
      if (now >= deadline) finished = true;
      const waking = idle;
      idle = [];
      for (const wake of waking) wake();
    }, 2);
    await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (true) {
        if (taken < due.length) await one(due[taken++]!);
        else if (finished) return;
        else await new Promise<void>((resolve) => idle.push(resolve));
      }
    }));
    clearInterval(ticker);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ sent, accepted, errors, seconds, ...summary(latencies) }));
}

async function probeEnquiries(origin: string, until: () => boolean) {
  const latencies: number[] = [];
  let failures = 0;
  for (let i = 0; until() && i < 2000; i++) {
    const t0 = performance.now();
    const response = await fetch(`${origin}/api/contact`, {
      method: "POST",
      headers: HEADERS,
      body: JSON.stringify({
        name: "Bench Enquirer",
        email: `bench${i}@example.co.uk`,
        message: "Benchmark enquiry sent while analytics events arrive in a burst.",
      }),
    });
    await response.body?.cancel();
    latencies.push(performance.now() - t0);
    if (response.status !== 201) failures++;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { count: latencies.length, failures, ...summary(latencies) };
}

/** CPU time used so far by process `pid`, seconds (Linux `/proc`; NaN elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const fields = Deno.readTextFileSync(`/proc/${pid}/stat`).split(") ")[1]!.split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function runLoad(origin: string, mode: "closed" | "rate", amount: number, seconds: number) {
  return new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "-A",
      SELF,
      "--load",
      `${origin}/api/analytics`,
      mode,
      String(amount),
      String(seconds),
    ],
    stdout: "piped",
  }).output().then((output) => JSON.parse(new TextDecoder().decode(output.stdout)));
}

async function main() {
  const dir = await Deno.makeTempDir({ prefix: "analytics-bench-" });
  const dbPath = join(dir, "bench.db");
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", SELF, "--serve", dbPath],
    env: { NODE_ENV: "production" },
    stdout: "piped",
  }).spawn();
  const lines = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const { port } = JSON.parse((await lines.read()).value!.split("\n")[0]!);
  const origin = `http://127.0.0.1:${port}`;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  try {
    await runLoad(origin, "closed", 16, 2); // warm-up
    const baselineEnd = performance.now() + 3000;
    const baseline = await probeEnquiries(origin, () => performance.now() < baselineEnd);

    const max = await runLoad(origin, "closed", CONNECTIONS, 5);
    console.log(
      `max throughput (closed loop, ${CONNECTIONS} connections): ${
        Math.round(max.accepted / max.seconds)
      } events/s, p50 ${ms(max.p50)}, p99 ${ms(max.p99)}, errors ${max.errors}`,
    );

    let done = false;
    const cpuBefore = cpuSeconds(server.pid);
    const burst = runLoad(origin, "rate", RATE, SECONDS);
    const during = probeEnquiries(origin, () => !done);
    const fixed = await burst;
    done = true;
    const serverCpu = cpuSeconds(server.pid) - cpuBefore;
    const enquiries = await during;
    const achieved = Math.round(fixed.accepted / fixed.seconds);
    console.log(
      `fixed rate ${RATE} events/s for ${SECONDS} s: ${achieved} events/s accepted, p50 ${
        ms(fixed.p50)
      }, p99 ${ms(fixed.p99)} (target <= 30 ms), max ${ms(fixed.max)}, errors ${fixed.errors}`,
    );
    console.log(
      `server CPU during the run: ${serverCpu.toFixed(2)} s for ${fixed.accepted} events = ${
        Math.round((serverCpu * 1e6) / fixed.accepted)
      } µs per event (one core's capacity: ${Math.round(fixed.accepted / serverCpu)} events/s)`,
    );
    console.log(
      `POST /api/contact p99: idle ${ms(baseline.p99)} (n=${baseline.count}), during burst ${
        ms(enquiries.p99)
      } (n=${enquiries.count}, failures ${enquiries.failures})`,
    );
    server.kill("SIGTERM");
    const statsLine = (await lines.read()).value?.trim().split("\n").at(-1) ?? "{}";
    await server.status;
    const stats = JSON.parse(statsLine);
    const { openDatabase } = await import("../../server/db/client.ts");
    const db = await openDatabase(`file:${dbPath}`);
    const stored = Number(
      (await db.execute("SELECT COUNT(*) AS n FROM analytics_events")).rows[0]?.n,
    );
    db.close();
    console.log(
      `after shutdown: ${stats.accepted} events queued, ${stored} in the database, ${stats.dropped} dropped`,
    );
    const pass = fixed.p99 <= 30 && achieved >= RATE * 0.98 && stored === stats.accepted;
    console.log(pass ? "PASS" : "FAIL");
  } finally {
    try {
      server.kill("SIGTERM");
    } catch { /* already stopped */ }
    await Deno.remove(dir, { recursive: true }).catch(() => {});
  }
}

if (Deno.args[0] === "--serve") await serve();
else if (Deno.args[0] === "--load") await load();
else await main();
