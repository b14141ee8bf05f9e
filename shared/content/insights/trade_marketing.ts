import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** Trade marketing in UK grocery and convenience: calendars, cycles, point of sale, measurement. */
export const TRADE_MARKETING_SUMMARY: InsightSummary = {
  id: "trade-marketing",
  title: "Trade Marketing in the UK: Turning a Listing into Sales",
  excerpt:
    "A listing is the start, not the finish. How UK trade marketing works, from promotional calendars and wholesaler cycles to point of sale, field teams and measuring what pays back.",
  description:
    "How trade marketing works in UK grocery and convenience: promotional calendars, wholesaler cycles, point of sale, field sales and measuring promotional return.",
  keywords: [
    "trade marketing UK",
    "promotional calendar",
    "point of sale",
    "wholesale promotions",
    "Groceries Supply Code of Practice",
    "promotional ROI",
  ],
  category: "Marketing Strategy",
  image: "insight-trade-marketing",
  imageAlt: "Branded point-of-sale display at the end of a supermarket aisle",
  date: "2024-11-18",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
