/**
 * Article summaries (no bodies), newest first as on the /insights grid, for the list page and
 * related links. Importing this module never pulls article bodies into a bundle.
 */
import type { InsightSummary } from "./types.ts";
import { FUNCTIONAL_BEVERAGES_SUMMARY } from "./functional_beverages.ts";
import { SUSTAINABILITY_FMCG_SUMMARY } from "./sustainability_fmcg.ts";
import { CONVENIENCE_GROWTH_SUMMARY } from "./convenience_growth.ts";
import { POST_BREXIT_DISTRIBUTION_SUMMARY } from "./post_brexit_distribution.ts";
import { RETAIL_TRENDS_SUMMARY } from "./retail_trends.ts";
import { TRADE_MARKETING_SUMMARY } from "./trade_marketing.ts";
import { UK_HEALTH_FOOD_TRENDS_SUMMARY } from "./uk_health_food_trends.ts";
import { SUPPLY_CHAIN_INNOVATION_SUMMARY } from "./supply_chain_innovation.ts";
import { PREMIUM_POSITIONING_SUMMARY } from "./premium_positioning.ts";
import { SEASONAL_CATEGORY_MANAGEMENT_SUMMARY } from "./seasonal_category_management.ts";
import { DIGITAL_SHELF_OPTIMISATION_SUMMARY } from "./digital_shelf_optimisation.ts";
import { CONSUMER_BEHAVIOUR_SHIFTS_SUMMARY } from "./consumer_behaviour_shifts.ts";
import { RETAIL_MEDIA_ADVERTISING_SUMMARY } from "./retail_media_advertising.ts";

/** Every article's summary, newest first (the order of /insights). */
export const INSIGHT_SUMMARIES: readonly InsightSummary[] = newestFirst([
  FUNCTIONAL_BEVERAGES_SUMMARY,
  SUSTAINABILITY_FMCG_SUMMARY,
  CONVENIENCE_GROWTH_SUMMARY,
  POST_BREXIT_DISTRIBUTION_SUMMARY,
  RETAIL_TRENDS_SUMMARY,
  TRADE_MARKETING_SUMMARY,
  UK_HEALTH_FOOD_TRENDS_SUMMARY,
  SUPPLY_CHAIN_INNOVATION_SUMMARY,
  PREMIUM_POSITIONING_SUMMARY,
  SEASONAL_CATEGORY_MANAGEMENT_SUMMARY,
  DIGITAL_SHELF_OPTIMISATION_SUMMARY,
  CONSUMER_BEHAVIOUR_SHIFTS_SUMMARY,
  RETAIL_MEDIA_ADVERTISING_SUMMARY,
]);

/** `items` sorted by publication date, newest first (ISO dates sort as text). */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * The first `count` summaries other than `id`, in list order (docs/requirements.md#insight-article:
 * "Related Insights" are the first two other articles).
 */
export function relatedInsightSummaries(id: string, count = 2): InsightSummary[] {
  return INSIGHT_SUMMARIES.filter((summary) => summary.id !== id).slice(0, count);
}

/** The summary of the article with this canonical id, or undefined. */
export function findInsightSummary(id: string): InsightSummary | undefined {
  return INSIGHT_SUMMARIES.find((summary) => summary.id === id);
}

/**
 * Old article ids that answer 301 to their canonical id (docs/requirements.md#routes: the old card
 * linked the American spelling).
 */
export const LEGACY_INSIGHT_REDIRECTS = {
  "digital-shelf-optimization": "digital-shelf-optimisation",
} as const;
