/**
 * Fixed wording around the insight articles, in a module without article bodies so list and
 * article pages can import it without bundling all thirteen bodies.
 */

/** Number of "Related Insights" shown under an article (docs/requirements.md#constants). */
export const RELATED_INSIGHTS_COUNT = 2;

/**
 * Unknown-article screen, verbatim from docs/requirements.md#insight-article; the link goes to
 * /insights.
 */
export const ARTICLE_NOT_FOUND = {
  title: "Article Not Found",
  text: "The article you're looking for doesn't exist or has been moved.",
  back: "Return to Insights",
} as const;

/** Link from an article back to /insights. */
export const BACK_TO_INSIGHTS_LABEL = "Back to all insights";

/** Heading above the related articles. */
export const RELATED_INSIGHTS_HEADING = "Related Insights";

/** Card link label (docs/requirements.md#insights). */
export const READ_MORE_LABEL = "Read More";
