/**
 * The one store of staff-published content (ADR 0014): items of every collection, their
 * revisions and the old slugs that answer 301. Every write goes through the single writer and, in
 * the same transaction, increments `content_state.version`, which every instance polls
 * (`registry.ts`). Saves are optimistic: an update names the version it edited, and an older
 * version changes nothing and raises {@linkcode ContentConflictError} (Ghost's collision
 * detection). "Nothing" is the whole save: its revision, its redirects, its companions' rows (the
 * audit entry) and the version bump are one transaction that a lost race rolls back.
 */
import type { Client, InStatement } from "@libsql/client";
import {
  CONTENT_MESSAGES,
  type ContentItem,
  type ContentRevision,
  type ContentRevisionSummary,
  type ContentStatus,
  type RevisionKind,
} from "../../shared/schemas/content.ts";
import {
  collectionDefinition,
  collectionDefinitions,
  type ContentCollection,
  contentTitle,
  isContentCollection,
} from "../../shared/content/collections/registry.ts";
import { choiceFields } from "../../shared/schemas/field_kinds.ts";
import type { Writer } from "../db/writer.ts";
import { ContentValidationError, validateFields } from "./validate_fields.ts";
import { rowToStored, type StoredItem, toContentItem } from "./stored_item.ts";
import { type ImageUse, usesOf } from "./image_uses.ts";

export type { ImageUse, StoredItem };

/** Autosaves of one person within this window replace each other's revision, ms. */
export const AUTOSAVE_MERGE_MS = 10 * 60 * 1000;

/** A save that named an older version than the stored one (answered 409 with `current`). */
export class ContentConflictError extends Error {
  constructor(readonly current: ContentItem) {
    super(CONTENT_MESSAGES.stale);
    this.name = "ContentConflictError";
  }
}

/** The publishing part of a save. */
export interface PublishingInput {
  status?: ContentStatus;
  /** ms since the epoch, or null for "as soon as published". */
  publishAt?: number | null;
  position?: number;
}

/**
 * Statements that commit in the same transaction as a change, e.g. its audit entry
 * (server/staff/audit.ts), built from the item as it was (`before`, none for a new item) and as the
 * change leaves it (`after`, none for a removal). A refused change (409, a taken slug) writes none.
 */
export type ContentCompanion = (change: {
  before?: ContentItem;
  after?: ContentItem;
}) => InStatement[];

/** Options of a change of content. */
export interface ChangeOptions {
  /** See {@linkcode ContentCompanion}. */
  companions?: readonly ContentCompanion[];
  /**
   * A check of the item as the change would leave it (fields merged and validated, status
   * applied) that needs more than its fields, e.g. that the images a live item shows exist: field
   * messages refuse the change ({@linkcode ContentValidationError}) before anything is written.
   */
  check?: (after: ContentItem) => Promise<Record<string, string> | undefined>;
}

/** Refuses the change when {@linkcode ChangeOptions.check} names a field. */
async function runCheck(options: ChangeOptions, after: ContentItem): Promise<void> {
  const fields = await options.check?.(after);
  if (fields && Object.keys(fields).length) throw new ContentValidationError(fields);
}

/** Reads and changes content. Times are ms since the epoch. */
export interface ContentStore {
  list(collection: ContentCollection): Promise<ContentItem[]>;
  get(collection: ContentCollection, id: string): Promise<ContentItem | undefined>;
  /**
   * Creates an item.
   * @throws {ContentValidationError} for bad fields or a slug in use.
   */
  create(
    collection: ContentCollection,
    fields: unknown,
    publishing: PublishingInput,
    actor: string,
    options?: ChangeOptions,
  ): Promise<ContentItem>;
  /**
   * Changes an item edited from `version`; fields not given stay as they are.
   * @returns undefined when there is no such item.
   * @throws {ContentConflictError} when `version` is not the stored one.
   * @throws {ContentValidationError} for bad fields or a slug in use.
   */
  update(
    collection: ContentCollection,
    id: string,
    change:
      & {
        version: number;
        fields: Record<string, unknown>;
        autosave?: boolean;
        kind?: RevisionKind;
      }
      & PublishingInput,
    actor: string,
    options?: ChangeOptions,
  ): Promise<ContentItem | undefined>;
  /** Deletes an item, its revisions and redirects to it; undefined when there was none. */
  remove(
    collection: ContentCollection,
    id: string,
    options?: ChangeOptions,
  ): Promise<ContentItem | undefined>;
  revisions(collection: ContentCollection, id: string): Promise<ContentRevisionSummary[]>;
  revision(
    collection: ContentCollection,
    id: string,
    version: number,
  ): Promise<ContentRevision | undefined>;
  /** Every item of every collection (the registry's load), and the content version. */
  loadAll(): Promise<LoadedContent>;
  /** The content version (`content_state.version`), one indexed read. */
  stateVersion(): Promise<number>;
  /**
   * Where uploaded images are used: every item (draft or live) whose image field holds an upload's
   * id, or whose rich-text field shows one of its renditions (`/images/{id}-{width}.webp`), newest
   * change first. The media library's "used by" and its refusal to delete an image in use.
   */
  imageUses(): Promise<ImageUse[]>;
}

