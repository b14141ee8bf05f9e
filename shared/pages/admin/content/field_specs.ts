/**
 * The form fields of each collection, read from its schema (shared/schemas/content.ts): the
 * names and their order, which are required (no default), the longest value a text field takes
 * and, from the field's kind (shared/schemas/field_kinds.ts), which control suits it. Only the labels and hints are written here; adding a field to a
 * schema adds it to the form.
 */
import type * as z from "zod/mini";
import {
  collectionDefinition,
  CONTENT_FIELD_SCHEMAS,
  type ContentCollection,
} from "../../../content/collections/registry.ts";
import type { FieldLabel } from "../../../content/collections/define.ts";
import { fillRoute } from "../../../routes.ts";
import {
  type FieldKind as DataKind,
  type FieldMeta,
  fieldMeta,
} from "../../../schemas/field_kinds.ts";

/** The control a field is edited with. */
export type FieldKind =
  | "text"
  | "textarea"
  | "email"
  | "tel"
  | "url"
  | "date"
  | "slug"
  | "tags"
  | "image"
  | "body"
  | "choice";

/** One form field. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Longest value, characters (text fields). */
  maxLength?: number;
  hint?: string;
  /** A choice: the collection whose items' titles it offers. */
  from?: ContentCollection;
}

/** The control of each kind of field (shared/schemas/field_kinds.ts). */
const CONTROLS: Record<Exclude<DataKind, "text" | "imageAlt">, FieldKind> = {
  richText: "body",
  slug: "slug",
  image: "image",
  date: "date",
  email: "email",
  phone: "tel",
  url: "url",
  list: "tags",
  choice: "choice",
};

interface SchemaDef {
  type: string;
  innerType?: { _zod: { def: SchemaDef } };
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
}

function controlOf(meta: FieldMeta | undefined): FieldKind {
  if (!meta || meta.kind === "text" || meta.kind === "imageAlt") {
    return meta?.multiline ? "textarea" : "text";
  }
  return CONTROLS[meta.kind];
}

/**
 * The form fields of `collection`, in schema order. `imageAlt` has no field of its own: it is
 * edited with its image.
 */
export function fieldSpecs(collection: ContentCollection): FieldSpec[] {
  const shape = CONTENT_FIELD_SCHEMAS[collection].shape as Record<
    string,
    { _zod: { def: SchemaDef } }
  >;
  return Object.entries(shape).filter(([, schema]) =>
    fieldMeta(schema as unknown as z.core.$ZodType)?.kind !== "imageAlt"
  ).map(([name, schema]) => {
    const outer = schema._zod.def;
    const def = outer.type === "default" && outer.innerType ? outer.innerType._zod.def : outer;
    const max = def.type === "string"
      ? def.checks?.map((check) => check._zod.def).find((check) => check.check === "max_length")
        ?.maximum
      : undefined;
    const definition = collectionDefinition(collection);
    const text = labelOf(collection, name);
    const meta = fieldMeta(schema as unknown as z.core.$ZodType);
    const route = definition.route;
    // The slug's hint shows the address it makes, from the collection's route.
    const hint = route?.field === name
      ? `The address: ${fillRoute(route.path, "your-slug")}. ${text.hint ?? ""}`.trim()
      : text.hint;
    return {
      name,
      label: text.label,
      kind: controlOf(meta),
      required: outer.type !== "default",
      ...(max === undefined ? {} : { maxLength: max }),
      ...(hint ? { hint } : {}),
      ...(meta?.from ? { from: meta.from as ContentCollection } : {}),
    };
  });
}

/** The label of field `name` of `collection` (revisions and diffs). */
export function fieldLabel(collection: ContentCollection, name: string): string {
  return labelOf(collection, name).label;
}

function labelOf(collection: ContentCollection, name: string): FieldLabel {
  const labels = collectionDefinition(collection).labels as Record<string, FieldLabel | undefined>;
  return labels[name] ?? { label: name };
}
