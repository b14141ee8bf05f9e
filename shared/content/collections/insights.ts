/** Insights: articles, each a page at /insights/{slug} (docs/requirements.md#insight-article). */
import * as z from "zod/mini";
import { CONTENT_LIMITS, CONTENT_MESSAGES } from "../../schemas/content.ts";
import {
  image,
  imageAlt,
  isoDate,
  line,
  list,
  plainText,
  richText,
  slug,
} from "../../schemas/field_kinds.ts";
import { defineCollection } from "./define.ts";

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
  category: line(60),
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

/** The insights collection. */
export const INSIGHTS = defineCollection({
  name: "insights",
  label: "Insights",
  fields: InsightFieldsSchema,
  titleField: "title",
  route: { field: "slug", path: "/insights/:id", taken: CONTENT_MESSAGES.slugTaken },
});