/** An old slug of a routed collection's item that answers 301 with its current slug. */
export interface SlugRedirect {
  collection: ContentCollection;
  from: string;
  to: string;
}

/** Everything stored, as the registry loads it. */
export interface LoadedContent {
  /** `content_state.version`. */
  version: number;
  items: StoredItem[];
  /** Old slugs of every collection whose definition gives its items a route. */
  redirects: SlugRedirect[];
}

/** Options of {@linkcode createContentStore}. */
export interface ContentStoreOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
}

/**
 * The statement that moves the content version on (`content_state`, which only this module
 * writes): every write of content, an image upload or a seed adds it to its own batch, so the
 * instances polling the version (`registry.ts`) see the change with it (ADR 0014).
 */
export function contentVersionBump(): InStatement {
  return "UPDATE content_state SET version = version + 1 WHERE id = 1";
}

const BUMP = contentVersionBump();

/**
 * The bump of an update, right after its guarded `UPDATE content_items … WHERE version = ?`: when
 * that changed no row (another save won the race), it writes NULL into a NOT NULL column, so the
 * batch fails and rolls back every statement of the save; none of it is left behind
 * ({@linkcode isLostRace}). SQL has no RAISE outside triggers; this is the one-statement way.
 */
const GUARDED_BUMP: InStatement = `UPDATE content_state
  SET version = CASE WHEN changes() = 1 THEN version + 1 END WHERE id = 1`;

/** Whether `error` is {@linkcode GUARDED_BUMP}'s: the save named a version no longer stored. */
function isLostRace(error: unknown): boolean {
  return /NOT NULL constraint failed: content_state\.version/.test(
    String((error as Error)?.message ?? error),
  );
}

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed: content_items\.collection, content_items\.slug/.test(
    String((error as Error)?.message ?? error),
  );
}

/**
 * Where the items of `collection` are chosen (`choice` fields of shared/schemas/field_kinds.ts,
 * e.g. an insight's category from the insight categories): each choosing collection and field.
 */
export function choosers(collection: string): { collection: string; field: string }[] {
  return collectionDefinitions().flatMap((definition) =>
    choiceFields(definition.fields)
      .filter((field) => field.from === collection)
      .map((field) => ({ collection: definition.name, field: field.name }))
  );
}

/**
 * A renamed item of a managed list is renamed wherever it is chosen, in the rename's own
 * transaction: the choosing items' data changes, not their version or revisions, so an editor
 * who had one open and saves the old name is told to choose again (the API's check) rather than
 * shown a conflict they did not make.
 */
function choiceRenames(collection: string, from: string, to: string): InStatement[] {
  if (from === to) return [];
  return choosers(collection).map(({ collection: chooser, field }) => ({
    sql: `UPDATE content_items SET data = json_set(data, ?, ?)
          WHERE collection = ? AND json_extract(data, ?) = ?`,
    args: [`$.${field}`, to, chooser, `$.${field}`, from],
  }));
}

function companionStatements(
  options: ChangeOptions,
  change: Parameters<ContentCompanion>[0],
): InStatement[] {
  return (options.companions ?? []).flatMap((companion) => companion(change));
}

