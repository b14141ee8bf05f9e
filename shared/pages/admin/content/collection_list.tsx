/**
 * One collection on the content list: its heading, the "New …" link, and its items with their
 * state and who saved them last, when.
 */
import { COMPANY_DOCUMENT_ID, type ContentItem } from "../../../schemas/content.ts";
import {
  collectionDefinition,
  CONTENT_COLLECTION_LABELS,
  type ContentCollection,
  contentTitle,
} from "../../../content/collections/registry.ts";
import { formatUkDateTime } from "../format.ts";
import { LIST_TEXT } from "./content_copy.ts";
import { StatusBadge } from "./status_badge.tsx";

/** Address of the edit screen of an item (`new` creates one). */
export function editPath(collection: ContentCollection, id: string): string {
  return `/admin/content/${collection}/${encodeURIComponent(id)}`;
}

/** Props of {@linkcode CollectionList}. */
export interface CollectionListProps {
  collection: ContentCollection;
  items: readonly ContentItem[];
  /** ms since the epoch, for "scheduled" versus "published". */
  now: number;
  /** What an empty list says (default: nothing in the collection yet). */
  empty?: string;
}

/** A collection's section of the list. */
export function CollectionList({ collection, items, now, empty }: CollectionListProps) {
  const headingId = `collection-${collection}`;
  const single = collectionDefinition(collection).single === true;
  return (
    <section className="content-collection" aria-labelledby={headingId}>
      <div className="content-collection__head">
        <h2 id={headingId}>
          {CONTENT_COLLECTION_LABELS[collection]} {single
            ? null
            : <span className="content-collection__count">{LIST_TEXT.count(items.length)}</span>}
        </h2>
        {single
          ? (
            <a
              className="button button--secondary"
              href={editPath(collection, COMPANY_DOCUMENT_ID)}
            >
              {LIST_TEXT.editCompany}
            </a>
          )
          : (
            <a className="button button--primary" href={editPath(collection, "new")}>
              {LIST_TEXT.newItem(collectionDefinition(collection).noun)}
            </a>
          )}
      </div>
      {items.length === 0
        ? <p className="content-collection__empty">{empty ?? LIST_TEXT.empty}</p>
        : (
          <ul className="content-rows">
            {items.map((item) => (
              <li key={item.id} className="content-row">
                <a className="content-row__title" href={editPath(collection, item.id)}>
                  {contentTitle(collection, item) || item.id}
                </a>
                <StatusBadge item={item} now={now} />
                <span className="content-row__saved">
                  {LIST_TEXT.savedBy(formatUkDateTime(item.updatedAt), item.updatedBy)}
                </span>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
