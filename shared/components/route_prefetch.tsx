/**
 * Loads a page's module as soon as the visitor points at, touches or tabs to a link to it, so the
 * click that follows renders the page at once instead of suspending on its chunk (a blank main
 * area and, for a frame, no title). One delegated listener covers every internal link; renders
 * nothing.
 */
import { useEffect } from "react";
import { matchRoute } from "../routes.ts";

/** Preloads the page behind the internal link at `event.target`, if any. */
function prefetchFor(event: Event): void {
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
  // A failed fetch is retried on the click itself; nothing to report here.
  const match = matchRoute(link.pathname);
  match?.route.page.preload(match.params).catch(() => {});
}

/** Mounted once in the app shell. */
export function RoutePrefetch() {
  useEffect(() => {
    document.addEventListener("pointerover", prefetchFor, { passive: true });
    document.addEventListener("focusin", prefetchFor);
    return () => {
      document.removeEventListener("pointerover", prefetchFor);
      document.removeEventListener("focusin", prefetchFor);
    };
  }, []);
  return null;
}
