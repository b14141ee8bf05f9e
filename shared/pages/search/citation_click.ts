/**
 * Tells the server that a cited page of an answer was opened (docs/decisions/0026-search-curation.md):
 * staff see answered questions whose citations nobody opens. Anonymous and aggregated (the question
 * only; no cookie, storage or identifier), so it is sent whatever the visitor chose about
 * analytics. `sendBeacon` survives the navigation the click starts.
 */

/** Where the click is reported. */
export const CITATION_CLICK_PATH = "/api/search/clicks";

/** Reports that a citation of the answer to `query` was opened; never throws. */
export function reportCitationClick(query: string): void {
  try {
    const body = new Blob([JSON.stringify({ query })], { type: "application/json" });
    globalThis.navigator?.sendBeacon?.(CITATION_CLICK_PATH, body);
  } catch {
    // A lost count is no loss to the visitor.
  }
}
