/**
 * The site's one route registry (docs/requirements.md#routes): every page, with the module that
 * renders it, whether crawlers may index it, whether it is rendered per request, the head the app
 * shell prints for it, the copy modules it prints and, for a route with a parameter, which values
 * exist. The React tree, the server (status codes, redirects, preloading, page data loaders keyed
 * by `RoutePath`), the sitemap, the social cards, the search index and the content tests all read
 * this list; adding a page is one entry here (see the README).
 */
import * as heads from "./content/page_meta.ts";
import type { ContentCollection } from "./content/collections/registry.ts";
import type { PageHead } from "./content/types.ts";
import { type LazyPage, lazyPage } from "./lazy_page.tsx";

/**
 * One page route. `path` is exact, or has `:param` segments that each match one path segment
 * ("/admin/content/:collection/:id"). `params` applies to a route whose one parameter ends it.
 */
export interface PageRoute<P extends string = string> {
  path: P;
  page: LazyPage;
  /** Source of the page module, relative to the repo; the server preloads its JS chunks. A test
   * checks it names the module `page` imports. */
  module: string;
  /** Listed in the sitemap and indexable by crawlers (the staff screens are not). */
  indexable: boolean;
  /** Rendered per request (reads the query string or a session): never cached as bytes. */
  dynamic?: boolean;
  /**
   * The page has nothing to interact with but links: on a first visit the browser adopts the
   * server's markup and neither loads nor hydrates the page's code; a client-side navigation to it
   * loads and renders it (ADR 0013). Never set it on a page with a form, a widget or state.
   */
  static?: boolean;
  /** Printed by the app shell; routes without one print their own (articles, staff screens). */
  head?: PageHead;
  /**
   * The typed copy modules the page prints, relative to the repo, in page order
   * ("shared/content/partner.ts"): the search index walks their exports into the page's sections
   * (server/search/content_walk.ts) and the content tests check their wording. Paths, not
   * imports: this list reaches the browser, which must not load every page's copy with it. A test
   * proves every page in the sitemap is searchable (tests/api/page_search_test.ts).
   */
  copy?: readonly string[];
  /**
   * For a `/:param` route: the collection whose items are its pages (its definition's `route`
   * names this path, shared/content/collections/). A value no live item has answers 404; a slug
   * the item had before answers 301 (server/render/page_status.ts); the sitemap lists each live
   * item with the day it last changed.
   */
  collection?: ContentCollection;
}

/**
 * The address of a `/:param` route for one value: the route's last segment replaced
 * ("/insights/:id" and "a-b" → "/insights/a-b"). The caller encodes `value` where it must.
 */
export function fillRoute(path: string, value: string): string {
  return path.replace(/:[^/]+$/, value);
}

/**
 * Checks an entry against {@linkcode PageRoute} and keeps its literal type, so `RoutePath` lists
 * exactly the registered paths and `HeadPath` those with a head.
 */
function route<const R extends PageRoute<P>, const P extends string = R["path"]>(entry: R): R {
  return entry;
}

