/**
 * One enquiry as staff work on it (docs/requirements.md#staff-inbox): who sent it, its reference,
 * when it arrived and when the reply is due, what they wrote; its status and owner (any staff
 * member; the new owner is e-mailed); its e-mail conversation with the reply form
 * (./enquiry_thread.tsx); and its notes thread, append-only. Saving updates the entry
 * from the server's answer; the list is not fetched again. The buttons keep the keyboard focus
 * while they save (`ActionButton`).
 */
import { mailtoHref } from "../../mailto.ts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { HOME_INTEREST_OPTIONS } from "../../content/home_contact.ts";
import { enquirySourceLabel } from "../../schemas/enquiry_fields.ts";
import type { SavedReply } from "../../schemas/enquiry_thread.ts";
import {
  type ContactSubmission,
  type EnquiryUpdate,
  NOTE_MAX,
  TRIAGE_STATUS_LABELS,
  TRIAGE_STATUSES,
  type TriageStatus,
} from "../../schemas/staff.ts";
import { ENQUIRY_LABELS, NOTES_TEXT, NOTIFICATION_LABELS } from "./admin_copy.ts";
import { isOpen } from "./contact_list.tsx";
import { EnquiryThread } from "./enquiry_thread.tsx";
import { formatUkDateTime } from "./format.ts";
import { ComposeField, useCompose } from "./compose_field.tsx";
import { addNote, updateEnquiry } from "./staff_api.ts";

/** Props of {@linkcode EnquiryDetail}. */
export interface EnquiryDetailProps {
  contact: ContactSubmission;
  /** Where "Back to enquiries" goes (the list with the same filters). */
  backHref: string;
  viewer: string;
  /** Who can own an enquiry. */
  staffMembers: readonly string[];
  /** The saved replies offered in the reply box. */
  savedReplies: readonly SavedReply[];
  onSavedRepliesChanged(savedReplies: SavedReply[]): void;
  onChanged(contact: ContactSubmission): void;
}

