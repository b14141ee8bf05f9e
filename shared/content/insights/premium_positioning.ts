import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** How a brand earns and keeps a premium price in UK retail. */
export const PREMIUM_POSITIONING_SUMMARY: InsightSummary = {
  id: "premium-positioning",
  title: "Premium Positioning in the UK: Earning a Higher Price and Keeping It",
  excerpt:
    "UK shoppers still pay more for products that feel worth it, even as budgets tighten. How to build a premium position that holds up against premium own label and value competition.",
  description:
    "How brands earn and hold a premium price in UK retail: competing with premium own label, choosing channels, price architecture, pack design and promotions.",
  keywords: [
    "premium brand positioning UK",
    "premium own label",
    "price architecture",
    "premium grocery channels",
    "brand strategy",
  ],
  category: "Brand Strategy",
  image: "insight-premium-positioning",
  imageAlt: "Premium food and drink products displayed on a delicatessen shelf",
  date: "2024-05-28",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
