/**
 * Lighthouse (default mobile mode: simulated slow 4G and 4x CPU slowdown) on every public page
 * against Debian's Chromium; prints one row per page with the median of `--runs` runs: the four
 * category scores, LCP and its phases, FCP, TBT, CLS. Targets: 100 / 100 / 100 / 100 and
 * LCP ≤ 1.2 s. Lighthouse 12.8 is the last line that runs on Node 20, which this machine has.
 *
 * Run: `deno task lighthouse [--runs 3] [--save DIR] [path ...]` (default: every page in the
 * sitemap). Starts the site on 127.0.0.1 with a temporary database, runs `npx lighthouse@12.8.2`
 * once per page and run, stops the site; `--save DIR` keeps each run's JSON report there. Scores
 * move with machine load: say how busy the machine was.
 *
 * `--compare ORIGIN ...` (each a running site, e.g. the build before a change from a `git worktree`
 * on another port, and the build after) starts no site: every run of a page goes to each origin in
 * turn, so machine load falls on all of them alike, and each origin gets its own row per page, e.g.
 * `deno task lighthouse --runs 3 --compare http://127.0.0.1:8951 http://127.0.0.1:8952 / /about`.
 *
 * `--cpu-multiplier N` sets Lighthouse's CPU slowdown (default 4, its mobile preset, calibrated for
 * a fast desktop). Every row ends with the machine's median `benchmarkIndex` (Lighthouse's own CPU
 * benchmark, printed in each report): Chrome DevTools' calibration puts a mid-tier phone (Pixel 5)
 * at 1000 and a low-tier one (Moto G4 Power) at 264, so 4× on a machine scoring about 1000 emulates
 * a low-tier phone. The README's figures use the default; a calibrated run is extra evidence, e.g.
 * `deno task lighthouse --cpu-multiplier 1 /`.
 *
 * `--staff` measures staff screens signed in: it creates an editor account with the staff command
 * line, signs in through `POST /api/staff/login` and sends the session cookie with every request
 * of the run (Lighthouse's `--extra-headers`), e.g.
 * `deno task lighthouse --staff /admin/content/insights/insight-functional-beverages`.
 */
import { join } from "node:path";
import { ROOT } from "../build.ts";

const args = [...Deno.args];
const runsAt = args.indexOf("--runs");
const runs = runsAt === -1 ? 1 : Number(args.splice(runsAt, 2)[1]);
// `--save DIR` keeps each run's JSON report (LCP breakdown, network dependency tree) in DIR.
const saveAt = args.indexOf("--save");
const saveDir = saveAt === -1 ? undefined : args.splice(saveAt, 2)[1];
// `--compare A B ...`: the origins of running sites, measured in turn (no site is started).
const compareAt = args.indexOf("--compare");
const compared: string[] = [];
if (compareAt !== -1) {
  args.splice(compareAt, 1);
  while (args[compareAt]?.startsWith("http")) compared.push(args.splice(compareAt, 1)[0]!);
}
// `--cpu-multiplier N`: Lighthouse's simulated CPU slowdown (its default is 4).
const cpuAt = args.indexOf("--cpu-multiplier");
const cpuMultiplier = cpuAt === -1 ? undefined : Number(args.splice(cpuAt, 2)[1]);
if (cpuMultiplier !== undefined && !(cpuMultiplier >= 1)) {
  throw new Error("--cpu-multiplier takes a number of at least 1");
}
const staffAt = args.indexOf("--staff");
const staff = staffAt !== -1;
if (staff) args.splice(staffAt, 1);
/** `Cookie` header of the signed-in staff session (`--staff`). */
let staffCookie: string | undefined;
const port = 8400 + Math.floor(Math.random() * 400);
const origin = `http://127.0.0.1:${port}`;
const dir = await Deno.makeTempDir({ prefix: "lighthouse-" });
const chromium = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

