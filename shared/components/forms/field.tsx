/**
 * Form fields with their label and error wiring in one place
 * (docs/requirements.md#enquiry-validation: "Messages appear under each field"), so every form
 * links a message to its control the same way: `aria-invalid` and `aria-describedby` on the
 * control, the message in a paragraph with a derived id.
 */
import type { ReactNode } from "react";

/** Id of the error message of the control `id`. */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** Id of the hint of the control `id`. */
export function hintIdOf(id: string): string {
  return `${id}-hint`;
}

/** ARIA attributes that tie a control to its hint and error message. */
export interface ControlAria {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/**
 * The ARIA attributes of a control with an optional hint and error.
 *
 * @example
 * ```tsx
 * <input id="name" {...controlAria("name", { error: "Name is required" })} />
 * ```
 */
export function controlAria(
  id: string,
  options: { error?: string | undefined; hint?: string | undefined } = {},
): ControlAria {
  const describedBy = [
    options.hint ? hintIdOf(id) : undefined,
    options.error ? errorIdOf(id) : undefined,
  ].filter(Boolean).join(" ");
  return {
    ...(options.error ? { "aria-invalid": true as const } : {}),
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
  };
}

/** Props of {@linkcode Field}. */
export interface FieldProps {
  /** Id of the control inside; the label points at it. */
  id: string;
  label: string;
  /** Message shown under the control, or undefined when the value is valid. */
  error?: string | undefined;
  /** Short help text between label and control. */
  hint?: string | undefined;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** The control: pass {@linkcode controlAria} of the same id and error to it. */
  children: ReactNode;
}

/** A label, an optional hint, the control and its error message. */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional
          ? (
            <>
              {" "}
              <span className="field__optional">(optional)</span>
            </>
          )
          : null}
      </label>
      {hint ? <p id={hintIdOf(id)} className="field__hint">{hint}</p> : null}
      {children}
      {error ? <p id={errorIdOf(id)} className="field__error">{error}</p> : null}
    </div>
  );
}
