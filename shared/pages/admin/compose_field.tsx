/**
 * The staff area's compose box, one for each text staff write onto an enquiry: a note
 * (`enquiry_detail.tsx`) and a reply (`enquiry_thread.tsx`). Its state lives in
 * {@linkcode useCompose}, its text area, hint, error, button and result in
 * {@linkcode ComposeField}, so both keep the same behaviour: what was typed while sending stays, a
 * 400 names what is wrong with the text, and the button keeps the focus (ADR 0040).
 */
import { type Dispatch, type FormEvent, type SetStateAction, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { StaffApiError } from "./staff_api.ts";

/** Where a compose box is: editing, sending, or just sent. */
export type ComposeState = "idle" | "sending" | "sent";

/** What {@linkcode useCompose} hands to the form and to {@linkcode ComposeField}. */
export interface Compose {
  text: string;
  setText: Dispatch<SetStateAction<string>>;
  state: ComposeState;
  setState(state: ComposeState): void;
  /** The message under the text area, if any. */
  error: string | undefined;
  handleSubmit(event: FormEvent): Promise<void>;
}

/** Options of {@linkcode useCompose}. */
export interface ComposeOptions {
  /** Stores the text; rejects with {@linkcode StaffApiError} when the API refuses it. */
  send(text: string): Promise<void>;
  /** The API's own rules checked first, so a mistake costs no request: a message, or undefined. */
  check?(text: string): string | undefined;
  /** The text area's message for a 400 from the API (it names what is wrong with the text). */
  refusal(failure: StaffApiError): string;
  /** The message for any other failure. */
  failed: string;
}

/** The state and submit handler of a compose box. */
export function useCompose(options: ComposeOptions): Compose {
  const [text, setText] = useState("");
  const [state, setState] = useState<ComposeState>("idle");
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = options.check?.(text);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    setState("sending");
    try {
      const sent = text;
      await options.send(sent);
      // Whatever was typed while it was sending stays.
      setText((current) => current === sent ? "" : current);
      setState("sent");
    } catch (failure) {
      setError(
        failure instanceof StaffApiError && failure.status === 400
          ? options.refusal(failure)
          : options.failed,
      );
      setState("idle");
    }
  }

  return { text, setText, state, setState, error, handleSubmit };
}

/** The words of a compose box. */
export interface ComposeCopy {
  label: string;
  hint: string;
  submit: string;
  sending: string;
  sent: string;
}

/** Props of {@linkcode ComposeField}. */
export interface ComposeFieldProps {
  compose: Compose;
  copy: ComposeCopy;
  /** The `useId()` of the form, prefixing the field's ids. */
  id: string;
  rows: number;
  maxLength: number;
}

/** The text area with its hint and error, then the submit button and its result. */
export function ComposeField({ compose, copy, id, rows, maxLength }: ComposeFieldProps) {
  const { text, setText, state, setState, error } = compose;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-text`}>{copy.label}</label>
        <textarea
          id={`${id}-text`}
          className="input"
          rows={rows}
          maxLength={maxLength}
          value={text}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setState("idle");
          }}
        />
        <p id={`${id}-hint`} className="admin-hint">{copy.hint}</p>
        {error ? <p id={`${id}-error`} className="field__error" role="alert">{error}</p> : null}
      </div>
      <div className="triage__actions">
        <ActionButton
          type="submit"
          className="button button--primary"
          unavailable={state === "sending"}
        >
          {state === "sending" ? copy.sending : copy.submit}
        </ActionButton>
        <p className="triage__result" role="status">{state === "sent" ? copy.sent : null}</p>
      </div>
    </>
  );
}
