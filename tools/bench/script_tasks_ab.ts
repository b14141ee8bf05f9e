/**
 * Interleaved A/B of the long tasks that are mostly script (module evaluation, timers, event
 * handlers) while a page loads in Chromium with the CPU slowed 4× at a 412 px phone viewport: per
 * load, the part past 50 ms of each such task summed ("script blocking") and the longest one.
 * Layout and style tasks are left out: they swing by more than a script change moves, and
 * `deno task bench:main-thread` counts them. Loads alternate between the two origins, so machine
 * load falls on both alike; medians are printed with every load's figure.
 *
 * Run two builds side by side (e.g. a `git worktree` of main on another port), then:
 * `deno run -A tools/bench/script_tasks_ab.ts <before origin> <after origin> <loads> / /contact`.
 */
import { chromium } from "playwright-core";
import { chromiumPath } from "../../tests/helpers/browser.ts";
import { traceMainThread } from "./phone_page.ts";

/** Trace events that are script running, µs of which decide whether a task counts. */
const SCRIPT = new Set([
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "RunMicrotasks",
  "EvaluateScript",
]);

const [before, after, loadsArg, ...paths] = Deno.args;
if (!before || !after || !loadsArg || !paths.length) {
  throw new Error("Usage: script_tasks_ab.ts <before origin> <after origin> <loads> <path>...");
}
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const figures = new Map<string, { blocking: number; longest: number }[]>();
try {
  for (let load = 0; load < Number(loadsArg); load++) {
    for (const path of paths) {
      for (const [label, origin] of [["before", before], ["after", after]] as const) {
        const main = await traceMainThread(browser, origin + path, 4000);
        let blocking = 0;
        let longest = 0;
        for (const task of main) {
          if (!task.cat?.includes("toplevel") || (task.dur ?? 0) <= 50_000) continue;
          const end = task.ts + task.dur!;
          // Outermost script events only: a function call inside a timer is counted once.
          const script = main.filter((e) =>
            SCRIPT.has(e.name) && e !== task && e.ts >= task.ts && e.ts < end && e.dur
          );
          const outer = script.filter((e) =>
            !script.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur! >= e.ts + e.dur!)
          );
          const scriptMicros = outer.reduce((sum, e) => sum + e.dur!, 0);
          if (scriptMicros <= task.dur! / 2) continue;
          blocking += (task.dur! - 50_000) / 1000;
          longest = Math.max(longest, task.dur! / 1000);
        }
        const key = `${path} ${label}`;
        figures.set(key, [...(figures.get(key) ?? []), { blocking, longest }]);
      }
    }
  }
} finally {
  await browser.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
for (const [key, runs] of figures) {
  console.log(
    `${key.padEnd(32)} script blocking ${
      median(runs.map((r) => r.blocking)).toFixed(0).padStart(4)
    } ms` +
      `  longest script task ${median(runs.map((r) => r.longest)).toFixed(0).padStart(4)} ms` +
      `  (median of ${runs.length}; per load ${runs.map((r) => r.blocking.toFixed(0)).join(", ")})`,
  );
}
