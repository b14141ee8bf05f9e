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
import { INSIGHT_CATEGORIES } from "./insight_categories.ts";
import { INSIGHTS } from "./insights.ts";
import { PEOPLE } from "./people.ts";

/** Every collection, in the order the content screens list them. */
export const COLLECTIONS = [
  INSIGHTS,
  INSIGHT_CATEGORIES,
  CASE_STUDIES,
  BRANDS,
  PEOPLE,
  FAQ,
  COMPANY,
] as const;

type Definitions = typeof COLLECTIONS[number];

/** One collection's name, as it appears in the API path. */
export type ContentCollection = Definitions["name"];

/**
 * Every collection this process knows: the shipped ones, then any {@linkcode registerCollection}
 * added. Everything below reads this list at run time.
 */
const KNOWN: CollectionDefinition[] = [...COLLECTIONS] as CollectionDefinition[];

/** The collections' names (shipped, then registered). */
export const CONTENT_COLLECTIONS: readonly ContentCollection[] = KNOWN.map((c) =>
  c.name as ContentCollection
);

/** Fields of each collection, by name. */
export type ContentFieldsOf = {
  [D in Definitions as D["name"]]: z.infer<D["fields"]>;
};

/** What pages read of one live item of `N` (its definition's `publishing.item`). */
export type PublishedOf<N extends ContentCollection> = Extract<Definitions, { name: N }> extends
  CollectionDefinition<string, z.ZodMiniObject, infer P> ? P : never;

/** Whether `value` names a collection. */
export function isContentCollection(value: unknown): value is ContentCollection {
  return (CONTENT_COLLECTIONS as readonly unknown[]).includes(value);
}

/** The definition of `collection`. */
export function collectionDefinition(collection: ContentCollection): CollectionDefinition {
  return KNOWN.find((definition) => definition.name === collection) as CollectionDefinition;
}

/** Every collection's definition, shipped then registered, in the content screens' order. */
export function collectionDefinitions(): readonly CollectionDefinition[] {
  return KNOWN;
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

/**
 * Adds a collection that is not shipped (the test suite's proof that a definition alone reaches
 * every surface, tests/api/collection_definition_test.ts) before an app is created in this
 * process; the staff API, validation, the store, the published snapshot, the sitemap, the feed and
 * search then treat it as a shipped one. Its name is outside {@linkcode ContentCollection}, so
 * typed code cannot name it.
 *
 * @returns a function that removes it again.
 * @throws {Error} when a collection of that name exists.
 */
export function registerCollection(definition: CollectionDefinition): () => void {
  if (isContentCollection(definition.name)) {
    throw new Error(`A collection named ${definition.name} exists`);
  }
  const name = definition.name as ContentCollection;
  KNOWN.push(definition);
  (CONTENT_COLLECTIONS as ContentCollection[]).push(name);
  const labels = CONTENT_COLLECTION_LABELS as Record<string, string>;
  const schemas = CONTENT_FIELD_SCHEMAS as Record<string, z.ZodMiniObject>;
  labels[name] = definition.label;
  schemas[name] = definition.fields;
  return () => {
    KNOWN.splice(KNOWN.indexOf(definition), 1);
    const names = CONTENT_COLLECTIONS as ContentCollection[];
    names.splice(names.indexOf(name), 1);
    delete labels[name];
    delete schemas[name];
  };
}
