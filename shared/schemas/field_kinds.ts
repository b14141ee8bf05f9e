/**
 * The kinds of field a content collection is made of (ADR 0014): plain text, rich text, a slug,
 * an image and its text alternative, a date, an e-mail address, a phone number, a link and a list.
 * Each builder returns a zod schema and records its kind in {@linkcode FIELD_KINDS}, so what is
 * done with a field follows from its kind, never from its name or its collection's: the server
 * sanitises every rich-text field of every collection on write (`server/content/validate_fields.ts`),
 * plain text is stored as text and escaped on output, and the staff forms pick the control
 * (`shared/pages/admin/content/field_specs.ts`). Addresses and links staff type are printed in
 * `mailto:` and `href` on public pages, so each is checked strictly: one mailbox and nothing else,
 * an https link without credentials.
 */
import * as z from "zod/mini";

/** What a field holds. */
export type FieldKind =
  | "text"
  | "richText"
  | "slug"
  | "image"
  | "imageAlt"
  | "date"
  | "email"
  | "phone"
  | "url"
  | "list"
  | "choice";

/** What {@linkcode FIELD_KINDS} records of a field. */
export interface FieldMeta {
  kind: FieldKind;
  /** Plain text read as a paragraph (a text box of several lines), however short. */
  multiline?: boolean;
  /** A choice: the collection whose items' titles are the values it may take. */
  from?: string;
}

/** The kind of every field schema the builders below made. */
export const FIELD_KINDS = z.registry<FieldMeta>();

function kinded<S extends z.core.$ZodType>(schema: S, meta: FieldMeta): S {
  FIELD_KINDS.add(schema, meta);
  return schema;
}

/** Plain text longer than this is edited in a text box of several lines. */
const MULTILINE_FROM = 300;

/**
 * Plain text, trimmed, at most `max` characters; stored as typed and escaped wherever it is shown.
 *
 * @param required whether an empty value is refused ("This field is required").
 */
export function line(
  max: number,
  required = true,
  options: { multiline?: boolean } = {},
) {
  return kinded(
    z.string().check(
      z.trim(),
      ...(required ? [z.minLength(1, "This field is required")] : []),
      z.maxLength(max, `Must be at most ${max} characters`),
    ),
    { kind: "text", multiline: options.multiline ?? max >= MULTILINE_FROM },
  );
}

/**
 * Rich text: HTML that the server passes through its one allow-list sanitiser before it is stored
 * (`server/content/sanitize.ts`), at most `maxBytes` bytes of UTF-8 as typed and as stored.
 */
export function richText(maxBytes: number, message: string) {
  return kinded(
    z.string().check(
      z.refine((html) => new TextEncoder().encode(html).length <= maxBytes, message),
    ),
    { kind: "richText" },
  );
}

/** The address part of a page: lower-case letters a-z, digits and single hyphens. */
export function slug(max: number, message: string) {
  return kinded(
    z.string().check(
      z.trim(),
      z.minLength(1, message),
      z.maxLength(max, `Slug must be at most ${max} characters`),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message),
    ),
    { kind: "slug" },
  );
}

/** An image reference: a built image key ("insight-retail-trends") or an upload ("up-…"). */
export function image() {
  return kinded(
    z.string().check(z.maxLength(100), z.regex(/^[a-z0-9-]*$/, "Unknown image")),
    { kind: "image" },
  );
}

/** The text alternative of the collection's image (WCAG 1.1.1), edited with the image. */
export function imageAlt() {
  return kinded(line(200, false), { kind: "imageAlt" });
}

