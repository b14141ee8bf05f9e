/**
 * The browser tests' fixture (epic-stack habit: fixtures create and clean up their own data):
 * a fresh site on 127.0.0.1 with its own temporary database, and a clean browser context on the
 * test process's one Chromium. Launching Chromium costs more than most tests' own steps, so it is
 * started once per test process (a worker of `deno test --parallel`: one test file, or a bundle
 * of them, tools/test_bundles.ts) and closed after its last test; each test still starts from
 * empty cookies and storage, as every context it opens is new and is closed afterwards.
 *
 * A site shared by tests ({@linkcode withSharedSiteAndBrowser}) belongs to one test file, also
 * in a bundle: tests of one file may lean on each other's data or allowances, never on another
 * file's (each file's search questions and enquiries count against its own site's rate limits).
 * A file's shared sites are closed when a test of another file starts.
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

/** The shared sites of the test file now running, by options (as JSON). */
const fileSites = new Map<string, Promise<TestServer>>();
/** The test file whose sites `fileSites` holds. */
let sitesFile: string | undefined;

async function closeFileSites(): Promise<void> {
  const sites = [...fileSites.values()];
  fileSites.clear();
  await Promise.all(sites.map(async (site) => (await site.catch(() => undefined))?.close()));
}

Deno.test.afterAll(closeFileSites);

/**
 * The browser test file that called into this module: the first frame of the call's stack in a
 * `tests/e2e/*_test.ts` file (its URL), or "" when none is (a tool). Read from the stack because
 * a bundle runs many files' tests in one worker and `Deno.test` hooks are not told which file a
 * test is from; the call is synchronous up to here, so the test's own frame is on the stack.
 */
export function callingTestFile(stack = new Error().stack ?? ""): string {
  return /(file:\/\/\S*\/tests\/e2e\/[^/:\s]+_test\.tsx?):\d+/.exec(stack)?.[1] ?? "";
}

/**
 * Runs `fn` like {@linkcode withSiteAndBrowser}, on a site this test file's tests share (one per
 * `options`, which must be plain data: they are compared as JSON), started on first use and closed
 * once a test of another file starts or the process's tests end. For tests that only read the
 * site, or only what they wrote themselves: a test that counts stored rows or needs the first
 * enquiry reference takes its own site. Each test still gets new browser contexts, so nothing of
 * the browser's state is shared.
 */
export async function withSharedSiteAndBrowser<T>(
  fn: (session: SiteAndBrowser) => Promise<T>,
  options: Omit<TestAppOptions, "now"> = {},
): Promise<T> {
  const file = callingTestFile();
  if (file !== sitesFile) {
    await closeFileSites();
    sitesFile = file;
  }
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
