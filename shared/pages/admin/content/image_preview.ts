/**
 * Where the content screens can show an image they know only by its id: an upload, whose
 * renditions (`/images/{id}-{width}.webp`, widths by its size: server/content/images.ts) the
 * library answers (`GET /api/staff/content/images/{id}`, remembered for the tab), or one of the
 * site's built images, served at `/images/{id}-{width}.webp` in 480, 800 and 1200 px
 * (shared/content/images.ts; its table is not imported here, which would split it out of the chunk
 * every public page loads).
 */
import { useEffect, useState } from "react";
import type { UploadedImage } from "../../../schemas/content.ts";
import { ContentApiError, getImage } from "./content_api.ts";

/** The width every built image has. */
const BUILT_WIDTH = 800;

const uploads = new Map<string, UploadedImage>();

/** Remembers an upload's renditions for {@linkcode imagePreviewSrc}. */
export function rememberUpload(image: UploadedImage): void {
  uploads.set(image.id, image);
}

/** Whether `imageId` names an upload ("up-…") rather than a built image. */
function isUpload(imageId: string): boolean {
  return imageId.startsWith("up-");
}

/** A WebP address showing `imageId`, or `undefined` when it is not known here (yet). */
export function imagePreviewSrc(imageId: string): string | undefined {
  const uploaded = uploads.get(imageId);
  if (uploaded) return uploaded.src;
  if (isUpload(imageId) || !/^[a-z0-9-]+$/.test(imageId)) return undefined;
  return `/images/${imageId}-${BUILT_WIDTH}.webp`;
}

/**
 * How an image field shows `imageId`: nothing, a thumbnail (`src`, and the upload's `srcset`),
 * a wait while the upload's renditions are asked for, `missing` when no such upload exists (it
 * was deleted), or `unknown` when the question failed.
 */
export type ImagePreview =
  | { kind: "none" }
  | { kind: "ready"; src: string; srcset?: string }
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "unknown" };

function known(imageId: string): ImagePreview | undefined {
  if (!imageId) return { kind: "none" };
  const uploaded = uploads.get(imageId);
  if (uploaded) return { kind: "ready", src: uploaded.src, srcset: uploaded.srcset };
  const src = imagePreviewSrc(imageId);
  if (src) return { kind: "ready", src };
  return isUpload(imageId) ? undefined : { kind: "unknown" };
}

/** The {@linkcode ImagePreview} of `imageId`, asking the library for an upload not seen yet. */
export function useImagePreview(imageId: string): ImagePreview {
  const [fetched, setFetched] = useState<{ id: string; preview: ImagePreview }>();
  const now = known(imageId);
  useEffect(() => {
    if (known(imageId)) return;
    const controller = new AbortController();
    getImage(imageId, controller.signal).then(
      (image) => {
        rememberUpload(image);
        setFetched({
          id: imageId,
          preview: { kind: "ready", src: image.src, srcset: image.srcset },
        });
      },
      (error) => {
        if (controller.signal.aborted) return;
        const missing = error instanceof ContentApiError && error.status === 404;
        setFetched({ id: imageId, preview: { kind: missing ? "missing" : "unknown" } });
      },
    );
    return () => controller.abort();
  }, [imageId]);
  return now ?? (fetched?.id === imageId ? fetched.preview : { kind: "loading" });
}
