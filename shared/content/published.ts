/**
 * The published content every page reads (ADR 0014): the one content registry's snapshot as the
 * React tree sees it. The server builds it from the content tables (`server/content/registry.ts`)
 * and embeds it in the page; the browser reads it back before hydrating, so both render the same.
 * Article bodies are not in it (each article page carries its own), nor the company details,
 * which reach the pages as the public configuration's `links`.
 */
import { createContext, useContext } from "react";
import type { FaqItem } from "./faq.ts";
import type { InsightSummary } from "./insights/types.ts";
import type { BrandFields } from "./collections/brands.ts";
import type { CaseStudyFields } from "./collections/case_studies.ts";
import type { PersonFields } from "./collections/people.ts";

/** Size of an uploaded image's renditions (`/images/{id}-{width}.{avif|webp}`). */
export interface ImageAsset {
  width: number;
  height: number;
  widths: readonly number[];
  /** Whether it has a social card (`/images/{id}-og.jpg`, 1200x630 JPEG). */
  card?: boolean;
}

/** A published insight as cards, lists and the article page read it. */
export type PublishedInsight = Omit<InsightSummary, "category" | "image"> & {
  category: string;
  /** A built image key ("insight-retail-trends") or an upload ("up-…"); "" for none. */
  image: string;
  /** Present for an uploaded image. */
  imageAsset?: ImageAsset;
  /**
   * Path of its social card: the one the build drew for a seeded article, the card cropped from
   * its uploaded image, else the insights card.
   */
  socialImage: string;
};

/** A published item of a simple collection, with its id. */
export type Published<T> = T & { id: string; imageAsset?: ImageAsset };

/** Everything published, newest insight first; FAQ, brands and people in staff's order. */
export interface PublicContent {
  /**
   * Moves on whenever what is published changes: the content version it was built from, or one more
   * than the last when a scheduled item goes live with nothing saved (the sitemap, feed and page
   * cache are keyed on it).
   */
  version: number;
  insights: readonly PublishedInsight[];
  faq: readonly FaqItem[];
  caseStudies: readonly Published<CaseStudyFields>[];
  brands: readonly Published<BrandFields>[];
  people: readonly Published<PersonFields>[];
  /**
   * Old slug → current slug (answered 301), by the route the slug fills ("/insights/:id"), for
   * every collection whose definition gives its items a `route` (shared/content/collections/).
   */
  redirects: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Nothing published (a test render without a registry). */
export const NO_CONTENT: PublicContent = {
  version: 0,
  insights: [],
  faq: [],
  caseStudies: [],
  brands: [],
  people: [],
  redirects: {},
};

/** Id of the `<script type="application/json">` element carrying {@linkcode PublicContent}. */
export const CONTENT_ELEMENT_ID = "content-data";

const ContentContext = createContext<PublicContent>(NO_CONTENT);

/** Provides {@linkcode PublicContent} to the tree. */
export const ContentProvider = ContentContext.Provider;

/** Reads the published content. */
export function useContent(): PublicContent {
  return useContext(ContentContext);
}

/** The published insight with this slug, or undefined. */
export function findInsight(
  content: PublicContent,
  slug: string,
): PublishedInsight | undefined {
  return content.insights.find((insight) => insight.id === slug);
}

/**
 * The first `count` insights other than `slug`, in list order (docs/requirements.md#insight-article:
 * "Related Insights" are the first two other articles).
 */
export function relatedInsights(
  content: PublicContent,
  slug: string,
  count = 2,
): PublishedInsight[] {
  return content.insights.filter((insight) => insight.id !== slug).slice(0, count);
}