/** Creates the {@linkcode ContentStore}. */
export function createContentStore(options: ContentStoreOptions): ContentStore {
  const { db, writer } = options;
  const now = options.now ?? Date.now;

  async function stored(collection: ContentCollection, id: string) {
    const result = await db.execute({
      sql: "SELECT * FROM content_items WHERE collection = ? AND id = ?",
      args: [collection, id],
    });
    return result.rows[0] ? rowToStored(result.rows[0]) : undefined;
  }

  async function slugTaken(
    collection: ContentCollection,
    slug: string,
    exceptId: string | null,
  ): Promise<boolean> {
    const result = await db.execute({
      sql: "SELECT id FROM content_items WHERE collection = ? AND slug = ? AND id IS NOT ?",
      args: [collection, slug, exceptId],
    });
    return result.rows.length > 0;
  }

  /** The item's slug when its collection's items are pages (the definition's route), else null. */
  function slugOf(collection: ContentCollection, fields: Record<string, unknown>): string | null {
    const route = collectionDefinition(collection).route;
    return route ? String(fields[route.field]) : null;
  }

  function slugTakenError(collection: ContentCollection): ContentValidationError {
    const route = collectionDefinition(collection).route;
    return new ContentValidationError({ [route?.field ?? "slug"]: route?.taken ?? "" });
  }

  function revisionInsert(item: StoredItem, kind: RevisionKind): InStatement {
    return {
      sql: `INSERT INTO content_revisions
              (item_id, version, kind, status, publish_at, position, data, saved_at, saved_by)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        item.id,
        item.version,
        kind,
        item.status,
        item.publishAt,
        item.position,
        JSON.stringify(item.fields),
        item.updatedAt,
        item.updatedBy,
      ],
    };
  }

  return {
    async list(collection) {
      const result = await db.execute({
        sql: `SELECT * FROM content_items WHERE collection = ?
              ORDER BY position, COALESCE(publish_at, created_at) DESC, created_at DESC`,
        args: [collection],
      });
      return result.rows.map((row) => toContentItem(rowToStored(row)));
    },
    async get(collection, id) {
      const item = await stored(collection, id);
      return item ? toContentItem(item) : undefined;
    },
    async create(collection, input, publishing, actor, changeOptions = {}) {
      const fields = validateFields(collection, input);
      const slug = slugOf(collection, fields);
      if (slug && await slugTaken(collection, slug, null)) throw slugTakenError(collection);
      const at = now();
      const item: StoredItem = {
        id: crypto.randomUUID(),
        collection,
        slug,
        status: publishing.status ?? "draft",
        publishAt: publishing.publishAt ?? null,
        position: publishing.position ?? 0,
        version: 1,
        fields,
        createdAt: at,
        updatedAt: at,
        updatedBy: actor,
      };
      await runCheck(changeOptions, toContentItem(item));
      try {
        await writer.batch([
          {
            sql: `INSERT INTO content_items (id, collection, slug, status, publish_at, position,
                    version, data, created_at, updated_at, updated_by)
                  VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
            args: [
              item.id,
              collection,
              slug,
              item.status,
              item.publishAt,
              item.position,
              JSON.stringify(fields),
              at,
              at,
              actor,
            ],
          },
          revisionInsert(item, "save"),
          // A new slug that an old one pointed to is a page again, not a redirect.
          {
            sql: "DELETE FROM content_redirects WHERE collection = ? AND old_slug = ?",
            args: [collection, slug ?? ""],
          },
          BUMP,
          ...companionStatements(changeOptions, { after: toContentItem(item) }),
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTakenError(collection);
        throw error;
      }
      return toContentItem(item);
    },
    async update(collection, id, change, actor, changeOptions = {}) {
      const before = await stored(collection, id);
      if (!before) return undefined;
      if (before.version !== change.version) throw new ContentConflictError(toContentItem(before));
      const fields = validateFields(collection, { ...before.fields, ...change.fields });
      const slug = slugOf(collection, fields);
      if (slug && slug !== before.slug && await slugTaken(collection, slug, id)) {
        throw slugTakenError(collection);
      }
      const at = now();
      const kind: RevisionKind = change.kind ?? (change.autosave ? "autosave" : "save");
      const after: StoredItem = {
        ...before,
        slug,
        status: change.status ?? before.status,
        publishAt: change.publishAt === undefined ? before.publishAt : change.publishAt,
        position: change.position ?? before.position,
        version: before.version + 1,
        fields,
        updatedAt: at,
        updatedBy: actor,
      };
      await runCheck(changeOptions, toContentItem(after));
      // Autosaves of one person in a row share one revision, so typing does not bury the saves.
      const last = (await db.execute({
        sql: `SELECT id, kind, saved_by, saved_at FROM content_revisions WHERE item_id = ?
              ORDER BY version DESC LIMIT 1`,
        args: [id],
      })).rows[0];
      const mergeInto = kind === "autosave" && last && String(last.kind) === "autosave" &&
          String(last.saved_by) === actor && at - Number(last.saved_at) < AUTOSAVE_MERGE_MS
        ? Number(last.id)
        : undefined;
      const statements: InStatement[] = [
        {
          sql: `UPDATE content_items SET slug = ?, status = ?, publish_at = ?, position = ?,
                  version = version + 1, data = ?, updated_at = ?, updated_by = ?
                WHERE id = ? AND version = ?`,
          args: [
            slug,
            after.status,
            after.publishAt,
            after.position,
            JSON.stringify(fields),
            at,
            actor,
            id,
            change.version,
          ],
        },
        GUARDED_BUMP,
        mergeInto === undefined ? revisionInsert(after, kind) : {
          sql: `UPDATE content_revisions SET version = ?, status = ?, publish_at = ?, data = ?,
                  saved_at = ? WHERE id = ?`,
          args: [
            after.version,
            after.status,
            after.publishAt,
            JSON.stringify(fields),
            at,
            mergeInto,
          ],
        },
      ];
      if (slug && before.slug && slug !== before.slug) {
        // The old address keeps working (301), and older addresses skip straight to the new one.
        statements.push(
          {
            sql: "UPDATE content_redirects SET new_slug = ? WHERE collection = ? AND new_slug = ?",
            args: [slug, collection, before.slug],
          },
          {
            sql: `INSERT OR REPLACE INTO content_redirects (collection, old_slug, new_slug)
                  VALUES (?, ?, ?)`,
            args: [collection, before.slug, slug],
          },
          {
            sql: "DELETE FROM content_redirects WHERE collection = ? AND old_slug = ?",
            args: [collection, slug],
          },
        );
      }
      const result = toContentItem(after);
      statements.push(
        // After GUARDED_BUMP, which reads the changes of the statement right before it.
        ...choiceRenames(
          collection,
          contentTitle(collection, before.fields),
          contentTitle(collection, fields),
        ),
        ...companionStatements(changeOptions, { before: toContentItem(before), after: result }),
      );
      try {
        await writer.batch(statements);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTakenError(collection);
        if (!isLostRace(error)) throw error;
        // Another save (or a removal) landed between the read and the write.
        const current = await stored(collection, id);
        if (!current) return undefined;
        throw new ContentConflictError(toContentItem(current));
      }
      return result;
    },
    async remove(collection, id, changeOptions = {}) {
      const before = await stored(collection, id);
      if (!before) return undefined;
      const removed = toContentItem(before);
      await writer.batch([
        { sql: "DELETE FROM content_items WHERE id = ?", args: [id] },
        { sql: "DELETE FROM content_revisions WHERE item_id = ?", args: [id] },
        {
          sql: "DELETE FROM content_redirects WHERE collection = ? AND new_slug = ?",
          args: [collection, before.slug ?? ""],
        },
        BUMP,
        ...companionStatements(changeOptions, { before: removed }),
      ]);
      return removed;
    },
    async revisions(collection, id) {
      const result = await db.execute({
        sql: `SELECT r.* FROM content_revisions r JOIN content_items i ON i.id = r.item_id
              WHERE i.collection = ? AND r.item_id = ? ORDER BY r.version DESC`,
        args: [collection, id],
      });
      return result.rows.map((row) => ({
        version: Number(row.version),
        kind: String(row.kind) as RevisionKind,
        status: String(row.status) as ContentStatus,
        savedAt: new Date(Number(row.saved_at)).toISOString(),
        savedBy: String(row.saved_by),
        title: contentTitle(collection, JSON.parse(String(row.data))),
      }));
    },
    async revision(collection, id, version) {
      const item = await stored(collection, id);
      if (!item) return undefined;
      const row = (await db.execute({
        sql: "SELECT * FROM content_revisions WHERE item_id = ? AND version = ?",
        args: [id, version],
      })).rows[0];
      if (!row) return undefined;
      const fields = JSON.parse(String(row.data)) as Record<string, unknown>;
      const then: StoredItem = {
        ...item,
        status: String(row.status) as ContentStatus,
        publishAt: row.publish_at === null ? null : Number(row.publish_at),
        version,
        fields,
        updatedAt: Number(row.saved_at),
        updatedBy: String(row.saved_by),
      };
      return {
        version,
        kind: String(row.kind) as RevisionKind,
        status: then.status,
        savedAt: new Date(then.updatedAt).toISOString(),
        savedBy: then.updatedBy,
        title: contentTitle(collection, fields),
        item: toContentItem(then),
      };
    },
    async loadAll() {
      const [state, items, redirects] = await db.batch([
        "SELECT version FROM content_state WHERE id = 1",
        "SELECT * FROM content_items",
        "SELECT collection, old_slug, new_slug FROM content_redirects",
      ], "read");
      return {
        version: Number(state?.rows[0]?.version ?? 0),
        items: (items?.rows ?? []).map(rowToStored),
        redirects: (redirects?.rows ?? []).map((row) => ({
          collection: String(row.collection) as ContentCollection,
          from: String(row.old_slug),
          to: String(row.new_slug),
        })),
      };
    },
    async imageUses() {
      const result = await db.execute(
        "SELECT * FROM content_items ORDER BY updated_at DESC, id",
      );
      // An item of a collection no longer defined shows nowhere and uses nothing.
      return result.rows.map(rowToStored)
        .filter((item) => isContentCollection(item.collection))
        .flatMap(usesOf);
    },
    async stateVersion() {
      const result = await db.execute("SELECT version FROM content_state WHERE id = 1");
      return Number(result.rows[0]?.version ?? 0);
    },
  };
}
