/**
 * Fixed wording around the insight articles, in a module without article bodies so list and
 * article pages can import it without bundling all thirteen bodies.
 */

/** Number of "Related Insights" shown under an article (spec §9). */
export const RELATED_INSIGHTS_COUNT = 2;

/** Unknown-article screen, verbatim from spec §8; the link goes to /insights. */
export const ARTICLE_NOT_FOUND = {
  title: "Article Not Found",
  text: "The article you're looking for doesn't exist or has been moved.",
  back: "Return to Insights",
} as const;

/** Link from an article back to /insights (spec §2 /insights/{id}). */
export const BACK_TO_INSIGHTS_LABEL = "Back to all insights";

/** Heading above the related articles (spec §2 /insights/{id}). */
export const RELATED_INSIGHTS_HEADING = "Related Insights";

/** Card link label (spec §2 /insights). */
export const READ_MORE_LABEL = "Read More";
