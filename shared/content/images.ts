/**
 * The site's self-hosted images (decisions.md: no external image host). Each key names one picture
 * served from `/images/{key}-{width}.{avif|webp}` at every width in `widths`; `width`/`height` are
 * the intrinsic size of the largest file, used for the `width`/`height` attributes so the layout
 * never shifts while an image loads.
 */

/** Every image the site uses; content modules refer to images by these keys. */
export const IMAGE_KEYS = [
  "home-hero",
  "home-distribution",
  "home-partnership",
  "home-about",
  "tile-pos-displays",
  "tile-in-store-activations",
  "tile-strategic-placement",
  "services-hero",
  "brand-management-hero",
  "distribution-hero",
  "marketing-hero",
  "about-hero",
  "partner-hero",
  "contact-hero",
  "insight-functional-beverages",
  "insight-sustainability-fmcg",
  "insight-convenience-growth",
  "insight-post-brexit-distribution",
  "insight-retail-trends",
  "insight-trade-marketing",
  "insight-uk-health-food-trends",
  "insight-supply-chain-innovation",
  "insight-premium-positioning",
  "insight-seasonal-category-management",
  "insight-digital-shelf-optimisation",
  "insight-consumer-behaviour-shifts",
  "insight-retail-media-advertising",
] as const;

/** Key of one self-hosted image. */
export type ImageKey = typeof IMAGE_KEYS[number];
