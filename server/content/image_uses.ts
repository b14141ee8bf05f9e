/**
 * Which uploaded images a content item uses, for the media library's "Used by" and its refusal to
 * delete an image in use (docs/decisions/0037-media-library.md): an image field holding an
 * upload's id, or an `<img>` of an upload's rendition in a rich-text field. Derived from the item
 * alone, never stored, so it cannot drift from the content; `store.ts` reads the items and maps
 * them through {@linkcode usesOf}.
 */
import { parseDocument } from "htmlparser2";
import type { ContentStatus } from "../../shared/schemas/content.ts";
import {
  collectionDefinition,
  type ContentCollection,
  contentTitle,
} from "../../shared/content/collections/registry.ts";
import { fieldsOfKind } from "../../shared/schemas/field_kinds.ts";
import type { StoredItem } from "./stored_item.ts";

/** One place an uploaded image is used. */
export interface ImageUse {
  /** The upload's id ("up-…"). */
  imageId: string;
  collection: ContentCollection;
  /** The item's id. */
  itemId: string;
  /** The item's title as the content screens show it. */
  title: string;
  /** The field that holds the image (an image field or a rich-text body). */
  field: string;
  /** The field's label as staff read it ("Hero image"). */
  fieldLabel: string;
  status: ContentStatus;
  /** The text alternative given with it there ("" when none). */
  alt: string;
  /** ISO 8601 time of the item's last change. */
  updatedAt: string;
}

/** An upload's rendition in rich text: `/images/up-…-800.webp` (server/content/images.ts). */
const UPLOAD_IN_HTML = /^\/images\/(up-[a-f0-9-]+)-\d+\.(?:webp|avif)$/;

/** Uploads shown by `<img>` in `html`, with their alt text, in document order. */
function uploadsInHtml(html: string): { imageId: string; alt: string }[] {
  const found: { imageId: string; alt: string }[] = [];
  const visit = (nodes: ReturnType<typeof parseDocument>["children"]) => {
    for (const node of nodes) {
      if (node.type !== "tag") continue;
      const match = node.name === "img" ? UPLOAD_IN_HTML.exec(node.attribs.src ?? "") : null;
      if (match?.[1]) found.push({ imageId: match[1], alt: node.attribs.alt ?? "" });
      visit(node.children);
    }
  };
  visit(parseDocument(html).children);
  return found;
}

/** The uploads `item` uses, by its collection's image and rich-text fields. */
export function usesOf(item: StoredItem): ImageUse[] {
  const definition = collectionDefinition(item.collection);
  const common = {
    collection: item.collection,
    itemId: item.id,
    title: contentTitle(item.collection, item.fields),
    status: item.status,
    updatedAt: new Date(item.updatedAt).toISOString(),
  };
  const label = (field: string) =>
    (definition.labels as Record<string, { label: string } | undefined>)[field]?.label ?? field;
  const uses: ImageUse[] = [];
  const altField = fieldsOfKind(definition.fields, "imageAlt")[0];
  for (const field of fieldsOfKind(definition.fields, "image")) {
    const imageId = String(item.fields[field] ?? "");
    if (!imageId.startsWith("up-")) continue;
    const alt = altField ? String(item.fields[altField] ?? "") : "";
    uses.push({ ...common, imageId, field, fieldLabel: label(field), alt });
  }
  for (const field of fieldsOfKind(definition.fields, "richText")) {
    for (const found of uploadsInHtml(String(item.fields[field] ?? ""))) {
      uses.push({ ...common, ...found, field, fieldLabel: label(field) });
    }
  }
  return uses;
}
