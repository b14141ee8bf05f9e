/**
 * The published content every page reads (ADR 0014): the one content registry's snapshot as the
 * React tree sees it. The server builds it from the content tables (`server/content/registry.ts`)
 * and embeds it in the page; the browser reads it back before hydrating, so both render the same.
 * Article bodies are not in it (each article page carries its own), nor the company details,
 * which reach the pages as the public configuration's `links`.
 */
import { createContext, useContext } from "react";
import type { ContentCollection, PublishedOf } from "./collections/registry.ts";
import type { PublishedInsight } from "./collections/insights.ts";

export type { PublishedInsight } from "./collections/insights.ts";

/** Size of an uploaded image's renditions (`/images/{id}-{width}.{avif|webp}`). */
export interface ImageAsset {
  width: number;
  height: number;
  widths: readonly number[];
  /** Whether it has a social card (`/images/{id}-og.jpg`, 1200x630 JPEG). */
  card?: boolean;
}

/** A published item of a collection shown as its fields are, with its id. */
export type Published<T> = T & { id: string; imageAsset?: ImageAsset };

/** Live items of each collection whose definition publishes, by collection name, in list order. */
export type PublishedLists = { readonly [N in ContentCollection]?: readonly PublishedOf<N>[] };

/** Everything published: each collection's items as its definition makes them public. */
export interface PublicContent {
  /**
   * Moves on whenever what is published changes: the content version it was built from, or one more
   * than the last when a scheduled item goes live with nothing saved (the sitemap, feed and page
   * cache are keyed on it).
   */
  version: number;
  /** By collection name; a collection with nothing live may be absent ({@linkcode publishedItems}). */
  items: PublishedLists;
  /**
   * Old slug → current slug (answered 301), by the route the slug fills ("/insights/:id"), for
   * every collection whose definition gives its items a `route` (shared/content/collections/).
   */
  redirects: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** Nothing published (a test render without a registry). */
export const NO_CONTENT: PublicContent = { version: 0, items: {}, redirects: {} };

/** The live items of `collection`, in list order (none when nothing is live). */
export function publishedItems<N extends ContentCollection>(
  content: PublicContent,
  collection: N,
): readonly PublishedOf<N>[] {
  return (content.items[collection] ?? []) as readonly PublishedOf<N>[];
}

/** Id of the `<script type="application/json">` element carrying {@linkcode PublicContent}. */
export const CONTENT_ELEMENT_ID = "content-data";

const ContentContext = createContext<PublicContent>(NO_CONTENT);

/** Provides {@linkcode PublicContent} to the tree. */
export const ContentProvider = ContentContext.Provider;

/** Reads the published content. */
export function useContent(): PublicContent {
  return useContext(ContentContext);
}

/** Reads the live items of `collection`, in list order. */
export function usePublished<N extends ContentCollection>(
  collection: N,
): readonly PublishedOf<N>[] {
  return publishedItems(useContent(), collection);
}

/** The published insight with this slug, or undefined. */
export function findInsight(
  content: PublicContent,
  slug: string,
): PublishedInsight | undefined {
  return publishedItems(content, "insights").find((insight) => insight.id === slug);
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
  return publishedItems(content, "insights").filter((insight) => insight.id !== slug)
    .slice(0, count);
}
