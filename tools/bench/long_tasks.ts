/**
 * The long tasks of one page load, and what each spent its time on: Chromium with the CPU slowed
 * 4× (Lighthouse's mobile setting) at a 412 px phone viewport, traced until 3 s after hydration.
 * Prints each top-level task over 50 ms with its start, length and its largest kinds of work
 * (style recalculation, layout, script by file, paint, HTML parsing), so a blocking-time figure
 * (`deno task lighthouse`, `deno task bench:main-thread`) can be traced to its cause.
 *
 * Run against a running site: `deno run -A tools/bench/long_tasks.ts http://127.0.0.1:8000 / /about`.
 */
import { chromium } from "playwright-core";
import { chromiumPath } from "../../tests/helpers/browser.ts";
import { traceMainThread } from "./phone_page.ts";

const [origin, ...paths] = Deno.args;
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const path of paths) {
    const busiest = await traceMainThread(browser, origin + path, 5000);
    const navigationStart = Math.min(...busiest.map((e) => e.ts));
    const tasks = busiest.filter((e) => e.cat?.includes("toplevel") && (e.dur ?? 0) > 50_000);
    console.log(`${path}: ${tasks.length} tasks over 50 ms`);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      const inside = busiest.filter((e) => e !== task && e.ts >= task.ts && e.ts < end && e.dur);
      const kinds = new Map<string, number>();
      for (const e of inside) {
        const kind = ["FunctionCall", "EvaluateScript", "v8.compile"].includes(e.name)
          ? `${e.name} ${(e.args?.data?.url ?? "").replace(/^.*\//, "")}`
          : e.name;
        if (
          ["UpdateLayoutTree", "Layout", "Paint", "ParseHTML", "PrePaint", "Layerize"].includes(
            e.name,
          ) || kind.startsWith("FunctionCall") || kind.startsWith("EvaluateScript") ||
          e.name === "TimerFire" || e.name === "FireAnimationFrame" || e.name === "RunMicrotasks"
        ) {
          kinds.set(kind, (kinds.get(kind) ?? 0) + e.dur! / 1000);
        }
      }
      // A task with none of those (module evaluation, a microtask checkpoint) is named by whatever
      // the trace recorded inside it.
      if (!kinds.size) {
        for (const e of inside) kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur! / 1000);
      }
      const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 5)
        .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`).join(", ");
      const layouts = inside.filter((e) => e.name === "Layout").sort((a, b) => b.dur! - a.dur!);
      const layout = layouts[0];
      const layoutNote = layout
        ? `; ${layouts.length} layouts, largest ${(layout.dur! / 1000).toFixed(0)} ms (${
          layout.args?.beginData?.dirtyObjects ?? "?"
        } of ${layout.args?.beginData?.totalObjects ?? "?"} objects)`
        : "";
      console.log(
        `  at ${((task.ts - navigationStart) / 1000).toFixed(0).padStart(5)} ms  ${
          (task.dur! / 1000).toFixed(0).padStart(4)
        } ms  ${top}${layoutNote}`,
      );
    }
  }
} finally {
  await browser.close();
}
