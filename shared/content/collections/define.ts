/**
 * What a content collection is, declared once (ADR 0014, ADR 0028; Payload's collection config):
 * its name in the API path, its label, its fields with their kinds
 * (shared/schemas/field_kinds.ts), which field names an item in lists, revisions and the audit
 * log, for a collection whose items are pages the field that makes the address and the route it
 * fills, and how a live item reaches the public site: its public data, its page body, its search
 * sections and its feed entry. The staff API and forms, the store's slug rules and redirects, the
 * published snapshot, the sitemap, the Atom feed and the search corpus all read the definition,
 * so no code names a collection to decide what to do with it.
 *
 * What needs server code (HTML parsing, image sizes, social cards) is lent to the definition's
 * functions as a context, so a definition stays plain data and functions the browser can load.
 */
import type * as z from "zod/mini";
import type { ArticleBlock } from "../insights/types.ts";
import type { ImageAsset, Published } from "../published.ts";

/** A collection whose items are pages: where the address comes from and where it leads. */
export interface CollectionRoute {
  /** The slug field (a `slug` kind); unique within the collection. */
  field: string;
  /** The page route the slug fills ("/insights/:id"): its one parameter ends it. */
  path: string;
  /** Field message when another item of the collection has the slug. */
  taken: string;
  /** The rich-text field printed as the page's body, served apart from the published lists. */
  body?: string;
}

/** A live (published, due) item as its definition's publishing reads it. Times are ms. */
export interface LiveItem<F> {
  /** The store's id ("insight-retail-trends", "faq-what-we-do"). */
  id: string;
  fields: F;
  createdAt: number;
  updatedAt: number;
  /** When it went or goes live; null: when it was published. */
  publishAt: number | null;
}

/** What the server lends a definition to make an item public (server/content/registry.ts). */
export interface PublishContext {
  /** Sizes of an uploaded image (`up-…`); undefined for none or a built image. */
  imageAsset(imageId: string): ImageAsset | undefined;
  /** Reading time of sanitised body HTML, whole minutes, at least 1. */
  readingMinutes(html: string): number;
  /** The UTC day of a time in ms, YYYY-MM-DD. */
  day(ms: number): string;
  /**
   * Path of the social card of page `page` showing `imageId`: the card the build drew for it
   * (tools/og), the card cropped from the uploaded image, else the card of page `fallback`.
   */
  socialImage(page: string, imageId: string, fallback: string): string;
}

/** One searchable section a definition gives (server/search/document.ts makes documents). */
export interface SearchSection {
  heading: string;
  /** Real anchor id on the page, without "#". */
  anchor?: string;
  subheadings?: readonly string[];
  /** Indexed, never quoted (tags, categories, brand names). */
  keywords?: readonly string[];
  /** Whole sentences fit to quote; empty ones are dropped. */
  passages: readonly (string | undefined | false)[];
}

/** Sections on one page, from a collection's published items. */
export interface SearchPage {
  /** Prefix of the documents' ids when the page's own copy is indexed too ("/services faq"). */
  id?: string;
  path: string;
  /** The page's short name, shown in source lists. */
  title: string;
  /** Describe the whole page; attached to its first section. */
  keywords?: readonly string[];
  sections: readonly SearchSection[];
}

/** What the server lends a definition's search sections (server/search/corpus.ts). */
export interface SearchContext<P> {
  /** The page of a routed collection's item ("/insights/retail-trends"). */
  pathOf(item: P): string;
  /** The item's page body (the route's `body` field) read back as typed blocks. */
  blocksOf(item: P): readonly ArticleBlock[];
  /** A route's short name from its head ("Services"). */
  pageName(path: string): string;
  /** A route's head: its meta description and keywords. */
  head(path: string): { description: string; keywords: readonly string[] };
  /** Ends a passage as a sentence (capital first, full stop last). */
  sentence(text: string): string;
}

