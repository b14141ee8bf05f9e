/**
 * The insight articles, newest first as on the /insights grid, plus the lookups and UI strings
 * the list and article pages share. docs/requirements.md#insight-article, #routes: every card id
 * has a full article, and `digital-shelf-optimisation` (British spelling) is the canonical id.
 */

import type { ArticleBlock, InsightArticle } from "./types.ts";
import { RELATED_INSIGHTS_COUNT } from "./labels.ts";
import { LEGACY_INSIGHT_REDIRECTS, newestFirst } from "./summaries.ts";
export {
  ARTICLE_NOT_FOUND,
  BACK_TO_INSIGHTS_LABEL,
  READ_MORE_LABEL,
  RELATED_INSIGHTS_COUNT,
  RELATED_INSIGHTS_HEADING,
} from "./labels.ts";
import { FUNCTIONAL_BEVERAGES_SUMMARY } from "./functional_beverages.ts";
import { FUNCTIONAL_BEVERAGES_BODY } from "./functional_beverages_body.ts";
import { SUSTAINABILITY_FMCG_SUMMARY } from "./sustainability_fmcg.ts";
import { SUSTAINABILITY_FMCG_BODY } from "./sustainability_fmcg_body.ts";
import { CONVENIENCE_GROWTH_SUMMARY } from "./convenience_growth.ts";
import { CONVENIENCE_GROWTH_BODY } from "./convenience_growth_body.ts";
import { POST_BREXIT_DISTRIBUTION_SUMMARY } from "./post_brexit_distribution.ts";
import { POST_BREXIT_DISTRIBUTION_BODY } from "./post_brexit_distribution_body.ts";
import { RETAIL_TRENDS_SUMMARY } from "./retail_trends.ts";
import { RETAIL_TRENDS_BODY } from "./retail_trends_body.ts";
import { TRADE_MARKETING_SUMMARY } from "./trade_marketing.ts";
import { TRADE_MARKETING_BODY } from "./trade_marketing_body.ts";
import { UK_HEALTH_FOOD_TRENDS_SUMMARY } from "./uk_health_food_trends.ts";
import { UK_HEALTH_FOOD_TRENDS_BODY } from "./uk_health_food_trends_body.ts";
import { SUPPLY_CHAIN_INNOVATION_SUMMARY } from "./supply_chain_innovation.ts";
import { SUPPLY_CHAIN_INNOVATION_BODY } from "./supply_chain_innovation_body.ts";
import { PREMIUM_POSITIONING_SUMMARY } from "./premium_positioning.ts";
import { PREMIUM_POSITIONING_BODY } from "./premium_positioning_body.ts";
import { SEASONAL_CATEGORY_MANAGEMENT_SUMMARY } from "./seasonal_category_management.ts";
import { SEASONAL_CATEGORY_MANAGEMENT_BODY } from "./seasonal_category_management_body.ts";
import { DIGITAL_SHELF_OPTIMISATION_SUMMARY } from "./digital_shelf_optimisation.ts";
import { DIGITAL_SHELF_OPTIMISATION_BODY } from "./digital_shelf_optimisation_body.ts";
import { CONSUMER_BEHAVIOUR_SHIFTS_SUMMARY } from "./consumer_behaviour_shifts.ts";
import { CONSUMER_BEHAVIOUR_SHIFTS_BODY } from "./consumer_behaviour_shifts_body.ts";
import { RETAIL_MEDIA_ADVERTISING_SUMMARY } from "./retail_media_advertising.ts";
import { RETAIL_MEDIA_ADVERTISING_BODY } from "./retail_media_advertising_body.ts";

/** Every article, newest first: the order of /insights and of "Related Insights". */
export const INSIGHT_ARTICLES: readonly InsightArticle[] = newestFirst([
  { ...FUNCTIONAL_BEVERAGES_SUMMARY, body: FUNCTIONAL_BEVERAGES_BODY },
  { ...SUSTAINABILITY_FMCG_SUMMARY, body: SUSTAINABILITY_FMCG_BODY },
  { ...CONVENIENCE_GROWTH_SUMMARY, body: CONVENIENCE_GROWTH_BODY },
  { ...POST_BREXIT_DISTRIBUTION_SUMMARY, body: POST_BREXIT_DISTRIBUTION_BODY },
  { ...RETAIL_TRENDS_SUMMARY, body: RETAIL_TRENDS_BODY },
  { ...TRADE_MARKETING_SUMMARY, body: TRADE_MARKETING_BODY },
  { ...UK_HEALTH_FOOD_TRENDS_SUMMARY, body: UK_HEALTH_FOOD_TRENDS_BODY },
  { ...SUPPLY_CHAIN_INNOVATION_SUMMARY, body: SUPPLY_CHAIN_INNOVATION_BODY },
  { ...PREMIUM_POSITIONING_SUMMARY, body: PREMIUM_POSITIONING_BODY },
  { ...SEASONAL_CATEGORY_MANAGEMENT_SUMMARY, body: SEASONAL_CATEGORY_MANAGEMENT_BODY },
  { ...DIGITAL_SHELF_OPTIMISATION_SUMMARY, body: DIGITAL_SHELF_OPTIMISATION_BODY },
  { ...CONSUMER_BEHAVIOUR_SHIFTS_SUMMARY, body: CONSUMER_BEHAVIOUR_SHIFTS_BODY },
  { ...RETAIL_MEDIA_ADVERTISING_SUMMARY, body: RETAIL_MEDIA_ADVERTISING_BODY },
]);

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
 * The first `count` articles other than `id`, in list order (docs/requirements.md#insight-article:
 * "Related Insights" are the first two other articles).
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
