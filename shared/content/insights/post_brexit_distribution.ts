import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** Customs, border checks, labelling and the Windsor Framework for brands shipping into the UK. */
export const POST_BREXIT_DISTRIBUTION_SUMMARY: InsightSummary = {
  id: "post-brexit-distribution",
  title: "Post-Brexit Distribution: Getting Goods onto UK Shelves Without Delays",
  excerpt:
    "Customs, border checks, UK labelling and the Windsor Framework have changed how EU and international brands reach British shelves. A practical guide to a smooth supply route.",
  description:
    "A practical guide for brands shipping into the UK after Brexit: customs, Incoterms, border checks, UK labelling and the Windsor Framework for Northern Ireland.",
  keywords: [
    "post-Brexit distribution",
    "importing food into the UK",
    "UK customs",
    "Windsor Framework",
    "UK food labelling",
    "border target operating model",
  ],
  category: "Distribution",
  image: "insight-post-brexit-distribution",
  imageAlt: "Lorries and shipping containers waiting at a UK port loading bay",
  date: "2024-10-14",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 4,
};
