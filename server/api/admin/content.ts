/**
 * The content API of the staff area (ADR 0014, docs/requirements.md#content), used by
 * the content screens, scripts and tests: `/api/staff/content/{collection}[/{id}[/revisions…]]`
 * and image uploads. Both roles may use it (docs/requirements.md#staff-roles). Every change needs
 * a same-origin request, answers bad input with 400 and a message per field, a stale `version`
 * with 409 and the current item, and is written to the audit log with the item's title, in the
 * change's own transaction (a refused change leaves no entry; a committed one always has its entry).
 */
import type { InStatement } from "@libsql/client";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import {
  COMPANY_DOCUMENT_ID,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  type ContentItem,
  type ImageUsedBy,
  type LibraryImage,
  PublishingSchema,
  UpdateEnvelopeSchema,
} from "../../../shared/schemas/content.ts";
import {
  collectionDefinition,
  CONTENT_COLLECTION_LABELS,
  type ContentCollection,
  contentTitle,
  isContentCollection,
} from "../../../shared/content/collections/registry.ts";
import { IMAGE_KEYS } from "../../../shared/content/images.ts";
import { choiceFields, fieldsOfKind } from "../../../shared/schemas/field_kinds.ts";
import { CONTENT_JSON_BODY_MAX, IMAGE_UPLOAD_BODY_MAX } from "../../http/body_limits.ts";
import { jsonOnly } from "../../http/json_only.ts";
import {
  IMAGE_BUSY_RETRY_SECONDS,
  ImageRejectedError,
  type ImageStore,
  type StoredImage,
} from "../../content/images.ts";
import {
  type ChangeOptions,
  choosers,
  ContentConflictError,
  type ContentStore,
  type ImageUse,
} from "../../content/store.ts";
import { ContentValidationError } from "../../content/validate_fields.ts";
import type { AuditLog } from "../../staff/audit.ts";
import type { StaffEnv, StaffGuards } from "../../staff/guards.ts";

/** Options of {@linkcode createStaffContentApi}. */
export interface StaffContentApiOptions {
  guards: StaffGuards;
  store: ContentStore;
  images: ImageStore;
  audit: AuditLog;
  /** Called after every change, so this instance shows it at once (others within the poll). */
  changed: () => void;
}

const jsonBody = bodyLimit({
  maxSize: CONTENT_JSON_BODY_MAX,
  onError: (c) => c.json({ error: "Request is too large" }, 413),
});

const imageBody = bodyLimit({
  maxSize: IMAGE_UPLOAD_BODY_MAX,
  onError: (c) =>
    c.json(
      { error: `Images must be at most ${CONTENT_LIMITS.imageBytesMax / 1024 / 1024} MB` },
      413,
    ),
});

function collectionOf(c: Context): ContentCollection | undefined {
  const value = c.req.param("collection");
  return isContentCollection(value) ? value : undefined;
}

function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "body")] ??= issue.message;
  return fields;
}

function badRequest(c: Context, fields: Record<string, string>) {
  const [name, message] = Object.entries(fields)[0] ?? ["body", "Bad request"];
  return c.json({ error: `${name}: ${message}`, fields }, 400);
}

