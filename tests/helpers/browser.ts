/**
 * Chromium for end-to-end tests: Debian's build (Playwright cannot download browsers here), with
 * flags that keep it off the network. Every page records console errors and uncaught exceptions,
 * and tests assert none happened (a hydration mismatch logs one).
 */
import { type Browser, chromium, type Page } from "playwright-core";

/** Path of the Chromium binary: `CHROMIUM_PATH`, else Debian's. */
export function chromiumPath(): string {
  return Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";
}

/** Launches headless Chromium. */
export async function launchBrowser(): Promise<Browser> {
  return await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

/** A page plus the console errors it has logged so far. */
export interface WatchedPage {
  page: Page;
  errors: string[];
}

/** Opens a page at `width`×`height` (default a 1280×800 desktop) that records errors. */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; reducedMotion?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    reducedMotion: options.reducedMotion ? "reduce" : "no-preference",
    locale: "en-GB",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
  return { page, errors };
}

/**
 * Resolves once React has hydrated the document: the root carries React's container key and its
 * fiber root is no longer dehydrated. Hydration runs as a transition (see `client/main.tsx`), so
 * the key appears before the tree has been hydrated and its handlers attached.
 */
export async function waitForHydration(
  page: Page,
  options: { timeout?: number } = {},
): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById("root") as unknown as Record<string, unknown> | null;
      const key = root && Object.keys(root).find((name) => name.startsWith("__reactContainer"));
      if (!root || !key) return false;
      const fiber = root[key] as
        | { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }
        | undefined;
      return fiber?.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    undefined,
    options,
  );
}

/** Options every browser test passes to `Deno.test`: the browser keeps resources open. */
export const BROWSER_TEST = { sanitizeResources: false, sanitizeOps: false } as const;
