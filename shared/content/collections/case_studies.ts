/** Case studies: a named brand, where it started, what changed and over what period. */
import * as z from "zod/mini";
import { CONTENT_LIMITS } from "../../schemas/content.ts";
import { image, imageAlt, line } from "../../schemas/field_kinds.ts";
import { defineCollection, publishedFields } from "./define.ts";

/** Fields of a case study. */
export const CaseStudyFieldsSchema = z.object({
  title: line(CONTENT_LIMITS.titleMax),
  brand: line(80),
  category: line(60),
  baseline: line(CONTENT_LIMITS.shortTextMax),
  result: line(CONTENT_LIMITS.shortTextMax),
  period: line(60),
  summary: line(CONTENT_LIMITS.bioMax),
  imageId: z._default(image(), ""),
  imageAlt: z._default(imageAlt(), ""),
});

/** Fields of a case study. */
export type CaseStudyFields = z.infer<typeof CaseStudyFieldsSchema>;

/** The case studies collection. */
export const CASE_STUDIES = defineCollection({
  name: "case-studies",
  label: "Case studies",
  fields: CaseStudyFieldsSchema,
  titleField: "title",
  // Shown on /marketing, one section each (ADR 0014).
  publishing: {
    item: (live, context) => publishedFields(live, context),
    search: (studies, context) =>
      studies.length
        ? [{
          id: "/marketing case",
          path: "/marketing",
          title: context.pageName("/marketing"),
          sections: studies.map((study) => ({
            heading: study.title,
            keywords: [study.brand, study.category],
            passages: [
              context.sentence(
                `${study.brand}: from ${study.baseline} to ${study.result} over ${study.period}`,
              ),
              study.summary,
            ],
          })),
        }]
        : [],
  },
});
