import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/**
 * Functional drinks in the UK: needs, rules and routes to shelf (home teaser,
 * docs/requirements.md#home).
 */
export const FUNCTIONAL_BEVERAGES_SUMMARY: InsightSummary = {
  id: "functional-beverages",
  title: "Functional Beverages in the UK: Where the Growth Is and How to Win Shelf Space",
  excerpt:
    "Functional drinks have moved from the health-food aisle into mainstream chillers. What UK buyers expect from new entrants, and how to handle claims, caffeine and sugar rules.",
  description:
    "How international functional drinks brands can enter the UK: channel choice, health claims, caffeine and sugar rules, and what buyers expect at range review.",
  keywords: [
    "functional beverages UK",
    "functional drinks distribution",
    "health claims GB",
    "soft drinks industry levy",
    "energy drinks",
    "kombucha",
  ],
  category: "Product Trends",
  image: "insight-functional-beverages",
  imageAlt: "Chilled functional drinks in cans and bottles on a convenience store shelf",
  date: "2025-04-08",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 4,
};