/** Every page route, in the order of the site's route list. */
export const PAGE_ROUTES = [
  route({
    path: "/",
    page: lazyPage(() => import("./pages/home/home_page.tsx")),
    module: "shared/pages/home/home_page.tsx",
    indexable: true,
    head: heads.HOME_HEAD,
    copy: [
      "shared/content/home.ts",
      "shared/content/home_contact.ts",
      "shared/content/industries.ts",
    ],
  }),
  route({
    path: "/about",
    page: lazyPage(() => import("./pages/about/about_page.tsx")),
    module: "shared/pages/about/about_page.tsx",
    indexable: true,
    static: true,
    head: heads.ABOUT_HEAD,
    copy: ["shared/content/about.ts"],
  }),
  route({
    path: "/services",
    page: lazyPage(() => import("./pages/services/services_page.tsx")),
    module: "shared/pages/services/services_page.tsx",
    indexable: true,
    head: heads.SERVICES_HEAD,
    copy: ["shared/content/services.ts"],
  }),
  route({
    path: "/services/brand-management",
    page: lazyPage(() => import("./pages/brand_management/brand_management_page.tsx")),
    module: "shared/pages/brand_management/brand_management_page.tsx",
    indexable: true,
    static: true,
    head: heads.BRAND_MANAGEMENT_HEAD,
    copy: ["shared/content/brand_management.ts"],
  }),
  route({
    path: "/distribution",
    page: lazyPage(() => import("./pages/distribution/distribution_page.tsx")),
    module: "shared/pages/distribution/distribution_page.tsx",
    indexable: true,
    static: true,
    head: heads.DISTRIBUTION_HEAD,
    copy: ["shared/content/distribution.ts"],
  }),
  route({
    path: "/insights",
    page: lazyPage(() => import("./pages/insights/insights_page.tsx")),
    module: "shared/pages/insights/insights_page.tsx",
    indexable: true,
    static: true,
    head: heads.INSIGHTS_HEAD,
    copy: ["shared/pages/insights/insights_copy.ts"],
  }),
  route({
    path: "/insights/:id",
    page: lazyPage(() => import("./pages/insights/article_page.tsx")),
    module: "shared/pages/insights/article_page.tsx",
    indexable: true,
    collection: "insights",
  }),
  route({
    path: "/partner",
    page: lazyPage(() => import("./pages/partner/partner_page.tsx")),
    module: "shared/pages/partner/partner_page.tsx",
    indexable: true,
    static: true,
    head: heads.PARTNER_HEAD,
    copy: ["shared/content/partner.ts"],
  }),
  route({
    path: "/contact",
    page: lazyPage(() => import("./pages/contact/contact_page.tsx")),
    module: "shared/pages/contact/contact_page.tsx",
    indexable: true,
    head: heads.CONTACT_HEAD,
    copy: ["shared/content/contact.ts"],
  }),
  route({
    path: "/marketing",
    page: lazyPage(() => import("./pages/marketing/marketing_page.tsx")),
    module: "shared/pages/marketing/marketing_page.tsx",
    indexable: true,
    static: true,
    head: heads.MARKETING_HEAD,
    copy: ["shared/content/marketing.ts"],
  }),
  route({
    path: "/search",
    page: lazyPage(() => import("./pages/search/search_page.tsx")),
    module: "shared/pages/search/search_page.tsx",
    indexable: true,
    dynamic: true,
    head: heads.SEARCH_HEAD,
    copy: ["shared/content/search.ts"],
  }),
  route({
    path: "/admin",
    page: lazyPage(() => import("./pages/admin/admin_page.tsx")),
    module: "shared/pages/admin/admin_page.tsx",
    indexable: false,
    dynamic: true,
    head: heads.ADMIN_HEAD,
  }),
  route({
    path: "/admin/login",
    page: lazyPage(() => import("./pages/admin/login_page.tsx")),
    module: "shared/pages/admin/login_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/audit",
    page: lazyPage(() => import("./pages/admin/audit_page.tsx")),
    module: "shared/pages/admin/audit_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/staff",
    page: lazyPage(() => import("./pages/admin/accounts_page.tsx")),
    module: "shared/pages/admin/accounts_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/password",
    page: lazyPage(() => import("./pages/admin/password_page.tsx")),
    module: "shared/pages/admin/password_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/search",
    page: lazyPage(() => import("./pages/admin/search_curation_page.tsx")),
    module: "shared/pages/admin/search_curation_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/analytics",
    page: lazyPage(() => import("./pages/admin/analytics/analytics_page.tsx")),
    module: "shared/pages/admin/analytics/analytics_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/content",
    page: lazyPage(() => import("./pages/admin/content/content_list_page.tsx")),
    module: "shared/pages/admin/content/content_list_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/content/:collection/:id",
    page: lazyPage(() => import("./pages/admin/content/content_edit_page.tsx")),
    module: "shared/pages/admin/content/content_edit_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/admin/content/:collection/:id/preview",
    page: lazyPage(() => import("./pages/admin/content/content_preview_page.tsx")),
    module: "shared/pages/admin/content/content_preview_page.tsx",
    indexable: false,
    dynamic: true,
  }),
  route({
    path: "/terms",
    page: lazyPage(() => import("./pages/legal/terms_page.tsx")),
    module: "shared/pages/legal/terms_page.tsx",
    indexable: true,
    static: true,
    head: heads.TERMS_HEAD,
    copy: ["shared/content/legal/terms.ts"],
  }),
  route({
    path: "/privacy",
    page: lazyPage(() => import("./pages/legal/privacy_page.tsx")),
    module: "shared/pages/legal/privacy_page.tsx",
    indexable: true,
    static: true,
    head: heads.PRIVACY_HEAD,
    copy: ["shared/content/legal/privacy.ts"],
  }),
  route({
    path: "/legal-documents",
    page: lazyPage(() => import("./pages/legal/legal_documents_page.tsx")),
    module: "shared/pages/legal/legal_documents_page.tsx",
    indexable: true,
    static: true,
    head: heads.LEGAL_DOCUMENTS_HEAD,
    copy: ["shared/content/legal/legal_documents.ts"],
  }),
  route({
    path: "/accessibility",
    page: lazyPage(() => import("./pages/legal/accessibility_page.tsx")),
    module: "shared/pages/legal/accessibility_page.tsx",
    indexable: true,
    static: true,
    head: heads.ACCESSIBILITY_HEAD,
    copy: ["shared/content/legal/accessibility.ts"],
  }),
  route({
    path: "/cookies",
    page: lazyPage(() => import("./pages/cookies/cookies_page.tsx")),
    module: "shared/pages/cookies/cookies_page.tsx",
    indexable: true,
    head: heads.COOKIES_HEAD,
    copy: ["shared/content/legal/cookies.ts"],
  }),
] as const;

