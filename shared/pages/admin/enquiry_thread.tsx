/**
 * The e-mail conversation of one enquiry (docs/requirements.md#enquiry-thread): staff replies with
 * who sent them, when and their e-mail's state; the enquirer's answers with their address and
 * time; and the reply form. Every text is rendered as text (React escapes it, CSS keeps its line
 * breaks): nothing from an e-mail is ever HTML here.
 */
import { type FormEvent, useId, useState } from "react";
import { REPLY_MAX, ReplySchema, type ThreadMessage } from "../../schemas/enquiry_thread.ts";
import type { ContactSubmission } from "../../schemas/staff.ts";
import { THREAD_TEXT } from "./admin_copy.ts";
import { formatUkDateTime } from "./format.ts";
import { sendReply, StaffApiError } from "./staff_api.ts";

/** Props of {@linkcode EnquiryThread}. */
export interface EnquiryThreadProps {
  contact: ContactSubmission;
  /** The signed-in staff member's address (their replies read "You"). */
  viewer: string;
  onChanged(contact: ContactSubmission): void;
}

function byLine(message: ThreadMessage, viewer: string): string {
  const when = formatUkDateTime(message.at);
  if (message.direction === "in") return THREAD_TEXT.answered(message.from, when);
  return THREAD_TEXT.replied(message.from === viewer ? THREAD_TEXT.you : message.from, when);
}

/** The thread and the reply form. */
export function EnquiryThread({ contact, viewer, onChanged }: EnquiryThreadProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // The API's own rules, checked here first, so a mistake costs no request.
    const checked = ReplySchema.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? THREAD_TEXT.failed);
      return;
    }
    setError(undefined);
    setState("sending");
    try {
      const sent = text;
      onChanged(await sendReply(contact.id, sent));
      // Whatever was typed while it was sending stays.
      setText((current) => current === sent ? "" : current);
      setState("sent");
    } catch (failure) {
      // A 400 names what is wrong with the reply (empty, too long, hidden characters).
      setError(
        failure instanceof StaffApiError && failure.status === 400
          ? failure.fields.text ?? failure.message
          : THREAD_TEXT.failed,
      );
      setState("idle");
    }
  }

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
      <form className="form thread__form" onSubmit={handleSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-text`}>{THREAD_TEXT.label(contact.name)}</label>
          <textarea
            id={`${id}-text`}
            className="input"
            rows={6}
            maxLength={REPLY_MAX}
            value={text}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setState("idle");
            }}
          />
          <p id={`${id}-hint`} className="admin-hint">
            {THREAD_TEXT.hint(contact.email, contact.reference)}
          </p>
          {error ? <p id={`${id}-error`} className="field__error" role="alert">{error}</p> : null}
        </div>
        <div className="triage__actions">
          <button type="submit" className="button button--primary" disabled={state === "sending"}>
            {state === "sending" ? THREAD_TEXT.sending : THREAD_TEXT.send}
          </button>
          <p className="triage__result" role="status">
            {state === "sent" ? THREAD_TEXT.sent : null}
          </p>
        </div>
      </form>
    </section>
  );
}
