/**
 * The mid-range phone the main-thread benches load pages on (Lighthouse's mobile profile: a
 * 412 × 823 viewport at 1.75× and the CPU slowed 4×), shared by `main_thread_ab.ts` and
 * `long_tasks.ts` so both measure the same device.
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
