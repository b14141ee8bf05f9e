/**
 * The Crownbridge mark: a three-point crown resting on a bridge deck with an arch beneath, drawn
 * on a 40 x 40 grid. Shared by the logo, favicon, app icons, social card and illustrations so the
 * mark is defined once.
 */

/** Path data of the mark on its 40 x 40 grid (crown, then bridge with arch). */
export const MARK_PATHS = [
  "M3 23V9.5l9 7.5 8-13 8 13 9-7.5V23Z",
  "M3 26.5h34V37h-5a12 6.5 0 0 0-24 0H3Z",
] as const;

/** The mark as SVG elements placed at (x, y) with the given size, in one colour. */
export function markElements(x: number, y: number, size: number, fill: string): string {
  const k = size / 40;
  return `<g transform="translate(${x} ${y}) scale(${k})" fill="${fill}">` +
    MARK_PATHS.map((d) => `<path d="${d}"/>`).join("") + `</g>`;
}

/** Colours of the square icon: the tile and the mark. */
export interface MarkIconColours {
  tile: string;
  mark: string;
}

/**
 * The square icon: the mark centred on a tile, as an SVG document. The generated favicon, app and
 * touch icons are this drawn at their size (tools/images), and the page head links it as an SVG
 * favicon in a `data:` URL, so the first paint waits for no icon request (ADR 0012).
 *
 * @param size side of the tile, px
 * @param radius corner radius of the tile, px (0: full bleed, for app icons)
 * @param markShare side of the mark as a share of the tile's
 */
export function markIconSvg(
  size: number,
  radius: number,
  markShare: number,
  colours: MarkIconColours,
): string {
  const m = size * markShare;
  const corner = radius ? ` rx="${radius}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ` +
    `viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}"${corner} ` +
    `fill="${colours.tile}"/>` + markElements((size - m) / 2, (size - m) / 2, m, colours.mark) +
    `</svg>`;
}

/** The favicon's tile and mark, as the 32 px favicon.ico draws them. */
export const FAVICON = { size: 32, radius: 7, markShare: 0.72 } as const;
