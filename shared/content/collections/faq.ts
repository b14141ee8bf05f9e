/** FAQ items (docs/requirements.md#faq). */
import * as z from "zod/mini";
import { CONTENT_LIMITS } from "../../schemas/content.ts";
import { line, list } from "../../schemas/field_kinds.ts";
import { defineCollection } from "./define.ts";

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
  fields: FaqFieldsSchema,
  titleField: "question",
});
