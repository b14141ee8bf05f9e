/**
 * Draws every site illustration as SVG, encodes it to AVIF and WebP at each width, writes the
 * brand icons and social card, and rewrites the manifest in `shared/content/images.ts`
 * (docs/requirements.md#images: self-hosted, optimised images). Deterministic: no randomness
 * without a seed, no timestamps, and files whose bytes are unchanged are left untouched.
 *
 * Run: `deno run -A tools/images/generate_images.ts`
 */

import sharp from "sharp";
import { IMAGE_KEYS, type ImageKey } from "../../shared/content/images.ts";
import { DEFAULT_OG_IMAGE } from "../../shared/seo/og_image.ts";
import { FAVICON } from "../../shared/brand_mark.ts";
import { icoFromPngs, iconPng, LOGO_VARIANTS, logoSvg, ogSvg } from "./brand_assets.ts";
import { SCENES } from "./scenes.ts";

/** Widths (px) every image is encoded at, ascending. */
export const WIDTHS = [480, 800, 1200] as const;

/**
 * Encoder settings. Flat artwork compresses far below the budget (800 px AVIF under 25 KB), so
 * quality is kept high and chroma unsubsampled to keep coloured edges crisp.
 */
const AVIF = { quality: 64, effort: 4, chromaSubsampling: "4:4:4" } as const;
/**
 * Images that are a page's largest paint on a phone get lighter AVIF: every byte before that paint
 * counts, more than the last shade of colour (the home hero's band: 11 KB instead of 18 KB at
 * 800 px, measured with this encoder).
 */
const AVIF_FOR_LARGEST_PAINT: Partial<
  Record<ImageKey, { quality: number; chromaSubsampling: string }>
> = { "home-hero-phone": { quality: 50, chromaSubsampling: "4:2:0" } };
const WEBP = { quality: 82, effort: 6, smartSubsample: true } as const;

const ROOT = new URL("../../", import.meta.url);
const IMAGES_DIR = new URL("static/images/", ROOT);
const MANIFEST = new URL("shared/content/images.ts", ROOT);
/** Last hand-written line of the manifest module; everything after it is regenerated. */
const KEYS_END = "export type ImageKey = typeof IMAGE_KEYS[number];";

/** What the generator measured for one image, as written to the manifest. */
interface Measured {
  key: ImageKey;
  width: number;
  height: number;
  alt: string;
  placeholder: string;
  bytes: Record<string, number>;
}

async function writeIfChanged(url: URL, data: Uint8Array | string): Promise<void> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  try {
    const old = await Deno.readFile(url);
    if (old.length === bytes.length && old.every((b, i) => b === bytes[i])) return;
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
  await Deno.writeFile(url, bytes);
}

function hex(v: number): string {
  return Math.round(v).toString(16).padStart(2, "0");
}

async function renderImage(key: ImageKey): Promise<Measured> {
  const scene = SCENES[key];
  const raster = await sharp(Buffer.from(scene.draw())).png().toBuffer();
  const { channels } = await sharp(raster).stats();
  const [r, g, b] = channels;
  const placeholder = `#${hex(r?.mean ?? 0)}${hex(g?.mean ?? 0)}${hex(b?.mean ?? 0)}`;
  const bytes: Record<string, number> = {};
  let width = 0;
  let height = 0;
  for (const w of WIDTHS) {
    const h = Math.round((w * scene.canvas.h) / scene.canvas.w);
    const resized = sharp(raster).resize(w, h, { kernel: "lanczos3" });
    const avif = await resized.clone().avif({ ...AVIF, ...AVIF_FOR_LARGEST_PAINT[key] })
      .toBuffer();
    const webp = await resized.clone().webp(WEBP).toBuffer();
    await writeIfChanged(new URL(`${key}-${w}.avif`, IMAGES_DIR), new Uint8Array(avif));
    await writeIfChanged(new URL(`${key}-${w}.webp`, IMAGES_DIR), new Uint8Array(webp));
    bytes[`${w}.avif`] = avif.length;
    bytes[`${w}.webp`] = webp.length;
    width = w;
    height = h;
  }
  return { key, width, height, alt: scene.alt, placeholder, bytes };
}

/** Removes files in static/images that no current key and width produces. */
async function removeStale(): Promise<void> {
  const expected = new Set(
    IMAGE_KEYS.flatMap((k) => WIDTHS.flatMap((w) => [`${k}-${w}.avif`, `${k}-${w}.webp`])),
  );
  for await (const entry of Deno.readDir(IMAGES_DIR)) {
    if (entry.isFile && !expected.has(entry.name)) {
      await Deno.remove(new URL(entry.name, IMAGES_DIR));
    }
  }
}

