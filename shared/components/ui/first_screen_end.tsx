/**
 * The last child of a page's hero: an empty, hidden element the document's
 * `<link rel="expect" blocking="render">` names (`server/render/document.tsx`). Chromium lets the
 * first frame through as soon as the named element is inserted, not when it is fully parsed: named
 * at `<main>`, a phone's first frame sometimes showed the home hero cut off in the middle of its
 * list, and the rest of the hero then pushed the list 210 px down (CLS 0.06–0.11 in 2 of 12 loads at
 * CPU 2×; ADR 0012's notes). Placed after everything the hero shows, it holds the first frame until
 * the whole first screen is in the document.
 */
import { FIRST_SCREEN_END_ID } from "../../ui_constants.ts";

/** Renders the marker; one per page, at the end of its hero. */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
