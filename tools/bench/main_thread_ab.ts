/**
 * Interleaved A/B of a page load's main-thread work in Chromium with the CPU slowed 4× (DevTools
 * throttling, a 412 px phone viewport): for each run, the sum over top-level tasks of the time past
 * 50 ms (blocking, as total blocking time counts it, but over the whole load rather than between
 * first paint and interactive), the main thread's busy time, and when hydration finished. Runs
 * alternate between the two sites, so machine load falls on both alike; medians are printed.
 * Lighthouse's simulated figures swing by ±10 performance points on this 2-core machine, which
 * hides changes of this size.
 *
 * Run two builds side by side (e.g. a `git worktree` of the older commit on another port), then:
 * `deno run -A tools/bench/main_thread_ab.ts --before http://127.0.0.1:8941 --after
 * http://127.0.0.1:8942 [--runs 7] / /about`
 */
import { chromium } from "playwright-core";
import { chromiumPath } from "../../tests/helpers/browser.ts";
import { openPhonePage } from "./phone_page.ts";

/** One load's figures, ms. */
interface LoadFigures {
  blocking: number;
  busy: number;
  hydratedAt: number;
}

function option(name: string, fallback?: string): string {
  const at = Deno.args.indexOf(name);
  const value = at === -1 ? fallback : Deno.args[at + 1];
  if (value === undefined) throw new Error(`${name} is required`);
  return value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const origins = { before: option("--before"), after: option("--after") };
const runs = Number(option("--runs", "7"));
const paths = Deno.args.filter((arg, i) =>
  arg.startsWith("/") && !["--before", "--after", "--runs"].includes(Deno.args[i - 1] ?? "")
);

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

/** Loads `url` once and reads its main thread's figures from a trace. */
async function measure(url: string): Promise<LoadFigures> {
  const { context, page } = await openPhonePage(browser);
  await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
  const started = Date.now();
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(
    () => {
      const root = document.getElementById("root") as unknown as Record<string, unknown> | null;
      const key = root && Object.keys(root).find((name) => name.startsWith("__reactContainer"));
      const fiber = key
        ? root[key] as { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
        : undefined;
      return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    undefined,
    { timeout: 30_000 },
  );
  const hydratedAt = Date.now() - started;
  await page.waitForTimeout(2000);
  const trace = JSON.parse(new TextDecoder().decode(await browser.stopTracing())) as {
    traceEvents: {
      name: string;
      ph: string;
      cat?: string;
      dur?: number;
      pid: number;
      tid: number;
      args?: { name?: string };
    }[];
  };
  await context.close();
  const events = trace.traceEvents;
  let figures = { blocking: 0, busy: 0 };
  // The page's renderer main thread is the busiest one named CrRendererMain.
  for (
    const thread of events.filter((e) =>
      e.name === "thread_name" && e.args?.name === "CrRendererMain"
    )
  ) {
    const tasks = events.filter((e) =>
      e.pid === thread.pid && e.tid === thread.tid && e.ph === "X" && e.cat?.includes("toplevel") &&
      e.dur
    );
    const busy = tasks.reduce((sum, e) => sum + e.dur! / 1000, 0);
    const blocking = tasks.reduce((sum, e) => sum + Math.max(0, e.dur! / 1000 - 50), 0);
    if (busy > figures.busy) figures = { blocking, busy };
  }
  return { ...figures, hydratedAt };
}

for (const path of paths) {
  const results: Record<keyof typeof origins, LoadFigures[]> = { before: [], after: [] };
  for (let run = 0; run < runs; run++) {
    for (const name of ["before", "after"] as const) {
      results[name].push(await measure(origins[name] + path));
    }
  }
  for (const name of ["before", "after"] as const) {
    const loads = results[name];
    console.log(
      `${path.padEnd(32)} ${name.padEnd(6)} blocking ${
        median(loads.map((l) => l.blocking)).toFixed(0).padStart(5)
      } ms` +
        `  busy ${median(loads.map((l) => l.busy)).toFixed(0).padStart(5)} ms` +
        `  hydrated at ${median(loads.map((l) => l.hydratedAt)).toFixed(0).padStart(5)} ms` +
        `  (median of ${loads.length}; blocking per run ${
          loads.map((l) => l.blocking.toFixed(0)).join(", ")
        })`,
    );
  }
}
await browser.close();
