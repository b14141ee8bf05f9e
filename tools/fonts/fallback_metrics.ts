/**
 * Measures how wide the site's own copy sets in Inter and in Arial's metric twin Liberation Sans,
 * per weight, and prints the `size-adjust` and metric overrides of the "Inter Fallback" faces in
 * client/styles/main.css. With them the fallback a page first paints in lines up with Inter, so
 * the swap to Inter after the first paint (ADR 0015) re-wraps as few lines as possible.
 *
 * Run: `deno run -A tools/fonts/fallback_metrics.ts` (needs Debian's fonts-liberation, present
 * wherever Chromium is installed). Arial has the same advance widths as Liberation Sans.
 */
import * as fontkit from "fontkit";
import * as home from "../../shared/content/home.ts";
import * as homeContact from "../../shared/content/home_contact.ts";
import * as industries from "../../shared/content/industries.ts";
import * as marketing from "../../shared/content/marketing.ts";
import * as partner from "../../shared/content/partner.ts";
import * as about from "../../shared/content/about.ts";
import * as services from "../../shared/content/services.ts";
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";

/** The part of fontkit's API used here. */
interface MeasuredFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  layout(text: string): { positions: { xAdvance: number }[] };
}

function open(path: string): MeasuredFont {
  return (fontkit as unknown as { create(data: Uint8Array): MeasuredFont }).create(
    Deno.readFileSync(path),
  );
}

/** Every string in a content module, recursively: the copy the pages print. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value && typeof value === "object") Object.values(value).forEach((v) => strings(v, out));
  return out;
}

/** Width of `texts` in em, one line per string. */
function width(font: MeasuredFont, texts: readonly string[]): number {
  let units = 0;
  for (const text of texts) {
    for (const position of font.layout(text).positions) units += position.xAdvance;
  }
  return units / font.unitsPerEm;
}

const INTER = new URL("../../node_modules/@fontsource/inter/files/", import.meta.url);
const LIBERATION = "/usr/share/fonts/truetype/liberation/";

const copy = strings([
  home,
  homeContact,
  industries,
  marketing,
  partner,
  about,
  services,
  INSIGHT_SUMMARIES,
]).filter((text) => /[a-z] [a-z]/i.test(text) && !text.startsWith("/"));

const faces = [
  { weight: 400, fallback: "LiberationSans-Regular.ttf" },
  { weight: 600, fallback: "LiberationSans-Bold.ttf" },
  { weight: 700, fallback: "LiberationSans-Bold.ttf" },
] as const;

console.log(`${copy.length} strings, ${copy.join(" ").length} characters of the site's copy`);
for (const face of faces) {
  const inter = open(new URL(`inter-latin-${face.weight}-normal.woff2`, INTER).pathname);
  const fallback = open(LIBERATION + face.fallback);
  const scale = width(inter, copy) / width(fallback, copy);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  console.log(
    `Inter ${face.weight} over ${face.fallback}: size-adjust ${percent(scale)}; ` +
      `ascent-override ${percent(inter.ascent / inter.unitsPerEm / scale)}; ` +
      `descent-override ${percent(-inter.descent / inter.unitsPerEm / scale)}; ` +
      `line-gap-override 0%`,
  );
}
