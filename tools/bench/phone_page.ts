/**
 * The mid-range phone the main-thread benches load pages on (Lighthouse's mobile profile: a
 * 412 × 823 viewport at 1.75× and the CPU slowed 4×), shared by `main_thread_ab.ts`,
 * `long_tasks.ts` and `script_tasks_ab.ts` so all measure the same device.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";

/** CPU slowdown of the emulated phone (Lighthouse's mobile default). */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * Opens a new context and page emulating the phone, CPU already throttled.
 * @returns both; the caller closes the context.
 */
export async function openPhonePage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU_SLOWDOWN });
  return { context, page };
}

/** One complete ("X") event of a Chromium trace, as the benches read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  cat?: string;
  /** Start, µs. */
  ts: number;
  /** Duration, µs. */
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/**
 * Loads `url` on a fresh emulated phone with the timeline traced until `settleMs` after the load
 * event, and returns the complete events of the page's main thread (the busiest `CrRendererMain`).
 */
export async function traceMainThread(
  browser: Browser,
  url: string,
  settleMs: number,
): Promise<TraceEvent[]> {
  const { context, page } = await openPhonePage(browser);
  try {
    await browser.startTracing(page, {
      categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"],
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settleMs);
    const events = (JSON.parse(new TextDecoder().decode(await browser.stopTracing())) as {
      traceEvents: TraceEvent[];
    }).traceEvents;
    return events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((thread) =>
        events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X")
      ).sort((a, b) => b.length - a.length)[0] ?? [];
  } finally {
    await context.close();
  }
}
