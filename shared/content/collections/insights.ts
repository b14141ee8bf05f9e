/**
 * Insights: articles, each a page at /insights/{slug} (docs/requirements.md#insight-article),
 * listed newest first on /insights and the home page, in the Atom feed, and searched by section.
 */
import * as z from "zod/mini";
import type { ArticleBlock, InsightSummary } from "../insights/types.ts";
import type { ImageAsset } from "../published.ts";
import { CONTENT_LIMITS, CONTENT_MESSAGES } from "../../schemas/content.ts";
import {
  choice,
  image,
  imageAlt,
  isoDate,
  line,
  list,
  plainText,
  richText,
  slug,
} from "../../schemas/field_kinds.ts";
import { defineCollection, type SearchContext, type SearchSection } from "./define.ts";
import { INSIGHT_CATEGORIES_NAME, INSIGHT_CATEGORY_MAX } from "./insight_categories.ts";

/** Fields of an insight. */
export const InsightFieldsSchema = z.object({
  slug: slug(CONTENT_LIMITS.slugMax, CONTENT_MESSAGES.slug),
  title: plainText(
    z.string().check(
      z.trim(),
      z.minLength(1, CONTENT_MESSAGES.titleRequired),
      z.maxLength(CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.titleMax),
    ),
  ),
  /** The name of one of the insight categories (a managed list). */
  category: choice(INSIGHT_CATEGORIES_NAME, INSIGHT_CATEGORY_MAX),
  excerpt: line(CONTENT_LIMITS.excerptMax),
  /** Meta description; empty means the excerpt. */
  description: z._default(
    line(CONTENT_LIMITS.descriptionMax, false, { multiline: true }),
    "",
  ),
  keywords: z._default(list(CONTENT_LIMITS.tagMax, 12), []),
  bodyHtml: richText(CONTENT_LIMITS.bodyBytesMax, CONTENT_MESSAGES.bodyMax),
  imageId: z._default(image(), ""),
  imageAlt: z._default(imageAlt(), ""),
  author: z._default(line(80, false), ""),
  /** Publication date shown on the card (YYYY-MM-DD); empty: the day it is first published. */
  date: z._default(isoDate(), ""),
});

/** Fields of an insight. */
export type InsightFields = z.infer<typeof InsightFieldsSchema>;

/** A published insight as cards, lists and the article page read it. */
export type PublishedInsight = Omit<InsightSummary, "category" | "image"> & {
  category: string;
  /** A built image key ("insight-retail-trends") or an upload ("up-…"); "" for none. */
  image: string;
  /** Present for an uploaded image. */
  imageAsset?: ImageAsset;
  /**
   * Path of its social card: the one the build drew for a seeded article, the card cropped from
   * its uploaded image, else the insights card.
   */
  socialImage: string;
};

/** The insights list page, and what an article without its own social card shares. */
const LIST_PATH = "/insights";

function blockPassages(block: ArticleBlock, sentence: (text: string) => string): string[] {
  switch (block.type) {
    case "paragraph":
    case "quote":
    // A callout's title is a label ("Key takeaways"), not part of the sentence.
    case "callout":
      return [block.text];
    case "list":
      return block.items.map(sentence);
    default:
      return [];
  }
}

/**
 * An article's sections: its opening (title and excerpt) and one per `h2`, whose `h3`s are its
 * subheadings (docs/decisions/0011-search-retrieval.md: a section is what an answer quotes).
 */
function articleSections(
  article: PublishedInsight,
  context: SearchContext<PublishedInsight>,
): SearchSection[] {
  const sections: SearchSection[] = [];
  let current = {
    heading: article.title,
    subheadings: [] as string[],
    passages: [article.excerpt],
  };
  for (const block of context.blocksOf(article)) {
    if (block.type === "heading") {
      sections.push(current);
      current = { heading: block.text, subheadings: [], passages: [] };
    } else if (block.type === "subheading") {
      current.subheadings.push(block.text);
    } else {
      current.passages.push(...blockPassages(block, context.sentence));
    }
  }
  sections.push(current);
  return sections;
}

/** The insights collection. */
export const INSIGHTS = defineCollection({
  name: "insights",
  label: "Insights",
  noun: "insight",
  fields: InsightFieldsSchema,
  titleField: "title",
  labels: {
    slug: { label: "Slug", hint: "Lower-case letters, digits and hyphens." },
    title: { label: "Title" },
    category: { label: "Category", hint: "Add or rename categories under Insight categories." },
    excerpt: { label: "Excerpt", hint: "The lead paragraph and the text of the card." },
    description: {
      label: "Meta description",
      hint: "What search engines show; empty means the excerpt.",
    },
    keywords: { label: "Keywords", hint: "Separate them with commas." },
    bodyHtml: { label: "Body" },
    imageId: { label: "Hero image" },
    imageAlt: { label: "Image alt text" },
    author: { label: "Author" },
    date: { label: "Date shown", hint: "Empty: the day it is first published." },
  },
  editor: { main: ["title", "slug", "excerpt"], articlePreview: true },
  route: {
    field: "slug",
    path: "/insights/:id",
    taken: CONTENT_MESSAGES.slugTaken,
    body: "bodyHtml",
  },
  publishing: {
    item({ fields, createdAt, updatedAt, publishAt }, context): PublishedInsight {
      const date = fields.date || context.day(publishAt ?? createdAt);
      const modified = context.day(updatedAt);
      const asset = fields.imageId ? context.imageAsset(fields.imageId) : undefined;
      return {
        id: fields.slug,
        title: fields.title,
        excerpt: fields.excerpt,
        description: fields.description || fields.excerpt,
        keywords: fields.keywords,
        category: fields.category,
        image: fields.imageId,
        imageAlt: fields.imageAlt,
        date,
        ...(modified > date ? { dateModified: modified } : {}),
        author: fields.author,
        readingMinutes: context.readingMinutes(fields.bodyHtml),
        ...(asset ? { imageAsset: asset } : {}),
        socialImage: context.socialImage(`${LIST_PATH}/${fields.slug}`, fields.imageId, LIST_PATH),
      };
    },
    // Newest first (docs/requirements.md#insights).
    order: (a, b) => b.date.localeCompare(a.date),
    lastmod: (insight) => insight.dateModified ?? insight.date,
    search(articles, context) {
      return [
        {
          id: `${LIST_PATH} list`,
          path: LIST_PATH,
          title: context.pageName(LIST_PATH),
          keywords: context.head(LIST_PATH).keywords,
          sections: [{
            heading: "Insights",
            subheadings: articles.map((article) => article.title),
            passages: [context.head(LIST_PATH).description],
          }],
        },
        ...articles.map((article) => ({
          path: context.pathOf(article),
          title: article.title,
          keywords: [article.category, ...article.keywords],
          sections: articleSections(article, context),
        })),
      ];
    },
    feed: (insight) => ({
      title: insight.title,
      summary: insight.excerpt,
      published: insight.date,
      updated: insight.dateModified ?? insight.date,
      category: insight.category,
      ...(insight.author ? { author: insight.author } : {}),
    }),
  },
});