interface Row {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** LCP phases, ms: time to first byte, resource load delay and duration, render delay. */
  phases: Record<string, number>;
  failing: string[];
  /** Lighthouse's CPU benchmark of this machine during the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
}

/** Lighthouse occasionally loses the trace on a busy machine (NO_NAVSTART): try a run 3 times. */
async function lighthouseWithRetry(site: string, path: string): Promise<Row> {
  for (let attempt = 1;; attempt++) {
    try {
      return await lighthouse(site, path);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${(error as Error).message}; retrying`);
    }
  }
}

async function lighthouse(site: string, path: string): Promise<Row> {
  const report = join(dir, "report.json");
  const result = await new Deno.Command("npx", {
    args: [
      "--yes",
      "lighthouse@12.8.2",
      site + path,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      ...(cpuMultiplier ? [`--throttling.cpuSlowdownMultiplier=${cpuMultiplier}`] : []),
      ...(staffCookie ? [`--extra-headers=${JSON.stringify({ Cookie: staffCookie })}`] : []),
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run`,
    ],
    env: { CHROME_PATH: chromium },
    stdout: "null",
    stderr: "inherit",
  }).output();
  if (!result.success) throw new Error(`Lighthouse failed on ${path}`);
  const json = JSON.parse(await Deno.readTextFile(report));
  if (saveDir) {
    await Deno.mkdir(saveDir, { recursive: true });
    const name = (path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home") +
      `-${Date.now()}.json`;
    await Deno.copyFile(report, join(saveDir, name));
  }
  const score = (id: string) => Math.round((json.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => Number(json.audits[id]?.numericValue ?? NaN);
  const phases: Record<string, number> = {};
  for (const item of json.audits["largest-contentful-paint-element"]?.details?.items ?? []) {
    for (const phase of item.items ?? []) {
      if (phase.phase && typeof phase.timing === "number") phases[phase.phase] = phase.timing;
    }
  }
  const weighted = new Set<string>();
  for (
    const category of Object.values(json.categories) as {
      auditRefs: { id: string; weight: number }[];
    }[]
  ) {
    for (const ref of category.auditRefs) if (ref.weight > 0) weighted.add(ref.id);
  }
  const failing = Object.entries(json.audits as Record<string, { score: number | null }>)
    .filter(([id, audit]) => weighted.has(id) && audit.score !== null && audit.score < 0.9)
    .map(([id]) => id);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    phases,
    failing,
    benchmarkIndex: Number(json.environment?.benchmarkIndex ?? NaN),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The run with the median LCP (its scores and phases belong together). */
function medianRun(rows: Row[]): Row {
  const lcp = median(rows.map((row) => row.lcp));
  return rows.find((row) => row.lcp === lcp) ?? rows[0]!;
}

const siteEnv = {
  NODE_ENV: "production",
  PORT: String(port),
  HOSTNAME: "127.0.0.1",
  DATABASE_URL: `file:${join(dir, "site.db")}`,
  PUBLIC_ORIGIN: origin,
};
const server = compared.length ? undefined : new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", join(ROOT, "server/main.ts")],
  env: siteEnv,
  stdout: "null",
  stderr: "inherit",
}).spawn();
const sites = compared.length ? compared : [origin];

/** Creates an editor account and signs it in; returns the session's `Cookie` header value. */
async function signInStaff(): Promise<string> {
  const email = "bench@example.com";
  const password = `Tq8-${crypto.randomUUID()}`;
  const create = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(ROOT, "server/staff/cli.ts"), "create", "--role", "editor", email],
    env: siteEnv,
    stdin: "piped",
    stdout: "null",
    stderr: "inherit",
  }).spawn();
  const writer = create.stdin.getWriter();
  await writer.write(new TextEncoder().encode(`${password}\n`));
  await writer.close();
  if (!(await create.status).success) throw new Error("Could not create the staff account");
  const response = await fetch(`${origin}/api/staff/login`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
    },
    body: JSON.stringify({ email, password }),
  });
  await response.body?.cancel();
  const cookie = response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
  if (!response.ok || !cookie) throw new Error(`Staff sign-in failed: ${response.status}`);
  return cookie;
}
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${sites[0]}/`)).ok) break;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (staff) staffCookie = await signInStaff();
  const paths = args.length ? args : [
    ...(await (await fetch(`${sites[0]}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
  ].map((m) => new URL(m[1]!).pathname);
  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`.padStart(7);
  console.log(
    `Lighthouse 12.8.2 mobile, CPU slowdown ${
      cpuMultiplier ?? 4
    }×, median of ${runs} run(s) per page, ${new Date().toISOString()}\n` +
      "page                                        perf a11y  bp seo     LCP     FCP    TBT    CLS  LCP phases (TTFB / load delay / load time / render delay, ms)",
  );
  for (const path of paths) {
    const rows = sites.map((): Row[] => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, site] of sites.entries()) rows[i]!.push(await lighthouseWithRetry(site, path));
    }
    for (const [i, site] of sites.entries()) {
      const row = medianRun(rows[i]!);
      const phases = ["TTFB", "Load Delay", "Load Time", "Render Delay"]
        .map((phase) => String(Math.round(row.phases[phase] ?? 0))).join(" / ");
      const label = compared.length ? `${path} ${site}` : path;
      console.log(
        `${label.padEnd(43)} ${String(row.performance).padStart(4)} ${
          String(row.accessibility).padStart(4)
        } ` +
          `${String(row.bestPractices).padStart(3)} ${String(row.seo).padStart(3)} ${
            ms(row.lcp)
          } ` +
          `${ms(row.fcp)} ${String(Math.round(row.tbt)).padStart(4)} ms ${
            row.cls.toFixed(3)
          }  ${phases}` +
          (row.failing.length ? `  below 0.9: ${row.failing.join(", ")}` : "") +
          (runs > 1 ? `  (perf per run ${rows[i]!.map((r) => r.performance).join(", ")})` : "") +
          `  benchmarkIndex ${Math.round(median(rows[i]!.map((r) => r.benchmarkIndex)))}`,
      );
    }
  }
} finally {
  if (server) {
    server.kill("SIGTERM");
    await server.status;
  }
  await Deno.remove(dir, { recursive: true }).catch(() => {});
}
