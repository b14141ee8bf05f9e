/**
 * Recognises crawlers and automated browsers, whose events would distort the figures
 * (docs/requirements.md#analytics-intake). Their events are answered like any other and then
 * dropped, so a bot learns nothing. The user agent patterns are npm `isbot`'s, kept up to date by
 * its maintainers, not ours.
 */
import { createIsbotFromList, isbot, list } from "isbot";

// Crawlers, link previews (WhatsApp, Slack, Facebook), monitors, performance tools (Lighthouse,
// WebPageTest's "PTST"), HTTP libraries and headless browsers, from isbot's maintained list.
// Automation may be counted on request (allowAutomation): the same list without "headless".
const isbotAllowingHeadless = createIsbotFromList(list.filter((pattern) => pattern !== "headless"));

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
  const looksLikeBot = options.allowAutomation ? isbotAllowingHeadless : isbot;
  if (agents.some((agent) => looksLikeBot(agent))) return true;
  // WebDriver-driven browsers set navigator.webdriver, whatever their user agent says.
  return !options.allowAutomation && signals.webdriver === true;
}
