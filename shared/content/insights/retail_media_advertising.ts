import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** How UK retail media networks work for FMCG brands and how to judge them. */
export const RETAIL_MEDIA_ADVERTISING_SUMMARY: InsightSummary = {
  id: "retail-media-advertising",
  title: "Retail Media Advertising in the UK: A Practical Guide for Brands",
  excerpt:
    "Retailers now sell advertising across their websites, apps, loyalty schemes and in-store screens. How UK retail media networks work, and how to judge whether a campaign pays back.",
  description:
    "How UK retail media networks work for FMCG brands: Tesco and dunnhumby, Nectar360, Boots Media Group, Ocado and Amazon, plus planning and measurement.",
  keywords: [
    "retail media UK",
    "retail media networks",
    "dunnhumby",
    "Nectar360",
    "Boots Media Group",
    "sponsored products",
  ],
  category: "Marketing Strategy",
  image: "insight-retail-media-advertising",
  imageAlt: "Digital advertising screen above a supermarket aisle showing a product promotion",
  date: "2024-06-24",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
