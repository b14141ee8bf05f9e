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
  noun: "case study",
  fields: CaseStudyFieldsSchema,
  titleField: "title",
  labels: {
    title: { label: "Title" },
    brand: { label: "Brand" },
    category: { label: "Category" },
    baseline: { label: "Where it started", hint: "The baseline, e.g. listed in 40 stores." },
    result: { label: "Result", hint: "What changed, with the figure." },
    period: { label: "Period", hint: "e.g. 12 months to March 2026." },
    summary: { label: "Summary" },
    imageId: { label: "Image" },
    imageAlt: { label: "Image alt text" },
  },
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
