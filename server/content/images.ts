/**
 * Images staff upload for content (ADR 0014; docs/requirements.md#images): accepted as JPEG, PNG
 * or WebP by their bytes (never by name or declared type), at most 10 MB and 8,000 px a side, then
 * re-encoded with sharp into the AVIF and WebP widths the site's built images use, with every
 * metadata block (EXIF, GPS, ICC comments) dropped. Renditions live in the database, so every
 * instance serves them, at `/images/{id}-{width}.{avif|webp}`. Each upload also gets its social
 * card (ADR 0014): a 1200x630 JPEG cropped from it, at `/images/{id}-og.jpg`.
 */
import type { Client } from "@libsql/client";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { ImageAsset } from "../../shared/content/published.ts";
import { CONTENT_LIMITS, type UploadedImage } from "../../shared/schemas/content.ts";
import { OG_IMAGE_SIZE } from "../../shared/seo/og_image.ts";
import type { Writer } from "../db/writer.ts";
import { contentVersionBump } from "./store.ts";

/** Widths of the renditions, px (those of the built article images). */
export const UPLOAD_WIDTHS = [480, 800, 1200] as const;

/** `format` of the social-card rendition in `content_image_files` (its `width` is 1200). */
const CARD_FORMAT = "og-jpeg";

/** Site path of an upload's social card. */
export function uploadCardPath(id: string): string {
  return `/images/${id}-og.jpg`;
}

/** Media types accepted, by sniffed content. */
const ACCEPTED = new Set(["image/jpeg", "image/png", "image/webp"]);

