import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** The UK retail trends that shape a brand's 2025 plan. */
export const RETAIL_TRENDS_SUMMARY: InsightSummary = {
  id: "retail-trends",
  title: "UK Retail Trends for 2025: What Brand Owners Should Plan For",
  excerpt:
    "Loyalty pricing, discounter expansion, tighter ranges and rising store costs are changing how UK retailers buy. The trends that matter most for brands planning their year.",
  description:
    "The UK retail trends shaping 2025 for FMCG brands: loyalty pricing, discounters, range rationalisation, retailer data and the cost pressure on stores.",
  keywords: [
    "UK retail trends 2025",
    "loyalty pricing",
    "discounters Aldi Lidl",
    "range review",
    "grocery retail UK",
  ],
  category: "Industry Trends",
  image: "insight-retail-trends",
  imageAlt: "Busy supermarket aisle with shoppers and well-stocked shelves",
  date: "2025-01-20",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