async function readJson(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body = await c.req.json();
    return typeof body === "object" && body !== null && !Array.isArray(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function publishAtMs(value: string | null | undefined): number | null | undefined {
  return value === undefined ? undefined : value === null ? null : Date.parse(value);
}

/** What a change did, as the audit log says it. */
function describe(
  before: { status: string; publishAt: string | null } | undefined,
  after: { status: string; publishAt: string | null },
): string {
  if (after.status === "published" && before?.status !== "published") {
    return after.publishAt && Date.parse(after.publishAt) > Date.now()
      ? `scheduled for ${after.publishAt}`
      : "published";
  }
  if (after.status === "draft" && before?.status === "published") return "unpublished";
  return "saved";
}

/** The site's built images (shared/content/images.ts), which an image field may name too. */
const BUILT_IMAGES: ReadonlySet<string> = new Set(IMAGE_KEYS);

/** "insight" → "Insight", for the start of a line. */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where an upload is used, as the library answers it. */
function usedBy(uses: readonly ImageUse[]): ImageUsedBy[] {
  return uses.map((use): ImageUsedBy => ({
    collection: use.collection,
    noun: capitalised(collectionDefinition(use.collection).noun),
    itemId: use.itemId,
    title: use.title,
    field: use.field,
    fieldLabel: use.fieldLabel,
    status: use.status,
  }));
}

/** A library entry from an upload and the places it is used (newest change first). */
function libraryImage(image: StoredImage, uses: readonly ImageUse[]): LibraryImage {
  return { ...image, alt: uses.find((use) => use.alt.trim())?.alt ?? "", usedBy: usedBy(uses) };
}

/** The content routes, mounted at `/api`. */
export function createStaffContentApi(options: StaffContentApiOptions) {
  const { guards, store, images, audit } = options;
  const base = "/staff/content/:collection";

  /**
   * A live item (published now or scheduled) never shows a missing image: each image field must
   * name a built image or an upload that exists (a draft may, so no work is lost). Without this,
   * an item published while its image was still uploading went live with an empty box.
   */
  async function liveImagesExist(after: ContentItem) {
    if (after.status !== "published") return undefined;
    const definition = collectionDefinition(after.collection as ContentCollection);
    const fields: Record<string, string> = {};
    for (const name of fieldsOfKind(definition.fields, "image")) {
      const imageId = String((after as Record<string, unknown>)[name] ?? "");
      if (!imageId || BUILT_IMAGES.has(imageId)) continue;
      if (!(await images.get(imageId))) fields[name] = CONTENT_MESSAGES.imageMissing;
    }
    return fields;
  }

  /**
   * A choice field (an insight's category) holds the title of an item of its list, whatever the
   * item's status, so a typo cannot make a new category; and an item of a list that something
   * chooses from has a title of its own, so a choice names one item.
   */
  async function choicesExist(after: ContentItem) {
    const collection = after.collection as ContentCollection;
    const definition = collectionDefinition(collection);
    const values = after as Record<string, unknown>;
    const fields: Record<string, string> = {};
    for (const { name, from } of choiceFields(definition.fields)) {
      if (!isContentCollection(from)) continue;
      const titles = (await store.list(from)).map((item) => contentTitle(from, item));
      if (!titles.includes(String(values[name] ?? ""))) {
        fields[name] = CONTENT_MESSAGES.choiceUnknown(collectionDefinition(from).label);
      }
    }
    if (choosers(collection).length) {
      const title = contentTitle(collection, values);
      const twin = (await store.list(collection)).find((item) =>
        item.id !== after.id && contentTitle(collection, item) === title
      );
      if (twin) {
        fields[definition.titleField] = `Another ${definition.noun} has this ${
          definition.labels[definition.titleField]?.label.toLowerCase() ?? "title"
        }`;
      }
    }
    return fields;
  }

  /** Why item `id` of a managed list cannot be deleted (items choose it), or undefined. */
  async function choiceUses(collection: ContentCollection, id: string) {
    const choosing = choosers(collection);
    if (!choosing.length) return undefined;
    const item = await store.get(collection, id);
    if (!item) return undefined;
    const title = contentTitle(collection, item);
    for (const { collection: chooser, field } of choosing) {
      if (!isContentCollection(chooser)) continue;
      const count = (await store.list(chooser)).filter((each) =>
        (each as Record<string, unknown>)[field] === title
      ).length;
      if (count) {
        return CONTENT_MESSAGES.choiceInUse(count, collectionDefinition(chooser).noun);
      }
    }
    return undefined;
  }

  /** Every check of an item as a change would leave it (ADR 0037, and the managed lists). */
  async function checked(after: ContentItem) {
    return { ...(await choicesExist(after)), ...(await liveImagesExist(after)) };
  }

  /** Every upload's library entry, newest first. */
  async function library(): Promise<LibraryImage[]> {
    const [stored, uses] = await Promise.all([images.list(), store.imageUses()]);
    const byImage = Map.groupBy(uses, (use) => use.imageId);
    return stored.map((image) => libraryImage(image, byImage.get(image.id) ?? []));
  }

  /**
   * The change's audit entry, written in its transaction: `what` says what the change did, from
   * the item as it was and as the change leaves it (the store's own reads, so the entry describes
   * the change that committed).
   */
  function audited(
    c: Context<StaffEnv>,
    collection: ContentCollection,
    what: (before: ContentItem | undefined, after: ContentItem | undefined) => string,
  ): ChangeOptions {
    return {
      check: checked,
      companions: [({ before, after }): InStatement[] => {
        const item = after ?? before;
        const title = item ? contentTitle(collection, item) : "";
        return [
          audit.entry(
            c.var.staff.email,
            "content_change",
            `${CONTENT_COLLECTION_LABELS[collection]} “${title}”: ${what(before, after)}`,
          ),
        ];
      }],
    };
  }

  return new Hono<StaffEnv>()
    .post("/staff/content/images", guards.requireStaff, guards.sameOrigin, imageBody, async (c) => {
      let file: unknown;
      try {
        file = (await c.req.parseBody())["file"];
      } catch {
        return c.json({ error: "Send the image as multipart form data in the field file" }, 400);
      }
      if (!(file instanceof File)) {
        return c.json({
          error: "file: Choose an image to upload",
          fields: { file: "Choose an image to upload" },
        }, 400);
      }
      try {
        const uploaded = await images.upload(
          new Uint8Array(await file.arrayBuffer()),
          c.var.staff.email,
        );
        await audit.record(c.var.staff.email, "content_change", `Image uploaded: ${uploaded.id}`);
        options.changed();
        return c.json(uploaded, 201);
      } catch (error) {
        if (error instanceof ImageRejectedError) {
          // 503: decoding is at its cap (server/content/images.ts IMAGE_WORK_LIMITS).
          if (error.status === 503) c.header("Retry-After", String(IMAGE_BUSY_RETRY_SECONDS));
          return c.json({ error: error.message, fields: { file: error.message } }, error.status);
        }
        throw error;
      }
    })
    .get("/staff/content/images", guards.requireStaff, async (c) => c.json(await library()))
    .get("/staff/content/images/:id", guards.requireStaff, async (c) => {
      const [stored] = await images.list(c.req.param("id"));
      if (!stored) return c.json({ error: "Not found" }, 404);
      const uses = (await store.imageUses()).filter((use) => use.imageId === stored.id);
      return c.json(libraryImage(stored, uses));
    })
    .delete("/staff/content/images/:id", guards.requireStaff, guards.sameOrigin, async (c) => {
      const id = c.req.param("id");
      if (!(await images.get(id))) return c.json({ error: "Not found" }, 404);
      const uses = (await store.imageUses()).filter((use) => use.imageId === id);
      if (uses.length) {
        const places = usedBy(uses);
        const where = places.map((use) => `${use.noun} “${use.title}” (${use.fieldLabel})`).join(
          ", ",
        );
        return c.json({ error: `This image is in use: ${where}`, usedBy: places }, 409);
      }
      const removed = await images.remove(id, [
        audit.entry(c.var.staff.email, "content_change", `Image deleted: ${id}`),
      ]);
      if (!removed) return c.json({ error: "Not found" }, 404);
      options.changed();
      return c.body(null, 204);
    })
    .get(base, guards.requireStaff, async (c) => {
      const collection = collectionOf(c);
      if (!collection) return c.json({ error: "Unknown collection" }, 404);
      return c.json(await store.list(collection));
    })
    .post(base, guards.requireStaff, guards.sameOrigin, jsonOnly, jsonBody, async (c) => {
      const collection = collectionOf(c);
      if (!collection) return c.json({ error: "Unknown collection" }, 404);
      const definition = collectionDefinition(collection);
      if (definition.single) {
        return c.json({ error: `${definition.label} are one document: change it with PATCH` }, 405);
      }
      const body = await readJson(c);
      if (!body) return badRequest(c, { body: "Send a JSON object" });
      const publishing = z.safeParse(PublishingSchema, body);
      if (!publishing.success) return badRequest(c, fieldErrors(publishing.error));
      try {
        const item = await store.create(
          collection,
          body,
          {
            // A managed list's entries are live once saved (define.ts `alwaysLive`).
            status: definition.alwaysLive ? "published" : publishing.data.status,
            publishAt: definition.alwaysLive
              ? null
              : publishAtMs(publishing.data.publishAt) ?? null,
            position: publishing.data.position,
          },
          c.var.staff.email,
          audited(
            c,
            collection,
            (_, after) => describe(undefined, after!).replace("saved", "draft created"),
          ),
        );
        options.changed();
        return c.json(item, 201);
      } catch (error) {
        if (error instanceof ContentValidationError) return badRequest(c, error.fields);
        throw error;
      }
    })
    .get(`${base}/:id`, guards.requireStaff, async (c) => {
      const collection = collectionOf(c);
      const item = collection && await store.get(collection, c.req.param("id"));
      return item ? c.json(item) : c.json({ error: "Not found" }, 404);
    })
    .patch(`${base}/:id`, guards.requireStaff, guards.sameOrigin, jsonOnly, jsonBody, async (c) => {
      const collection = collectionOf(c);
      if (!collection) return c.json({ error: "Unknown collection" }, 404);
      const body = await readJson(c);
      if (!body) return badRequest(c, { body: "Send a JSON object" });
      const envelope = z.safeParse(UpdateEnvelopeSchema, body);
      if (!envelope.success) return badRequest(c, fieldErrors(envelope.error));
      const { version, autosave, status, publishAt, position, ...rest } = envelope.data;
      const fields = Object.fromEntries(
        Object.entries(body).filter(([key]) =>
          !["version", "autosave", "status", "publishAt", "position", "id", "collection"].includes(
            key,
          ) &&
          !["createdAt", "updatedAt", "updatedBy"].includes(key)
        ),
      );
      void rest;
      const id = c.req.param("id");
      // A managed list's entries stay live (define.ts `alwaysLive`): no unpublish or schedule.
      const alwaysLive = collectionDefinition(collection).alwaysLive === true;
      try {
        const item = await store.update(
          collection,
          id,
          {
            version,
            fields,
            autosave,
            ...(alwaysLive ? { status: "published" as const } : status ? { status } : {}),
            ...(alwaysLive
              ? { publishAt: null }
              : publishAt !== undefined
              ? { publishAt: publishAtMs(publishAt) ?? null }
              : {}),
            ...(position !== undefined ? { position } : {}),
          },
          c.var.staff.email,
          // An autosave is not an action of its own: the save that follows is audited.
          autosave
            ? { check: checked }
            : audited(c, collection, (before, after) => describe(before, after!)),
        );
        if (!item) return c.json({ error: "Not found" }, 404);
        options.changed();
        return c.json(item);
      } catch (error) {
        if (error instanceof ContentConflictError) {
          return c.json({ error: error.message, current: error.current }, 409);
        }
        if (error instanceof ContentValidationError) return badRequest(c, error.fields);
        throw error;
      }
    })
    .delete(`${base}/:id`, guards.requireStaff, guards.sameOrigin, async (c) => {
      const collection = collectionOf(c);
      if (!collection) return c.json({ error: "Unknown collection" }, 404);
      const definition = collectionDefinition(collection);
      if (definition.single || c.req.param("id") === COMPANY_DOCUMENT_ID) {
        return c.json({ error: `${definition.label} cannot be deleted` }, 405);
      }
      // An entry of a managed list that items still choose stays (as an image in use does).
      const uses = await choiceUses(collection, c.req.param("id"));
      if (uses) return c.json({ error: uses }, 409);
      const removed = await store.remove(
        collection,
        c.req.param("id"),
        audited(c, collection, () => "deleted"),
      );
      if (!removed) return c.json({ error: "Not found" }, 404);
      options.changed();
      return c.body(null, 204);
    })
    .get(`${base}/:id/revisions`, guards.requireStaff, async (c) => {
      const collection = collectionOf(c);
      if (!collection) return c.json({ error: "Unknown collection" }, 404);
      const item = await store.get(collection, c.req.param("id"));
      if (!item) return c.json({ error: "Not found" }, 404);
      return c.json(await store.revisions(collection, item.id));
    })
    .get(`${base}/:id/revisions/:version`, guards.requireStaff, async (c) => {
      const collection = collectionOf(c);
      const version = Number(c.req.param("version"));
      const revision = collection && Number.isInteger(version) &&
        await store.revision(collection, c.req.param("id"), version);
      return revision ? c.json(revision) : c.json({ error: "Not found" }, 404);
    })
    .post(
      `${base}/:id/revisions/:version/restore`,
      guards.requireStaff,
      guards.sameOrigin,
      jsonOnly,
      async (c) => {
        const collection = collectionOf(c);
        const version = Number(c.req.param("version"));
        if (!collection || !Number.isInteger(version)) return c.json({ error: "Not found" }, 404);
        const body = await readJson(c);
        const current = z.safeParse(
          z.object({ version: UpdateEnvelopeSchema.shape.version }),
          body,
        );
        if (!current.success) return badRequest(c, fieldErrors(current.error));
        const id = c.req.param("id");
        const revision = await store.revision(collection, id, version);
        if (!revision) return c.json({ error: "Not found" }, 404);
        const { item } = revision;
        const fields = Object.fromEntries(
          Object.entries(item).filter(([key]) =>
            ![
              "id",
              "collection",
              "status",
              "publishAt",
              "position",
              "version",
              "createdAt",
              "updatedAt",
              "updatedBy",
            ]
              .includes(key)
          ),
        );
        try {
          const restored = await store.update(
            collection,
            id,
            { version: current.data.version, fields, kind: "restore" },
            c.var.staff.email,
            audited(c, collection, () => `revision ${version} restored`),
          );
          if (!restored) return c.json({ error: "Not found" }, 404);
          options.changed();
          return c.json(restored);
        } catch (error) {
          if (error instanceof ContentConflictError) {
            return c.json({ error: error.message, current: error.current }, 409);
          }
          if (error instanceof ContentValidationError) return badRequest(c, error.fields);
          throw error;
        }
      },
    );
}
