/**
 * The browser tests' fixture (epic-stack habit: fixtures create and clean up their own data):
 * a fresh site on 127.0.0.1 with its own temporary database, and a clean browser context on the
 * test file's one Chromium. Launching Chromium costs more than most tests' own steps, so it is
 * started once per test file (`deno test --parallel` runs each file in its own worker, and this
 * module's state is per worker) and closed after the file's last test; each test still starts
 * from empty cookies and storage, as every context it opens is new and is closed afterwards.
 */
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { startTestServer, type TestAppOptions, type TestServer } from "./test_app.ts";

/** What {@linkcode withSiteAndBrowser} hands to a test. */
export interface SiteAndBrowser {
  server: TestServer;
  browser: Browser;
}

let shared: Promise<Browser> | undefined;

/**
 * This test file's Chromium, launched on first use (again if it has crashed). Tests open their
 * own contexts on it ({@linkcode openPage}); {@linkcode withBrowser} closes them afterwards.
 */
export async function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  const browser = await shared;
  if (browser.isConnected()) return browser;
  shared = launchBrowser();
  return await shared;
}

Deno.test.afterAll(async () => {
  const browser = await shared?.catch(() => undefined);
  shared = undefined;
  await browser?.close();
});

/**
 * Runs `fn` with this file's Chromium, then closes every context `fn` opened, so no page of one
 * test (its timers, beacons, storage) lives on into the next.
 */
export async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await sharedBrowser();
  try {
    return await fn(browser);
  } finally {
    await Promise.all(browser.contexts().map((context) => context.close().catch(() => {})));
  }
}

const fileSites = new Map<string, Promise<TestServer>>();

Deno.test.afterAll(async () => {
  const sites = [...fileSites.values()];
  fileSites.clear();
  await Promise.all(sites.map(async (site) => (await site.catch(() => undefined))?.close()));
});

/**
 * Runs `fn` like {@linkcode withSiteAndBrowser}, on a site this file's tests share (one per
 * `options`, which must be plain data: they are compared as JSON), started on first use and closed
 * after the file's last test. For tests that only read the site, or only what they wrote
 * themselves: a test that counts stored rows or needs the first enquiry reference takes its own
 * site. Each test still gets new browser contexts, so nothing of the browser's state is shared.
 */
export async function withSharedSiteAndBrowser<T>(
  fn: (session: SiteAndBrowser) => Promise<T>,
  options: Omit<TestAppOptions, "now"> = {},
): Promise<T> {
  const key = JSON.stringify(options);
  let site = fileSites.get(key);
  if (!site) {
    site = startTestServer(options);
    fileSites.set(key, site);
  }
  const server = await site;
  return await withBrowser((browser) => fn({ server, browser }));
}

/** Runs `fn` against a new server (built from `options`) and this file's browser. */
export async function withSiteAndBrowser<T>(
  fn: (session: SiteAndBrowser) => Promise<T>,
  options: TestAppOptions = {},
): Promise<T> {
  const server = await startTestServer(options);
  try {
    return await withBrowser((browser) => fn({ server, browser }));
  } finally {
    await server.close();
  }
}
