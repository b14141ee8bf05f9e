/**
 * The one list of content collections (ADR 0014): each is one definition file beside this one.
 * The staff API, the content screens, the store and the validation read the definitions through
 * this list; adding a collection is one definition file and one entry here (README, "Adding a
 * collection").
 */
import type * as z from "zod/mini";
import { BRANDS } from "./brands.ts";
import { CASE_STUDIES } from "./case_studies.ts";
import { COMPANY } from "./company.ts";
import type { CollectionDefinition } from "./define.ts";
import { FAQ } from "./faq.ts";
import { INSIGHTS } from "./insights.ts";
import { PEOPLE } from "./people.ts";

/** Every collection, in the order the content screens list them. */
export const COLLECTIONS = [INSIGHTS, CASE_STUDIES, BRANDS, PEOPLE, FAQ, COMPANY] as const;

type Definitions = typeof COLLECTIONS[number];

/** One collection's name, as it appears in the API path. */
export type ContentCollection = Definitions["name"];

/** The collections' names. */
export const CONTENT_COLLECTIONS: readonly ContentCollection[] = COLLECTIONS.map((c) => c.name);

/** Fields of each collection, by name. */
export type ContentFieldsOf = {
  [D in Definitions as D["name"]]: z.infer<D["fields"]>;
};

/** Whether `value` names a collection. */
export function isContentCollection(value: unknown): value is ContentCollection {
  return (CONTENT_COLLECTIONS as readonly unknown[]).includes(value);
}

/** The definition of `collection`. */
export function collectionDefinition(collection: ContentCollection): CollectionDefinition {
  return COLLECTIONS.find((definition) => definition.name === collection) as CollectionDefinition;
}

/** Labels of the collections as staff read them. */
export const CONTENT_COLLECTION_LABELS = Object.fromEntries(
  COLLECTIONS.map((definition) => [definition.name, definition.label]),
) as Record<ContentCollection, string>;

/** The field schema of each collection. */
export const CONTENT_FIELD_SCHEMAS = Object.fromEntries(
  COLLECTIONS.map((definition) => [definition.name, definition.fields]),
) as { [D in Definitions as D["name"]]: D["fields"] };

/** What names an item in lists, revisions and the audit log: its title field, or the label. */
export function contentTitle(
  collection: ContentCollection,
  fields: Record<string, unknown>,
): string {
  const definition = collectionDefinition(collection);
  return definition.single ? definition.label : String(fields[definition.titleField] ?? "");
}
