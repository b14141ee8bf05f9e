/**
 * Where the content screens can show an image they know only by its id: an image uploaded in this
 * browser tab (the upload answers its `src`), or one of the site's built images, served at
 * `/images/{id}-{width}.webp` in 480, 800 and 1200 px (shared/content/images.ts; its table is not
 * imported here, which would split it out of the chunk every public page loads). An upload from an
 * earlier visit shows as its id: the API does not answer an upload's widths.
 */
import type { UploadedImage } from "../../../schemas/content.ts";

/** The width every built image has. */
const BUILT_WIDTH = 800;

const uploads = new Map<string, UploadedImage>();

/** Remembers an upload's renditions for {@linkcode imagePreviewSrc}. */
export function rememberUpload(image: UploadedImage): void {
  uploads.set(image.id, image);
}

/** A WebP address showing `imageId`, or `undefined` when it is not known here. */
export function imagePreviewSrc(imageId: string): string | undefined {
  const uploaded = uploads.get(imageId);
  if (uploaded) return uploaded.src;
  if (imageId.startsWith("up-") || !/^[a-z0-9-]+$/.test(imageId)) return undefined;
  return `/images/${imageId}-${BUILT_WIDTH}.webp`;
}
