/**
 * The revisions of an item (ADR 0014: every save is a revision): version, kind, who and when;
 * one revision's fields, its word diff against the current version, and restoring it (a new save
 * that names the current version). Read when opened and again after each save while open.
 */
import { useEffect, useState } from "react";
import type {
  ContentItem,
  ContentRevision,
  ContentRevisionSummary,
} from "../../../schemas/content.ts";
import type { ContentCollection } from "../../../content/collections/registry.ts";
import { getRevision, listRevisions } from "./content_api.ts";
import { fieldDiffs, htmlToText } from "./content_diff.ts";
import { REVISIONS_TEXT } from "./content_copy.ts";
import { FieldDiffList } from "./diff_view.tsx";
import { fieldNames } from "./edit_session.ts";
import { fieldLabel } from "./field_specs.ts";
import { formatLondonDateTime } from "./london_time.ts";

/** Props of {@linkcode RevisionsPanel}. */
export interface RevisionsPanelProps {
  collection: ContentCollection;
  /** The item as saved now. */
  current: ContentItem;
  /** The user has unsaved changes: restoring would throw them away, so it waits. */
  dirty: boolean;
  onRestore: (version: number) => void;
}

type ListState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; revisions: ContentRevisionSummary[] };

/** The panel. */
export function RevisionsPanel(props: RevisionsPanelProps) {
  const { collection, current } = props;
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<ListState>({ kind: "loading" });
  const [viewing, setViewing] = useState<ContentRevision | null>(null);
  const [mode, setMode] = useState<"fields" | "diff">("fields");

  useEffect(() => {
    if (!open) return;
    let live = true;
    setList({ kind: "loading" });
    listRevisions(collection, current.id).then(
      (revisions) => live && setList({ kind: "ready", revisions }),
      (error: unknown) =>
        live &&
        setList({ kind: "error", message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [open, collection, current.id, current.version]);

  async function view(version: number) {
    try {
      setViewing(await getRevision(collection, current.id, version));
      setMode("fields");
    } catch (error) {
      setList({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section className="content-revisions" aria-labelledby="revisions-heading">
      <h2 id="revisions-heading" className="content-revisions__heading">
        <button
          type="button"
          className="content-revisions__toggle"
          aria-expanded={open}
          aria-controls="revisions-body"
          onClick={() => setOpen(!open)}
        >
          {REVISIONS_TEXT.heading}
        </button>
      </h2>
      <div id="revisions-body" hidden={!open}>
        {open ? <RevisionList state={list} current={current.version} onView={view} /> : null}
        {open && viewing
          ? (
            <div className="content-revision" aria-labelledby="revision-heading">
              <h3 id="revision-heading">
                {REVISIONS_TEXT.viewing(viewing.version, formatLondonDateTime(viewing.savedAt))}
              </h3>
              <div className="content-dialog__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-pressed={mode === "diff"}
                  onClick={() => setMode(mode === "diff" ? "fields" : "diff")}
                >
                  {REVISIONS_TEXT.compare}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={props.dirty || viewing.version === current.version}
                  aria-describedby={props.dirty ? "restore-hint" : undefined}
                  onClick={() => props.onRestore(viewing.version)}
                >
                  {REVISIONS_TEXT.restore(viewing.version)}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setViewing(null)}
                >
                  {REVISIONS_TEXT.close}
                </button>
              </div>
              {props.dirty
                ? <p id="restore-hint" className="field__hint">{REVISIONS_TEXT.restoreUnsaved}</p>
                : null}
              {mode === "diff"
                ? <FieldDiffList diffs={fieldDiffs(collection, viewing.item, current)} />
                : <RevisionFields collection={collection} item={viewing.item} />}
            </div>
          )
          : null}
      </div>
    </section>
  );
}

function RevisionList(
  { state, current, onView }: { state: ListState; current: number; onView: (v: number) => void },
) {
  if (state.kind === "loading") return <p role="status">{REVISIONS_TEXT.loading}</p>;
  if (state.kind === "error") {
    return <p className="field__error" role="alert">{REVISIONS_TEXT.loadError(state.message)}</p>;
  }
  if (state.revisions.length === 0) return <p>{REVISIONS_TEXT.none}</p>;
  return (
    <ul className="content-revision-list">
      {state.revisions.map((revision) => (
        <li key={revision.version} className="content-revision-list__item">
          <button
            type="button"
            className="content-revision-list__view"
            onClick={() =>
              onView(revision.version)}
          >
            {REVISIONS_TEXT.view(revision.version)}
            {revision.version === current ? ` (${REVISIONS_TEXT.current})` : ""}
          </button>
          <span>
            {REVISIONS_TEXT.kinds[revision.kind]} · {revision.savedBy} ·{" "}
            <time dateTime={revision.savedAt}>{formatLondonDateTime(revision.savedAt)}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}

function RevisionFields(
  { collection, item }: { collection: ContentCollection; item: ContentItem },
) {
  const record = item as unknown as Record<string, unknown>;
  return (
    <dl className="content-diff">
      {[...fieldNames(collection)].map((name) => {
        const value = record[name];
        const text = name === "bodyHtml"
          ? htmlToText(String(value ?? ""))
          : Array.isArray(value)
          ? value.join(", ")
          : String(value ?? "");
        return text
          ? (
            <div key={name} className="content-diff__field">
              <dt>{fieldLabel(collection, name)}</dt>
              <dd className="content-diff__text">{text}</dd>
            </div>
          )
          : null;
      })}
    </dl>
  );
}
