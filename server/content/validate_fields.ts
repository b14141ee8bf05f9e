/**
 * Checks of a content item's fields before the store writes them (ADR 0014): the collection's
 * schema (shared/schemas/content.ts), a text alternative on every image (WCAG 1.1.1) and the
 * allow-list sanitiser (`sanitize.ts`) for every rich-text field, by its kind. Nothing here touches the database.
 */
import { parseDocument } from "htmlparser2";
import * as z from "zod/mini";
import { CONTENT_LIMITS, CONTENT_MESSAGES } from "../../shared/schemas/content.ts";
import {
  CONTENT_FIELD_SCHEMAS,
  type ContentCollection,
} from "../../shared/content/collections/registry.ts";
import { fieldsOfKind } from "../../shared/schemas/field_kinds.ts";
import { sanitizeArticleHtml } from "./sanitize.ts";

/** Bad input: a message per field (answered 400; nothing is stored). */
export class ContentValidationError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super(Object.values(fields)[0] ?? "Invalid content");
    this.name = "ContentValidationError";
  }
}

/** Field messages of a zod error, by top-level field name. */
function fieldMessages(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "body");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Images in `html` that carry no text alternative (WCAG 1.1.1). */
function imagesWithoutAlt(html: string): number {
  let count = 0;
  const visit = (nodes: ReturnType<typeof parseDocument>["children"]) => {
    for (const node of nodes) {
      if (node.type === "tag") {
        if (node.name === "img" && !(node.attribs.alt ?? "").trim()) count++;
        visit(node.children);
      }
    }
  };
  visit(parseDocument(html).children);
  return count;
}

/**
 * Checks and normalises an item's fields against its collection's schema: the schema's own checks,
 * then every rich-text field (shared/schemas/field_kinds.ts), whatever its collection or name,
 * checked for images without alt text and passed through the one sanitiser, and an image's text
 * alternative required with the image. Plain-text fields stay as typed (they are escaped wherever
 * they are shown).
 *
 * @param schema a collection's field schema (`CONTENT_FIELD_SCHEMAS[collection]`, or a definition
 *   a test registers).
 * @throws {ContentValidationError} naming each bad field.
 */
export function validateFieldsWith(
  schema: z.ZodMiniObject,
  input: unknown,
): Record<string, unknown> {
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) throw new ContentValidationError(fieldMessages(parsed.error));
  const fields = parsed.data as Record<string, unknown>;
  for (const name of fieldsOfKind(schema, "richText")) {
    const html = String(fields[name] ?? "");
    if (imagesWithoutAlt(html) > 0) {
      throw new ContentValidationError({ [name]: CONTENT_MESSAGES.altRequired });
    }
    fields[name] = sanitizeArticleHtml(html);
    if (new TextEncoder().encode(String(fields[name])).length > CONTENT_LIMITS.bodyBytesMax) {
      throw new ContentValidationError({ [name]: CONTENT_MESSAGES.bodyMax });
    }
  }
  for (const name of fieldsOfKind(schema, "image")) {
    const alt = fieldsOfKind(schema, "imageAlt")[0];
    if (fields[name] && alt && !String(fields[alt] ?? "").trim()) {
      throw new ContentValidationError({ [alt]: CONTENT_MESSAGES.altRequired });
    }
  }
  return fields;
}

/**
 * Checks and normalises the fields of a `collection` item ({@linkcode validateFieldsWith} with
 * the collection's schema).
 *
 * @throws {ContentValidationError} naming each bad field.
 */
export function validateFields(
  collection: ContentCollection,
  input: unknown,
): Record<string, unknown> {
  return validateFieldsWith(CONTENT_FIELD_SCHEMAS[collection], input);
}
