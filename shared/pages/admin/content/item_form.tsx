/**
 * The form of a case study, brand, person, FAQ item or the company details: one control per
 * schema field, in schema order (field_specs.ts), so a field added to a schema appears here.
 */
import type { ContentCollection } from "../../../content/collections/registry.ts";
import type { Fields } from "./edit_session.ts";
import { FieldControl } from "./field_control.tsx";
import { fieldSpecs } from "./field_specs.ts";

/** Props of {@linkcode ItemForm}. */
export interface ItemFormProps {
  collection: ContentCollection;
  fields: Fields;
  errors: Readonly<Record<string, string>>;
  onEdit: (name: string, value: unknown) => void;
  resetKey: number;
}

/** The generic form. */
export function ItemForm({ collection, fields, errors, onEdit, resetKey }: ItemFormProps) {
  return (
    <div className="content-form stack">
      {fieldSpecs(collection).map((spec) => (
        <FieldControl
          key={spec.name}
          spec={spec}
          fields={fields}
          errors={errors}
          onEdit={onEdit}
          resetKey={resetKey}
        />
      ))}
    </div>
  );
}
