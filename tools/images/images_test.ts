/**
 * Checks the image manifest against the files on disk: every key has an entry, every listed
 * width exists as AVIF and WebP with the declared aspect ratio, and the brand files exist
 * (docs/requirements.md#images: self-hosted images with explicit width and height).
 */

import assert from "node:assert/strict";
import sharp from "sharp";
import { IMAGE_KEYS, IMAGES } from "../../shared/content/images.ts";
import { DEFAULT_OG_IMAGE } from "../../shared/seo/og_image.ts";
import { HOME_HERO_PHONE_FRAME } from "./scenes.ts";
import { homeHeroMapBounds } from "./scenes_home.ts";

const STATIC = new URL("../../static/", import.meta.url);

async function dimensions(url: URL): Promise<{ format: string; width: number; height: number }> {
  const meta = await sharp(await Deno.readFile(url)).metadata();
  return { format: meta.format ?? "", width: meta.width ?? 0, height: meta.height ?? 0 };
}

Deno.test("IMAGES has one entry per image key and no others", () => {
  assert.deepEqual(Object.keys(IMAGES).sort(), [...IMAGE_KEYS].sort());
});

Deno.test("every manifest entry is well formed", () => {
  for (const key of IMAGE_KEYS) {
    const asset = IMAGES[key];
    assert.ok(asset.alt.length >= 20, `${key}: alt text is too short`);
    assert.match(asset.placeholder, /^#[0-9a-f]{6}$/, `${key}: placeholder is not #rrggbb`);
    assert.ok(asset.widths.length > 0, `${key}: no widths`);
    assert.deepEqual([...asset.widths].sort((a, b) => a - b), [...asset.widths], `${key}: order`);
    assert.equal(asset.widths.at(-1), asset.width, `${key}: width is not the largest file`);
  }
});

Deno.test("every listed width exists as AVIF and WebP with the declared aspect ratio", async () => {
  for (const key of IMAGE_KEYS) {
    const asset = IMAGES[key];
    for (const w of asset.widths) {
      const expectedH = Math.round((w * asset.height) / asset.width);
      for (const ext of ["avif", "webp"] as const) {
        const file = new URL(`images/${key}-${w}.${ext}`, STATIC);
        const got = await dimensions(file);
        const label = `${key}-${w}.${ext}`;
        // libvips reports AVIF through its HEIF loader.
        assert.equal(got.format, ext === "avif" ? "heif" : "webp", `${label}: format`);
        assert.equal(got.width, w, `${label}: width`);
        assert.ok(Math.abs(got.height - expectedH) <= 1, `${label}: height ${got.height}`);
      }
    }
  }
});

Deno.test("favicon.ico is an ICO holding 32 px and 16 px PNG images", async () => {
  const ico = await Deno.readFile(new URL("favicon.ico", STATIC));
  const view = new DataView(ico.buffer);
  assert.equal(view.getUint16(0, true), 0, "reserved field");
  assert.equal(view.getUint16(2, true), 1, "type is icon");
  const sizes: number[] = [];
  for (let i = 0; i < view.getUint16(4, true); i++) {
    const entry = 6 + i * 16;
    const length = view.getUint32(entry + 8, true);
    const offset = view.getUint32(entry + 12, true);
    const meta = await sharp(ico.slice(offset, offset + length)).metadata();
    assert.equal(meta.format, "png");
    assert.equal(meta.width, view.getUint8(entry));
    sizes.push(meta.width ?? 0);
  }
  assert.deepEqual(sizes.sort((a, b) => a - b), [16, 32]);
});

Deno.test("app icons, logo and default social card exist at their sizes", async () => {
  const expected: [string, number, number][] = [
    ["icons/icon-192.png", 192, 192],
    ["icons/icon-512.png", 512, 512],
    ["icons/apple-touch-icon.png", 180, 180],
    [DEFAULT_OG_IMAGE.slice(1), 1200, 630],
  ];
  for (const [path, w, h] of expected) {
    const got = await dimensions(new URL(path, STATIC));
    assert.deepEqual([got.width, got.height], [w, h], path);
  }
  for (const file of ["icons/logo.svg", "icons/logo-on-dark.svg"]) {
    const logo = await Deno.readTextFile(new URL(file, STATIC));
    assert.match(logo, /viewBox="0 0 180 40"/, file);
    // Outlined lettering: no <text>, which an <img> SVG would draw in a system fallback font.
    assert.doesNotMatch(logo, /<text\b/, `${file} has no <text>`);
    assert.match(logo, /aria-label="Crownbridge Distribution"/, file);
  }
});

Deno.test("the phone hero's crop holds the whole map, Shetland to Cornwall, Ireland to East Anglia", () => {
  const map = homeHeroMapBounds();
  const frame = HOME_HERO_PHONE_FRAME;
  assert.ok(frame.x <= map.x && frame.y <= map.y, JSON.stringify({ frame, map }));
  assert.ok(
    frame.x + frame.w >= map.x + map.w && frame.y + frame.h >= map.y + map.h,
    JSON.stringify({ frame, map }),
  );
  assert.equal(
    frame.w / frame.h,
    IMAGES["home-hero-phone"].width / IMAGES["home-hero-phone"].height,
  );
});
