/**
 * Staff-editable content (docs/requirements.md#content, ADR 0014): the six collections,
 * their fields with named limits, and the shapes of `/api/staff/content/{collection}`. Shared by
 * the content API (server) and the content screens (browser), so both refuse the same input with
 * the same field messages.
 *
 * Every item carries the publishing envelope: `status` (`draft` or `published`), `publishAt` (ISO
 * time; in the future means scheduled), `version` (optimistic locking: a save naming an older
 * version answers 409 with the current item), and who saved it last, when.
 */
// zod/mini: these schemas ship to the browser with the staff content screens only.
import * as z from "zod/mini";
import { type CompanyFields, CompanyFieldsSchema } from "./company_details.ts";
import { httpsUrl, line } from "./field_kinds.ts";

/** The collections, as they appear in the API path. */
export const CONTENT_COLLECTIONS = [
  "insights",
  "case-studies",
  "brands",
  "people",
  "faq",
  "company",
] as const;

/** One collection. */
export type ContentCollection = typeof CONTENT_COLLECTIONS[number];

/** Whether `value` names a collection. */
export function isContentCollection(value: unknown): value is ContentCollection {
  return (CONTENT_COLLECTIONS as readonly unknown[]).includes(value);
}

/** Labels of the collections as staff read them. */
export const CONTENT_COLLECTION_LABELS: Record<ContentCollection, string> = {
  insights: "Insights",
  "case-studies": "Case studies",
  brands: "Brands we work with",
  people: "People",
  faq: "FAQ",
  company: "Company details",
};

/** Id of the one company-details document. */
export const COMPANY_DOCUMENT_ID = "company";

/** Publishing states (Ghost's model: a published item with a future `publishAt` is scheduled). */
export const CONTENT_STATUSES = ["draft", "published"] as const;

/** One publishing state. */
export type ContentStatus = typeof CONTENT_STATUSES[number];

/** Limits of the content fields (docs/requirements.md#content). */
export const CONTENT_LIMITS = {
  titleMax: 120,
  slugMax: 100,
  excerptMax: 300,
  descriptionMax: 200,
  /** Article body, bytes of sanitised HTML (UTF-8). */
  bodyBytesMax: 200 * 1024,
  shortTextMax: 160,
  bioMax: 600,
  answerMax: 2000,
  tagsMax: 12,
  tagMax: 40,
  /** Uploaded image, bytes. */
  imageBytesMax: 10 * 1024 * 1024,
  /** Uploaded image, pixels along either side. */
  imageSideMax: 8000,
} as const;

/** Field messages of the content forms and API. */
export const CONTENT_MESSAGES = {
  slug: "Slug may use only lower-case letters a-z, digits and hyphens",
  slugTaken: "Slug is already used by another insight",
  titleRequired: "Title is required",
  titleMax: `Title must be at most ${CONTENT_LIMITS.titleMax} characters`,
  bodyMax: `Body must be at most ${CONTENT_LIMITS.bodyBytesMax / 1024} KB`,
  altRequired: "Every image needs a text alternative (alt text)",
  publishAt: "Publish time must be an ISO date and time, e.g. 2026-12-01T09:00:00Z",
  stale:
    "Someone else saved this item since you opened it. Their version is shown; your text is kept.",
  version: "Version is required: the version you started editing",
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An image reference: a built image key ("insight-retail-trends") or an upload ("up-…"). */
const imageId = z.string().check(z.maxLength(100), z.regex(/^[a-z0-9-]*$/, "Unknown image"));

/** Fields of an insight (docs/requirements.md#insight-article). */
export const InsightFieldsSchema = z.object({
  slug: z.string().check(
    z.trim(),
    z.minLength(1, CONTENT_MESSAGES.slug),
    z.maxLength(
      CONTENT_LIMITS.slugMax,
      `Slug must be at most ${CONTENT_LIMITS.slugMax} characters`,
    ),
    z.regex(SLUG_PATTERN, CONTENT_MESSAGES.slug),
  ),
  title: z.string().check(
    z.trim(),
    z.minLength(1, CONTENT_MESSAGES.titleRequired),
    z.maxLength(CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.titleMax),
  ),
  category: line(60),
  excerpt: line(CONTENT_LIMITS.excerptMax),
  /** Meta description; empty means the excerpt. */
  description: z._default(line(CONTENT_LIMITS.descriptionMax, false), ""),
  keywords: z._default(z.array(line(CONTENT_LIMITS.tagMax)).check(z.maxLength(12)), []),
  bodyHtml: z.string().check(
    z.refine(
      (html) => new TextEncoder().encode(html).length <= CONTENT_LIMITS.bodyBytesMax,
      CONTENT_MESSAGES.bodyMax,
    ),
  ),
  imageId: z._default(imageId, ""),
  imageAlt: z._default(line(200, false), ""),
  author: z._default(line(80, false), ""),
  /** Publication date shown on the card (YYYY-MM-DD); empty: the day it is first published. */
  date: z._default(
    z.union([z.literal(""), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD"))]),
    "",
  ),
});

/** Fields of a named case study: the brand, where it started, what changed and over what period. */
export const CaseStudyFieldsSchema = z.object({
  title: line(CONTENT_LIMITS.titleMax),
  brand: line(80),
  category: line(60),
  baseline: line(CONTENT_LIMITS.shortTextMax),
  result: line(CONTENT_LIMITS.shortTextMax),
  period: line(60),
  summary: line(CONTENT_LIMITS.bioMax),
  imageId: z._default(imageId, ""),
  imageAlt: z._default(line(200, false), ""),
});

/** Fields of a brand the company works with. */
export const BrandFieldsSchema = z.object({
  name: line(80),
  category: line(60),
  url: z._default(httpsUrl, ""),
  imageId: z._default(imageId, ""),
  imageAlt: z._default(line(200, false), ""),
});

/** Fields of a person on the team. */
export const PersonFieldsSchema = z.object({
  name: line(80),
  role: line(80),
  bio: z._default(line(CONTENT_LIMITS.bioMax, false), ""),
  imageId: z._default(imageId, ""),
  imageAlt: z._default(line(200, false), ""),
});

/** Fields of an FAQ item (docs/requirements.md#faq). */
export const FaqFieldsSchema = z.object({
  question: line(200),
  answer: line(CONTENT_LIMITS.answerMax),
  category: line(40),
  tags: z._default(
    z.array(line(CONTENT_LIMITS.tagMax)).check(z.maxLength(CONTENT_LIMITS.tagsMax)),
    [],
  ),
});

/** The field schema of each collection. */
export const CONTENT_FIELD_SCHEMAS = {
  insights: InsightFieldsSchema,
  "case-studies": CaseStudyFieldsSchema,
  brands: BrandFieldsSchema,
  people: PersonFieldsSchema,
  faq: FaqFieldsSchema,
  company: CompanyFieldsSchema,
} as const;

/** Fields of an insight. */
export type InsightFields = z.infer<typeof InsightFieldsSchema>;
/** Fields of a case study. */
export type CaseStudyFields = z.infer<typeof CaseStudyFieldsSchema>;
/** Fields of a brand. */
export type BrandFields = z.infer<typeof BrandFieldsSchema>;
/** Fields of a person. */
export type PersonFields = z.infer<typeof PersonFieldsSchema>;
/** Fields of an FAQ item. */
export type FaqFields = z.infer<typeof FaqFieldsSchema>;

/** Fields of each collection, by collection. */
export interface ContentFieldsOf {
  insights: InsightFields;
  "case-studies": CaseStudyFields;
  brands: BrandFields;
  people: PersonFields;
  faq: FaqFields;
  company: CompanyFields;
}

/** The publishing part of a create or update body. */
export const PublishingSchema = z.object({
  status: z._default(z.enum(CONTENT_STATUSES), "draft"),
  /** ISO time; absent or null: as soon as it is published. */
  publishAt: z._default(
    z.nullable(
      z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), CONTENT_MESSAGES.publishAt)),
    ),
    null,
  ),
  /** Position in lists that staff order (FAQ, brands, people); smaller first. */
  position: z._default(z.int().check(z.minimum(0), z.maximum(1_000_000)), 0),
});

