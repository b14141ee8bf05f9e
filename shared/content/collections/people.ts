/** People on the team. */
import * as z from "zod/mini";
import { CONTENT_LIMITS } from "../../schemas/content.ts";
import { image, imageAlt, line } from "../../schemas/field_kinds.ts";
import { defineCollection } from "./define.ts";

/** Fields of a person. */
export const PersonFieldsSchema = z.object({
  name: line(80),
  role: line(80),
  bio: z._default(line(CONTENT_LIMITS.bioMax, false), ""),
  imageId: z._default(image(), ""),
  imageAlt: z._default(imageAlt(), ""),
});

/** Fields of a person. */
export type PersonFields = z.infer<typeof PersonFieldsSchema>;

/** The people collection. */
export const PEOPLE = defineCollection({
  name: "people",
  label: "People",
  fields: PersonFieldsSchema,
  titleField: "name",
});
