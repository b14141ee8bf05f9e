/**
 * Shared pieces of the cookie-consent and analytics browser tests (docs/requirements.md#consent,
 * #analytics-events): a test site that counts headless Chromium, the analytics events a page sends,
 * what the site keeps in the browser, a browse-and-scroll visit, and the banner.
 */
import type { Browser, Page } from "playwright-core";
import { openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import type { TestServer } from "../helpers/test_app.ts";

const ANALYTICS_KEY_PREFIX = "crownbridge.analytics";

/** One analytics event as the page posts it to `/api/analytics`. */
export interface SentEvent {
  name: string;
  url: string;
  value?: number;
  action?: string;
  label?: string;
}

/** Runs `fn` with a test site and Chromium; the site counts automated browsers. */
export async function withSite(
  fn: (ctx: { browser: Browser; server: TestServer }) => Promise<void>,
) {
  // Headless Chromium is an automated browser; this test server counts it (allowAutomation).
  await withSiteAndBrowser(fn, { overrides: { analytics: { allowAutomation: true } } });
}

/** Records every analytics event the page sends. */
export function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/analytics") return;
    try {
      // A beacon's Blob body is not exposed to the page's request events.
      const body = request.postData();
      events.push(body ? JSON.parse(body) : { name: "unreadable", url: "" });
    } catch {
      events.push({ name: "unreadable", url: "" });
    }
  });
  return events;
}

/**
 * A new page of `browser` on `server`'s home page, recording the analytics events it sends from its
 * first request, hydrated and past the effects that read the stored choice.
 */
export async function openHome(
  browser: Browser,
  server: TestServer,
): Promise<{ page: Page; errors: string[]; events: SentEvent[] }> {
  const { page, errors } = await openPage(browser);
  const events = recordEvents(page);
  await page.goto(server.origin + "/", { waitUntil: "networkidle" });
  await hydrated(page);
  return { page, errors, events };
}

/** Waits for hydration and for the effects that read the stored choice. */
export async function hydrated(page: Page) {
  await waitForHydration(page);
  // Effects (reading the stored choice) run right after hydration.
  await page.waitForTimeout(100);
}

/** Names of everything the site keeps in the browser, besides the consent record itself. */
export async function analyticsIdentifiers(page: Page): Promise<string[]> {
  return await page.evaluate((prefix) => {
    const keys = [
      ...Object.keys(localStorage).map((key) => `local:${key}`),
      ...Object.keys(sessionStorage).map((key) => `session:${key}`),
    ];
    const cookies = document.cookie ? document.cookie.split("; ").map((c) => `cookie:${c}`) : [];
    return [...keys.filter((key) => key.includes(prefix)), ...cookies];
  }, ANALYTICS_KEY_PREFIX);
}

/** Visits About Us, Our Services and Home from the main menu, scrolling each to its end. */
export async function browseAndScroll(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["About Us", "Our Services", "Home"]) {
    await nav.getByRole("link", { name, exact: true }).first().click();
    await page.waitForLoadState("networkidle");
    // Down to the bottom a quarter of the page at a time, however long it is: each step crosses
    // one of the scroll-depth marks (25, 50, 75 and 100 %) with the wheel, as a reader would.
    for (let quarter = 1; quarter <= 4; quarter++) {
      const step = await page.evaluate((quarter) => {
        const end = document.documentElement.scrollHeight - globalThis.innerHeight;
        return Math.max(0, Math.ceil((end * quarter) / 4) - globalThis.scrollY) + 2;
      }, quarter);
      await page.mouse.wheel(0, step);
      await page.waitForTimeout(350);
    }
    const atBottom = await page.evaluate(() =>
      globalThis.scrollY + globalThis.innerHeight + 2 >= document.documentElement.scrollHeight
    );
    if (!atBottom) throw new Error(`${name}: the wheel did not reach the end of the page`);
  }
  await page.waitForTimeout(1200); // longer than the scroll-check interval
}

/** The cookie banner. */
export function banner(page: Page) {
  return page.getByRole("region", { name: "Your cookie choices" });
}
