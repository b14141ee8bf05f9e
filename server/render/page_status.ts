/**
 * HTTP outcome of a page path before rendering: 200, 404 (spec §2 "Any other path shows the
 * not-found screen", decisions.md: with status 404) or a permanent redirect.
 */
import { findInsight, LEGACY_INSIGHT_REDIRECTS } from "../../shared/content/insights/articles.ts";
import { matchRoute, type RouteMatch } from "../../shared/routes.ts";
import { localLocation } from "../http/local_location.ts";

/** What to answer for a path. */
export type PageOutcome =
  | { kind: "page"; status: 200 | 404; match: RouteMatch | undefined }
  | { kind: "redirect"; location: string };

/** Decides the outcome for `pathname` (no query string). */
export function resolvePage(pathname: string): PageOutcome {
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // The pathname comes from the request: "//evil.example/" must not become "//evil.example".
    return { kind: "redirect", location: localLocation(pathname.replace(/\/+$/, "")) };
  }
  const match = matchRoute(pathname);
  if (!match) return { kind: "page", status: 404, match };
  if (match.route.path === "/insights/:id") {
    const id = match.params.id ?? "";
    const canonical = (LEGACY_INSIGHT_REDIRECTS as Record<string, string>)[id];
    if (canonical) return { kind: "redirect", location: `/insights/${canonical}` };
    if (!findInsight(id)) return { kind: "page", status: 404, match };
  }
  return { kind: "page", status: 200, match };
}