/** Body of `PATCH …/{id}`: the version being edited, and any fields to change. */
export const UpdateEnvelopeSchema = z.object({
  version: z.int(CONTENT_MESSAGES.version).check(z.minimum(1, CONTENT_MESSAGES.version)),
  /** A draft autosave: kept as a revision, merged with the previous autosave of the same person. */
  autosave: z._default(z.boolean(), false),
  status: z.optional(z.enum(CONTENT_STATUSES)),
  publishAt: z.optional(
    z.nullable(
      z.string().check(z.refine((v) => !Number.isNaN(Date.parse(v)), CONTENT_MESSAGES.publishAt)),
    ),
  ),
  position: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000))),
});

/** One item as the staff API returns it: envelope plus the collection's fields. */
export type ContentItem<C extends ContentCollection = ContentCollection> = ContentFieldsOf[C] & {
  id: string;
  collection: C;
  status: ContentStatus;
  /** ISO time or null. */
  publishAt: string | null;
  position: number;
  version: number;
  /** ISO time of the last save. */
  updatedAt: string;
  /** E-mail of the staff member who saved last ("seed" for the content a fresh start shows). */
  updatedBy: string;
  /** ISO time of the first save. */
  createdAt: string;
};

/** Kinds of revision: a save, a draft autosave, a restore of an older revision. */
export type RevisionKind = "save" | "autosave" | "restore" | "seed";

/** One entry of `GET …/{id}/revisions` (newest first). */
export interface ContentRevisionSummary {
  /** The item's version this revision recorded. */
  version: number;
  kind: RevisionKind;
  status: ContentStatus;
  savedAt: string;
  savedBy: string;
  /** The item's title (or name, or question) in that revision. */
  title: string;
}

/** `GET …/{id}/revisions/{version}`: the item as it was. */
export type ContentRevision = ContentRevisionSummary & { item: ContentItem };

/** Answer of a stale `PATCH` (409): the message and the item as it is now. */
export interface ContentConflict {
  error: string;
  current: ContentItem;
}

/** Answer of `POST /api/staff/content/images`. */
export interface UploadedImage {
  /** Use as `imageId` ("up-…"). */
  id: string;
  width: number;
  height: number;
  /** URL of the largest WebP rendition, for the editor's preview and article bodies. */
  src: string;
  /** `srcset` of the WebP renditions. */
  srcset: string;
}

/** The title-like field of an item, for lists, revisions and the audit log. */
export function contentTitle(
  collection: ContentCollection,
  fields: Record<string, unknown>,
): string {
  const key = collection === "brands" || collection === "people"
    ? "name"
    : collection === "faq"
    ? "question"
    : collection === "company"
    ? "phone"
    : "title";
  return collection === "company" ? "Company details" : String(fields[key] ?? "");
}
