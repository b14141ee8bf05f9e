/**
 * HTTP outcome of a page path before rendering: 200, 404 (any other path, and any value a
 * `/:param` route does not have: docs/requirements.md#not-found) or a permanent redirect (a
 * trailing slash, or an old slug of the collection that fills the route: the published content's
 * `redirects` for the route's path, shared/content/collections/).
 */
import { type PublicContent, publishedItems } from "../../shared/content/published.ts";
import { fillRoute, matchRoute, type RouteMatch } from "../../shared/routes.ts";
import { localLocation } from "../http/local_location.ts";

/** What to answer for a path. */
export type PageOutcome =
  | { kind: "page"; status: 200 | 404; match: RouteMatch | undefined }
  | { kind: "redirect"; location: string };

/** Decides the outcome for `pathname` (no query string). */
export function resolvePage(pathname: string, content: PublicContent): PageOutcome {
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // The pathname comes from the request: "//evil.example/" must not become "//evil.example".
    return { kind: "redirect", location: localLocation(pathname.replace(/\/+$/, "")) };
  }
  const match = matchRoute(pathname);
  if (!match) return { kind: "page", status: 404, match };
  const collection = match.route.collection;
  if (collection) {
    const value = Object.values(match.params)[0] ?? "";
    const redirects = content.redirects[match.route.path] ?? {};
    const current = Object.hasOwn(redirects, value) ? redirects[value] : undefined;
    if (current) {
      return { kind: "redirect", location: fillRoute(match.route.path, current) };
    }
    // A routed collection's public item's id is its slug (shared/content/collections/define.ts).
    if (!publishedItems(content, collection).some((item) => item.id === value)) {
      return { kind: "page", status: 404, match };
    }
  }
  return { kind: "page", status: 200, match };
}
