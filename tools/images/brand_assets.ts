/**
 * Brand files outside the illustration set: the horizontal logo, favicon, app and touch icons
 * and the default social card. All are drawn from the one mark in `brand_mark.ts`.
 */

import sharp from "sharp";
import { circle, PALETTE, path, rect } from "./art_kit.ts";
import { markElements } from "./brand_mark.ts";
import { UK_PLACES, ukDots, ukProjector } from "./uk_map.ts";

/** Social card size (Open Graph and Twitter summary_large_image). */
export const OG_SIZE = { w: 1200, h: 630 } as const;

/** Horizontal logo: mark plus wordmark, navy on transparent (about 180 x 40). */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" ` +
    `role="img" aria-label="Crownbridge">` +
    markElements(0, 2, 36, PALETTE.navy) +
    `<text x="44" y="27.5" fill="${PALETTE.navy}" font-family="Inter, system-ui, sans-serif" ` +
    // textLength pins the wordmark's width: an <img> SVG cannot use the page's web font, so
    // whatever sans-serif the visitor has is stretched or squeezed to the same box.
    `font-size="20" font-weight="650" textLength="134" lengthAdjust="spacingAndGlyphs">` +
    `Crownbridge</text></svg>\n`;
}

/** Square icon: white mark on navy; `radius` rounds the tile (0 = full bleed for app icons). */
function iconSvg(size: number, radius: number, markShare: number): string {
  const m = size * markShare;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    rect(0, 0, size, size, { fill: PALETTE.navy, rx: radius }) +
    markElements((size - m) / 2, (size - m) / 2, m, PALETTE.white) + `</svg>`;
}

/** PNG bytes of the square icon at one size. */
export async function iconPng(size: number, opts: { radius?: number; mark?: number } = {}) {
  const svg = iconSvg(size, opts.radius ?? 0, opts.mark ?? 0.56);
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer());
}

/**
 * Packs PNG images into an ICO container (ICONDIR, one 16-byte ICONDIRENTRY per image, then the
 * PNG data); browsers accept PNG payloads inside ICO since Windows Vista.
 */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]): Uint8Array {
  const header = 6 + 16 * images.length;
  const total = header + images.reduce((sum, i) => sum + i.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true);
  view.setUint16(4, images.length, true);
  let offset = header;
  images.forEach((img, i) => {
    const e = 6 + i * 16;
    // A stored 0 means 256 px in the ICO format.
    view.setUint8(e, img.size % 256);
    view.setUint8(e + 1, img.size % 256);
    view.setUint16(e + 4, 1, true);
    view.setUint16(e + 6, 32, true);
    view.setUint32(e + 8, img.png.length, true);
    view.setUint32(e + 12, offset, true);
    out.set(img.png, offset);
    offset += img.png.length;
  });
  return out;
}

/** Default social card: navy, the mark, company name and strapline, a dot map of the UK. */
export function ogSvg(): string {
  const { w, h } = OG_SIZE;
  const project = ukProjector(850, 40, 560);
  const dots = ukDots(850, 40, 560, 12).map(([x, y]) => `M${x} ${y}h0`).join("");
  const [hx, hy] = project(UK_PLACES.hayes);
  // Liberation Sans ships with most Linux images; the card is a bitmap so the face is baked in.
  const font = `font-family="Inter, 'Liberation Sans', Arial, Helvetica, sans-serif"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${PALETTE.navy}"/>` +
    `<stop offset="1" stop-color="${PALETTE.navyDeep}"/></linearGradient></defs>` +
    rect(0, 0, w, h, { fill: "url(#g)" }) +
    path(dots, { stroke: PALETTE.white, sw: 6, opacity: 0.2 }) +
    circle(hx, hy, 40, { fill: PALETTE.amber, opacity: 0.18 }) +
    circle(hx, hy, 11, { fill: PALETTE.amber }) +
    markElements(80, 150, 96, PALETTE.white) +
    rect(80, 290, 64, 6, { fill: PALETTE.amber, rx: 3 }) +
    `<text x="80" y="372" fill="#ffffff" ${font} font-size="60" font-weight="700" ` +
    `letter-spacing="-1">Crownbridge Distribution</text>` +
    `<text x="80" y="432" fill="${PALETTE.tealPale}" ${font} font-size="32">` +
    `UK FMCG distribution and brand growth</text></svg>`;
}
