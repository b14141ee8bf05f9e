/**
 * Runs every test (unit, API, operations and end-to-end) and prints the plain closing line CI
 * reads: `N passed, N failed`. Builds the client assets first so parallel test files never race
 * to build them. With `--gate` (the `ok` task, which CI runs) the formatting check, the linter and
 * the type check run first; each one that fails counts as one failed test, and the tests still
 * run, so the closing line is always printed. Exit code: 0 when nothing failed.
 *
 * Run: `deno task ok` or `deno task test` (via `bash tools/run ok|test` on a fresh machine).
 */
import { build } from "./build.ts";

const gate = Deno.args.includes("--gate");
const testArgs = Deno.args.filter((arg) => arg !== "--gate");

async function run(args: string[]): Promise<boolean> {
  const child = new Deno.Command(Deno.execPath(), {
    args,
    env: { NO_COLOR: "1", NODE_ENV: "production", DENO_JOBS: Deno.env.get("DENO_JOBS") ?? "2" },
    stdout: "inherit",
    stderr: "inherit",
  }).spawn();
  return (await child.status).success;
}

let gateFailures = 0;
if (gate) {
  for (
    const [name, args] of [
      ["deno fmt --check", ["fmt", "--check"]],
      ["deno lint", ["lint"]],
      ["deno check", ["check", "server/", "client/", "shared/", "tests/", "tools/"]],
    ] as const
  ) {
    const ok = await run([...args]);
    console.log(`${name}: ${ok ? "ok" : "FAILED"}`);
    if (!ok) gateFailures++;
  }
}

await build({ quiet: true });
await Deno.mkdir("test-results", { recursive: true });
const junitPath = "test-results/junit.xml";
await Deno.remove(junitPath).catch(() => {});
const success = await run(["test", "-A", "--parallel", `--junit-path=${junitPath}`, ...testArgs]);

let passed = 0, failed = gateFailures;
try {
  const xml = await Deno.readTextFile(junitPath);
  // One <testcase> per test and per step; a failed one contains <failure>.
  for (const match of xml.matchAll(/<testcase\b[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    if (match[2]?.includes("<failure")) failed++;
    else if (!match[2]?.includes("<skipped")) passed++;
  }
} catch {
  console.error("No JUnit report was written: the test run did not start.");
  failed++;
}
if (!success && failed === 0) failed = 1; // e.g. a type error stopped the run
console.log(`${passed} passed, ${failed} failed`);
Deno.exit(failed === 0 && success ? 0 : 1);