/** Why an upload was refused: `status` 413 (too large) or 415 (not an accepted image). */
export class ImageRejectedError extends Error {
  constructor(message: string, readonly status: 413 | 415) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

/** Uploaded images: store, serve, list sizes. */
export interface ImageStore {
  /**
   * Checks, re-encodes and stores an upload.
   * @throws {ImageRejectedError} 413 over the byte or pixel limits, 415 for anything else.
   */
  upload(bytes: Uint8Array, actor: string): Promise<UploadedImage>;
  /** One rendition's bytes, or undefined. */
  file(id: string, width: number, format: string): Promise<Uint8Array | undefined>;
  /** The upload's social card (JPEG, 1200x630), or undefined (uploads older than cards). */
  card(id: string): Promise<Uint8Array | undefined>;
  /** Sizes of every upload, by id (the registry's image assets). */
  assets(): Promise<Map<string, ImageAsset>>;
}

/** `srcset` and largest WebP of an upload. */
export function uploadUrls(id: string, widths: readonly number[]) {
  const largest = widths[widths.length - 1] ?? UPLOAD_WIDTHS[0];
  return {
    src: `/images/${id}-${largest}.webp`,
    srcset: widths.map((width) => `/images/${id}-${width}.webp ${width}w`).join(", "),
  };
}

/** The rendition widths for an image `width` px wide: never upscaled. */
function widthsFor(width: number): number[] {
  const fitting = UPLOAD_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length ? fitting : [width];
}

/** Why an image whose bytes do not decode was refused. */
const UNREADABLE = "The file could not be read as an image";

/** A stored rendition of an upload: `width` px, `format` as in `content_image_files`. */
type Rendition = { width: number; format: string; bytes: Uint8Array };

/**
 * Re-encodes an upload into its renditions at `widths` and its social card.
 * @throws whatever sharp throws when the pixels do not decode.
 */
async function encode(bytes: Uint8Array, widths: readonly number[]): Promise<Rendition[]> {
  const renditions: Rendition[] = [];
  for (const target of widths) {
    // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none
    // unless asked to).
    const resized = sharp(bytes).rotate().resize({ width: target, withoutEnlargement: true });
    renditions.push(
      {
        width: target,
        format: "avif",
        bytes: await resized.clone().avif({ quality: 55 }).toBuffer(),
      },
      {
        width: target,
        format: "webp",
        bytes: await resized.clone().webp({ quality: 78 }).toBuffer(),
      },
    );
  }
  // The social card: the image cropped to Open Graph's 1.91:1 around its most salient part
  // (sharp's attention strategy), enlarged if it is smaller; JPEG, which every link-preview
  // crawler reads.
  renditions.push({
    width: OG_IMAGE_SIZE.width,
    format: CARD_FORMAT,
    bytes: await sharp(bytes).rotate()
      .resize(OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height, {
        fit: "cover",
        position: sharp.strategy.attention,
      })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
  });
  return renditions;
}

/** Creates the {@linkcode ImageStore}. */
export function createImageStore(
  options: { db: Client; writer: Writer; now?: () => number },
): ImageStore {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  return {
    async upload(bytes, actor) {
      if (bytes.length > CONTENT_LIMITS.imageBytesMax) {
        throw new ImageRejectedError(
          `Images must be at most ${CONTENT_LIMITS.imageBytesMax / 1024 / 1024} MB`,
          413,
        );
      }
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !ACCEPTED.has(type.mime)) {
        throw new ImageRejectedError("Upload a JPEG, PNG or WebP image", 415);
      }
      let metadata;
      try {
        metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      } catch {
        throw new ImageRejectedError(UNREADABLE, 415);
      }
      const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
      const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
      if (width > CONTENT_LIMITS.imageSideMax || height > CONTENT_LIMITS.imageSideMax) {
        throw new ImageRejectedError(
          `Images must be at most ${CONTENT_LIMITS.imageSideMax} px on each side`,
          413,
        );
      }
      if (!width || !height) throw new ImageRejectedError("The image has no size", 415);
      const id = `up-${crypto.randomUUID()}`;
      const widths = widthsFor(width);
      let renditions;
      try {
        renditions = await encode(bytes, widths);
      } catch {
        // The header gave a size but the pixels did not decode (a cut or damaged file): the
        // upload's own rejection, never a 500 (docs/requirements.md#security).
        throw new ImageRejectedError(UNREADABLE, 415);
      }
      const largest = widths[widths.length - 1] ?? width;
      const scaledHeight = Math.round(height * largest / width);
      await writer.batch([
        {
          sql: `INSERT INTO content_images (id, width, height, created_at, created_by)
                VALUES (?, ?, ?, ?, ?)`,
          args: [id, largest, scaledHeight, now(), actor],
        },
        ...renditions.map((file) => ({
          sql: `INSERT INTO content_image_files (image_id, width, format, bytes)
                VALUES (?, ?, ?, ?)`,
          args: [id, file.width, file.format, file.bytes],
        })),
        // Uploads join the snapshot's image sizes.
        contentVersionBump(),
      ]);
      return { id, width: largest, height: scaledHeight, ...uploadUrls(id, widths) };
    },
    async file(id, width, format) {
      const result = await db.execute({
        sql:
          "SELECT bytes FROM content_image_files WHERE image_id = ? AND width = ? AND format = ?",
        args: [id, width, format],
      });
      const bytes = result.rows[0]?.bytes;
      return bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : undefined;
    },
    card(id) {
      return this.file(id, OG_IMAGE_SIZE.width, CARD_FORMAT);
    },
    async assets() {
      const result = await db.execute({
        sql: `SELECT i.id, i.width, i.height,
                     group_concat(DISTINCT CASE WHEN f.format <> ? THEN f.width END) AS widths,
                     max(f.format = ?) AS card
                FROM content_images i JOIN content_image_files f ON f.image_id = i.id
               GROUP BY i.id`,
        args: [CARD_FORMAT, CARD_FORMAT],
      });
      return new Map(result.rows.map((row) => [
        String(row.id),
        {
          width: Number(row.width),
          height: Number(row.height),
          widths: String(row.widths).split(",").map(Number).sort((a, b) => a - b),
          ...(Number(row.card) ? { card: true } : {}),
        },
      ]));
    },
  };
}
