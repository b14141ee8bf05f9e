/**
 * The stored shape of a content item (a `content_items` row, times in ms since the epoch) and its
 * API shape (ISO times), kept apart from the store's reads and writes (ADR 0014).
 */
import type { Row } from "@libsql/client";
import type { ContentItem, ContentStatus } from "../../shared/schemas/content.ts";
import type { ContentCollection } from "../../shared/content/collections/registry.ts";

/** A stored item as the registry reads it (times in ms). */
export interface StoredItem {
  id: string;
  collection: ContentCollection;
  slug: string | null;
  status: ContentStatus;
  publishAt: number | null;
  position: number;
  version: number;
  fields: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
  updatedBy: string;
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** A `content_items` row as a {@linkcode StoredItem} (`data` is the fields' JSON). */
export function rowToStored(row: Row): StoredItem {
  return {
    id: String(row.id),
    collection: String(row.collection) as ContentCollection,
    slug: row.slug === null ? null : String(row.slug),
    status: String(row.status) as ContentStatus,
    publishAt: row.publish_at === null ? null : Number(row.publish_at),
    position: Number(row.position),
    version: Number(row.version),
    fields: JSON.parse(String(row.data)) as Record<string, unknown>,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    updatedBy: String(row.updated_by),
  };
}

/** The API shape of a stored item. */
export function toContentItem(item: StoredItem): ContentItem {
  return {
    ...item.fields,
    id: item.id,
    collection: item.collection,
    status: item.status,
    publishAt: iso(item.publishAt),
    position: item.position,
    version: item.version,
    createdAt: new Date(item.createdAt).toISOString(),
    updatedAt: new Date(item.updatedAt).toISOString(),
    updatedBy: item.updatedBy,
  } as ContentItem;
}
