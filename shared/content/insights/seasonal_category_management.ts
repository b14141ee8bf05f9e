import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** The UK seasonal retail calendar and how brands plan ranges around it. */
export const SEASONAL_CATEGORY_MANAGEMENT_SUMMARY: InsightSummary = {
  id: "seasonal-category-management",
  title: "Seasonal Category Management: Planning Around the UK Retail Calendar",
  excerpt:
    "Christmas ranges are agreed long before the summer holidays. How UK retailers plan seasonal ranges, when brands need to pitch, and how to manage sell-in, display and leftover stock.",
  description:
    "How UK retailers plan seasonal ranges and promotions: the retail calendar, lead times, sell-in, display, leftover stock and cultural events beyond Christmas.",
  keywords: [
    "seasonal category management",
    "UK retail calendar",
    "Christmas range planning",
    "seasonal promotions",
    "gifting",
  ],
  category: "Retail Strategy",
  image: "insight-seasonal-category-management",
  imageAlt: "Seasonal gift and confectionery display in a supermarket",
  date: "2024-07-22",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
