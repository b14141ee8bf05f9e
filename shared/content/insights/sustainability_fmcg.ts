import { INSIGHTS_AUTHOR } from "./author.ts";
import type { InsightSummary } from "./types.ts";

/** UK packaging rules and green claims for FMCG brands (home teaser, docs/requirements.md#home). */
export const SUSTAINABILITY_FMCG_SUMMARY: InsightSummary = {
  id: "sustainability-fmcg",
  title: "Sustainability in UK FMCG: What the New Packaging Rules Mean for Your Brand",
  excerpt:
    "Producer responsibility fees, plastic packaging tax and a deposit return scheme are reshaping UK packaging costs. What brand owners should plan for now, and what buyers will ask.",
  description:
    "A practical guide to UK packaging rules for FMCG brands: EPR fees, plastic packaging tax, the deposit return scheme and green claims that stand up to scrutiny.",
  keywords: [
    "sustainability FMCG UK",
    "extended producer responsibility packaging",
    "plastic packaging tax",
    "deposit return scheme",
    "green claims code",
  ],
  category: "Industry Trends",
  image: "insight-sustainability-fmcg",
  imageAlt: "Recyclable cardboard and glass packaging for grocery products on a wooden table",
  date: "2025-03-21",
  author: INSIGHTS_AUTHOR,
  readingMinutes: 4,
};
