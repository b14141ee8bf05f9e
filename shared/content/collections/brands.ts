/** Brands the company works with (a logo wall with links). */
import * as z from "zod/mini";
import { httpsUrl, image, imageAlt, line } from "../../schemas/field_kinds.ts";
import { defineCollection } from "./define.ts";

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
  fields: BrandFieldsSchema,
  titleField: "name",
});
