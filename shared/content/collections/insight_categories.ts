/**
 * The insight categories: the managed list an insight's Category is chosen from (a `choice` field,
 * shared/schemas/field_kinds.ts), so a typo cannot make a new category. Staff add and rename them
 * in the content screens; a rename carries over to every insight in the category. The list is
 * seeded from the categories of the insights the site was built with
 * (`server/content/migrations.ts`). It has no pages of its own: the public site reads an insight's
 * category as the insight's text.
 */
import * as z from "zod/mini";
import { line } from "../../schemas/field_kinds.ts";
import { defineCollection } from "./define.ts";

/** The collection's name: the insights' `category` field chooses from it. */
export const INSIGHT_CATEGORIES_NAME = "insight-categories";

/** Longest category name, characters (the insight cards' label). */
export const INSIGHT_CATEGORY_MAX = 60;

/** Fields of an insight category. */
export const InsightCategoryFieldsSchema = z.object({
  name: line(INSIGHT_CATEGORY_MAX),
});

/** The insight categories collection. */
export const INSIGHT_CATEGORIES = defineCollection({
  name: INSIGHT_CATEGORIES_NAME,
  label: "Insight categories",
  // "New category", not "New insight category", which the "New insight" link would also name.
  noun: "category",
  fields: InsightCategoryFieldsSchema,
  titleField: "name",
  labels: {
    name: {
      label: "Name",
      hint: "As the insight cards show it. Renaming it renames it on every insight in it.",
    },
  },
  // A list entry, not a page: live once saved, so there is nothing to publish or schedule.
  alwaysLive: true,
});
