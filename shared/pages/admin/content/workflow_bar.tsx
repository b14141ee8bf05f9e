/**
 * The publishing buttons (Ghost's workflow, ADR 0014): save (a draft stays a draft, a published
 * item stays published), preview, publish now, schedule at a London time (sent as ISO UTC),
 * unpublish, delete after a confirmation; and the save status in a polite live region ("Saved at
 * 12:03"). While an image uploads, save, schedule and publish wait for it: saved before it, the
 * item would go out without its image.
 *
 * Its buttons are `ActionButton`s: while a save runs they are unavailable but keep the keyboard
 * focus, so the control that was used still holds it afterwards
 * (docs/decisions/0040-staff-controls-keep-focus-and-wait-for-hydration.md).
 */
import { useEffect, useRef, useState } from "react";
import { ActionButton } from "../../../components/forms/action_button.tsx";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import { WORKFLOW_TEXT } from "./content_copy.ts";
import { type EditSession, isDirty, type SaveKind } from "./edit_session.ts";
import { formatLondonClock, isoToLondonLocal, londonLocalToIso } from "./london_time.ts";
import { ModalDialog } from "./modal_dialog.tsx";

/** Props of {@linkcode WorkflowBar}. */
export interface WorkflowBarProps {
  session: EditSession;
  onSave: (
    kind: SaveKind,
    envelope?: { status?: "draft" | "published"; publishAt?: string | null },
  ) => void;
  /** Absent: the collection has no preview. */
  onPreview?: (() => void) | undefined;
  previewing: boolean;
  onDelete: () => void;
  canDelete: boolean;
  /** Publish, schedule and unpublish (not for the company details, which are always live). */
  canPublish: boolean;
  autosavePaused: boolean;
  /** An image upload runs on the screen (upload_activity.ts). */
  uploading?: boolean;
}

/** Tomorrow 09:00 in London, the schedule control's first value. */
function tomorrowMorning(now: number): string {
  return `${isoToLondonLocal(new Date(now + 86_400_000).toISOString()).slice(0, 10)}T09:00`;
}

