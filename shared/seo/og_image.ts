/**
 * Social-card (Open Graph / Twitter) images: one 1200x630 JPEG per page, drawn at build time by
 * `tools/og/generate_og_images.ts` with the page's title and the brand. Link-preview crawlers
 * differ in the formats they read; JPEG is read by all of them.
 */

/** Size of every social card, px (Open Graph's recommended 1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Path of the default social card (drawn by tools/images/generate_images.ts), for a page without
 * its own. Kept apart from the image manifest so the page head does not load the manifest.
 */
export const DEFAULT_OG_IMAGE = "/og/default.jpg";

/** MIME type of the cards. */
export const OG_IMAGE_TYPE = "image/jpeg";

/**
 * Site path of the card of the page at `path`: "/" → "/og/home.jpg",
 * "/insights/retail-trends" → "/og/insights-retail-trends.jpg".
 */
export function ogImagePath(path: string): string {
  const slug = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
  return `/og/${slug}.jpg`;
}
