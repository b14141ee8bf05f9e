/**
 * The form fields of each collection, read from its schema (shared/schemas/content.ts): the
 * names and their order, which are required (no default), the longest value a text field takes
 * and, from the field's kind (shared/schemas/field_kinds.ts), which control suits it. Only the labels and hints are written here; adding a field to a
 * schema adds it to the form.
 */
import type * as z from "zod/mini";
import {
  CONTENT_FIELD_SCHEMAS,
  type ContentCollection,
} from "../../../content/collections/registry.ts";
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
  | "body";

/** One form field. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Longest value, characters (text fields). */
  maxLength?: number;
  hint?: string;
}

/** Labels and hints by field name; `collection:name` entries win over plain names. */
const LABELS: Record<string, { label: string; hint?: string }> = {
  slug: {
    label: "Slug",
    hint: "The address: /insights/your-slug. Lower-case letters, digits and hyphens.",
  },
  title: { label: "Title" },
  category: { label: "Category" },
  excerpt: { label: "Excerpt", hint: "The lead paragraph and the text of the card." },
  description: {
    label: "Meta description",
    hint: "What search engines show; empty means the excerpt.",
  },
  keywords: { label: "Keywords", hint: "Separate them with commas." },
  bodyHtml: { label: "Body" },
  imageId: { label: "Image" },
  "insights:imageId": { label: "Hero image" },
  "brands:imageId": { label: "Logo" },
  "people:imageId": { label: "Photo" },
  author: { label: "Author" },
  date: { label: "Date shown", hint: "Empty: the day it is first published." },
  brand: { label: "Brand" },
  baseline: { label: "Where it started", hint: "The baseline, e.g. listed in 40 stores." },
  result: { label: "Result", hint: "What changed, with the figure." },
  period: { label: "Period", hint: "e.g. 12 months to March 2026." },
  summary: { label: "Summary" },
  name: { label: "Name" },
  url: { label: "Website", hint: "An https:// address." },
  role: { label: "Role" },
  bio: { label: "Short bio" },
  question: { label: "Question" },
  answer: { label: "Answer" },
  "faq:category": { label: "Category", hint: "The FAQ group it is listed under." },
  tags: { label: "Tags", hint: "Separate them with commas." },
  phone: { label: "Phone" },
  email: {
    label: "E-mail address",
    hint: "The general enquiries inbox, shown on /contact and in the footer.",
  },
  streetAddress: { label: "Street address", hint: "e.g. Unit 7a, Pump Lane." },
  locality: { label: "Town or city" },
  region: { label: "Region", hint: "e.g. England." },
  postcode: { label: "Postcode" },
  officeHours: {
    label: "Office hours",
    hint:
      "One line per group of days, e.g. Monday to Friday: 9:00 AM to 5:30 PM. The footer shortens them to one line.",
  },
  registeredName: { label: "Registered name", hint: "e.g. Crownbridge Distribution Ltd." },
  companyNumber: {
    label: "Company number",
    hint: "Companies House: 8 digits or 2 letters and 6 digits.",
  },
  registeredOffice: { label: "Registered office" },
  vatNumber: { label: "VAT number", hint: "GB and 9 digits, e.g. GB123456789." },
  linkedinUrl: { label: "LinkedIn page", hint: "An https:// address." },
  instagramUrl: { label: "Instagram profile", hint: "An https:// address." },
  facebookUrl: { label: "Facebook page", hint: "An https:// address." },
};

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
    const text = LABELS[`${collection}:${name}`] ?? LABELS[name] ?? { label: name };
    return {
      name,
      label: text.label,
      kind: controlOf(fieldMeta(schema as unknown as z.core.$ZodType)),
      required: outer.type !== "default",
      ...(max === undefined ? {} : { maxLength: max }),
      ...(text.hint ? { hint: text.hint } : {}),
    };
  });
}

/** The label of field `name` of `collection` (revisions and diffs). */
export function fieldLabel(collection: ContentCollection, name: string): string {
  if (name === "imageAlt") return "Image alt text";
  return (LABELS[`${collection}:${name}`] ?? LABELS[name])?.label ?? name;
}
