/**
 * Text set in Inter and converted to outlines (SVG path data), so the logo and social card look
 * the same on every platform: an SVG loaded as an image cannot use the page's web fonts, and SVG
 * `<text>` falls back to whatever the visitor's system has. Glyph shapes and kerning come from
 * the static Inter files of @fontsource/inter through fontkit.
 */
import * as fontkit from "fontkit";

/** Inter weights available as static files. */
export type InterWeight = 400 | 500 | 600 | 700 | 800;

/** The small part of fontkit's font and glyph-run API used here. */
interface OutlineFont {
  unitsPerEm: number;
  capHeight: number;
  layout(text: string): {
    glyphs: { path: OutlinePath }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
}
interface OutlinePath {
  scale(sx: number, sy: number): OutlinePath;
  translate(x: number, y: number): OutlinePath;
  toSVG(): string;
}

const fonts = new Map<InterWeight, OutlineFont>();

function interFont(weight: InterWeight): OutlineFont {
  let font = fonts.get(weight);
  if (!font) {
    const url = new URL(
      `../../node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
      import.meta.url,
    );
    font = (fontkit as unknown as { create(data: Uint8Array): OutlineFont }).create(
      Deno.readFileSync(url),
    );
    fonts.set(weight, font);
  }
  return font;
}

/** Options of {@linkcode outlineText}. */
export interface OutlineOptions {
  weight: InterWeight;
  /** Font size in SVG user units. */
  size: number;
  /** Left edge and baseline of the first glyph. */
  x: number;
  baseline: number;
  /** Extra space after each glyph but the last, in user units (tracking). */
  letterSpacing?: number;
}

/** Path data of `text` and its advance width, in user units. */
export interface OutlinedText {
  d: string;
  width: number;
  /** Height of a capital letter above the baseline. */
  capHeight: number;
}

/** Rounds every number in SVG path data to two decimals (a smaller file, same picture). */
function roundPath(d: string): string {
  return d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 100) / 100));
}

/**
 * Outlines `text` set in Inter at `weight` and `size`, kerned, with optional tracking.
 *
 * @example outlineText("Crownbridge", { weight: 700, size: 21, x: 44, baseline: 20 })
 */
export function outlineText(text: string, options: OutlineOptions): OutlinedText {
  const font = interFont(options.weight);
  const k = options.size / font.unitsPerEm;
  const run = font.layout(text);
  const spacing = options.letterSpacing ?? 0;
  let pen = options.x;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index]!;
    const placed = glyph.path.scale(k, -k).translate(
      pen + position.xOffset * k,
      options.baseline - position.yOffset * k,
    );
    parts.push(roundPath(placed.toSVG()));
    pen += position.xAdvance * k + (index < run.glyphs.length - 1 ? spacing : 0);
  });
  return { d: parts.join(""), width: pen - options.x, capHeight: font.capHeight * k };
}

/** Tracking that makes `text` at `options` exactly `width` wide. */
export function trackingToWidth(
  text: string,
  options: Omit<OutlineOptions, "letterSpacing">,
  width: number,
): number {
  const natural = outlineText(text, options).width;
  return (width - natural) / Math.max(1, [...text].length - 1);
}
