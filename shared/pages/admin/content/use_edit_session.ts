/**
 * The edit screen's session with the API: loads the item, saves it (draft, autosave, publish,
 * schedule, unpublish), restores a revision, deletes it, and turns the API's answers into
 * {@linkcode EditAction}s: 400 → field messages, 409 → the conflict choice, anything else → a
 * notice. Autosave: an existing draft with changes saves itself `AUTOSAVE_DELAY_MS` after the
 * first unsaved change, and again while typing goes on; published items never autosave.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { ContentItem, ContentStatus } from "../../../schemas/content.ts";
import type { ContentCollection } from "../../../content/collections/registry.ts";
import { editPath } from "./collection_list.tsx";
import {
  ContentApiError,
  createItem,
  deleteItem,
  getItem,
  restoreRevision,
  updateItem,
} from "./content_api.ts";
import { EDIT_TEXT } from "./content_copy.ts";
import { ITEM_NOT_FOUND, useEmbeddedItem } from "./embedded_item.ts";
import {
  type EditAction,
  editReducer,
  type EditSession,
  mayAutosave,
  type SaveKind,
  startSession,
} from "./edit_session.ts";
import { fieldErrors } from "./field_errors.ts";
import { formatLondonDateTime } from "./london_time.ts";

/** Wait after the first unsaved change of a draft before it saves itself, ms. */
export const AUTOSAVE_DELAY_MS = 10_000;

/** Loading the item. */
export type LoadState = { kind: "loading" } | { kind: "error"; message: string } | {
  kind: "ready";
};

/** What a save changes besides the fields. */
interface Envelope {
  status?: ContentStatus;
  publishAt?: string | null;
}

/** The session and its actions. */
export interface EditSessionApi {
  load: LoadState;
  session: EditSession;
  edit: (name: string, value: unknown) => void;
  save: (kind: SaveKind, envelope?: Envelope) => Promise<void>;
  overwrite: () => Promise<void>;
  discard: () => void;
  restore: (version: number) => Promise<void>;
  remove: () => Promise<void>;
  /** Whether autosave is held back by fields the schema refuses. */
  autosavePaused: boolean;
}

function successText(kind: SaveKind, item: ContentItem, created: boolean): string {
  if (kind === "publish") return EDIT_TEXT.published;
  if (kind === "schedule" && item.publishAt) {
    return EDIT_TEXT.scheduled(formatLondonDateTime(item.publishAt));
  }
  if (kind === "unpublish") return EDIT_TEXT.unpublished;
  return created ? EDIT_TEXT.created : EDIT_TEXT.saved;
}

