/**
 * Shapes of the insight articles (docs/requirements.md#insight-article). Bodies are typed blocks
 * rather than HTML strings, so an article can never carry markup into the page.
 */

import type { ImageKey } from "../images.ts";

/** Categories of docs/requirements.md#insight-article. */
export type InsightCategory =
  | "Market Trends"
  | "Brand Strategy"
  | "Distribution"
  | "Industry Trends"
  | "Retail Strategy"
  | "Marketing Strategy"
  | "Product Trends"
  | "Market Analysis";

/**
 * One block of an article body: typed blocks instead of raw HTML, so bodies can never carry markup
 * from elsewhere. Inline text is plain text (no HTML, no markdown).
 */
export type ArticleBlock =
  | { type: "paragraph"; text: string }
  /** Rendered as `<h2>`. */
  | { type: "heading"; text: string }
  /** Rendered as `<h3>`. */
  | { type: "subheading"; text: string }
  | { type: "list"; items: readonly string[]; ordered?: boolean }
  | { type: "quote"; text: string; attribution?: string }
  /** Key takeaway box. */
  | { type: "callout"; title: string; text: string };

/** One insight article: card fields, page metadata and body. */
export interface InsightArticle {
  /** URL id: /insights/{id}. */
  id: string;
  title: string;
  /** Card excerpt, 140-200 characters. */
  excerpt: string;
  /** Meta description, 120-160 characters. */
  description: string;
  keywords: readonly string[];
  category: InsightCategory;
  /** Always "insight-" + id (shared/content/images.ts). */
  image: ImageKey;
  imageAlt: string;
  /**
   * ISO yyyy-mm-dd publication date; docs/requirements.md#insight-article: every article has one.
   */
  date: string;
  /** ISO yyyy-mm-dd of the last substantive revision; absent when never revised. */
  dateModified?: string;
  author: string;
  /** From the body's word count at about 220 words a minute. */
  readingMinutes: number;
  body: readonly ArticleBlock[];
}

/**
 * An article without its body: what cards, teasers and related links need. Kept as a separate
 * export in each article module so bundles for list pages never include article bodies.
 */
export type InsightSummary = Omit<InsightArticle, "body">;
