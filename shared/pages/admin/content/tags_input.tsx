/**
 * A list of short words (keywords, tags) typed as one comma-separated line. The text is kept as
 * typed while the list goes to `onChange`, so "retail, " does not lose its comma mid-word.
 */
import { useEffect, useState } from "react";
import { controlAria, Field } from "../../../components/forms/field.tsx";

/** Splits "a, b ,, c" into ["a", "b", "c"]. */
export function parseTags(text: string): string[] {
  return text.split(",").map((tag) => tag.trim()).filter(Boolean);
}

/** Props of {@linkcode TagsInput}. */
export interface TagsInputProps {
  id: string;
  label: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  hint?: string | undefined;
  error?: string | undefined;
  /** Bumped when the value was replaced from outside (a version loaded). */
  resetKey: number;
}

/** The input. */
export function TagsInput({ id, label, value, onChange, hint, error, resetKey }: TagsInputProps) {
  const [text, setText] = useState(value.join(", "));
  // Only a reload replaces the typed text; the list it produces comes back as `value` each time.
  useEffect(() => setText(value.join(", ")), [resetKey]);
  return (
    <Field id={id} label={label} hint={hint} error={error} optional>
      <input
        id={id}
        className="input"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onChange(parseTags(event.currentTarget.value));
        }}
        {...controlAria(id, { error, hint })}
      />
    </Field>
  );
}