/** The bar. */
export function WorkflowBar(props: WorkflowBarProps) {
  const { session } = props;
  const saved = session.saved;
  const published = saved?.status === "published";
  const busy = session.pending !== null || session.conflict !== null || props.uploading === true;
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState("");
  const [whenError, setWhenError] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Publish and Unpublish give way to each other once they have worked, taking the focus with
  // them; it then goes to the first button, which every state of the item has.
  const saveButton = useRef<HTMLButtonElement>(null);
  const savedFromBar = useRef(false);
  useEffect(() => {
    if (session.pending || !savedFromBar.current) return;
    savedFromBar.current = false;
    if (document.activeElement === document.body) saveButton.current?.focus();
  }, [session.pending]);

  function save(...args: Parameters<WorkflowBarProps["onSave"]>) {
    savedFromBar.current = true;
    props.onSave(...args);
  }

  // Closing the schedule form removes the control that held focus: it goes back to Schedule.
  const scheduleButton = useRef<HTMLButtonElement>(null);

  function closeSchedule() {
    setScheduling(false);
    scheduleButton.current?.focus();
  }

  function openSchedule() {
    setWhen(
      saved?.publishAt && Date.parse(saved.publishAt) > Date.now()
        ? isoToLondonLocal(saved.publishAt)
        : tomorrowMorning(Date.now()),
    );
    setWhenError(undefined);
    setScheduling(true);
  }

  function confirmSchedule(event: React.FormEvent) {
    event.preventDefault();
    const iso = londonLocalToIso(when);
    if (!iso || Date.parse(iso) <= Date.now()) {
      setWhenError(WORKFLOW_TEXT.schedulePast);
      return;
    }
    closeSchedule();
    save("schedule", { status: "published", publishAt: iso });
  }

  const status = session.pending
    ? WORKFLOW_TEXT.saving
    : session.lastSave
    ? WORKFLOW_TEXT.savedAt(formatLondonClock(session.lastSave.at))
    : "";
  const hint = props.uploading
    ? WORKFLOW_TEXT.uploading
    : !isDirty(session)
    ? ""
    : props.autosavePaused
    ? WORKFLOW_TEXT.autosavePaused
    : published
    ? WORKFLOW_TEXT.unsavedPublished
    : saved
    ? WORKFLOW_TEXT.unsaved
    : WORKFLOW_TEXT.firstSave;

  // Called, not rendered as a component: a component made in render would remount each time
  // and drop the focus of its buttons.
  function publishButtons() {
    return (
      <>
        {published && !(saved?.publishAt && Date.parse(saved.publishAt) > Date.now())
          ? null
          : (
            <ActionButton
              className="button button--secondary"
              unavailable={busy}
              onClick={() => save("publish", { status: "published", publishAt: null })}
            >
              {WORKFLOW_TEXT.publishNow}
            </ActionButton>
          )}
        <ActionButton
          className="button button--secondary"
          unavailable={busy}
          ref={scheduleButton}
          aria-expanded={scheduling}
          aria-controls="content-schedule"
          onClick={() => scheduling ? setScheduling(false) : openSchedule()}
        >
          {WORKFLOW_TEXT.schedule}
        </ActionButton>
        {published
          ? (
            <ActionButton
              className="button button--secondary"
              unavailable={busy}
              onClick={() => save("unpublish", { status: "draft", publishAt: null })}
            >
              {WORKFLOW_TEXT.unpublish}
            </ActionButton>
          )
          : null}
      </>
    );
  }

  return (
    <section className="content-workflow" aria-label={WORKFLOW_TEXT.label}>
      <div className="content-workflow__buttons">
        <ActionButton
          className="button button--primary"
          unavailable={busy}
          ref={saveButton}
          onClick={() => save("save")}
        >
          {/* Without publishing (a managed list's entry) there are no drafts either. */}
          {published || !props.canPublish ? WORKFLOW_TEXT.saveChanges : WORKFLOW_TEXT.saveDraft}
        </ActionButton>
        {props.onPreview
          ? (
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={props.previewing}
              onClick={props.onPreview}
            >
              {props.previewing ? WORKFLOW_TEXT.closePreview : WORKFLOW_TEXT.preview}
            </button>
          )
          : null}
        {props.canPublish ? publishButtons() : null}
        {props.canDelete && saved
          ? (
            <ActionButton
              className="button button--danger"
              unavailable={busy}
              onClick={() => setConfirmDelete(true)}
            >
              {WORKFLOW_TEXT.delete}
            </ActionButton>
          )
          : null}
      </div>
      {scheduling
        ? (
          <form
            id="content-schedule"
            className="content-schedule"
            noValidate
            onSubmit={confirmSchedule}
          >
            <Field
              id="content-publish-at"
              label={WORKFLOW_TEXT.scheduleAt}
              hint={WORKFLOW_TEXT.scheduleHint}
              error={whenError}
            >
              <input
                id="content-publish-at"
                className="input"
                type="datetime-local"
                value={when}
                onChange={(event) => {
                  setWhen(event.currentTarget.value);
                  setWhenError(undefined);
                }}
                {...controlAria("content-publish-at", {
                  error: whenError,
                  hint: WORKFLOW_TEXT.scheduleHint,
                })}
              />
            </Field>
            <div className="content-dialog__actions">
              <button type="submit" className="button button--primary">
                {WORKFLOW_TEXT.scheduleConfirm}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={closeSchedule}
              >
                {WORKFLOW_TEXT.cancel}
              </button>
            </div>
          </form>
        )
        : null}
      <p className="content-workflow__status" role="status">{status}</p>
      {hint ? <p className="content-workflow__hint">{hint}</p> : null}
      <ModalDialog
        id="delete-dialog"
        open={confirmDelete}
        title={WORKFLOW_TEXT.deleteTitle}
        onClose={() => setConfirmDelete(false)}
      >
        <p>{WORKFLOW_TEXT.deleteText}</p>
        <div className="content-dialog__actions">
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              setConfirmDelete(false);
              props.onDelete();
            }}
          >
            {WORKFLOW_TEXT.deleteConfirm}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirmDelete(false)}
          >
            {WORKFLOW_TEXT.cancel}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
