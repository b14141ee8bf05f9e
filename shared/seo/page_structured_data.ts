/**
 * Which structured data a page carries, from its head in the route registry: the home page
 * describes the company and the site (Organization, WebSite with its search action); every inner
 * page has a BreadcrumbList and a page node of its kind (AboutPage, ContactPage, CollectionPage,
 * …); service pages add a Service. FAQ entries come from the page that shows them, so the FAQ
 * text is never bundled for pages without one.
 */
import { HOME_HEAD, INSIGHTS_HEAD } from "../content/page_meta.ts";
import { SERVICE_STRUCTURED_DATA } from "../content/services.ts";
import type { FaqEntry, PageHead } from "../content/types.ts";
import type { PublishedInsight } from "../content/published.ts";
import {
  articleNode,
  breadcrumbNode,
  type Crumb,
  faqPageNode,
  type JsonLdNode,
  type OrganizationDetails,
  organizationNode,
  serviceNode,
  webPageNode,
  webSiteNode,
} from "./structured_data.ts";

/** Name and path of the pages above a page (its breadcrumb trail, home first). */
export type Trail = readonly Crumb[];

/** The breadcrumb trail of a page: the trail above it, then the page itself. */
export function breadcrumbTrail(above: Trail, page: Crumb): Crumb[] {
  return page.path === "/" ? [page] : [...above, page];
}

/** Options of {@linkcode pageStructuredData}. */
export interface PageStructuredDataOptions {
  /** Questions and answers the page shows (adds an FAQPage). */
  faq?: readonly FaqEntry[];
}

/**
 * Structured data of a page with a fixed head: Organization and WebSite on the home page, a
 * BreadcrumbList elsewhere, the page node of its kind, a Service on service pages. Pages that are
 * never indexed (the staff area) get none.
 *
 * @param page.above the breadcrumb trail above the page (home first), from the route registry
 * @param page.organization what staff published about the company (home page only)
 * @param origin public origin without a trailing slash
 */
export function pageStructuredData(
  page: { path: string; head: PageHead; above: Trail; organization?: OrganizationDetails },
  origin: string,
): JsonLdNode[] {
  const { path, head, above } = page;
  if (head.noindex) return [];
  const nodes: JsonLdNode[] = path === "/"
    ? [organizationNode(origin, page.organization ?? {}), webSiteNode(origin)]
    : [breadcrumbNode(origin, breadcrumbTrail(above, { name: head.name, path }))];
  nodes.push(webPageNode(origin, {
    kind: head.kind ?? "WebPage",
    path,
    name: path === "/" ? head.title : head.name,
    description: head.description,
  }));
  if (head.serviceType) {
    const isOverview = path === "/services";
    nodes.push(serviceNode(origin, {
      path,
      name: isOverview ? SERVICE_STRUCTURED_DATA.name : head.name,
      description: isOverview ? SERVICE_STRUCTURED_DATA.description : head.description,
      serviceType: head.serviceType,
    }));
  }
  return nodes;
}

/** The FAQPage node of the questions a page shows (rendered by the page that shows them). */
export function faqStructuredData(
  page: { path: string; entries: readonly FaqEntry[] },
  origin: string,
): JsonLdNode[] {
  return page.entries.length ? [faqPageNode(origin, page)] : [];
}

/**
 * Structured data of an insight article: its breadcrumb (Home › Insights › article) and the
 * Article with publication and modification dates.
 *
 * @param socialImage site path of the article's social card
 */
export function articleStructuredData(
  article: PublishedInsight,
  origin: string,
  options: { socialImage: string; pageImage: string },
): JsonLdNode[] {
  const path = `/insights/${article.id}`;
  return [
    breadcrumbNode(origin, [
      { name: HOME_HEAD.name, path: "/" },
      { name: INSIGHTS_HEAD.name, path: "/insights" },
      { name: article.title, path },
    ]),
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
