/** People on the team. */
import * as z from "zod/mini";
import { CONTENT_LIMITS } from "../../schemas/content.ts";
import { image, imageAlt, line } from "../../schemas/field_kinds.ts";
import { defineCollection, publishedFields } from "./define.ts";
import { TEAM_SECTION } from "../staff_sections.ts";

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
  noun: "person",
  fields: PersonFieldsSchema,
  titleField: "name",
  labels: {
    name: { label: "Name" },
    role: { label: "Role" },
    bio: { label: "Short bio" },
    imageId: { label: "Photo" },
    imageAlt: { label: "Image alt text" },
  },
  // Shown on /about under "Our Team" when there are any (ADR 0014).
  publishing: {
    item: (live, context) => publishedFields(live, context),
    search: (people, context) =>
      people.length
        ? [{
          id: "/about team",
          path: "/about",
          title: context.pageName("/about"),
          sections: [{
            heading: TEAM_SECTION.heading,
            passages: people.map((person) =>
              context.sentence(
                `${person.name}, ${person.role}${person.bio ? `. ${person.bio}` : ""}`,
              )
            ),
          }],
        }]
        : [],
  },
});