/**
 * Every route this process serves: {@linkcode PAGE_ROUTES}, then any
 * {@linkcode registerPageRoute} added. Matching and the sitemap read this list.
 */
const KNOWN_ROUTES: PageRoute[] = [...PAGE_ROUTES];

/** Every route served, shipped then registered, in the site's route order. */
export function pageRoutes(): readonly PageRoute[] {
  return KNOWN_ROUTES;
}

/**
 * Adds a page route that is not shipped (the test suite's page for a test-only collection,
 * tests/api/collection_definition_test.ts) before an app is created in this process. It is
 * rendered on the server like any page; the browser bundle does not know it.
 *
 * @returns a function that removes it again.
 * @throws {Error} when a route of that path exists.
 */
export function registerPageRoute(entry: PageRoute): () => void {
  if (KNOWN_ROUTES.some((known) => known.path === entry.path)) {
    throw new Error(`A route for ${entry.path} exists`);
  }
  KNOWN_ROUTES.push(entry);
  return () => {
    KNOWN_ROUTES.splice(KNOWN_ROUTES.indexOf(entry), 1);
  };
}

/** A registered route path ("/about", "/insights/:id", …). */
export type RoutePath = (typeof PAGE_ROUTES)[number]["path"];

/** A route that carries its own head. */
export type HeadRoute = Extract<(typeof PAGE_ROUTES)[number], { head: PageHead }>;

/** Paths of the routes whose head the app shell prints. */
export type HeadPath = HeadRoute["path"];

/** The head of every route that has one, by path (search index, social cards, tests). */
export const PAGE_HEADS: Readonly<Record<HeadPath, PageHead>> = Object.fromEntries(
  PAGE_ROUTES.flatMap((entry) => "head" in entry ? [[entry.path, entry.head]] : []),
) as Record<HeadPath, PageHead>;

/**
 * The pages above `path` (name and path, home first): home, then the parent path when it is a
 * page with a head ("/services" above "/services/brand-management"). Breadcrumbs read it.
 */
export function trailAbove(path: string): { name: string; path: string }[] {
  const home = PAGE_HEADS["/"];
  const trail = [{ name: home.name, path: "/" }];
  const parent = path.slice(0, path.lastIndexOf("/"));
  if (parent && Object.hasOwn(PAGE_HEADS, parent)) {
    trail.push({ name: PAGE_HEADS[parent as HeadPath].name, path: parent });
  }
  return trail;
}

/** The not-found screen, shown for any path no route matches. */
export const NOT_FOUND_PAGE: LazyPage = lazyPage(() =>
  import("./pages/not_found/not_found_page.tsx")
);

/** A matched route and its path parameters. */
export interface RouteMatch {
  route: PageRoute<RoutePath>;
  params: Record<string, string>;
}

/**
 * Finds the route for `pathname` (no query string). Matching is exact: "/about/" does not match
 * "/about" (the server redirects trailing slashes first). Parameters are URI-decoded.
 *
 * @returns the match, or `undefined` when the not-found screen applies.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const entry of KNOWN_ROUTES as readonly PageRoute<RoutePath>[]) {
    const params = matchPath(entry.path, pathname);
    if (params) return { route: entry, params };
  }
  return undefined;
}

function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  if (!pattern.includes("/:")) return pattern === pathname ? {} : undefined;
  const wanted = pattern.split("/");
  const given = pathname.split("/");
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index] ?? "";
    if (!part.startsWith(":")) {
      if (part !== value) return undefined;
      continue;
    }
    if (value === "") return undefined;
    try {
      params[part.slice(1)] = decodeURIComponent(value);
    } catch {
      return undefined; // malformed percent-encoding: treat as not found
    }
  }
  return params;
}
