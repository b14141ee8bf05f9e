/**
 * The browser tests' fixture (epic-stack habit: fixtures create and clean up their own data):
 * a fresh site on 127.0.0.1 with its own temporary database, and a Chromium to drive it. Both
 * are closed afterwards, whatever the test did.
 */
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { startTestServer, type TestAppOptions, type TestServer } from "./test_app.ts";

/** What {@linkcode withSiteAndBrowser} hands to a test. */
export interface SiteAndBrowser {
  server: TestServer;
  browser: Browser;
}

/** Runs `fn` against a new server (built from `options`) and browser, closing both afterwards. */
export async function withSiteAndBrowser<T>(
  fn: (session: SiteAndBrowser) => Promise<T>,
  options: TestAppOptions = {},
): Promise<T> {
  const server = await startTestServer(options);
  try {
    const browser = await launchBrowser();
    try {
      return await fn({ server, browser });
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
