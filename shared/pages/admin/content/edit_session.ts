/**
 * The state of one item being edited, as a pure reducer: the user's working fields, the version
 * the next save names, what the server last answered, and a conflict when someone else saved
 * first (ADR 0014: a stale `PATCH` answers 409 with the current item).
 *
 * The working fields are never replaced behind the user's back: a 409 keeps them and shows the
 * other version beside them until the user chooses "Overwrite with mine" (the next save names the
 * other version's number, so it wins on purpose) or "Discard mine and load theirs".
 */
import { type ContentItem } from "../../../schemas/content.ts";
import {
  CONTENT_FIELD_SCHEMAS,
  type ContentCollection,
} from "../../../content/collections/registry.ts";

/** Field values by name (the collection's schema fields). */
export type Fields = Record<string, unknown>;

/** What a save does besides storing the fields. */
export type SaveKind = "save" | "autosave" | "publish" | "schedule" | "unpublish" | "restore";

/** One edit session. */
export interface EditSession {
  collection: ContentCollection;
  /** The item as the server last answered it; `null` until a new item is first saved. */
  saved: ContentItem | null;
  /** The version the next `PATCH` names. */
  baseVersion: number | null;
  /** The user's working copy. */
  fields: Fields;
  /** Bumped by every edit; a save remembers the count it sent. */
  editCount: number;
  /** `editCount` of the fields the server last stored (or that were loaded). */
  savedEditCount: number;
  /** Bumped whenever the working copy is replaced from the server (load, discard, restore), so
   * editors holding their own state (the body editor) start again from `fields`. */
  loadCount: number;
  pending: SaveKind | null;
  conflict: { message: string; theirs: ContentItem } | null;
  /** Field messages of the last refused save. */
  errors: Readonly<Record<string, string>>;
  /** A message about the last action that is not about one field. */
  notice: { kind: "error" | "success"; text: string } | null;
  /** ISO time and kind of the last successful save in this session. */
  lastSave: { at: string; kind: SaveKind } | null;
}

/** Something that happened to a session. */
export type EditAction =
  | { type: "loaded"; item: ContentItem }
  | { type: "edited"; name: string; value: unknown }
  | { type: "save-started"; kind: SaveKind }
  | { type: "saved"; item: ContentItem; kind: SaveKind; sentEditCount: number }
  | { type: "refused"; message: string; fields: Readonly<Record<string, string>> }
  | { type: "conflict"; message: string; theirs: ContentItem }
  | { type: "overwrite-chosen" }
  | { type: "discard-chosen" }
  | { type: "failed"; message: string }
  | { type: "noticed"; notice: { kind: "error" | "success"; text: string } };

/** The schema field names of a collection, in the schema's order. */
export function fieldNames(collection: ContentCollection): string[] {
  return Object.keys(CONTENT_FIELD_SCHEMAS[collection].shape);
}

/** The collection's fields of `item` (envelope left out). */
export function fieldsOf(collection: ContentCollection, item: Record<string, unknown>): Fields {
  return Object.fromEntries(fieldNames(collection).map((name) => [name, item[name]]));
}

/** Empty fields of a new item: every default the schema has, "" for the rest. */
export function emptyFields(collection: ContentCollection): Fields {
  const shape = CONTENT_FIELD_SCHEMAS[collection].shape as Record<
    string,
    { _zod: { def: { type: string; defaultValue?: unknown } } }
  >;
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => {
      const def = schema._zod.def;
      return [name, def.type === "default" ? structuredClone(def.defaultValue) : ""];
    }),
  );
}

/** A new session: an empty item when `item` is undefined. */
export function startSession(collection: ContentCollection, item?: ContentItem): EditSession {
  return {
    collection,
    saved: item ?? null,
    baseVersion: item?.version ?? null,
    fields: item ? fieldsOf(collection, item) : emptyFields(collection),
    editCount: 0,
    savedEditCount: 0,
    loadCount: 0,
    pending: null,
    conflict: null,
    errors: {},
    notice: null,
    lastSave: null,
  };
}

/** Whether the working copy has changes the server has not stored. */
export function isDirty(session: EditSession): boolean {
  return session.editCount !== session.savedEditCount;
}

/**
 * Whether the session may autosave now: an existing draft with unsaved changes, no save under way
 * and no conflict waiting for a choice. Published and scheduled items never autosave (Ghost's
 * behaviour: a published article changes only when staff press Update).
 */
export function mayAutosave(session: EditSession): boolean {
  return session.saved !== null && session.saved.status === "draft" && isDirty(session) &&
    session.pending === null && session.conflict === null;
}

/** Applies `action` to `session`. */
export function editReducer(session: EditSession, action: EditAction): EditSession {
  switch (action.type) {
    case "loaded":
      return {
        ...startSession(session.collection, action.item),
        loadCount: session.loadCount + 1,
      };
    case "edited": {
      if (Object.is(session.fields[action.name], action.value)) return session;
      const errors = { ...session.errors };
      delete errors[action.name];
      return {
        ...session,
        fields: { ...session.fields, [action.name]: action.value },
        editCount: session.editCount + 1,
        errors,
      };
    }
    case "save-started":
      return { ...session, pending: action.kind, notice: null };
    case "saved":
      return {
        ...session,
        saved: action.item,
        baseVersion: action.item.version,
        // Typing during the request leaves the newer text unsaved, as it is.
        savedEditCount: action.sentEditCount,
        pending: null,
        conflict: null,
        errors: {},
        lastSave: { at: action.item.updatedAt, kind: action.kind },
      };
    case "refused":
      return {
        ...session,
        pending: null,
        errors: action.fields,
        notice: { kind: "error", text: action.message },
      };
    case "conflict":
      // The user's fields stay exactly as they are.
      return {
        ...session,
        pending: null,
        conflict: { message: action.message, theirs: action.theirs },
        notice: null,
      };
    case "overwrite-chosen":
      if (!session.conflict) return session;
      return {
        ...session,
        saved: session.conflict.theirs,
        baseVersion: session.conflict.theirs.version,
        conflict: null,
      };
    case "discard-chosen": {
      if (!session.conflict) return session;
      return editReducer(session, { type: "loaded", item: session.conflict.theirs });
    }
    case "failed":
      return { ...session, pending: null, notice: { kind: "error", text: action.message } };
    case "noticed":
      return { ...session, notice: action.notice };
  }
}
