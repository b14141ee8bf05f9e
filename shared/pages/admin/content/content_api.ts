/**
 * Calls of the content screens to the staff content API (ADR 0014). One request per action, no
 * retry; a 401 sends the browser to the sign-in page, as the other staff screens do. Errors carry
 * what the screens show: the field messages of a 400 and the current item of a 409.
 */
import type {
  ContentItem,
  ContentRevision,
  ContentRevisionSummary,
  UploadedImage,
} from "../../../schemas/content.ts";
import type { ContentCollection } from "../../../content/collections/registry.ts";

/** An answer other than 2xx. */
export class ContentApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** 400: message by field name. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** 409: the item as it is now. */
    readonly current?: ContentItem,
  ) {
    super(message);
    this.name = "ContentApiError";
  }
}

/** Path of a collection, an item, or something below an item. */
export function contentPath(collection: ContentCollection, id?: string, ...rest: string[]): string {
  return ["/api/staff/content", collection, ...(id === undefined ? [] : [id]), ...rest]
    .map((part, index) => index === 0 ? part : encodeURIComponent(part))
    .join("/");
}

async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, init);
  if (response.status === 401) globalThis.location.assign("/admin/login?expired=1");
  if (!response.ok) {
    const body = await response.json().catch(() => ({})) as {
      error?: string;
      fields?: Record<string, string>;
      current?: ContentItem;
    };
    throw new ContentApiError(
      body.error ?? `${response.status}: ${response.statusText}`,
      response.status,
      body.fields ?? {},
      body.current,
    );
  }
  return response;
}

function sendJson(path: string, method: string, body: unknown): Promise<Response> {
  return request(path, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** `GET …/{collection}`: every item, drafts included. */
export async function listItems(
  collection: ContentCollection,
  signal?: AbortSignal,
): Promise<ContentItem[]> {
  return await (await request(contentPath(collection), signal ? { signal } : {})).json();
}

/** `GET …/{collection}/{id}`. */
export async function getItem(
  collection: ContentCollection,
  id: string,
  signal?: AbortSignal,
): Promise<ContentItem> {
  return await (await request(contentPath(collection, id), signal ? { signal } : {})).json();
}

/** `POST …/{collection}`: fields plus `status`/`publishAt`; answers the new item. */
export async function createItem(
  collection: ContentCollection,
  body: Record<string, unknown>,
): Promise<ContentItem> {
  return await (await sendJson(contentPath(collection), "POST", body)).json();
}

/**
 * `PATCH …/{collection}/{id}` naming the `version` edited. Throws {@linkcode ContentApiError}
 * with `status` 409 and `current` when someone else saved since.
 */
export async function updateItem(
  collection: ContentCollection,
  id: string,
  body: Record<string, unknown> & { version: number; autosave?: boolean },
): Promise<ContentItem> {
  return await (await sendJson(contentPath(collection, id), "PATCH", body)).json();
}

/** `DELETE …/{collection}/{id}`. */
export async function deleteItem(collection: ContentCollection, id: string): Promise<void> {
  await request(contentPath(collection, id), { method: "DELETE" });
}

/** `GET …/{id}/revisions`, newest first. */
export async function listRevisions(
  collection: ContentCollection,
  id: string,
): Promise<ContentRevisionSummary[]> {
  return await (await request(contentPath(collection, id, "revisions"))).json();
}

/** `GET …/{id}/revisions/{version}`. */
export async function getRevision(
  collection: ContentCollection,
  id: string,
  version: number,
): Promise<ContentRevision> {
  return await (await request(contentPath(collection, id, "revisions", String(version)))).json();
}

/** `POST …/{id}/revisions/{version}/restore` naming the current version; answers the item. */
export async function restoreRevision(
  collection: ContentCollection,
  id: string,
  options: { version: number; currentVersion: number },
): Promise<ContentItem> {
  const path = contentPath(collection, id, "revisions", String(options.version), "restore");
  return await (await sendJson(path, "POST", { version: options.currentVersion })).json();
}

/** `POST /api/staff/content/images` (multipart field `file`). */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  return await (await request("/api/staff/content/images", { method: "POST", body: form })).json();
}
