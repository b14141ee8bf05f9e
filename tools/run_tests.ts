/**
 * Runs every test (unit, API and end-to-end) and prints the plain closing line CI reads:
 * `N passed, N failed`. Builds the client assets first so parallel test files never race to
 * build them. Exit code: 0 when nothing failed.
 *
 * Run: `deno task test` (via `bash tools/run test` on a fresh machine).
 */
import { build } from "./build.ts";

await build({ quiet: true });
await Deno.mkdir("test-results", { recursive: true });
const junitPath = "test-results/junit.xml";
await Deno.remove(junitPath).catch(() => {});

const args = [
  "test",
  "-A",
  "--parallel",
  `--junit-path=${junitPath}`,
  ...Deno.args,
];
const child = new Deno.Command(Deno.execPath(), {
  args,
  env: { NO_COLOR: "1", NODE_ENV: "production", DENO_JOBS: Deno.env.get("DENO_JOBS") ?? "2" },
  stdout: "inherit",
  stderr: "inherit",
}).spawn();
const status = await child.status;

let passed = 0, failed = 0;
try {
  const xml = await Deno.readTextFile(junitPath);
  // One <testcase> per test and per step; a failed one contains <failure>.
  for (const match of xml.matchAll(/<testcase\b[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    if (match[2]?.includes("<failure")) failed++;
    else if (!match[2]?.includes("<skipped")) passed++;
  }
} catch {
  console.error("No JUnit report was written: the test run did not start.");
  failed = Math.max(failed, 1);
}
if (!status.success && failed === 0) failed = 1; // e.g. a type error stopped the run
console.log(`${passed} passed, ${failed} failed`);
Deno.exit(failed === 0 && status.success ? 0 : 1);
