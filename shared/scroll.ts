/**
 * Smooth in-page scrolling that leaves room for the fixed header (docs/requirements.md#every-page).
 */
import { ANCHOR_OFFSET_PX } from "./ui_constants.ts";

/**
 * Scrolls to the element with `id`, `ANCHOR_OFFSET_PX` below the header; smooth unless the visitor
 * prefers reduced motion. A missing target is only logged.
 *
 * @returns whether the target exists.
 */
export function scrollToId(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    console.info(`Scroll target #${id} not found`);
    return false;
  }
  const top = target.getBoundingClientRect().top + globalThis.scrollY - ANCHOR_OFFSET_PX;
  const reduce = globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  globalThis.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
  return true;
}
