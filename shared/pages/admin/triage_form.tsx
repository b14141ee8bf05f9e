/**
 * Status and internal note of one enquiry (docs/requirements.md#staff-inbox: new, in progress,
 * answered, spam). Saving updates this entry from the server's answer; the list is not fetched
 * again.
 */
import { type FormEvent, useId, useState } from "react";
import {
  type ContactSubmission,
  TRIAGE_NOTE_MAX,
  TRIAGE_STATUS_LABELS,
  TRIAGE_STATUSES,
  type TriageStatus,
} from "../../schemas/staff.ts";
import { ENQUIRY_LABELS } from "./admin_copy.ts";
import { updateTriage } from "./staff_api.ts";

/** Props of {@linkcode TriageForm}. */
export interface TriageFormProps {
  contact: ContactSubmission;
  onSaved(contact: ContactSubmission): void;
}

/** The triage form of one enquiry. */
export function TriageForm({ contact, onSaved }: TriageFormProps) {
  const id = useId();
  const [status, setStatus] = useState<TriageStatus>(contact.status);
  const [note, setNote] = useState(contact.note);
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setState("saving");
    try {
      onSaved(await updateTriage(contact.id, { status, note }));
      setState("saved");
    } catch (error) {
      console.error("Saving the enquiry status failed", error);
      setState("failed");
    }
  }

  return (
    <form className="triage" onSubmit={handleSubmit}>
      <div className="field triage__status">
        <label htmlFor={`${id}-status`}>{ENQUIRY_LABELS.status}</label>
        <select
          id={`${id}-status`}
          className="input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TriageStatus);
            setState("idle");
          }}
        >
          {TRIAGE_STATUSES.map((value) => (
            <option key={value} value={value}>{TRIAGE_STATUS_LABELS[value]}</option>
          ))}
        </select>
      </div>
      <div className="field triage__note">
        <label htmlFor={`${id}-note`}>{ENQUIRY_LABELS.note}</label>
        <textarea
          id={`${id}-note`}
          className="input"
          rows={1}
          maxLength={TRIAGE_NOTE_MAX}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setState("idle");
          }}
        />
      </div>
      <div className="triage__actions">
        <button type="submit" className="button button--secondary" disabled={state === "saving"}>
          {state === "saving" ? ENQUIRY_LABELS.saving : ENQUIRY_LABELS.save}
        </button>
        <p className="triage__result" role="status">
          {state === "saved" ? ENQUIRY_LABELS.saved : null}
        </p>
        {state === "failed"
          ? <p className="field__error" role="alert">{ENQUIRY_LABELS.saveFailed}</p>
          : null}
      </div>
    </form>
  );
}
