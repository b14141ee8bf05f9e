/**
 * Checks of a content item's fields before the store writes them (ADR 0014): the collection's
 * schema (shared/schemas/content.ts), a text alternative on every image (WCAG 1.1.1) and the
 * allow-list sanitiser for article bodies (`sanitize.ts`). Nothing here touches the database.
 */
import { parseDocument } from "htmlparser2";
import * as z from "zod/mini";
import {
  CONTENT_FIELD_SCHEMAS,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type ContentCollection,
} from "../../shared/schemas/content.ts";
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
 * Checks and normalises the fields of a `collection` item: the collection's schema, then for
 * insights an alt text on every image and the sanitised body.
 *
 * @throws {ContentValidationError} naming each bad field.
 */
export function validateFields(
  collection: ContentCollection,
  input: unknown,
): Record<string, unknown> {
  const parsed = z.safeParse(CONTENT_FIELD_SCHEMAS[collection], input);
  if (!parsed.success) throw new ContentValidationError(fieldMessages(parsed.error));
  const fields = parsed.data as Record<string, unknown>;
  if (collection === "insights") {
    const body = String(fields.bodyHtml ?? "");
    if (imagesWithoutAlt(body) > 0) {
      throw new ContentValidationError({ bodyHtml: CONTENT_MESSAGES.altRequired });
    }
    fields.bodyHtml = sanitizeArticleHtml(body);
    if (new TextEncoder().encode(String(fields.bodyHtml)).length > CONTENT_LIMITS.bodyBytesMax) {
      throw new ContentValidationError({ bodyHtml: CONTENT_MESSAGES.bodyMax });
    }
  }
  if ("imageId" in fields && fields.imageId && !String(fields.imageAlt ?? "").trim()) {
    throw new ContentValidationError({ imageAlt: CONTENT_MESSAGES.altRequired });
  }
  return fields;
}
