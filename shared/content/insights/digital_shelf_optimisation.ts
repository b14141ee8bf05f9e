import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/**
 * Winning online grocery search in the UK. docs/requirements.md#routes: this British spelling is
 * the canonical id; the old card's `digital-shelf-optimization` redirects here.
 */
export const DIGITAL_SHELF_OPTIMISATION_SUMMARY: InsightSummary = {
  id: "digital-shelf-optimisation",
  title: "Digital Shelf Optimisation: Winning Online Grocery Search in the UK",
  excerpt:
    "Online, your pack is a thumbnail and your shelf position is a search result. How to optimise product content, images, reviews and availability on Ocado, Tesco.com and Amazon.",
  description:
    "How FMCG brands optimise the digital shelf in UK grocery: product titles, hero images, content syndication, reviews, search ranking and availability.",
  keywords: [
    "digital shelf optimisation",
    "online grocery UK",
    "Ocado",
    "Amazon grocery",
    "product content",
    "ecommerce FMCG",
  ],
  category: "Retail Strategy",
  image: "insight-digital-shelf-optimisation",
  imageAlt: "Shopper browsing grocery products on an online supermarket app on a smartphone",
  date: "2024-12-09",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 3,
};
