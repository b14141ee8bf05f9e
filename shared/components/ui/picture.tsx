/**
 * A self-hosted responsive image (docs/requirements.md#images): AVIF with a WebP fallback at every
 * generated width, explicit width/height so nothing shifts while it loads, lazy below the fold,
 * and optionally another crop of the picture on narrow screens (art direction).
 */
import { type ImageKey, IMAGES } from "../../content/images.ts";
import type { ImageAsset } from "../../content/published.ts";

/** A second crop of the picture, shown where `media` matches (e.g. a wide band on phones). */
export interface NarrowCrop {
  image: ImageKey;
  /** Media condition, e.g. "(max-width: 959.98px)". */
  media: string;
  /** The `sizes` attribute while `media` matches. */
  sizes: string;
}

/** Props of {@linkcode Picture}. */
export interface PictureProps {
  /** A built image's key, or an uploaded image's id (with its `asset`). */
  image: string;
  /** Sizes of an uploaded image (staff content, ADR 0014); built images come from the manifest. */
  asset?: ImageAsset | undefined;
  /** The `sizes` attribute: the rendered width at each breakpoint. */
  sizes: string;
  /** Alternative text; defaults to the manifest's. Pass "" for a decorative image. */
  alt?: string;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
  /** Another crop for narrow screens; its own width and height keep its box from shifting. */
  narrow?: NarrowCrop | undefined;
}

function srcSet(key: string, format: "avif" | "webp", widths: readonly number[]): string {
  return widths.map((width) => `/images/${key}-${width}.${format} ${width}w`).join(", ");
}

/** Renders `<picture>` for one image of the manifest. */
export function Picture(
  { image, asset: uploaded, sizes, alt, priority, className, narrow }: PictureProps,
) {
  const built = Object.hasOwn(IMAGES, image) ? IMAGES[image as ImageKey] : undefined;
  const asset = uploaded ?? built;
  if (!asset) return null;
  const middle = asset.widths[Math.floor(asset.widths.length / 2)] ?? asset.width;
  const crop = narrow ? IMAGES[narrow.image] : undefined;
  return (
    <picture>
      {narrow && crop
        ? (["avif", "webp"] as const).map((format) => (
          <source
            key={format}
            media={narrow.media}
            type={`image/${format}`}
            srcSet={srcSet(narrow.image, format, crop.widths)}
            sizes={narrow.sizes}
            width={crop.width}
            height={crop.height}
          />
        ))
        : null}
      <source type="image/avif" srcSet={srcSet(image, "avif", asset.widths)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image, "webp", asset.widths)} sizes={sizes} />
      <img
        src={`/images/${image}-${middle}.webp`}
        alt={alt ?? built?.alt ?? ""}
        width={asset.width}
        height={asset.height}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : "auto"}
      />
    </picture>
  );
}
