/**
 * Builders of schema.org structured data (JSON-LD), typed with `schema-dts` so a misspelt property
 * or a wrong value type fails the type check. Each builder returns one node with its own
 * `@context`, ready for one `<script type="application/ld+json">`. URLs are absolute: `origin` is
 * the public origin without a trailing slash ("https://www.example.co.uk").
 *
 * Google's rich-result rules shape the fields (WebSite sitelinks search box, BreadcrumbList,
 * FAQPage, Article); `tests/seo/structured_data_test.ts` validates every page's output.
 */
import type { WebPageKind } from "../content/types.ts";
import type {
  AboutPage,
  Article,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  FAQPage,
  Organization,
  SearchAction,
  SearchResultsPage,
  Service,
  Thing,
  WebPage,
  WebSite,
  WithActionConstraints,
  WithContext,
} from "schema-dts";
import { COMPANY_COUNTRY_CODE, COMPANY_NAME } from "../content/company.ts";
import type { CompanyContact } from "../content/site_links.ts";
import type { FaqEntry } from "../content/types.ts";

/** One structured-data node with its `@context`. */
export type JsonLdNode = WithContext<Thing>;

/** `@id` of the company's Organization node; other nodes refer to it instead of repeating it. */
export function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** `@id` of the WebSite node. */
export function webSiteId(origin: string): string {
  return `${origin}/#website`;
}

/**
 * A reference to the company with its name and URL, so a consumer that does not follow `@id`
 * still sees a named Organization.
 */
function companyReference(origin: string) {
  return {
    "@type": "Organization",
    "@id": organizationId(origin),
    name: COMPANY_NAME,
    url: `${origin}/`,
  } as const satisfies Organization;
}

/**
 * The company (home page), with the address, inbox and contact point staff publish in the company
 * details. `sameAs` lists its configured social profiles (none unless configured, so no invented
 * profile is ever published).
 */
export function organizationNode(
  origin: string,
  options: OrganizationDetails = {},
): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(origin),
    name: COMPANY_NAME,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    ...(options.contact
      ? {
        email: options.contact.email,
        address: {
          "@type": "PostalAddress",
          streetAddress: options.contact.address.streetAddress,
          addressLocality: options.contact.address.locality,
          addressRegion: options.contact.address.region,
          postalCode: options.contact.address.postcode,
          addressCountry: COMPANY_COUNTRY_CODE,
        },
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          email: options.contact.email,
          ...(options.contact.phone ? { telephone: options.contact.phone } : {}),
          areaServed: COMPANY_COUNTRY_CODE,
          availableLanguage: "en-GB",
        },
      }
      : {}),
    ...(options.sameAs?.length ? { sameAs: [...options.sameAs] } : {}),
    ...(options.contact?.phone ? { telephone: options.contact.phone } : {}),
    ...(options.vatID ? { vatID: options.vatID } : {}),
    ...(options.people?.length
      ? {
        employee: options.people.map((person) => ({
          "@type": "Person" as const,
          name: person.name,
          jobTitle: person.role,
        })),
      }
      : {}),
  };
}

/**
 * What staff published about the company (ADR 0014) that belongs in its `Organization` node:
 * the contact details (switchboard, inbox and postal address), social profiles, VAT number and the
 * people on the team. Absent fields are omitted.
 */
export interface OrganizationDetails {
  contact?: CompanyContact | undefined;
  sameAs?: readonly string[];
  vatID?: string | undefined;
  people?: readonly { name: string; role: string }[];
}

/**
 * The site, with a SearchAction that tells search engines `/search?q={query}` answers a query
 * (Google's sitelinks search box markup).
 */
export function webSiteNode(origin: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    "@type": "SearchAction",
    target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
    "query-input": "required name=search_term_string",
  };
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": webSiteId(origin),
    name: COMPANY_NAME,
    url: `${origin}/`,
    inLanguage: "en-GB",
    publisher: { "@id": organizationId(origin) },
    potentialAction: search,
  };
}

/** One step of a breadcrumb trail: a page's short name and site path ("/services"). */
export interface Crumb {
  name: string;
  path: string;
}

/** The trail from the home page to the current page; `crumbs` start at the home page. */
export function breadcrumbNode(
  origin: string,
  crumbs: readonly Crumb[],
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** Kind of page, as schema.org names it (declared with the page heads). */
export type { WebPageKind };

/** Fields of {@linkcode webPageNode}. */
export interface WebPageFields {
  kind: WebPageKind;
  /** Site path ("/about"). */
  path: string;
  name: string;
  description: string;
}

/** The page itself (AboutPage on /about, ContactPage on /contact, WebPage elsewhere). */
export function webPageNode(origin: string, page: WebPageFields): JsonLdNode {
  const fields = {
    "@id": origin + page.path,
    url: origin + page.path,
    name: page.name,
    description: page.description,
    inLanguage: "en-GB",
    isPartOf: { "@id": webSiteId(origin) },
    publisher: companyReference(origin),
  };
  const context = "https://schema.org" as const;
  switch (page.kind) {
    case "AboutPage":
      return { "@context": context, "@type": "AboutPage", ...fields } satisfies WithContext<
        AboutPage
      >;
    case "ContactPage":
      return { "@context": context, "@type": "ContactPage", ...fields } satisfies WithContext<
        ContactPage
      >;
    case "CollectionPage":
      return { "@context": context, "@type": "CollectionPage", ...fields } satisfies WithContext<
        CollectionPage
      >;
    case "SearchResultsPage":
      return {
        "@context": context,
        "@type": "SearchResultsPage",
        ...fields,
      } satisfies WithContext<SearchResultsPage>;
    default:
      return { "@context": context, "@type": "WebPage", ...fields } satisfies WithContext<WebPage>;
  }
}

/** Fields of {@linkcode serviceNode}. */
export interface ServiceFields {
  /** Site path of the service's page. */
  path: string;
  name: string;
  description: string;
  /** Kinds of service offered (schema.org `serviceType`). */
  serviceType: string | readonly string[];
}

/** A service the company provides in the United Kingdom. */
export function serviceNode(origin: string, service: ServiceFields): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: origin + service.path,
    serviceType: service.serviceType,
    areaServed: { "@type": "Country", name: "United Kingdom" },
    provider: companyReference(origin),
  };
}

/** The questions and answers shown on a page, as Google's FAQ markup expects them. */
export function faqPageNode(
  origin: string,
  page: { path: string; entries: readonly FaqEntry[] },
): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url: origin + page.path,
    mainEntity: page.entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** Fields of {@linkcode articleNode}. */
export interface ArticleFields {
  path: string;
  headline: string;
  description: string;
  /** Site paths of images (absolute URLs are built from `origin`). */
  images: readonly string[];
  /** ISO yyyy-mm-dd. */
  datePublished: string;
  /** ISO yyyy-mm-dd; the publication date when never revised. */
  dateModified: string;
  author: string;
  section: string;
  keywords: readonly string[];
}

/** An insight article, published by the company. */
export function articleNode(origin: string, article: ArticleFields): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.headline,
    description: article.description,
    image: article.images.map((path) => origin + path),
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { "@type": "Organization", name: article.author, url: `${origin}/insights` },
    publisher: { ...companyReference(origin), logo: `${origin}/icons/icon-512.png` },
    mainEntityOfPage: { "@type": "WebPage", "@id": origin + article.path },
    articleSection: article.section,
    keywords: article.keywords.join(", "),
    inLanguage: "en-GB",
  };
}
