/**
 * One field of an item's form, by its spec (field_specs.ts): a text line, a text box, e-mail,
 * telephone, https address, date, slug, list of tags, image or a choice from a managed list. Field messages of the API (`400
 * { fields }`) and of the browser's own check appear under the control it names.
 */
import { controlAria, Field } from "../../../components/forms/field.tsx";
import type { Fields } from "./edit_session.ts";
import type { FieldKind, FieldSpec } from "./field_specs.ts";
import { ChoiceSelect } from "./choice_select.tsx";
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

/** The `type` of the `<input>` of each single-line kind. */
const INPUT_TYPES: Record<FieldKind, string> = {
  text: "text",
  slug: "text",
  email: "email",
  tel: "tel",
  url: "url",
  date: "date",
  textarea: "text",
  tags: "text",
  image: "text",
  body: "text",
  choice: "text",
};

/** Element id of a field's control. */
export function controlId(name: string): string {
  return `content-${name}`;
}

/** The control of one field. */
export function FieldControl({ spec, fields, errors, onEdit, resetKey }: FieldControlProps) {
  const id = controlId(spec.name);
  const value = fields[spec.name];
  const error = errors[spec.name];
  const text = typeof value === "string" ? value : "";
  const onChange = (next: string) => onEdit(spec.name, next);
  const aria = controlAria(id, { error, hint: spec.hint });
  switch (spec.kind) {
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
          imageId={text}
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
    case "choice":
      return spec.from
        ? (
          <ChoiceSelect
            id={id}
            name={spec.name}
            label={spec.label}
            hint={spec.hint}
            error={error}
            from={spec.from}
            value={text}
            onChange={onChange}
          />
        )
        : null;
    case "body":
      // A rich-text body has its own editor (column_fields.tsx).
      return null;
  }
  return (
    <Field id={id} label={spec.label} hint={spec.hint} error={error} optional={!spec.required}>
      {spec.kind === "textarea"
        ? (
          <textarea
            id={id}
            name={spec.name}
            className="input"
            rows={spec.maxLength && spec.maxLength > 600 ? 8 : 4}
            value={text}
            maxLength={spec.maxLength}
            required={spec.required}
            onChange={(event) => onChange(event.currentTarget.value)}
            {...aria}
          />
        )
        : (
          <input
            id={id}
            name={spec.name}
            className="input"
            type={INPUT_TYPES[spec.kind]}
            inputMode={spec.kind === "url" ? "url" : undefined}
            spellCheck={spec.kind === "slug" ? false : undefined}
            autoCapitalize={spec.kind === "slug" ? "none" : undefined}
            value={text}
            maxLength={spec.maxLength}
            required={spec.required}
            onChange={(event) => onChange(event.currentTarget.value)}
            {...aria}
          />
        )}
    </Field>
  );
}
