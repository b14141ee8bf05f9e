/**
 * Lighthouse (default mobile mode) on the home page against Debian's Chromium (issue 2 §7):
 * prints the four category scores, LCP and CLS. Targets: 100 / 100 / 100 / 100, LCP ≤ 1.2 s,
 * CLS ≤ 0.01. Lighthouse 12.8 is the last line that runs on Node 20, which this machine has.
 *
 * Run: `deno task lighthouse [path]` (default "/"). Starts the site on 127.0.0.1 with a temporary
 * database, runs `npx lighthouse@12.8.2`, stops the site.
 */
import { join } from "node:path";
import { ROOT } from "../build.ts";

const path = Deno.args[0] ?? "/";
const port = 8400 + Math.floor(Math.random() * 400);
const dir = await Deno.makeTempDir({ prefix: "lighthouse-" });
const chromium = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
const server = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", join(ROOT, "server/main.ts")],
  env: {
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: `file:${join(dir, "site.db")}`,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  },
  stdout: "null",
  stderr: "inherit",
}).spawn();
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch { /* not up yet */ }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const report = join(dir, "report.json");
  const result = await new Deno.Command("npx", {
    args: [
      "--yes",
      "lighthouse@12.8.2",
      `http://127.0.0.1:${port}${path}`,
      "--quiet",
      "--output=json",
      `--output-path=${report}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run`,
    ],
    env: { CHROME_PATH: chromium },
    stdout: "inherit",
    stderr: "inherit",
  }).output();
  if (!result.success) throw new Error("Lighthouse failed");
  const json = JSON.parse(await Deno.readTextFile(report));
  const score = (id: string) => Math.round((json.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => json.audits[id]?.displayValue ?? "n/a";
  console.log(
    `Lighthouse mobile ${path}: performance ${score("performance")}, accessibility ${
      score("accessibility")
    }, best practices ${score("best-practices")}, SEO ${score("seo")}`,
  );
  console.log(
    `  LCP ${audit("largest-contentful-paint")}, CLS ${audit("cumulative-layout-shift")}, TBT ${
      audit("total-blocking-time")
    }, FCP ${audit("first-contentful-paint")}`,
  );
  for (
    const [id, a] of Object.entries(json.audits) as [
      string,
      { score: number | null; title: string },
    ][]
  ) {
    if (
      a.score !== null && a.score < 0.9 && json.categories.performance.auditRefs.concat(
        json.categories.accessibility.auditRefs,
        json.categories["best-practices"].auditRefs,
        json.categories.seo.auditRefs,
      ).some((ref: { id: string; weight: number }) => ref.id === id && ref.weight > 0)
    ) {
      console.log(`  below 0.9: ${id} — ${a.title}`);
    }
  }
} finally {
  server.kill("SIGTERM");
  await server.status;
  await Deno.remove(dir, { recursive: true }).catch(() => {});
}
