/**
 * What a phone's first frame holds, load after load: opens `ORIGIN + path` in Chromium at 412 px
 * with the CPU slowed (CDP `Emulation.setCPUThrottlingRate`), and prints for each load the time of
 * the first animation frame, whether the hero's end marker (`FIRST_SCREEN_END_ID`) was in the
 * document then, and the layout shifts of the load with the elements that moved. A first frame
 * taken while the parser was still inside the hero shows as "marker: no" with a shift right after
 * (ADR 0012's notes). Shifts depend on timing: run it on a busy machine as well as a quiet one.
 *
 * Run: `deno run -A tools/bench/first_frame.ts ORIGIN [path] [loads] [cpu slowdown]`, e.g.
 * `deno run -A tools/bench/first_frame.ts http://127.0.0.1:8000 / 16 2` against a running site.
 */
import { chromium } from "playwright-core";
import { FIRST_SCREEN_END_ID } from "../../shared/ui_constants.ts";

const [origin, path = "/", loadsArg = "12", rateArg = "2"] = Deno.args;
if (!origin) throw new Error("Usage: first_frame.ts ORIGIN [path] [loads] [cpu slowdown]");
const browser = await chromium.launch({
  executablePath: Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
let shifted = 0;
try {
  for (let load = 0; load < Number(loadsArg); load++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: Number(rateArg) });
    await page.addInitScript((markerId: string) => {
      const state = globalThis as unknown as { shifts: string[]; first?: string; cls: number };
      state.shifts = [];
      state.cls = 0;
      new PerformanceObserver((list) => {
        for (
          const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: {
              node?: Node | null;
              previousRect: DOMRectReadOnly;
              currentRect: DOMRectReadOnly;
            }[];
          })[]
        ) {
          if (entry.hadRecentInput) continue;
          state.cls += entry.value;
          const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) =>
            `${node instanceof Element ? `${node.localName}.${node.className}` : "?"} y ${
              Math.round(previousRect.y)
            }→${Math.round(currentRect.y)} h ${Math.round(previousRect.height)}→${
              Math.round(currentRect.height)
            }`
          );
          state.shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`,
          );
        }
      }).observe({ type: "layout-shift", buffered: true });
      requestAnimationFrame(() => {
        state.first = `first frame at ${Math.round(performance.now())} ms, marker: ${
          document.getElementById(markerId) ? "yes" : "no"
        }`;
      });
    }, FIRST_SCREEN_END_ID);
    await page.goto(origin + path, { waitUntil: "load" });
    await page.waitForTimeout(3000);
    const { first, shifts, cls } = await page.evaluate(() => {
      const state = globalThis as unknown as { shifts: string[]; first?: string; cls: number };
      return { first: state.first, shifts: state.shifts, cls: state.cls };
    });
    if (cls > 0) shifted++;
    console.log(`load ${load}: CLS ${cls.toFixed(4)}, ${first ?? "no frame seen"}`);
    for (const shift of shifts) console.log(`  ${shift}`);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`${shifted} of ${loadsArg} loads shifted`);
