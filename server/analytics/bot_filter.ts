/**
 * Recognises crawlers and automated browsers, whose events would distort the figures (issue 6).
 * Their events are answered like any other and then dropped, so a bot learns nothing.
 */

// Crawlers, link previews, monitors and HTTP libraries announce themselves in the user agent.
const BOT_PATTERN = new RegExp(
  [
    "bot\\b",
    "bot/",
    "crawl",
    "spider",
    "slurp",
    "bingpreview",
    "mediapartners",
    "facebookexternalhit",
    "embedly",
    "lighthouse",
    "pagespeed",
    "gtmetrix",
    "pingdom",
    "uptimerobot",
    "phantomjs",
    "selenium",
    "puppeteer",
    "playwright",
    "cypress",
    "curl/",
    "wget/",
    "python-",
    "aiohttp",
    "httpx",
    "go-http-client",
    "java/",
    "okhttp",
    "axios/",
    "node-fetch",
    "undici",
    "deno/",
    "libwww",
    "scrapy",
  ].join("|"),
  "i",
);

// Browsers driven by automation: headless Chrome says so; WebDriver sets navigator.webdriver.
const HEADLESS_PATTERN = /HeadlessChrome/i;

/** What the filter looks at. */
export interface AutomationSignals {
  /** The request's `User-Agent` header. */
  userAgent: string | undefined;
  /** The event's own `userAgent` field, if sent. */
  reportedUserAgent?: string | undefined;
  /** `navigator.webdriver` as reported by the tracker. */
  webdriver?: boolean | undefined;
}

/** Options of {@linkcode isAutomated}. */
export interface BotFilterOptions {
  /**
   * Count headless and WebDriver-driven browsers (the end-to-end tests run headless Chromium).
   * Crawlers and HTTP libraries are still dropped.
   */
  allowAutomation?: boolean;
}

/** True when the request comes from a crawler, an HTTP library or an automated browser. */
export function isAutomated(signals: AutomationSignals, options: BotFilterOptions = {}): boolean {
  const agents = [signals.userAgent, signals.reportedUserAgent].filter((agent) =>
    agent !== undefined
  );
  // Every browser sends a user agent; a request without one is a script.
  if (!signals.userAgent?.trim()) return true;
  if (agents.some((agent) => BOT_PATTERN.test(agent))) return true;
  if (options.allowAutomation) return false;
  return signals.webdriver === true || agents.some((agent) => HEADLESS_PATTERN.test(agent));
}
