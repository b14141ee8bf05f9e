/**
 * Calls of the content screens to the staff content API (ADR 0014). One request per action, no
 * retry; a 401 sends the browser to the sign-in page, as the other staff screens do. Errors carry
 * what the screens show: the field messages of a 400 and the current item of a 409.
 */
import type {
  ContentItem,
  ContentRevision,
  ContentRevisionSummary,
  LibraryImage,
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

/** Where the staff content API keeps uploaded images. */
const IMAGES_PATH = "/api/staff/content/images";

/** How much of an upload's body has been sent: `loaded` of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * `POST /api/staff/content/images` (multipart field `file`), reporting the bytes sent as they go
 * (`fetch` reports no upload progress; XMLHttpRequest's `upload.onprogress` does). Throws
 * {@linkcode ContentApiError} with the server's message (413, 415, 503) as the other calls do.
 */
export function uploadImage(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append("file", file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", IMAGES_PATH);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status === 401) globalThis.location.assign("/admin/login?expired=1");
      const body = (xhr.response ?? {}) as UploadedImage & {
        error?: string;
        fields?: Record<string, string>;
      };
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else {
        reject(
          new ContentApiError(
            body.error ?? `${xhr.status}: ${xhr.statusText}`,
            xhr.status,
            body.fields ?? {},
          ),
        );
      }
    };
    xhr.onerror = () => reject(new ContentApiError("The connection was lost", 0));
    xhr.send(form);
  });
}

/** `GET /api/staff/content/images`: the media library, newest first. */
export async function listImages(signal?: AbortSignal): Promise<LibraryImage[]> {
  return await (await request(IMAGES_PATH, signal ? { signal } : {})).json();
}

/** `GET /api/staff/content/images/{id}`: one upload (404: {@linkcode ContentApiError}). */
export async function getImage(id: string, signal?: AbortSignal): Promise<LibraryImage> {
  const path = `${IMAGES_PATH}/${encodeURIComponent(id)}`;
  return await (await request(path, signal ? { signal } : {})).json();
}

/** `DELETE /api/staff/content/images/{id}` (409 while an item uses it). */
export async function deleteImage(id: string): Promise<void> {
  await request(`${IMAGES_PATH}/${encodeURIComponent(id)}`, { method: "DELETE" });
}
