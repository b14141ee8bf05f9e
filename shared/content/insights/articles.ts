/**
 * The insight articles in the order of the /insights grid (spec §2), plus the lookups and UI strings
 * the list and article pages share. decisions.md: every card id has a full article, and
 * `digital-shelf-optimisation` (British spelling) is the canonical id.
 */

import type { ArticleBlock, InsightArticle } from "./types.ts";
import { FUNCTIONAL_BEVERAGES } from "./functional_beverages.ts";
import { SUSTAINABILITY_FMCG } from "./sustainability_fmcg.ts";
import { CONVENIENCE_GROWTH } from "./convenience_growth.ts";
import { POST_BREXIT_DISTRIBUTION } from "./post_brexit_distribution.ts";
import { RETAIL_TRENDS } from "./retail_trends.ts";
import { TRADE_MARKETING } from "./trade_marketing.ts";
import { UK_HEALTH_FOOD_TRENDS } from "./uk_health_food_trends.ts";
import { SUPPLY_CHAIN_INNOVATION } from "./supply_chain_innovation.ts";
import { PREMIUM_POSITIONING } from "./premium_positioning.ts";
import { SEASONAL_CATEGORY_MANAGEMENT } from "./seasonal_category_management.ts";
import { DIGITAL_SHELF_OPTIMISATION } from "./digital_shelf_optimisation.ts";
import { CONSUMER_BEHAVIOUR_SHIFTS } from "./consumer_behaviour_shifts.ts";
import { RETAIL_MEDIA_ADVERTISING } from "./retail_media_advertising.ts";

/** Every article, in the spec's card order (spec §2 /insights); not sorted by date on purpose. */
export const INSIGHT_ARTICLES: readonly InsightArticle[] = [
  FUNCTIONAL_BEVERAGES,
  SUSTAINABILITY_FMCG,
  CONVENIENCE_GROWTH,
  POST_BREXIT_DISTRIBUTION,
  RETAIL_TRENDS,
  TRADE_MARKETING,
  UK_HEALTH_FOOD_TRENDS,
  SUPPLY_CHAIN_INNOVATION,
  PREMIUM_POSITIONING,
  SEASONAL_CATEGORY_MANAGEMENT,
  DIGITAL_SHELF_OPTIMISATION,
  CONSUMER_BEHAVIOUR_SHIFTS,
  RETAIL_MEDIA_ADVERTISING,
];

/** Ids of the three home-page teaser articles, in display order (spec §2 home, section 9). */
export const HOME_TEASER_INSIGHT_IDS = [
  "functional-beverages",
  "sustainability-fmcg",
  "convenience-growth",
] as const;

/**
 * Old article ids that answer 301 to their canonical id (decisions.md: the spec's card linked the
 * American spelling).
 */
export const LEGACY_INSIGHT_REDIRECTS = {
  "digital-shelf-optimization": "digital-shelf-optimisation",
} as const;

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

/** The article with this canonical id, or undefined (legacy ids are not resolved here). */
export function findInsight(id: string): InsightArticle | undefined {
  return INSIGHT_ARTICLES.find((article) => article.id === id);
}

/** The canonical id a legacy id redirects to, or undefined when `id` is not a legacy id. */
export function legacyInsightRedirect(id: string): string | undefined {
  return Object.hasOwn(LEGACY_INSIGHT_REDIRECTS, id)
    ? LEGACY_INSIGHT_REDIRECTS[id as keyof typeof LEGACY_INSIGHT_REDIRECTS]
    : undefined;
}

/**
 * The first `count` articles other than `id`, in list order (spec §2: "Related Insights" are the
 * first two other articles).
 */
export function relatedInsights(
  id: string,
  count: number = RELATED_INSIGHTS_COUNT,
): InsightArticle[] {
  return INSIGHT_ARTICLES.filter((article) => article.id !== id).slice(0, count);
}

/** Plain text of one body block, e.g. for search indexing and word counts. */
export function blockText(block: ArticleBlock): string {
  switch (block.type) {
    case "list":
      return block.items.join("\n");
    case "callout":
      return `${block.title}\n${block.text}`;
    case "quote":
      return block.attribution === undefined ? block.text : `${block.text}\n${block.attribution}`;
    default:
      return block.text;
  }
}

/** Plain text of a whole article body, blocks separated by blank lines. */
export function articleBodyText(article: InsightArticle): string {
  return article.body.map(blockText).join("\n\n");
}

/** Words in an article body; the basis of `readingMinutes`. */
export function articleWordCount(article: InsightArticle): number {
  return articleBodyText(article).split(/\s+/).filter((word) => word.length > 0).length;
}
