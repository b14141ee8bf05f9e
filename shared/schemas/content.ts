/**
 * Staff-editable content (docs/requirements.md#content, ADR 0014): the named limits and messages
 * of the collections' fields (each collection is defined in shared/content/collections/), and the
 * shapes of `/api/staff/content/{collection}`. Shared by the content API (server) and the content
 * screens (browser), so both refuse the same input with the same field messages.
 *
 * Every item carries the publishing envelope: `status` (`draft` or `published`), `publishAt` (ISO
 * time; in the future means scheduled), `version` (optimistic locking: a save naming an older
 * version answers 409 with the current item), and who saved it last, when.
 */
// zod/mini: these schemas ship to the browser with the staff content screens only.
import * as z from "zod/mini";
// Types only: the definitions read the limits and messages below at run time.
import type { ContentCollection, ContentFieldsOf } from "../content/collections/registry.ts";

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
  imageMissing:
    "This image does not exist (it may have been deleted): upload or choose another before it goes live",
  publishAt: "Publish time must be an ISO date and time, e.g. 2026-12-01T09:00:00Z",
  // The answer carries their version (`current`); the editor keeps the user's text in the fields
  // and shows theirs only as a comparison, so the message claims neither is shown.
  stale: "Someone else saved this item since you opened it.",
  version: "Version is required: the version you started editing",
  /** A choice field's value is not one of its list's items (`label`: "Insight categories"). */
  choiceUnknown: (label: string): string =>
    `Not one of the ${label.toLowerCase()}: choose one from the list`,
  /** Deleting an item of a managed list that items still choose. */
  choiceInUse: (count: number, noun: string): string =>
    `In use by ${count} ${noun}${count === 1 ? "" : "s"}: choose another for ${
      count === 1 ? "it" : "them"
    } first`,
} as const;

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

/** Where a library image is used: an item's image field or rich-text body. */
export interface ImageUsedBy {
  /** The collection's name in the API path ("insights"). */
  collection: string;
  /** The collection's noun as staff read it at the start of a line ("Insight"). */
  noun: string;
  itemId: string;
  title: string;
  field: string;
  /** The field's label ("Hero image"). */
  fieldLabel: string;
  status: ContentStatus;
}

/**
 * One upload in the media library (`GET /api/staff/content/images[/{id}]`): its renditions, size
 * in px, the bytes its renditions take, who uploaded it when, the alt text it was last given
 * (the most recently changed item that uses it; "" when none) and where it is used.
 */
export interface LibraryImage extends UploadedImage {
  createdAt: string;
  createdBy: string;
  bytes: number;
  alt: string;
  usedBy: ImageUsedBy[];
}