/** A calendar day, YYYY-MM-DD, or empty. */
export function isoDate() {
  return kinded(
    z.union([z.literal(""), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD"))]),
    { kind: "date" },
  );
}

/** A list of short plain-text entries (keywords, tags). */
export function list(itemMax: number, itemsMax: number) {
  return kinded(
    z.array(line(itemMax)).check(z.maxLength(itemsMax, `At most ${itemsMax} entries`)),
    { kind: "list" },
  );
}

/**
 * One of a managed list: the title of an item of collection `from` (an insight's category is the
 * name of one of the insight categories). Stored as that title, so the public pages read it as
 * text; the staff API refuses any other value, and renaming the item renames the choice wherever
 * it is made (`server/content/store.ts`).
 */
export function choice(from: string, max: number) {
  return kinded(
    z.string().check(
      z.trim(),
      z.minLength(1, "Choose one from the list"),
      z.maxLength(max, `Must be at most ${max} characters`),
    ),
    { kind: "choice", from },
  );
}

/** Marks `schema` (with checks of its own, e.g. a postcode) as a plain-text field. */
export function plainText<S extends z.core.$ZodType>(
  schema: S,
  options: { multiline?: boolean } = {},
): S {
  return kinded(schema, { kind: "text", multiline: options.multiline ?? false });
}

/** Marks `schema` as an e-mail address field. */
export function emailField<S extends z.core.$ZodType>(schema: S): S {
  return kinded(schema, { kind: "email" });
}

/** Marks `schema` as a phone number field. */
export function phoneField<S extends z.core.$ZodType>(schema: S): S {
  return kinded(schema, { kind: "phone" });
}

/**
 * One bare e-mail address (zod's `z.email()` rule: local part, "@", domain), at most `max`
 * characters (RFC 5321's 254 by default): no display name, no `mailto:`, no second address and no
 * `?bcc=` or other header, which in a `mailto:` link would copy every visitor's message elsewhere
 * (RFC 6068 §2). Refused with `message`.
 */
export function mailbox(message: string, max = 254) {
  return emailField(z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, "This field is required"),
      z.maxLength(max, `Must be at most ${max} characters`),
    ),
    z.email(message),
  ));
}

/** The URL `text` names, when it is an https link to a named host; undefined otherwise. */
function httpsLink(text: string): URL | undefined {
  if (/[\s\p{Cc}\\]/u.test(text)) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Messages of {@linkcode httpsUrl}. */
export const LINK_MESSAGES = {
  https: "Must be an https:// address",
  credentials: "Must not contain a user name or password",
} as const;

/**
 * An optional https link (brand sites, social profiles): absolute, https, a host with a dot, no
 * spaces, and no user name or password (`https://user:pass@host/`, which shows one host and may
 * sign a visitor in to another, RFC 3986 §3.2.1 "deprecated").
 */
export const httpsUrl = kinded(
  z.union([
    z.literal(""),
    z.string().check(
      z.trim(),
      z.refine((text) => httpsLink(text) !== undefined, LINK_MESSAGES.https),
      z.refine((text) => {
        const url = httpsLink(text);
        return !url || (!url.username && !url.password);
      }, LINK_MESSAGES.credentials),
    ),
  ]),
  { kind: "url" },
);

interface WrappedDef {
  type: string;
  innerType?: z.core.$ZodType;
}

/**
 * The kind of a field schema as a collection's object schema holds it (a default or optional
 * wrapper is looked through); `undefined` for a schema no builder above made.
 */
export function fieldMeta(schema: z.core.$ZodType): FieldMeta | undefined {
  let current: z.core.$ZodType | undefined = schema;
  while (current) {
    const meta = FIELD_KINDS.get(current);
    if (meta) return meta;
    const def = current._zod.def as WrappedDef;
    current = def.type === "default" || def.type === "optional" || def.type === "nullable"
      ? def.innerType
      : undefined;
  }
  return undefined;
}

/**
 * The choice fields of an object schema (see {@linkcode choice}): each field's name and the
 * collection it chooses from, in schema order.
 */
export function choiceFields(
  schema: { shape: Record<string, z.core.$ZodType> },
): { name: string; from: string }[] {
  return Object.entries(schema.shape).flatMap(([name, field]) => {
    const meta = fieldMeta(field);
    return meta?.kind === "choice" && meta.from ? [{ name, from: meta.from }] : [];
  });
}

/** The names of the fields of `kind` in an object schema, in its order. */
export function fieldsOfKind(
  schema: { shape: Record<string, z.core.$ZodType> },
  kind: FieldKind,
): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => fieldMeta(field)?.kind === kind)
    .map(([name]) => name);
}
