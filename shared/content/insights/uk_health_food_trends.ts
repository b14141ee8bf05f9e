import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** The health food trends UK buyers are listing, and the rules behind credible claims. */
export const UK_HEALTH_FOOD_TRENDS_SUMMARY: InsightSummary = {
  id: "uk-health-food-trends",
  title: "UK Health Food Trends: What Shoppers Want and What Buyers Will List",
  excerpt:
    "Protein, fibre, gut health and simpler ingredient lists are shaping UK health food ranges. How these trends show up on shelf, which rules apply and how to position credibly.",
  description:
    "The UK health food trends buyers are listing: protein, fibre and gut health, simpler ingredients, reformulation under HFSS rules and claims that hold up.",
  keywords: [
    "UK health food trends",
    "high protein snacks",
    "gut health",
    "HFSS reformulation",
    "nutrition claims",
    "better-for-you food",
  ],
  category: "Product Trends",
  image: "insight-uk-health-food-trends",
  imageAlt: "Healthy snacks, oats, nuts and yoghurt arranged on a kitchen counter",
  date: "2025-01-06",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
