/** Brands the company works with (a logo wall with links). */
import * as z from "zod/mini";
import { httpsUrl, image, imageAlt, line } from "../../schemas/field_kinds.ts";
import { defineCollection, publishedFields } from "./define.ts";
import { BRANDS_SECTION } from "../staff_sections.ts";

/** Fields of a brand. */
export const BrandFieldsSchema = z.object({
  name: line(80),
  category: line(60),
  url: z._default(httpsUrl, ""),
  imageId: z._default(image(), ""),
  imageAlt: z._default(imageAlt(), ""),
});

/** Fields of a brand. */
export type BrandFields = z.infer<typeof BrandFieldsSchema>;

/** The brands collection. */
export const BRANDS = defineCollection({
  name: "brands",
  label: "Brands we work with",
  noun: "brand",
  fields: BrandFieldsSchema,
  titleField: "name",
  labels: {
    name: { label: "Name" },
    category: { label: "Category" },
    url: { label: "Website", hint: "An https:// address." },
    imageId: { label: "Logo" },
    imageAlt: { label: "Image alt text" },
  },
  // Shown on /about as a logo wall when there are any (ADR 0014).
  publishing: {
    item: (live, context) => publishedFields(live, context),
    search: (brands, context) =>
      brands.length
        ? [{
          id: "/about brands",
          path: "/about",
          title: context.pageName("/about"),
          sections: [{
            heading: BRANDS_SECTION.heading,
            passages: brands.map((brand) => context.sentence(`${brand.name} (${brand.category})`)),
          }],
        }]
        : [],
  },
});
