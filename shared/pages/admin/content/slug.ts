/**
 * Slug suggestion of the insight editor (Ghost's habit: the slug follows the title until staff
 * edit it). A slug is what `InsightFieldsSchema` accepts: lower-case a-z, digits and single
 * hyphens, at most `CONTENT_LIMITS.slugMax` characters (shared/schemas/content.ts).
 */
import { CONTENT_LIMITS } from "../../../schemas/content.ts";

/**
 * The slug a title suggests: accents dropped ("Café" → "cafe"), "&" read as "and", every run of
 * other characters one hyphen, cut at a word boundary to the slug limit.
 *
 * @example
 * ```ts
 * suggestSlug("UK Retail Trends for 2027: What's Next?"); // "uk-retail-trends-for-2027-whats-next"
 * ```
 */
export function suggestSlug(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > CONTENT_LIMITS.slugMax) {
      return slug || word.slice(0, CONTENT_LIMITS.slugMax);
    }
    slug = next;
  }
  return slug;
}

/** The slug field's value after the title changed to `title`. */
export function slugAfterTitleChange(
  state: { slug: string; slugEdited: boolean },
  title: string,
): string {
  return state.slugEdited ? state.slug : suggestSlug(title);
}
