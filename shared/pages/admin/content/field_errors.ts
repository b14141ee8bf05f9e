/**
 * Checks fields in the browser with the collection's own schema (shared/schemas/content.ts), so a
 * save the API would refuse is stopped with the same field messages before any request.
 */
import { CONTENT_FIELD_SCHEMAS, type ContentCollection } from "../../../schemas/content.ts";

/**
 * The field messages of `fields` for `collection`: the first message per top-level field (an
 * item of a list, e.g. one keyword, reports on the list). Empty when the fields are valid.
 */
export function fieldErrors(
  collection: ContentCollection,
  fields: Record<string, unknown>,
): Record<string, string> {
  const result = CONTENT_FIELD_SCHEMAS[collection].safeParse(fields);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    if (name && !(name in errors)) errors[name] = issue.message;
  }
  return errors;
}
