/**
 * A self-hosted responsive image (docs/requirements.md#images): AVIF with a WebP fallback at every
 * generated width, explicit width/height so nothing shifts while it loads, lazy below the fold.
 */
import { type ImageKey, IMAGES } from "../../content/images.ts";
import type { ImageAsset } from "../../content/published.ts";

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
}

function srcSet(key: string, format: "avif" | "webp", widths: readonly number[]): string {
  return widths.map((width) => `/images/${key}-${width}.${format} ${width}w`).join(", ");
}

/** Renders `<picture>` for one image of the manifest. */
export function Picture({ image, asset: uploaded, sizes, alt, priority, className }: PictureProps) {
  const built = Object.hasOwn(IMAGES, image) ? IMAGES[image as ImageKey] : undefined;
  const asset = uploaded ?? built;
  if (!asset) return null;
  const middle = asset.widths[Math.floor(asset.widths.length / 2)] ?? asset.width;
  return (
    <picture>
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
