/**
 * Checks fields in the browser with the collection's own schema (shared/schemas/content.ts), so a
 * save the API would refuse is stopped with the same field messages before any request.
 */
import { CONTENT_MESSAGES } from "../../../schemas/content.ts";
import {
  CONTENT_FIELD_SCHEMAS,
  type ContentCollection,
} from "../../../content/collections/registry.ts";

/**
 * The field messages of `fields` for `collection`: the first message per top-level field (an
 * item of a list, e.g. one keyword, reports on the list). Empty when the fields are valid. An
 * image without alt text is refused too, as every image on the site has one (ADR 0014).
 */
export function fieldErrors(
  collection: ContentCollection,
  fields: Record<string, unknown>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = CONTENT_FIELD_SCHEMAS[collection].safeParse(fields);
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? "");
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  if (fields.imageId && !String(fields.imageAlt ?? "").trim() && !errors.imageAlt) {
    errors.imageAlt = CONTENT_MESSAGES.altRequired;
  }
  return errors;
}
