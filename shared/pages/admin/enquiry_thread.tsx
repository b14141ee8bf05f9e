/**
 * The e-mail conversation of one enquiry (docs/requirements.md#enquiry-thread): staff replies with
 * who sent them, when and their e-mail's state; the enquirer's answers with their address and
 * time; the reply form, with the saved replies staff start from. Every text is rendered as text (React escapes it, CSS keeps its line
 * breaks): nothing from an e-mail is ever HTML here.
 */
import { type FormEvent, useId, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import {
  fillSavedReply,
  REPLY_MAX,
  ReplySchema,
  SAVED_REPLY_TITLE_MAX,
  type SavedReply,
  SavedReplySchema,
  type ThreadMessage,
} from "../../schemas/enquiry_thread.ts";
import type { ContactSubmission } from "../../schemas/staff.ts";
import { SAVED_REPLIES_TEXT, THREAD_TEXT } from "./admin_copy.ts";
import { ComposeField, useCompose } from "./compose_field.tsx";
import { formatUkDateTime } from "./format.ts";
import { addSavedReply, removeSavedReply, sendReply, StaffApiError } from "./staff_api.ts";

/** Props of {@linkcode EnquiryThread}. */
export interface EnquiryThreadProps {
  contact: ContactSubmission;
  /** The signed-in staff member's address (their replies read "You"). */
  viewer: string;
  /** The saved replies offered to fill the reply box (shared by every enquiry on the page). */
  savedReplies: readonly SavedReply[];
  onSavedRepliesChanged(savedReplies: SavedReply[]): void;
  onChanged(contact: ContactSubmission): void;
}

function byLine(message: ThreadMessage, viewer: string): string {
  const when = formatUkDateTime(message.at);
  if (message.direction === "in") return THREAD_TEXT.answered(message.from, when);
  return THREAD_TEXT.replied(message.from === viewer ? THREAD_TEXT.you : message.from, when);
}

/** The thread and the reply form. */
export function EnquiryThread(props: EnquiryThreadProps) {
  const { contact, viewer, savedReplies, onChanged } = props;
  const id = useId();
  const compose = useCompose({
    send: async (text) => onChanged(await sendReply(contact.id, text)),
    check: (text) => {
      const checked = ReplySchema.safeParse({ text });
      return checked.success ? undefined : checked.error.issues[0]?.message ?? THREAD_TEXT.failed;
    },
    // A 400 names what is wrong with the reply (empty, too long, hidden characters).
    refusal: (failure) => failure.fields.text ?? failure.message,
    failed: THREAD_TEXT.failed,
  });
  const { text, setText, setState } = compose;

  return (
    <section className="thread" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{THREAD_TEXT.heading(contact.thread.length)}</h3>
      {contact.thread.length
        ? (
          <ol className="thread__list">
            {contact.thread.map((message) => (
              <li
                key={message.id}
                className={`thread__message thread__message--${message.direction}`}
              >
                <p className="thread__by">
                  <span>{byLine(message, viewer)}</span>
                  {message.delivery
                    ? (
                      <span className={`thread__delivery thread__delivery--${message.delivery}`}>
                        {THREAD_TEXT.delivery[message.delivery]}
                      </span>
                    )
                    : null}
                </p>
                <p className="thread__text">{message.text}</p>
                {message.note ? <p className="thread__note">{message.note}</p> : null}
              </li>
            ))}
          </ol>
        )
        : <p className="admin-hint">{THREAD_TEXT.empty}</p>}
      <form className="form thread__form" onSubmit={compose.handleSubmit} noValidate>
        {savedReplies.length
          ? (
            <div className="field">
              <label htmlFor={`${id}-saved`}>{SAVED_REPLIES_TEXT.pick}</label>
              <select
                id={`${id}-saved`}
                className="input"
                value=""
                onChange={(event) => {
                  const saved = savedReplies.find((each) => String(each.id) === event.target.value);
                  if (!saved) return;
                  const filled = fillSavedReply(saved, contact);
                  // Added below what is already written, never in place of it.
                  setText((current) => current.trim() ? `${current}\n\n${filled}` : filled);
                  setState("idle");
                }}
              >
                <option value="">{SAVED_REPLIES_TEXT.choose}</option>
                {savedReplies.map((each) => (
                  <option key={each.id} value={each.id}>{each.title}</option>
                ))}
              </select>
            </div>
          )
          : null}
        <ComposeField
          compose={compose}
          id={id}
          rows={6}
          maxLength={REPLY_MAX}
          copy={{
            label: THREAD_TEXT.label(contact.name),
            hint: THREAD_TEXT.hint(contact.email, contact.reference),
            submit: THREAD_TEXT.send,
            sending: THREAD_TEXT.sending,
            sent: THREAD_TEXT.sent,
          }}
        />
      </form>
      <SavedReplies {...props} text={text} />
    </section>
  );
}

/** The saved replies: the reply box's text saved under a title, and removed. */
function SavedReplies(
  { savedReplies, onSavedRepliesChanged, text }: EnquiryThreadProps & { text: string },
) {
  const id = useId();
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string>();
  const [error, setError] = useState<string>();

  async function change(action: () => Promise<string>) {
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      setResult(await action());
    } catch (failure) {
      setError(
        failure instanceof StaffApiError && failure.status < 500
          ? failure.fields.title ?? failure.fields.text ?? failure.message
          : SAVED_REPLIES_TEXT.failed,
      );
    } finally {
      setBusy(false);
    }
  }

  function handleSave(event: FormEvent) {
    event.preventDefault();
    const checked = SavedReplySchema.safeParse({ title, text });
    if (!checked.success) {
      setResult(undefined);
      setError(checked.error.issues[0]?.message);
      return;
    }
    void change(async () => {
      const saved = await addSavedReply(checked.data);
      onSavedRepliesChanged(
        [...savedReplies, saved].sort((a, b) => a.title.localeCompare(b.title, "en-GB")),
      );
      setTitle("");
      return SAVED_REPLIES_TEXT.saved(saved.title);
    });
  }

  return (
    <details className="saved-replies">
      <summary>{SAVED_REPLIES_TEXT.manage(savedReplies.length)}</summary>
      {savedReplies.length
        ? (
          <ul className="saved-replies__list">
            {savedReplies.map((saved) => (
              <li key={saved.id}>
                <span>{saved.title}</span>
                <ActionButton
                  className="button button--secondary"
                  aria-label={SAVED_REPLIES_TEXT.removeLabel(saved.title)}
                  unavailable={busy}
                  onClick={() =>
                    void change(async () => {
                      await removeSavedReply(saved.id);
                      onSavedRepliesChanged(savedReplies.filter((each) => each.id !== saved.id));
                      return SAVED_REPLIES_TEXT.removed(saved.title);
                    })}
                >
                  {SAVED_REPLIES_TEXT.remove}
                </ActionButton>
              </li>
            ))}
          </ul>
        )
        : <p className="admin-hint">{SAVED_REPLIES_TEXT.none}</p>}
      <form className="form saved-replies__form" onSubmit={handleSave} noValidate>
        <div className="field">
          <label htmlFor={`${id}-title`}>{SAVED_REPLIES_TEXT.title}</label>
          <input
            id={`${id}-title`}
            className="input"
            maxLength={SAVED_REPLY_TITLE_MAX}
            value={title}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setTitle(event.target.value)}
          />
          <p id={`${id}-hint`} className="admin-hint">{SAVED_REPLIES_TEXT.hint}</p>
          {error ? <p id={`${id}-error`} className="field__error" role="alert">{error}</p> : null}
        </div>
        <div className="triage__actions">
          <ActionButton type="submit" className="button button--secondary" unavailable={busy}>
            {busy ? SAVED_REPLIES_TEXT.saving : SAVED_REPLIES_TEXT.save}
          </ActionButton>
          <p className="triage__result" role="status">{result}</p>
        </div>
      </form>
    </details>
  );
}
