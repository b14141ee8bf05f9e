/**
 * Images staff upload for content (ADR 0014; docs/requirements.md#images): accepted as JPEG, PNG
 * or WebP by their bytes (never by name or declared type), at most 10 MB and 8,000 px a side, then
 * re-encoded with sharp into the AVIF and WebP widths the site's built images use, with every
 * metadata block (EXIF, GPS, ICC comments) dropped. Renditions live in the database, so every
 * instance serves them, at `/images/{id}-{width}.{avif|webp}`. Each upload also gets its social
 * card (ADR 0014): a 1200x630 JPEG cropped from it, at `/images/{id}-og.jpg`.
 *
 * Decoding is the expensive part: three 7,999 × 7,999 PNGs of 62 KB each held the CPU for 3–4 s and
 * took the pages' p99 from 6 to 57 ms. So the pixel limit is applied to the header's dimensions
 * before a pixel is decoded (sharp's `limitInputPixels`), an upload is decoded once, to the
 * smallest size every rendition can be cut from, and decoding waits in a small queue (one at a
 * time, two waiting; past that 503 with Retry-After). Decoding runs on libvips's threads, never
 * on the serving thread.
 */
import type { Client, InStatement } from "@libsql/client";
import { fileTypeFromBuffer } from "file-type";
import PQueue from "p-queue";
import sharp from "sharp";
import type { ImageAsset } from "../../shared/content/published.ts";
import { CONTENT_LIMITS, type UploadedImage } from "../../shared/schemas/content.ts";
import { OG_IMAGE_SIZE } from "../../shared/seo/og_image.ts";
import type { Writer } from "../db/writer.ts";
import { contentVersionBump } from "./store.ts";

/**
 * libaom's effort for the AVIF renditions (sharp: 0–9, default 4). AVIF encoding is most of an
 * upload's time; `deno run -A tools/bench/image_upload_bench.ts` measured an 800 × 500 PNG of
 * 2.2 MB at 6.1 s p50 with the default, 92% of it in AVIF (2026-11-29, load about 12 on 2 cores).
 * Effort 2 encoded the site's own 1200 px illustrations at 800 px 6–8 times faster than 4 for
 * 4–12% more bytes (ADR 0037), and an editor waits for it.
 */
export const AVIF_EFFORT = 2;

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

/**
 * Most pixels an upload may have: a square at the side limit (CONTENT_LIMITS.imageSideMax). sharp
 * refuses an input whose header claims more before decoding it.
 */
export const IMAGE_PIXELS_MAX = CONTENT_LIMITS.imageSideMax ** 2;

/**
 * Uploads decoded at once and uploads allowed to wait for that, per process. One at a time
 * leaves the other core to the pages on the 2-core machine; staff upload one image at a time, so
 * two waiting is room for a second editor, not for a flood.
 */
export const IMAGE_WORK_LIMITS = { concurrency: 1, queue: 2 } as const;

/** Seconds a refused upload is told to wait before trying again (`Retry-After`). */
export const IMAGE_BUSY_RETRY_SECONDS = 5;

/**
 * Why an upload was refused: `status` 413 (too large), 415 (not an accepted image) or 503 (the
 * process is decoding as many uploads as it may; try again after
 * {@linkcode IMAGE_BUSY_RETRY_SECONDS}).
 */
export class ImageRejectedError extends Error {
  constructor(message: string, readonly status: 413 | 415 | 503) {
    super(message);
    this.name = "ImageRejectedError";
  }
}

/** Uploaded images: store, serve, list sizes. */
export interface ImageStore {
  /**
   * Checks, re-encodes and stores an upload.
   * @throws {ImageRejectedError} 413 over the byte or pixel limits, 503 when
   * {@linkcode IMAGE_WORK_LIMITS} are reached, 415 for anything else.
   */
  upload(bytes: Uint8Array, actor: string): Promise<UploadedImage>;
  /** One rendition's bytes, or undefined. */
  file(id: string, width: number, format: string): Promise<Uint8Array | undefined>;
  /** The upload's social card (JPEG, 1200x630), or undefined (uploads older than cards). */
  card(id: string): Promise<Uint8Array | undefined>;
  /** Sizes of every upload, by id (the registry's image assets). */
  assets(): Promise<Map<string, ImageAsset>>;
  /** One upload as its upload answered it (renditions' `src`/`srcset`), or undefined. */
  get(id: string): Promise<UploadedImage | undefined>;
  /**
   * Every upload (or only upload `id`), newest first, with who uploaded it and the bytes its
   * renditions take.
   */
  list(id?: string): Promise<StoredImage[]>;
  /**
   * Deletes an upload and every rendition, with `companions` (its audit entry) in the same
   * transaction; false when there was no such upload. Whether it is still in use is the caller's
   * question (the content store's `imageUses`).
   */
  remove(id: string, companions?: readonly InStatement[]): Promise<boolean>;
}

