/**
 * The honeypot field of the enquiry forms (epic-stack habit): people never see or reach it, bots
 * that fill every input do, and the API then stores nothing. Hidden off-screen by `.honeypot`
 * rather than `display: none`, which some bots skip; out of the tab order and the accessibility
 * tree so no visitor meets it.
 */
import { HONEYPOT_FIELD } from "../../schemas/enquiry_fields.ts";

/** Props of {@linkcode Honeypot}. */
export interface HoneypotProps {
  /** Element id, unique on the page (a page may hold two forms). */
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** The hidden input named {@linkcode HONEYPOT_FIELD}. */
export function Honeypot({ id, value, onChange }: HoneypotProps) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
