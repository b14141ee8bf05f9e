/**
 * What a content collection is, declared once (ADR 0014; Payload's collection config): its name
 * in the API path, its label, its fields with their kinds (shared/schemas/field_kinds.ts), which
 * field names an item in lists, revisions and the audit log, and, for a collection whose items
 * are pages, the field that makes the address and the route it fills. The staff API and forms,
 * the store's slug rules and its redirects on a slug change all read the definition, so no code
 * names a collection to decide what to do with it.
 */
import type * as z from "zod/mini";

/** A collection whose items are pages: where the address comes from and where it leads. */
export interface CollectionRoute {
  /** The slug field (a `slug` kind); unique within the collection. */
  field: string;
  /** The page route the slug fills ("/insights/:id"): its one parameter ends it. */
  path: string;
  /** Field message when another item of the collection has the slug. */
  taken: string;
}

/** One collection's definition. */
export interface CollectionDefinition<
  N extends string = string,
  S extends z.ZodMiniObject = z.ZodMiniObject,
> {
  /** As it appears in the API path (`/api/staff/content/{name}`). */
  name: N;
  /** As staff read it. */
  label: string;
  /** The fields, each made by a builder of shared/schemas/field_kinds.ts. */
  fields: S;
  /** The field that names an item; a single document's label names it instead. */
  titleField: keyof z.infer<S> & string;
  /** One document, not a list (the company details): created by the seed, never deleted. */
  single?: boolean;
  /** Set when each item is a page: its address, kept as a 301 when the slug changes. */
  route?: CollectionRoute;
}

/** Checks a definition and keeps its literal types (the collection's name and its fields). */
export function defineCollection<const N extends string, S extends z.ZodMiniObject>(
  definition: CollectionDefinition<N, S>,
): CollectionDefinition<N, S> {
  return definition;
}
