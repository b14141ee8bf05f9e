/** FAQ items (docs/requirements.md#faq). */
import * as z from "zod/mini";
import { CONTENT_LIMITS } from "../../schemas/content.ts";
import { line, list } from "../../schemas/field_kinds.ts";
import { defineCollection } from "./define.ts";
import type { FaqCategory, FaqItem } from "../faq.ts";

/** The page that lists the FAQ (docs/requirements.md#services). */
const FAQ_PAGE = "/services";

/** Fields of an FAQ item. */
export const FaqFieldsSchema = z.object({
  question: line(200),
  answer: line(CONTENT_LIMITS.answerMax),
  category: line(40),
  tags: z._default(list(CONTENT_LIMITS.tagMax, CONTENT_LIMITS.tagsMax), []),
});

/** Fields of an FAQ item. */
export type FaqFields = z.infer<typeof FaqFieldsSchema>;

/** The FAQ collection. */
export const FAQ = defineCollection({
  name: "faq",
  label: "FAQ",
  noun: "FAQ item",
  fields: FaqFieldsSchema,
  titleField: "question",
  labels: {
    question: { label: "Question" },
    answer: { label: "Answer" },
    category: { label: "Category", hint: "The FAQ group it is listed under." },
    tags: { label: "Tags", hint: "Separate them with commas." },
  },
  publishing: {
    item: ({ id, fields }): FaqItem => ({
      // The public id is the store's without its prefix: the widget's anchors ("#what-we-do").
      id: id.replace(/^faq-/, ""),
      question: fields.question,
      answer: fields.answer,
      category: fields.category as FaqCategory,
      tags: fields.tags,
    }),
    // Listed on /services, with category filters (docs/requirements.md#services).
    search: (items, context) => [{
      id: `${FAQ_PAGE} faq`,
      path: FAQ_PAGE,
      title: context.pageName(FAQ_PAGE),
      sections: items.map((item) => ({
        heading: item.question,
        keywords: [item.category, ...(item.tags ?? [])],
        passages: [item.answer],
      })),
    }],
  },
});
