/**
 * Brand files outside the illustration set: the horizontal logo, favicon, app and touch icons
 * and the default social card. All are drawn from the one mark in `brand_mark.ts`.
 */

import sharp from "sharp";
import { circle, PALETTE, path, rect } from "./art_kit.ts";
import { markElements, markIconSvg } from "../../shared/brand_mark.ts";
import { outlineText, trackingToWidth } from "./wordmark.ts";
import { UK_PLACES, ukDots, ukProjector } from "./uk_map.ts";

/** Social card size (Open Graph and Twitter summary_large_image). */
export const OG_SIZE = { w: 1200, h: 630 } as const;

/** Box of the horizontal logo, in px (the header reserves it, so it never shifts the layout). */
export const LOGO_SIZE = { w: 180, h: 40 } as const;

/** Colours of a logo variant: the mark and name, and the "DISTRIBUTION" line. */
export interface LogoColours {
  mark: string;
  name: string;
  line: string;
}

/** Navy on white (header) and white on navy (footer). */
export const LOGO_VARIANTS = {
  "logo.svg": { mark: PALETTE.navy, name: PALETTE.navy, line: PALETTE.navySoft },
  "logo-on-dark.svg": { mark: PALETTE.white, name: PALETTE.white, line: PALETTE.amberSoft },
} as const satisfies Record<string, LogoColours>;

/**
 * Horizontal logo: the mark, then "Crownbridge" over a tracked "DISTRIBUTION" of the same width,
 * both set in Inter and outlined to paths, so the lockup is identical on every platform.
 */
export function logoSvg(colours: LogoColours = LOGO_VARIANTS["logo.svg"]): string {
  const x = 45;
  const name = outlineText("Crownbridge", { weight: 700, size: 20.5, x, baseline: 19 });
  const lineOptions = { weight: 600, size: 10.6, x, baseline: 35.5 } as const;
  const line = outlineText("DISTRIBUTION", {
    ...lineOptions,
    letterSpacing: trackingToWidth("DISTRIBUTION", lineOptions, name.width),
  });
  const { w, h } = LOGO_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" ` +
    `viewBox="0 0 ${w} ${h}" role="img" aria-label="Crownbridge Distribution">` +
    `<title>Crownbridge Distribution</title>` +
    markElements(0, 2, 36, colours.mark) +
    `<path fill="${colours.name}" d="${name.d}"/>` +
    `<path fill="${colours.line}" d="${line.d}"/></svg>\n`;
}

/** PNG bytes of the square icon at one size. */
export async function iconPng(size: number, opts: { radius?: number; mark?: number } = {}) {
  // White mark on navy; `radius` rounds the tile (0 = full bleed for app icons).
  const svg = markIconSvg(size, opts.radius ?? 0, opts.mark ?? 0.56, {
    tile: PALETTE.navy,
    mark: PALETTE.white,
  });
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
  const title = outlineText("Crownbridge Distribution", {
    weight: 700,
    size: 60,
    x: 80,
    baseline: 372,
    letterSpacing: -1,
  });
  const strapline = outlineText("UK FMCG distribution and brand growth", {
    weight: 400,
    size: 32,
    x: 80,
    baseline: 432,
  });
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
    `<path fill="#ffffff" d="${title.d}"/>` +
    `<path fill="${PALETTE.tealPale}" d="${strapline.d}"/></svg>`;
}
