/**
 * Route-change scrolling (docs/requirements.md#every-page): every route change scrolls to the top;
 * on the home route a hash scrolls smoothly to its target after 100 ms with the 80 px header
 * offset. On another route a hash naming an element of the new page (e.g. "Submit Your Proposal" to
 * `/contact#enquiry-form`) scrolls there the same way instead of to the top.
 */
import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { scrollToId } from "../scroll.ts";
import { HASH_SCROLL_DELAY_MS } from "../ui_constants.ts";

/** Renders nothing; applies the scroll rules on every location change. */
export function ScrollManager() {
  const [location] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const hash = decodeURIComponent(globalThis.location.hash.slice(1));
    // On first load of another page the browser has already scrolled to the hash itself.
    const toHash = hash !== "" &&
      (location === "/" || (!first.current && document.getElementById(hash) !== null));
    if (toHash) {
      const timer = setTimeout(() => scrollToId(hash), HASH_SCROLL_DELAY_MS);
      first.current = false;
      return () => clearTimeout(timer);
    }
    // The browser restores the position on the first load and on back/forward itself.
    if (!first.current) globalThis.scrollTo({ top: 0, behavior: "instant" });
    first.current = false;
  }, [location]);
  return null;
}
