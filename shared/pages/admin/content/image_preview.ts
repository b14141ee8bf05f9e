/**
 * Where the content screens can show an image they know only by its id: a built image of the site
 * (shared/content/images.ts), or an image uploaded in this browser tab (the upload answers its
 * `src`). For other ids the screens show the id: the API does not answer an upload's address.
 */
import { type ImageKey, IMAGES } from "../../../content/images.ts";
import type { UploadedImage } from "../../../schemas/content.ts";

const uploads = new Map<string, UploadedImage>();

/** Remembers an upload's renditions for {@linkcode imagePreviewSrc}. */
export function rememberUpload(image: UploadedImage): void {
  uploads.set(image.id, image);
}

/** A WebP address showing `imageId`, or `undefined` when it is not known here. */
export function imagePreviewSrc(imageId: string): string | undefined {
  const uploaded = uploads.get(imageId);
  if (uploaded) return uploaded.src;
  if (Object.hasOwn(IMAGES, imageId)) {
    const asset = IMAGES[imageId as ImageKey];
    return `/images/${imageId}-${
      asset.widths[Math.floor(asset.widths.length / 2)] ?? asset.width
    }.webp`;
  }
  return undefined;
}