/** Runs the edit session of item `id` (`new`: a new item) of `collection`. */
export function useEditSession(collection: ContentCollection, id: string): EditSessionApi {
  const [, navigate] = useLocation();
  // The server renders the item it embedded in the page (embedded_item.ts), and the browser's first
  // render starts from the same item, so hydration matches and nothing is fetched; a screen without
  // one (a client-side navigation) loads it after mount. The body editor's code is the browser's
  // only (column_fields.tsx mounts it after hydration).
  const embedded = useEmbeddedItem(collection, id);
  const [load, setLoad] = useState<LoadState>(() =>
    id === "new" || embedded
      ? { kind: "ready" }
      : embedded === null
      ? { kind: "error", message: ITEM_NOT_FOUND }
      : { kind: "loading" }
  );
  const [session, setSession] = useState(() => startSession(collection, embedded ?? undefined));
  const firstId = useRef(id);
  // The reducer runs here, not in React's queue, so a save started right after an action (the
  // conflict's "Overwrite with mine") sees the state that action made.
  const ref = useRef(session);
  const apply = useCallback((action: EditAction) => {
    ref.current = editReducer(ref.current, action);
    setSession(ref.current);
  }, []);
  const lastAttempt = useRef<{ kind: SaveKind; envelope: Envelope }>({
    kind: "save",
    envelope: {},
  });
  const [autosavePaused, setAutosavePaused] = useState(false);

  useEffect(() => {
    if (id === "new") {
      setLoad({ kind: "ready" });
      return;
    }
    // After creating, the address gains the new id, and an embedded item is already here.
    if (ref.current.saved?.id === id) return;
    // No such item (the server looked): the screen already says so.
    if (embedded === null && id === firstId.current) return;
    const controller = new AbortController();
    setLoad({ kind: "loading" });
    getItem(collection, id, controller.signal).then(
      (item) => {
        apply({ type: "loaded", item });
        setLoad({ kind: "ready" });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ kind: "error", message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [collection, id, apply, embedded]);

  const save = useCallback(async (kind: SaveKind, envelope: Envelope = {}) => {
    const current = ref.current;
    if (current.pending || current.conflict) return;
    const errors = fieldErrors(collection, current.fields);
    if (Object.keys(errors).length > 0) {
      if (kind === "autosave") setAutosavePaused(true);
      else apply({ type: "refused", message: EDIT_TEXT.checkFields, fields: errors });
      return;
    }
    setAutosavePaused(false);
    if (kind !== "autosave") lastAttempt.current = { kind, envelope };
    apply({ type: "save-started", kind });
    const sentEditCount = current.editCount;
    try {
      const created = current.saved === null;
      const item = current.saved === null
        ? await createItem(collection, {
          ...current.fields,
          status: envelope.status ?? "draft",
          publishAt: envelope.publishAt ?? null,
        })
        : await updateItem(collection, current.saved.id, {
          ...current.fields,
          ...envelope,
          version: current.baseVersion ?? current.saved.version,
          ...(kind === "autosave" ? { autosave: true } : {}),
        });
      apply({ type: "saved", item, kind, sentEditCount });
      if (kind !== "autosave") {
        apply({
          type: "noticed",
          notice: { kind: "success", text: successText(kind, item, created) },
        });
      }
      if (created) navigate(editPath(collection, item.id), { replace: true });
    } catch (error) {
      if (error instanceof ContentApiError && error.status === 409 && error.current) {
        apply({ type: "conflict", message: error.message, theirs: error.current });
      } else if (error instanceof ContentApiError && error.status === 400) {
        apply({ type: "refused", message: error.message, fields: error.fields });
      } else {
        apply({ type: "failed", message: error instanceof Error ? error.message : String(error) });
      }
    }
  }, [collection, apply, navigate]);

  const overwrite = useCallback(async () => {
    apply({ type: "overwrite-chosen" });
    const { kind, envelope } = lastAttempt.current;
    await save(kind, envelope);
  }, [apply, save]);

  const discard = useCallback(() => apply({ type: "discard-chosen" }), [apply]);

  const restore = useCallback(async (version: number) => {
    const current = ref.current;
    if (!current.saved || current.pending) return;
    apply({ type: "save-started", kind: "restore" });
    try {
      const item = await restoreRevision(collection, current.saved.id, {
        version,
        currentVersion: current.baseVersion ?? current.saved.version,
      });
      apply({ type: "loaded", item });
      apply({ type: "noticed", notice: { kind: "success", text: EDIT_TEXT.restored(version) } });
    } catch (error) {
      if (error instanceof ContentApiError && error.status === 409 && error.current) {
        // Nothing of the user's is unsaved (the panel restores only then): show theirs.
        apply({ type: "loaded", item: error.current });
        apply({ type: "noticed", notice: { kind: "error", text: EDIT_TEXT.restoreStale } });
      } else {
        apply({ type: "failed", message: error instanceof Error ? error.message : String(error) });
      }
    }
  }, [collection, apply]);

  const remove = useCallback(async () => {
    const current = ref.current;
    if (!current.saved) return;
    try {
      await deleteItem(collection, current.saved.id);
      navigate(`/admin/content?collection=${collection}`);
    } catch (error) {
      apply({ type: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }, [collection, apply, navigate]);

  // Autosave: one timer from the first unsaved change; a save that leaves newer changes behind
  // starts the next one.
  const autosaveDue = mayAutosave(session);
  useEffect(() => {
    if (!autosaveDue) return;
    const timer = setTimeout(() => save("autosave"), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autosaveDue, session.savedEditCount, save]);

  // Leaving with unsaved changes asks first (the browser's own prompt).
  const dirty = session.editCount !== session.savedEditCount;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    globalThis.addEventListener("beforeunload", warn);
    return () => globalThis.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const edit = useCallback(
    (name: string, value: unknown) => apply({ type: "edited", name, value }),
    [apply],
  );

  return { load, session, edit, save, overwrite, discard, restore, remove, autosavePaused };
}