/** One Atom entry (RFC 4287) of an item; the link is its page, the content its page body. */
export interface FeedEntry {
  title: string;
  summary: string;
  /** YYYY-MM-DD: first published, and last changed. */
  published: string;
  updated: string;
  category?: string;
  author?: string;
}

/**
 * How a live item reaches the public site. `P` is what pages read (`usePublished`); for a routed
 * collection its `id` is the slug.
 */
export interface CollectionPublishing<F, P> {
  /** The item as pages, JSON-LD and search read it. */
  item(live: LiveItem<F>, context: PublishContext): P;
  /** List order; absent: staff's order, newest first within a position. */
  order?(a: P, b: P): number;
  /** For a routed collection: the day its page last changed (sitemap `lastmod`), YYYY-MM-DD. */
  lastmod?(item: P): string;
  /** Sections of every published item, on the pages that show them. */
  search?(items: readonly P[], context: SearchContext<P>): SearchPage[];
  /** Its Atom feed entry (the newest entries of every collection that has one). */
  feed?(item: P): FeedEntry;
}

/**
 * How the staff editor lays an item out (Payload's `admin` options): the fields that lead in the
 * main column, the rich-text body below them (its own editor), every other field beside them.
 */
export interface CollectionEditor {
  /** Fields of the main column, in order, before the rich-text body. */
  main: readonly string[];
  /** The edited and the saved item can be previewed in the article page's layout. */
  articlePreview?: boolean;
}

/** What staff read beside a field: its label and, where it helps, a hint. */
export interface FieldLabel {
  label: string;
  hint?: string;
}

/** One collection's definition. */
export interface CollectionDefinition<
  N extends string = string,
  S extends z.ZodMiniObject = z.ZodMiniObject,
  // deno-lint-ignore no-explicit-any
  P = any,
> {
  /** As it appears in the API path (`/api/staff/content/{name}`). */
  name: N;
  /** As staff read it, the list ("Case studies"). */
  label: string;
  /** One item, as staff read it in "New case study" and "Edit case study". */
  noun: string;
  /** The fields, each made by a builder of shared/schemas/field_kinds.ts. */
  fields: S;
  /**
   * Every field's label (forms, revisions, diffs); a slug's hint is followed by the address it
   * makes. An image's text alternative is edited with the image, under the image's label.
   */
  labels: { readonly [K in keyof z.infer<S>]-?: FieldLabel };
  /** The field that names an item; a single document's label names it instead. */
  titleField: keyof z.infer<S> & string;
  /** One document, not a list (the company details): created by the seed, never deleted. */
  single?: boolean;
  /**
   * Items are live once saved (a managed list such as the insight categories): the server stores
   * them published, and the editor offers no draft, publish or schedule.
   */
  alwaysLive?: boolean;
  /** Set when each item is a page: its address, kept as a 301 when the slug changes. */
  route?: CollectionRoute;
  /** The editor's two-column layout; absent: one column, every field in schema order. */
  editor?: CollectionEditor;
  /** Set when items reach the public site (the company details reach it as contact details). */
  publishing?: CollectionPublishing<z.infer<S>, P>;
}

/**
 * The public item of a collection shown as its fields are (people, brands, case studies): the
 * fields, the store's id, and the uploaded image's sizes when it has one.
 */
export function publishedFields<F extends { imageId?: string }>(
  live: LiveItem<F>,
  context: PublishContext,
): Published<F> {
  const asset = live.fields.imageId ? context.imageAsset(live.fields.imageId) : undefined;
  return { ...live.fields, id: live.id, ...(asset ? { imageAsset: asset } : {}) };
}

/** Checks a definition and keeps its literal types (the collection's name and its fields). */
export function defineCollection<const N extends string, S extends z.ZodMiniObject, P = never>(
  definition: CollectionDefinition<N, S, P>,
): CollectionDefinition<N, S, P> {
  return definition;
}
