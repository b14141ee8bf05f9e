/**
 * Controlled form controls, each inside a {@linkcode Field}: the label, hint and error message are
 * wired up once here so the contact page's and the home page's forms cannot differ.
 */
import type { HTMLInputAutoCompleteAttribute, Ref } from "react";
import type { SelectOption } from "../../content/types.ts";
import { controlAria, Field } from "./field.tsx";

/** Props every control shares. */
export interface ControlProps {
  /** Element id; also the label's target. Unique on the page. */
  id: string;
  /** Submitted field name. */
  name: string;
  label: string;
  value: string;
  /** Receives the new value on every change. */
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** Marks the field as required for assistive technology (`required`; the form sets `noValidate`
   * when it validates itself). */
  required?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  maxLength?: number | undefined;
  /**
   * Fewest characters the browser accepts (UTF-16 code units), checked only by browser validation,
   * so a form with `noValidate` is unaffected.
   */
  minLength?: number | undefined;
  autoComplete?: HTMLInputAutoCompleteAttribute | undefined;
  disabled?: boolean;
}

/** Props of {@linkcode TextInput}. */
export interface TextInputProps extends ControlProps {
  type?: "text" | "email" | "tel";
  /**
   * A regular expression the whole value must match for browser validation (HTML `pattern`:
   * anchored, compiled with the `v` flag); ignored under `noValidate`.
   */
  pattern?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A single-line text, e-mail or telephone input with its label and error. */
export function TextInput(props: TextInputProps) {
  const { id, error, hint } = props;
  return (
    <Field id={id} label={props.label} error={error} hint={hint} optional={props.optional ?? false}>
      <input
        ref={props.inputRef}
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        className="input"
        value={props.value}
        onChange={(event) =>
          props.onChange(event.currentTarget.value)}
        required={props.required}
        maxLength={props.maxLength}
        minLength={props.minLength}
        pattern={props.pattern}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        {...controlAria(id, { error, hint })}
      />
    </Field>
  );
}

/** Props of {@linkcode TextArea}. */
export interface TextAreaProps extends ControlProps {
  rows?: number;
  placeholder?: string | undefined;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text box with its label and error. */
export function TextArea(props: TextAreaProps) {
  const { id, error, hint } = props;
  return (
    <Field id={id} label={props.label} error={error} hint={hint} optional={props.optional ?? false}>
      <textarea
        ref={props.inputRef}
        id={id}
        name={props.name}
        className="input"
        rows={props.rows ?? 5}
        value={props.value}
        onChange={(event) =>
          props.onChange(event.currentTarget.value)}
        required={props.required}
        maxLength={props.maxLength}
        minLength={props.minLength}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        {...controlAria(id, { error, hint })}
      />
    </Field>
  );
}

/** Props of {@linkcode Select}. */
export interface SelectProps extends Omit<ControlProps, "maxLength" | "minLength"> {
  /**
   * Options in display order; an empty `value` makes a "choose one" prompt
   * (docs/requirements.md#enquiry-validation).
   */
  options: readonly SelectOption[];
  inputRef?: Ref<HTMLSelectElement>;
}

/** A drop-down list with its label and error. */
export function Select(props: SelectProps) {
  const { id, error, hint } = props;
  return (
    <Field id={id} label={props.label} error={error} hint={hint} optional={props.optional ?? false}>
      <select
        ref={props.inputRef}
        id={id}
        name={props.name}
        className="input"
        value={props.value}
        onChange={(event) =>
          props.onChange(event.currentTarget.value)}
        required={props.required}
        autoComplete={props.autoComplete}
        disabled={props.disabled}
        {...controlAria(id, { error, hint })}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </Field>
  );
}