function interestLabel(value: string): string {
  return HOME_INTEREST_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The detail pane. */
export function EnquiryDetail(props: EnquiryDetailProps) {
  const { contact, backHref } = props;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an enquiry moves focus to it, so keyboard and screen-reader users land on what opened.
  useEffect(() => heading.current?.focus(), [contact.id]);

  const details: [string, string][] = [
    [ENQUIRY_LABELS.reference, contact.reference],
    [ENQUIRY_LABELS.received, formatUkDateTime(contact.createdAt)],
  ];
  if (isOpen(contact)) details.push([ENQUIRY_LABELS.due, formatUkDateTime(contact.dueAt)]);
  if (contact.company) details.push([ENQUIRY_LABELS.company, contact.company]);
  if (contact.phone) details.push([ENQUIRY_LABELS.phone, contact.phone]);
  if (contact.interest) details.push([ENQUIRY_LABELS.interest, interestLabel(contact.interest)]);
  details.push([ENQUIRY_LABELS.source, enquirySourceLabel(contact.source)]);
  if (contact.notification) {
    details.push([ENQUIRY_LABELS.notification, NOTIFICATION_LABELS[contact.notification]]);
  }

  return (
    <article className="enquiry" aria-labelledby={`${id}-name`}>
      <Link href={backHref} className="enquiry__back">{ENQUIRY_LABELS.back}</Link>
      <header className="enquiry__header">
        <div className="enquiry__who">
          <h2 id={`${id}-name`} ref={heading} tabIndex={-1}>{contact.name}</h2>
          <a href={mailtoHref(contact.email)}>{contact.email}</a>
        </div>
        <div className="enquiry__meta">
          <span className={`status-badge status-badge--${contact.status}`}>
            {TRIAGE_STATUS_LABELS[contact.status]}
          </span>
          {contact.overdue
            ? <span className="status-badge status-badge--overdue">{ENQUIRY_LABELS.overdue}</span>
            : null}
        </div>
      </header>
      <dl className="enquiry__details">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="enquiry__message">{contact.message}</p>
      <EnquiryThread
        key={`thread-${contact.id}`}
        contact={contact}
        viewer={props.viewer}
        savedReplies={props.savedReplies}
        onSavedRepliesChanged={props.onSavedRepliesChanged}
        onChanged={props.onChanged}
      />
      <WorkForm key={contact.id} {...props} />
      <Notes key={`notes-${contact.id}`} {...props} />
    </article>
  );
}

/** Status and owner. */
function WorkForm({ contact, viewer, staffMembers, onChanged }: EnquiryDetailProps) {
  const id = useId();
  const [status, setStatus] = useState<TriageStatus>(contact.status);
  // A reply can change the status from outside this form (a New enquiry becomes Answered): the
  // control follows it (React's "adjusting state when a prop changes").
  const [shownStatus, setShownStatus] = useState<TriageStatus>(contact.status);
  if (contact.status !== shownStatus) {
    setShownStatus(contact.status);
    setStatus(contact.status);
  }
  const [owner, setOwner] = useState(contact.ownerEmail ?? "");
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const owners = [
    ...new Set([...staffMembers, ...(contact.ownerEmail ? [contact.ownerEmail] : [])]),
  ];

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const update: EnquiryUpdate = {};
    if (status !== contact.status) update.status = status;
    if (owner !== (contact.ownerEmail ?? "")) update.ownerEmail = owner || null;
    if (update.status === undefined && update.ownerEmail === undefined) {
      setState("saved");
      return;
    }
    setState("saving");
    try {
      onChanged(await updateEnquiry(contact.id, update));
      setState("saved");
    } catch (error) {
      console.error("Saving the enquiry failed", error);
      setState("failed");
    }
  }

  const changed = () => setState("idle");
  return (
    <form className="triage" onSubmit={handleSubmit}>
      <div className="field">
        <label htmlFor={`${id}-status`}>{ENQUIRY_LABELS.status}</label>
        <select
          id={`${id}-status`}
          className="input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as TriageStatus);
            changed();
          }}
        >
          {TRIAGE_STATUSES.map((value) => (
            <option key={value} value={value}>{TRIAGE_STATUS_LABELS[value]}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-owner`}>{ENQUIRY_LABELS.owner}</label>
        <select
          id={`${id}-owner`}
          className="input"
          value={owner}
          onChange={(event) => {
            setOwner(event.target.value);
            changed();
          }}
        >
          <option value="">{ENQUIRY_LABELS.unassigned}</option>
          {owners.map((email) => (
            <option key={email} value={email}>
              {email === viewer ? ENQUIRY_LABELS.you(email) : email}
            </option>
          ))}
        </select>
      </div>
      <div className="triage__actions">
        <ActionButton
          type="submit"
          className="button button--secondary"
          unavailable={state === "saving"}
        >
          {state === "saving" ? ENQUIRY_LABELS.saving : ENQUIRY_LABELS.save}
        </ActionButton>
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

/** The notes thread and the form that adds to it. */
function Notes({ contact, onChanged }: EnquiryDetailProps) {
  const id = useId();
  const compose = useCompose({
    send: async (text) => {
      const note = await addNote(contact.id, text);
      onChanged({ ...contact, notes: [...contact.notes, note] });
    },
    // A 400 names what is wrong with the note (empty, too long, hidden characters).
    refusal: (failure) => failure.message.replace(/^text: /, ""),
    failed: NOTES_TEXT.failed,
  });

  return (
    <section className="notes" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{NOTES_TEXT.heading(contact.notes.length)}</h3>
      {contact.notes.length
        ? (
          <ol className="notes__list">
            {contact.notes.map((note) => (
              <li key={note.id} className="note">
                <p className="note__by">
                  {NOTES_TEXT.by(note.author, formatUkDateTime(note.at))}
                </p>
                <p className="note__text">{note.text}</p>
              </li>
            ))}
          </ol>
        )
        : <p className="admin-hint">{NOTES_TEXT.empty}</p>}
      <form className="form notes__form" onSubmit={compose.handleSubmit} noValidate>
        <ComposeField
          compose={compose}
          id={id}
          rows={4}
          maxLength={NOTE_MAX}
          copy={{
            label: NOTES_TEXT.label,
            hint: NOTES_TEXT.hint,
            submit: NOTES_TEXT.add,
            sending: NOTES_TEXT.adding,
            sent: NOTES_TEXT.added,
          }}
        />
      </form>
    </section>
  );
}
