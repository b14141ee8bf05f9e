import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** How UK shoppers' habits are changing and what that means for brands. */
export const CONSUMER_BEHAVIOUR_SHIFTS_SUMMARY: InsightSummary = {
  id: "consumer-behaviour-shifts",
  title: "Consumer Behaviour Shifts: How UK Shoppers Are Changing",
  excerpt:
    "Value seeking, loyalty pricing, smaller and more frequent shops and a sharper focus on health are reshaping UK baskets. What these shifts mean for ranges, pricing and promotions.",
  description:
    "An analysis of UK shopper behaviour: value seeking, own label, loyalty pricing, smaller and more frequent shops, health priorities and what brands can do.",
  keywords: [
    "UK consumer behaviour",
    "shopper trends",
    "own label growth",
    "value seeking",
    "grocery shopping habits",
  ],
  category: "Market Analysis",
  image: "insight-consumer-behaviour-shifts",
  imageAlt: "Shopper comparing two products in a supermarket aisle",
  date: "2024-08-19",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