/** The alt property as deno fmt lays it out: on its own line when it would pass 100 columns. */
function altLine(alt: string): string {
  const one = `    alt: ${JSON.stringify(alt)},`;
  return one.length <= 100 ? one : `    alt:\n      ${JSON.stringify(alt)},`;
}

function manifestSection(images: readonly Measured[]): string {
  const entries = images.map((m) =>
    [
      `  ${JSON.stringify(m.key)}: {`,
      `    width: ${m.width},`,
      `    height: ${m.height},`,
      `    widths: [${WIDTHS.join(", ")}],`,
      altLine(m.alt),
      `    placeholder: "${m.placeholder}",`,
      `  },`,
    ].join("\n")
  );
  return [
    "// Everything below is written by tools/images/generate_images.ts; change the scenes in",
    "// tools/images/ and run it again rather than editing by hand.",
    "",
    "/** One image's manifest entry. */",
    "export interface ImageAsset {",
    "  /** Intrinsic width and height (px) of the largest file; the aspect ratio used for layout. */",
    "  width: number;",
    "  height: number;",
    "  /** Widths (px) available as /images/{key}-{w}.avif and .webp, ascending. */",
    "  widths: readonly number[];",
    "  /** Default alternative text (British English, describes the picture for a screen reader). */",
    "  alt: string;",
    "  /** Average colour as #rrggbb, painted behind the image while it loads. */",
    "  placeholder: string;",
    "}",
    "",
    "/** Manifest of every image (generated by tools/images/generate_images.ts). */",
    "export const IMAGES: Record<ImageKey, ImageAsset> = {",
    ...entries,
    "};",
    "",
  ].join("\n");
}

async function writeManifest(images: readonly Measured[]): Promise<void> {
  const current = await Deno.readTextFile(MANIFEST);
  const at = current.indexOf(KEYS_END);
  if (at === -1) throw new Error(`Cannot find the image keys in ${MANIFEST.pathname}`);
  const head = current.slice(0, at + KEYS_END.length);
  await writeIfChanged(MANIFEST, `${head}\n\n${manifestSection(images)}`);
}

async function writeBrandAssets(): Promise<void> {
  await Deno.mkdir(new URL("static/icons/", ROOT), { recursive: true });
  await Deno.mkdir(new URL("static/og/", ROOT), { recursive: true });
  const ico = icoFromPngs([
    {
      size: FAVICON.size,
      png: await iconPng(FAVICON.size, { radius: FAVICON.radius, mark: FAVICON.markShare }),
    },
    { size: 16, png: await iconPng(16, { radius: 3, mark: 0.8 }) },
  ]);
  await writeIfChanged(new URL("static/favicon.ico", ROOT), ico);
  await writeIfChanged(new URL("static/icons/icon-192.png", ROOT), await iconPng(192));
  await writeIfChanged(new URL("static/icons/icon-512.png", ROOT), await iconPng(512));
  await writeIfChanged(new URL("static/icons/apple-touch-icon.png", ROOT), await iconPng(180));
  for (const [file, colours] of Object.entries(LOGO_VARIANTS)) {
    await writeIfChanged(new URL(`static/icons/${file}`, ROOT), logoSvg(colours));
  }
  const og = await sharp(Buffer.from(ogSvg())).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  await writeIfChanged(new URL(`static${DEFAULT_OG_IMAGE}`, ROOT), new Uint8Array(og));
}

function kb(n: number): string {
  return `${(n / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  await Deno.mkdir(IMAGES_DIR, { recursive: true });
  const measured: Measured[] = [];
  for (const key of IMAGE_KEYS) measured.push(await renderImage(key));
  await removeStale();
  await writeManifest(measured);
  await writeBrandAssets();
  let total = 0;
  for (const m of measured) {
    total += Object.values(m.bytes).reduce((a, b) => a + b, 0);
    console.log(
      `${m.key.padEnd(38)} 800w avif ${kb(m.bytes["800.avif"] ?? 0).padStart(8)}` +
        `  webp ${kb(m.bytes["800.webp"] ?? 0).padStart(8)}` +
        `  1200w avif ${kb(m.bytes["1200.avif"] ?? 0).padStart(8)}`,
    );
  }
  console.log(`static/images total: ${kb(total)} in ${measured.length * WIDTHS.length * 2} files`);
}

if (import.meta.main) await main();
