/**
 * The item an edit or preview screen opens with, rendered by the server and embedded in the
 * page's data (the `<script type="application/json">` page-data element, ADR 0004), so the first
 * screen is in the HTML and hydration does not fetch it again (ADR 0021, "Measured").
 *
 * The embedded item is the one the server read when the document was requested: it is used once,
 * by the first screen that shows that item after the page loads. A screen mounted later (after a
 * client-side navigation back to the item, or from the editor to its preview) fetches the item
 * again, so an edit never starts from a version the same tab has since saved over.
 */
import { useEffect, useState } from "react";
import { usePageData } from "../../../public_config.tsx";
import type { ContentItem } from "../../../schemas/content.ts";
import type { ContentCollection } from "../../../content/collections/registry.ts";

/** Key of {@linkcode EmbeddedContentItem} in the page's data. */
export const EMBEDDED_ITEM_KEY = "contentItem";

/**
 * An item as the staff content API's `GET /api/staff/content/{collection}/{id}` answers it, for
 * the screen at `/admin/content/{collection}/{id}[/preview]`; `item` is `null` when there is no
 * such item (the API's 404).
 */
export interface EmbeddedContentItem {
  collection: ContentCollection;
  id: string;
  item: ContentItem | null;
}

/** What the API's 404 says; the screens show it as they would show the fetch's error. */
export const ITEM_NOT_FOUND = "Not found";

/** Embedded items already used by a screen in this tab (the page's data never changes). */
const used = new WeakSet<EmbeddedContentItem>();

/**
 * The embedded item for `collection`/`id` on this screen's first render: the item, `null` for
 * "no such item", or `undefined` when none was embedded for it (or it was used already), in which
 * case the screen fetches it. Marks it used once the screen has mounted.
 */
export function useEmbeddedItem(
  collection: ContentCollection,
  id: string,
): ContentItem | null | undefined {
  const data = usePageData();
  const [embedded] = useState(() => {
    const value = data[EMBEDDED_ITEM_KEY] as EmbeddedContentItem | undefined;
    return value && !used.has(value) && value.collection === collection && value.id === id
      ? value
      : undefined;
  });
  useEffect(() => {
    if (embedded) used.add(embedded);
  }, [embedded]);
  return embedded?.item;
}
