/**
 * Build step: draws every page's social card (see `og_card.tsx`) and writes it as a 1200x630
 * JPEG to `dist/og/`, where the server serves `/og/*`. A card whose text and drawing code are
 * unchanged since the last build is not drawn again (`dist/og/cards.json` keeps a hash of each).
 *
 * Run: part of `deno task build`; alone, `deno run -A tools/og/generate_og_images.ts`.
 */
import sharp from "sharp";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import { ogCardSvg } from "./og_card.tsx";
import { ogPages } from "./og_pages.ts";

/** Bump when the card's drawing changes, so every card is drawn again. */
const CARD_VERSION = 1;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * Writes the cards into `<dist>/og/`; returns how many were drawn and how many were up to date.
 *
 * @param dist the build's output folder
 */
export async function generateOgImages(dist: string): Promise<{ drawn: number; kept: number }> {
  const dir = join(dist, "og");
  await Deno.mkdir(dir, { recursive: true });
  const stampPath = join(dir, "cards.json");
  const previous: Record<string, string> = await Deno.readTextFile(stampPath)
    .then((text) => JSON.parse(text))
    .catch(() => ({}));
  const stamps: Record<string, string> = {};
  let drawn = 0, kept = 0;
  for (const page of ogPages()) {
    const name = page.imagePath.slice("/og/".length);
    const stamp = await sha256(JSON.stringify([CARD_VERSION, page]));
    stamps[name] = stamp;
    const exists = await Deno.stat(join(dir, name)).then(() => true, () => false);
    if (exists && previous[name] === stamp) {
      kept++;
      continue;
    }
    const svg = await ogCardSvg(page);
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
    await Deno.writeFile(join(dir, name), new Uint8Array(jpeg));
    drawn++;
  }
  await Deno.writeTextFile(stampPath, JSON.stringify(stamps, null, 2));
  return { drawn, kept };
}

if (import.meta.main) {
  const { DIST } = await import("../build.ts");
  const started = performance.now();
  const result = await generateOgImages(DIST);
  console.log(
    `Social cards: ${result.drawn} drawn, ${result.kept} up to date ` +
      `(${Math.round(performance.now() - started)} ms)`,
  );
}
