import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** How UK retail supply chains work and where new approaches pay off. */
export const SUPPLY_CHAIN_INNOVATION_SUMMARY: InsightSummary = {
  id: "supply-chain-innovation",
  title: "Supply Chain Innovation: Building a UK Route to Market That Scales",
  excerpt:
    "Reliable availability wins listings and keeps them. How UK retail supply chains work, from depot bookings and shelf-life rules to EDI, forecasting and shared warehousing.",
  description:
    "How UK retail supply chains work and where innovation pays: depot requirements, shelf-life rules, EDI, demand forecasting, shared warehousing and consolidation.",
  keywords: [
    "FMCG supply chain UK",
    "retail depot requirements",
    "EDI grocery",
    "demand forecasting",
    "shared warehousing",
    "UK logistics",
  ],
  category: "Distribution",
  image: "insight-supply-chain-innovation",
  imageAlt: "Pallets of packaged goods in the aisles of a modern distribution warehouse",
  date: "2024-09-23",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
