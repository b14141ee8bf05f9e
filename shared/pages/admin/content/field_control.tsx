/**
 * One field of an item's form, by its spec (field_specs.ts): a text line, a text box, e-mail,
 * telephone, https address, date, slug, list of tags or image. Field messages of the API (`400
 * { fields }`) and of the browser's own check appear under the control it names.
 */
import { TextArea, TextInput } from "../../../components/forms/controls.tsx";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import type { Fields } from "./edit_session.ts";
import type { FieldSpec } from "./field_specs.ts";
import { ImageField } from "./image_field.tsx";
import { TagsInput } from "./tags_input.tsx";

/** Props of {@linkcode FieldControl}. */
export interface FieldControlProps {
  spec: FieldSpec;
  fields: Fields;
  errors: Readonly<Record<string, string>>;
  onEdit: (name: string, value: unknown) => void;
  /** The session's `loadCount`. */
  resetKey: number;
}

/** Element id of a field's control. */
export function controlId(name: string): string {
  return `content-${name}`;
}

/** The control of one field. */
export function FieldControl({ spec, fields, errors, onEdit, resetKey }: FieldControlProps) {
  const id = controlId(spec.name);
  const value = fields[spec.name];
  const error = errors[spec.name];
  const common = {
    id,
    name: spec.name,
    label: spec.label,
    hint: spec.hint,
    error,
    required: spec.required,
    optional: !spec.required,
    maxLength: spec.maxLength,
    value: typeof value === "string" ? value : "",
    onChange: (next: string) => onEdit(spec.name, next),
  };
  switch (spec.kind) {
    case "textarea":
      return <TextArea {...common} rows={spec.maxLength && spec.maxLength > 600 ? 8 : 4} />;
    case "email":
      return <TextInput {...common} type="email" />;
    case "tel":
      return <TextInput {...common} type="tel" />;
    case "tags":
      return (
        <TagsInput
          id={id}
          label={spec.label}
          hint={spec.hint}
          error={error}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(tags) => onEdit(spec.name, tags)}
          resetKey={resetKey}
        />
      );
    case "image":
      return (
        <ImageField
          id={id}
          label={spec.label}
          imageId={typeof value === "string" ? value : ""}
          alt={String(fields.imageAlt ?? "")}
          error={error}
          altError={errors.imageAlt}
          onChange={(next) => {
            onEdit("imageId", next.imageId);
            if (next.imageAlt !== undefined) onEdit("imageAlt", next.imageAlt);
          }}
          onAltChange={(alt) => onEdit("imageAlt", alt)}
        />
      );
    case "url":
    case "date":
    case "slug":
      return (
        <Field id={id} label={spec.label} hint={spec.hint} error={error} optional={!spec.required}>
          <input
            id={id}
            name={spec.name}
            className="input"
            type={spec.kind === "url" ? "url" : spec.kind === "date" ? "date" : "text"}
            inputMode={spec.kind === "url" ? "url" : undefined}
            spellCheck={spec.kind === "slug" ? false : undefined}
            autoCapitalize={spec.kind === "slug" ? "none" : undefined}
            value={common.value}
            maxLength={spec.maxLength}
            required={spec.required}
            onChange={(event) =>
              common.onChange(event.currentTarget.value)}
            {...controlAria(id, { error, hint: spec.hint })}
          />
        </Field>
      );
    case "body":
      // The article body has its own editor (insight_fields.tsx).
      return null;
    default:
      return <TextInput {...common} />;
  }
}
