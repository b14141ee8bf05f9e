/**
 * Reduces a user-agent string to its browser family ("Chrome", "Firefox", …). Only the family is
 * stored with consent records and events: enough to spot a browser-specific problem, too little
 * to single anyone out. Parsing is npm `bowser`'s (MIT; `ua-parser-js` 2 is AGPL-licensed);
 * its names are mapped onto a short fixed list, so the stored values stay few.
 */
import Bowser from "bowser";

/** The families stored; anything else is "Other". */
export const BROWSER_FAMILIES = [
  "Chrome",
  "Safari",
  "Firefox",
  "Edge",
  "Opera",
  "Samsung Internet",
  "Other",
] as const;

/** One stored browser family. */
export type BrowserFamily = typeof BROWSER_FAMILIES[number];

/** bowser's browser names (its `BROWSER_MAP`) → our families. */
const FAMILY_OF: Readonly<Record<string, BrowserFamily>> = {
  "Chrome": "Chrome",
  "Chromium": "Chrome",
  "Safari": "Safari",
  "Firefox": "Firefox",
  "Microsoft Edge": "Edge",
  "Opera": "Opera",
  "Samsung Internet for Android": "Samsung Internet",
};

/** The browser family of `userAgent`, or "Other". */
export function userAgentFamily(userAgent: string | undefined): BrowserFamily {
  if (!userAgent) return "Other";
  return FAMILY_OF[Bowser.getParser(userAgent).getBrowserName()] ?? "Other";
}
