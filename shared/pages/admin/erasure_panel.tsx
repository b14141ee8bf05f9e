/**
 * Erasure of everything held about one e-mail address (UK GDPR Art. 17), in two steps: find what
 * is held, then confirm. The confirmation names the address and the counts, so staff see exactly
 * what will go before anything does.
 */
import { type FormEvent, useId, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { type ErasureResult, ErasureSchema } from "../../schemas/staff.ts";
import { ERASURE_TEXT } from "./admin_copy.ts";
import { eraseEmail, previewErasure } from "./staff_api.ts";

/** Props of {@linkcode ErasurePanel}. */
export interface ErasurePanelProps {
  /** Called after data was erased, so the list can be read again. */
  onErased(): void;
}

type Step =
  | { kind: "idle" }
  | { kind: "found"; email: string; found: ErasureResult }
  | { kind: "erasing"; email: string; found: ErasureResult }
  | { kind: "done"; email: string; erased: ErasureResult };

/** The erasure panel. */
export function ErasurePanel({ onErased }: ErasurePanelProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [error, setError] = useState<string>();

  async function handleFind(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const parsed = ErasureSchema.safeParse({ email: email.trim() });
    if (!parsed.success) {
      setError(ERASURE_TEXT.invalid);
      return;
    }
    try {
      setStep({
        kind: "found",
        email: parsed.data.email,
        found: await previewErasure(parsed.data.email),
      });
    } catch (failure) {
      console.error("Looking up data to erase failed", failure);
      setError(ERASURE_TEXT.failed);
    }
  }

  async function handleConfirm() {
    if (step.kind !== "found") return;
    setStep({ ...step, kind: "erasing" });
    try {
      const erased = await eraseEmail(step.email);
      setStep({ kind: "done", email: step.email, erased });
      setEmail("");
      onErased();
    } catch (failure) {
      console.error("Erasing data failed", failure);
      setStep({ ...step, kind: "found" });
      setError(ERASURE_TEXT.failed);
    }
  }

  const pending = step.kind === "found" || step.kind === "erasing" ? step : undefined;
  const held = pending ? pending.found.enquiries + pending.found.messages : 0;

  return (
    <section className="admin-card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-card__heading">{ERASURE_TEXT.heading}</h2>
      <p className="admin-hint">{ERASURE_TEXT.intro}</p>
      <form className="form" noValidate onSubmit={handleFind}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{ERASURE_TEXT.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            className="input"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setStep({ kind: "idle" });
            }}
            aria-invalid={error === ERASURE_TEXT.invalid ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <button type="submit" className="button button--secondary">{ERASURE_TEXT.find}</button>
      </form>
      {error ? <p id={`${id}-error`} className="field__error" role="alert">{error}</p> : null}
      {pending
        ? (
          <div className="erase-confirm" role="group" aria-labelledby={`${id}-found`}>
            <p id={`${id}-found`}>
              {held
                ? ERASURE_TEXT.found(pending.found.enquiries, pending.found.messages, pending.email)
                : ERASURE_TEXT.nothing(pending.email)}
            </p>
            {held
              ? (
                <div className="erase-confirm__actions">
                  <ActionButton
                    className="button button--danger"
                    onClick={handleConfirm}
                    unavailable={step.kind === "erasing"}
                  >
                    {step.kind === "erasing" ? ERASURE_TEXT.erasing : ERASURE_TEXT.confirm}
                  </ActionButton>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setStep({ kind: "idle" })}
                  >
                    {ERASURE_TEXT.cancel}
                  </button>
                </div>
              )
              : null}
          </div>
        )
        : null}
      {step.kind === "done"
        ? (
          <div className="alert alert--success" role="status">
            <p>{ERASURE_TEXT.done(step.erased.enquiries, step.email)}</p>
            {step.erased.pending ? <p>{ERASURE_TEXT.pending}</p> : null}
          </div>
        )
        : null}
    </section>
  );
}
