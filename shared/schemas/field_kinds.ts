/**
 * Field kinds the content schemas share (shared/schemas/content.ts, company_details.ts):
 * trimmed single-line text with a length limit, and an optional https link.
 */
import * as z from "zod/mini";

/** Plain single-line text, trimmed, at most `max` characters. */
export function line(max: number, required = true) {
  return z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, "This field is required")] : []),
    z.maxLength(max, `Must be at most ${max} characters`),
  );
}

/** An optional https link (brand sites, social profiles). */
export const httpsUrl = z.union([
  z.literal(""),
  z.string().check(z.trim(), z.regex(/^https:\/\/[^\s]+$/, "Must be an https:// address")),
]);
