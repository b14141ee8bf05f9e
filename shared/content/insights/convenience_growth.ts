import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/**
 * How UK convenience retail works and how brands get in (home teaser, docs/requirements.md#home).
 */
export const CONVENIENCE_GROWTH_SUMMARY: InsightSummary = {
  id: "convenience-growth",
  title: "Why UK Convenience Retail Keeps Growing, and How Brands Can Get In",
  excerpt:
    "Convenience stores have become the UK's neighbourhood shop. How symbol groups, wholesalers and independents work, and how a new brand earns a place on a small shelf.",
  description:
    "How UK convenience retail works for brands: symbol groups, delivered wholesale and cash and carry, range planning, price-marked packs and earning repeat orders.",
  keywords: [
    "UK convenience retail",
    "symbol groups",
    "wholesale distribution UK",
    "cash and carry",
    "price-marked packs",
    "independent retailers",
  ],
  category: "Market Trends",
  image: "insight-convenience-growth",
  imageAlt: "Shopper choosing a drink from the chiller in a neighbourhood convenience store",
  date: "2025-02-15",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
