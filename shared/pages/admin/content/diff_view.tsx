/**
 * A word diff on screen: added words in `<ins>`, removed in `<del>`, each also underlined or
 * struck through and announced by hidden words ("added", "removed") for screen readers, so no
 * change is told by colour alone.
 */
import type { DiffPart, FieldDiff } from "./content_diff.ts";
import { REVISIONS_TEXT } from "./content_copy.ts";

/** One field's words with the changes marked. */
export function DiffText({ parts }: { parts: readonly DiffPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.kind === "same"
          ? <span key={index}>{part.text}</span>
          : part.kind === "added"
          ? (
            <ins key={index} className="content-diff__added">
              <span className="visually-hidden">{`[${REVISIONS_TEXT.added}: `}</span>
              {part.text}
              <span className="visually-hidden">]</span>
            </ins>
          )
          : (
            <del key={index} className="content-diff__removed">
              <span className="visually-hidden">{`[${REVISIONS_TEXT.removed}: `}</span>
              {part.text}
              <span className="visually-hidden">]</span>
            </del>
          )
      )}
    </>
  );
}

/** The fields that differ, each with its label and marked words. */
export function FieldDiffList(
  { diffs, legend = REVISIONS_TEXT.legend }: { diffs: readonly FieldDiff[]; legend?: string },
) {
  const changed = diffs.filter((diff) => diff.changed);
  if (changed.length === 0) return <p>{REVISIONS_TEXT.unchanged}</p>;
  return (
    <>
      <p className="field__hint">{legend}</p>
      <dl className="content-diff">
        {changed.map((diff) => (
          <div key={diff.name} className="content-diff__field">
            <dt>{diff.label}</dt>
            <dd className="content-diff__text">
              <DiffText parts={diff.parts} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
