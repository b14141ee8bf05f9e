/**
 * Reduces a user-agent string to its browser family ("Chrome", "Firefox", …). Only the family is
 * stored with consent records and events (issue 6): enough to spot a browser-specific problem,
 * too little to single anyone out.
 */

/** Browser families, most specific first: Edge and Opera also say "Chrome", Chrome says "Safari". */
const FAMILIES: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** The browser family of `userAgent`, or "Other". */
export function userAgentFamily(userAgent: string | undefined): string {
  if (!userAgent) return "Other";
  for (const [pattern, family] of FAMILIES) {
    if (pattern.test(userAgent)) return family;
  }
  return "Other";
}