/** An upload in the library: {@linkcode UploadedImage} and its record. */
export interface StoredImage extends UploadedImage {
  /** ISO 8601 time of the upload. */
  createdAt: string;
  /** E-mail address of the staff member who uploaded it. */
  createdBy: string;
  /** Bytes of every stored rendition (AVIF, WebP and the social card) together. */
  bytes: number;
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

/** Input options of every decode: the pixel limit from the header, before any pixel is read. */
const INPUT = { limitInputPixels: IMAGE_PIXELS_MAX } as const;

/**
 * Decodes an upload `width` × `height` px (as oriented) once, to raw pixels at the smallest scale
 * that loses nothing for the renditions (at most the largest of `widths`) or the social card
 * (covering 1200x630): for a large upload that is one decode instead of one per rendition, and
 * the renditions then work from a small image.
 * @throws whatever sharp throws when the pixels do not decode.
 */
async function decodeOnce(
  bytes: Uint8Array,
  size: { width: number; height: number },
  widths: readonly number[],
) {
  const largest = widths[widths.length - 1] ?? size.width;
  const scale = Math.min(
    1,
    Math.max(
      largest / size.width,
      OG_IMAGE_SIZE.width / size.width,
      OG_IMAGE_SIZE.height / size.height,
    ),
  );
  // rotate() applies the EXIF orientation before the metadata is dropped (sharp keeps none
  // unless asked to).
  const { data, info } = await sharp(bytes, INPUT).rotate()
    .resize({
      width: Math.max(1, Math.round(size.width * scale)),
      height: Math.max(1, Math.round(size.height * scale)),
      fit: "fill",
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { width: info.width, height: info.height, image: () => sharp(data, { raw }) };
}

/** An upload decoded once: its size in px and a new pipeline over its pixels per call. */
type Decoded = Awaited<ReturnType<typeof decodeOnce>>;

/**
 * The social card: the image cropped to Open Graph's 1.91:1 around its most salient part (sharp's
 * attention strategy), then enlarged if it is smaller; JPEG, which every link-preview crawler
 * reads. Cropped first at the image's own size: cropping and enlarging in one step makes the
 * whole image the enlarged size first, which for a thin strip within the limits (8,000 × 1 px,
 * 630 times taller) is billions of pixels and minutes of CPU.
 */
async function card(decoded: Decoded): Promise<Uint8Array> {
  const { width, height } = decoded;
  const ratio = OG_IMAGE_SIZE.width / OG_IMAGE_SIZE.height;
  const box = width / height > ratio
    ? { width: Math.max(1, Math.round(height * ratio)), height }
    : { width, height: Math.max(1, Math.round(width / ratio)) };
  const { data, info } = await decoded.image()
    .resize(box.width, box.height, { fit: "cover", position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return await sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  })
    .resize(OG_IMAGE_SIZE.width, OG_IMAGE_SIZE.height, { fit: "fill" })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/**
 * Re-encodes an upload into its renditions at `widths` and its social card.
 * @throws whatever sharp throws when the pixels do not decode.
 */
async function encode(
  bytes: Uint8Array,
  size: { width: number; height: number },
  widths: readonly number[],
): Promise<Rendition[]> {
  const decoded = await decodeOnce(bytes, size, widths);
  const renditions: Rendition[] = [];
  for (const target of widths) {
    const resized = decoded.image().resize({ width: target, withoutEnlargement: true });
    renditions.push(
      {
        width: target,
        format: "avif",
        bytes: await resized.clone().avif({ quality: 55, effort: AVIF_EFFORT }).toBuffer(),
      },
      {
        width: target,
        format: "webp",
        bytes: await resized.clone().webp({ quality: 78 }).toBuffer(),
      },
    );
  }
  renditions.push({ width: OG_IMAGE_SIZE.width, format: CARD_FORMAT, bytes: await card(decoded) });
  return renditions;
}

/** An upload's answer from a row with `id`, `width`, `height` and its `widths` (comma-separated). */
function uploadedFromRow(row: Record<string, unknown>): UploadedImage {
  const id = String(row.id);
  const widths = String(row.widths).split(",").map(Number).sort((a, b) => a - b);
  return { id, width: Number(row.width), height: Number(row.height), ...uploadUrls(id, widths) };
}

/** Creates the {@linkcode ImageStore}. */
export function createImageStore(
  options: {
    db: Client;
    writer: Writer;
    now?: () => number;
    /** Default {@linkcode IMAGE_WORK_LIMITS}. */
    limits?: { concurrency: number; queue: number };
  },
): ImageStore {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const limits = options.limits ?? IMAGE_WORK_LIMITS;
  const decoding = new PQueue({ concurrency: limits.concurrency });
  /** Uploads being checked, decoded or stored now. */
  let admitted = 0;

  /**
   * Checks the upload by its bytes and header, decodes and re-encodes it (one at a time) and
   * stores it.
   * @throws {ImageRejectedError} 413 over the pixel limits, 415 for anything not an image.
   */
  async function checkAndStore(bytes: Uint8Array, actor: string): Promise<UploadedImage> {
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !ACCEPTED.has(type.mime)) {
      throw new ImageRejectedError("Upload a JPEG, PNG or WebP image", 415);
    }
    let metadata;
    try {
      // The header only: no pixel is decoded, so no pixel limit is needed yet, and an image over
      // a side is refused below with 413 as too large rather than as unreadable.
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
      renditions = await decoding.add(() => encode(bytes, { width, height }, widths));
    } catch {
      // The header gave a size but the pixels did not decode (a cut or damaged file): the
      // upload's own rejection, never a 500 (docs/requirements.md#security).
      throw new ImageRejectedError(UNREADABLE, 415);
    }
    const largest = widths[widths.length - 1] ?? width;
    // At least 1 px: a strip 8,000 × 1 px scaled to 1,200 wide is still 1 px tall.
    const scaledHeight = Math.max(1, Math.round(height * largest / width));
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
  }

  return {
    async upload(bytes, actor) {
      if (bytes.length > CONTENT_LIMITS.imageBytesMax) {
        throw new ImageRejectedError(
          `Images must be at most ${CONTENT_LIMITS.imageBytesMax / 1024 / 1024} MB`,
          413,
        );
      }
      // A place is taken before any await, so uploads arriving together meet the same count.
      if (admitted >= limits.concurrency + limits.queue) {
        throw new ImageRejectedError(
          "Images are being processed: try again in a few seconds",
          503,
        );
      }
      admitted++;
      try {
        return await checkAndStore(bytes, actor);
      } finally {
        admitted--;
      }
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
    async get(id) {
      const result = await db.execute({
        sql: `SELECT i.id, i.width, i.height,
                     group_concat(DISTINCT CASE WHEN f.format <> ? THEN f.width END) AS widths
                FROM content_images i JOIN content_image_files f ON f.image_id = i.id
               WHERE i.id = ? GROUP BY i.id`,
        args: [CARD_FORMAT, id],
      });
      const row = result.rows[0];
      return row ? uploadedFromRow(row) : undefined;
    },
    async list(id) {
      const result = await db.execute({
        sql: `SELECT i.id, i.width, i.height, i.created_at, i.created_by,
                     group_concat(DISTINCT CASE WHEN f.format <> ? THEN f.width END) AS widths,
                     sum(length(f.bytes)) AS bytes
                FROM content_images i JOIN content_image_files f ON f.image_id = i.id
               WHERE ? IS NULL OR i.id = ?
               GROUP BY i.id ORDER BY i.created_at DESC, i.id`,
        args: [CARD_FORMAT, id ?? null, id ?? null],
      });
      return result.rows.map((row) => ({
        ...uploadedFromRow(row),
        createdAt: new Date(Number(row.created_at)).toISOString(),
        createdBy: String(row.created_by),
        bytes: Number(row.bytes),
      }));
    },
    async remove(id, companions = []) {
      const exists = await db.execute({
        sql: "SELECT 1 FROM content_images WHERE id = ?",
        args: [id],
      });
      if (!exists.rows.length) return false;
      await writer.batch([
        { sql: "DELETE FROM content_image_files WHERE image_id = ?", args: [id] },
        { sql: "DELETE FROM content_images WHERE id = ?", args: [id] },
        // The snapshot's image sizes lose it.
        contentVersionBump(),
        ...companions,
      ]);
      return true;
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
