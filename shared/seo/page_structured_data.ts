/**
 * Which structured data each route carries, keyed by route path: the home page describes the
 * company and the site (Organization, WebSite with its search action); every inner page has a
 * BreadcrumbList and a page node of its kind (AboutPage, ContactPage, CollectionPage, …); service
 * pages add a Service. FAQ entries come from the page that shows them, so the FAQ text is never
 * bundled for pages without one.
 */
import { PAGE_META, type RoutePath } from "../content/page_meta.ts";
import { SERVICE_STRUCTURED_DATA } from "../content/services.ts";
import type { FaqEntry } from "../content/types.ts";
import type { InsightSummary } from "../content/insights/types.ts";
import {
  articleNode,
  breadcrumbNode,
  type Crumb,
  faqPageNode,
  type JsonLdNode,
  organizationNode,
  serviceNode,
  type WebPageKind,
  webPageNode,
  webSiteNode,
} from "./structured_data.ts";

/** Routes described to crawlers: every indexable route (the staff area is left out). */
export type DescribedRoute = Exclude<RoutePath, "/admin">;

/** Short name of each page, as a breadcrumb shows it and the page's `name`. */
export const PAGE_NAMES: Record<DescribedRoute, string> = {
  "/": "Home",
  "/about": "About Us",
  "/services": "Our Services",
  "/services/brand-management": "Brand Management",
  "/distribution": "UK Distribution",
  "/insights": "Insights",
  "/partner": "Strategic Partnerships",
  "/contact": "Contact Us",
  "/marketing": "Brand Marketing",
  "/search": "AI-Powered Search",
  "/terms": "Terms of Use",
  "/privacy": "Privacy Policy",
  "/legal-documents": "Legal Documents",
  "/accessibility": "Accessibility Statement",
  "/cookies": "Cookie Policy",
};

/** Page kinds other than plain WebPage. */
const PAGE_KINDS: Partial<Record<DescribedRoute, WebPageKind>> = {
  "/about": "AboutPage",
  "/contact": "ContactPage",
  "/insights": "CollectionPage",
  "/search": "SearchResultsPage",
};

/** Service pages and the kinds of service each offers (schema.org `serviceType`). */
const SERVICE_TYPES: Partial<Record<DescribedRoute, string | readonly string[]>> = {
  "/services": SERVICE_STRUCTURED_DATA.serviceType,
  "/services/brand-management": "Brand Management",
  "/distribution": "FMCG Distribution",
  "/marketing": "Brand Marketing",
};

/** The breadcrumb trail of a route: home, any parent route ("/services"), the page. */
export function breadcrumbTrail(path: DescribedRoute): Crumb[] {
  const trail: Crumb[] = [{ name: PAGE_NAMES["/"], path: "/" }];
  const parent = path.slice(0, path.lastIndexOf("/"));
  if (parent && parent in PAGE_NAMES) {
    trail.push({ name: PAGE_NAMES[parent as DescribedRoute], path: parent });
  }
  if (path !== "/") trail.push({ name: PAGE_NAMES[path], path });
  return trail;
}

/** Options of {@linkcode pageStructuredData}. */
export interface PageStructuredDataOptions {
  /** Questions and answers the page shows (adds an FAQPage). */
  faq?: readonly FaqEntry[];
}

/**
 * Structured data of a static route. The staff area gets none.
 *
 * @param origin public origin without a trailing slash
 */
export function pageStructuredData(
  path: RoutePath,
  origin: string,
  options: PageStructuredDataOptions = {},
): JsonLdNode[] {
  if (path === "/admin") return [];
  const meta = PAGE_META[path];
  const nodes: JsonLdNode[] = path === "/"
    ? [organizationNode(origin), webSiteNode(origin)]
    : [breadcrumbNode(origin, breadcrumbTrail(path))];
  nodes.push(webPageNode(origin, {
    kind: PAGE_KINDS[path] ?? "WebPage",
    path,
    name: path === "/" ? meta.title : PAGE_NAMES[path],
    description: meta.description,
  }));
  const serviceType = SERVICE_TYPES[path];
  if (serviceType) {
    const isOverview = path === "/services";
    nodes.push(serviceNode(origin, {
      path,
      name: isOverview ? SERVICE_STRUCTURED_DATA.name : PAGE_NAMES[path],
      description: isOverview ? SERVICE_STRUCTURED_DATA.description : meta.description,
      serviceType,
    }));
  }
  if (options.faq?.length) nodes.push(faqPageNode(origin, { path, entries: options.faq }));
  return nodes;
}

/**
 * Structured data of an insight article: its breadcrumb (Home › Insights › article) and the
 * Article with publication and modification dates.
 *
 * @param socialImage site path of the article's social card
 */
export function articleStructuredData(
  article: InsightSummary,
  origin: string,
  options: { socialImage: string; pageImage: string },
): JsonLdNode[] {
  const path = `/insights/${article.id}`;
  return [
    breadcrumbNode(origin, [...breadcrumbTrail("/insights"), { name: article.title, path }]),
    articleNode(origin, {
      path,
      headline: article.title,
      description: article.description,
      images: [options.pageImage, options.socialImage],
      datePublished: article.date,
      dateModified: article.dateModified ?? article.date,
      author: article.author,
      section: article.category,
      keywords: article.keywords,
    }),
  ];
}
