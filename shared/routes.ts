/**
 * The site's page routes (spec §2 route list, plus /distribution from decisions.md): one table
 * read by the React tree, the server (status codes, preloading) and the sitemap.
 */
import { type LazyPage, lazyPage } from "./lazy_page.tsx";

/** One page route. `path` is exact, or ends in `/:param` for one dynamic segment. */
export interface PageRoute {
  path: string;
  page: LazyPage;
  /** Source of the page module, relative to the repo; the server preloads its JS chunks. A test
   * checks it names the module `page` imports. */
  module: string;
  /** Listed in the sitemap and indexable by crawlers. /admin is not (spec §2, issue 2). */
  indexable: boolean;
  /** Rendered per request (reads the query string or a session): never cached as bytes. */
  dynamic?: boolean;
}

/** Every page route, in the order of the spec's list. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: "/",
    page: lazyPage(() => import("./pages/home/home_page.tsx")),
    module: "shared/pages/home/home_page.tsx",
    indexable: true,
  },
  {
    path: "/about",
    page: lazyPage(() => import("./pages/about/about_page.tsx")),
    module: "shared/pages/about/about_page.tsx",
    indexable: true,
  },
  {
    path: "/services",
    page: lazyPage(() => import("./pages/services/services_page.tsx")),
    module: "shared/pages/services/services_page.tsx",
    indexable: true,
  },
  {
    path: "/services/brand-management",
    page: lazyPage(() => import("./pages/brand_management/brand_management_page.tsx")),
    module: "shared/pages/brand_management/brand_management_page.tsx",
    indexable: true,
  },
  {
    path: "/distribution",
    page: lazyPage(() => import("./pages/distribution/distribution_page.tsx")),
    module: "shared/pages/distribution/distribution_page.tsx",
    indexable: true,
  },
  {
    path: "/insights",
    page: lazyPage(() => import("./pages/insights/insights_page.tsx")),
    module: "shared/pages/insights/insights_page.tsx",
    indexable: true,
  },
  {
    path: "/insights/:id",
    page: lazyPage(() => import("./pages/insights/article_page.tsx")),
    module: "shared/pages/insights/article_page.tsx",
    indexable: true,
  },
  {
    path: "/partner",
    page: lazyPage(() => import("./pages/partner/partner_page.tsx")),
    module: "shared/pages/partner/partner_page.tsx",
    indexable: true,
  },
  {
    path: "/contact",
    page: lazyPage(() => import("./pages/contact/contact_page.tsx")),
    module: "shared/pages/contact/contact_page.tsx",
    indexable: true,
  },
  {
    path: "/marketing",
    page: lazyPage(() => import("./pages/marketing/marketing_page.tsx")),
    module: "shared/pages/marketing/marketing_page.tsx",
    indexable: true,
  },
  {
    path: "/search",
    page: lazyPage(() => import("./pages/search/search_page.tsx")),
    module: "shared/pages/search/search_page.tsx",
    indexable: true,
    dynamic: true,
  },
  {
    path: "/admin",
    page: lazyPage(() => import("./pages/admin/admin_page.tsx")),
    module: "shared/pages/admin/admin_page.tsx",
    indexable: false,
    dynamic: true,
  },
  {
    path: "/admin/login",
    page: lazyPage(() => import("./pages/admin/login_page.tsx")),
    module: "shared/pages/admin/login_page.tsx",
    indexable: false,
    dynamic: true,
  },
  {
    path: "/admin/audit",
    page: lazyPage(() => import("./pages/admin/audit_page.tsx")),
    module: "shared/pages/admin/audit_page.tsx",
    indexable: false,
    dynamic: true,
  },
  {
    path: "/admin/analytics",
    page: lazyPage(() => import("./pages/admin/analytics/analytics_page.tsx")),
    module: "shared/pages/admin/analytics/analytics_page.tsx",
    indexable: false,
    dynamic: true,
  },
  {
    path: "/terms",
    page: lazyPage(() => import("./pages/legal/terms_page.tsx")),
    module: "shared/pages/legal/terms_page.tsx",
    indexable: true,
  },
  {
    path: "/privacy",
    page: lazyPage(() => import("./pages/legal/privacy_page.tsx")),
    module: "shared/pages/legal/privacy_page.tsx",
    indexable: true,
  },
  {
    path: "/legal-documents",
    page: lazyPage(() => import("./pages/legal/legal_documents_page.tsx")),
    module: "shared/pages/legal/legal_documents_page.tsx",
    indexable: true,
  },
  {
    path: "/accessibility",
    page: lazyPage(() => import("./pages/legal/accessibility_page.tsx")),
    module: "shared/pages/legal/accessibility_page.tsx",
    indexable: true,
  },
  {
    path: "/cookies",
    page: lazyPage(() => import("./pages/cookies/cookies_page.tsx")),
    module: "shared/pages/cookies/cookies_page.tsx",
    indexable: true,
  },
];

/** The not-found screen (spec §2, §8), shown for any path no route matches. */
export const NOT_FOUND_PAGE: LazyPage = lazyPage(() =>
  import("./pages/not_found/not_found_page.tsx")
);

/** A matched route and its path parameters. */
export interface RouteMatch {
  route: PageRoute;
  params: Record<string, string>;
}

/**
 * Finds the route for `pathname` (no query string). Matching is exact: "/about/" does not match
 * "/about" (the server redirects trailing slashes first). Parameters are URI-decoded.
 *
 * @returns the match, or `undefined` when the not-found screen applies.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const route of PAGE_ROUTES) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  const colon = pattern.indexOf("/:");
  if (colon === -1) return pattern === pathname ? {} : undefined;
  const prefix = pattern.slice(0, colon + 1);
  if (!pathname.startsWith(prefix)) return undefined;
  const value = pathname.slice(prefix.length);
  if (value === "" || value.includes("/")) return undefined;
  try {
    return { [pattern.slice(colon + 2)]: decodeURIComponent(value) };
  } catch {
    return undefined; // malformed percent-encoding: treat as not found
  }
}
