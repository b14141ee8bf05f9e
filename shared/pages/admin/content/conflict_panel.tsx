/**
 * What the editor shows when a save answered 409 (ADR 0014): the API's message, who saved the
 * other version and when, how theirs differs from the user's text (which stays in the editor,
 * unsaved), and the two ways on: overwrite with mine, or discard mine and load theirs.
 */
import { useEffect, useRef } from "react";
import type { ContentItem } from "../../../schemas/content.ts";
import type { ContentCollection } from "../../../content/collections/registry.ts";
import { fieldDiffs } from "./content_diff.ts";
import { CONFLICT_TEXT } from "./content_copy.ts";
import { FieldDiffList } from "./diff_view.tsx";
import type { Fields } from "./edit_session.ts";
import { formatLondonDateTime } from "./london_time.ts";

/** Props of {@linkcode ConflictPanel}. */
export interface ConflictPanelProps {
  collection: ContentCollection;
  message: string;
  theirs: ContentItem;
  mine: Fields;
  onOverwrite: () => void;
  onDiscard: () => void;
}

/** The panel. */
export function ConflictPanel(props: ConflictPanelProps) {
  const { theirs } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="content-conflict" aria-labelledby="conflict-heading">
      <h2 id="conflict-heading" ref={heading} tabIndex={-1}>{CONFLICT_TEXT.heading}</h2>
      <div role="alert">
        <p>{props.message}</p>
      </div>
      <p>
        {CONFLICT_TEXT.theirs(theirs.updatedBy, formatLondonDateTime(theirs.updatedAt))}{" "}
        {CONFLICT_TEXT.kept}
      </p>
      <details className="content-conflict__theirs">
        <summary>{CONFLICT_TEXT.showTheirs}</summary>
        <FieldDiffList
          diffs={fieldDiffs(props.collection, theirs, props.mine)}
          legend={CONFLICT_TEXT.legend}
        />
      </details>
      <div className="content-dialog__actions">
        <button type="button" className="button button--primary" onClick={props.onOverwrite}>
          {CONFLICT_TEXT.overwrite}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onDiscard}>
          {CONFLICT_TEXT.discard}
        </button>
      </div>
    </section>
  );
}
