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
