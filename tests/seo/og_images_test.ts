/**
 * Link previews: every sitemap page names its own 1200x630 JPEG social card, with its size and a
 * matching Twitter image, and the server answers that URL with the picture.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { createTestApp } from "../helpers/test_app.ts";

function meta(html: string, attribute: "property" | "name", key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

Deno.test("every sitemap page shares its own 1200x630 JPEG card as og:image and twitter:image", async () => {
  const app = await createTestApp();
  try {
    const xml = await (await app.app.request("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const seen = new Set<string>();
    for (const path of paths) {
      const html = await (await app.app.request(path)).text();
      const image = meta(html, "property", "og:image");
      assert.ok(image, `${path}: og:image`);
      assert.equal(meta(html, "name", "twitter:image"), image, `${path}: twitter:image`);
      assert.equal(meta(html, "property", "og:image:width"), "1200", path);
      assert.equal(meta(html, "property", "og:image:height"), "630", path);
      assert.ok(!seen.has(image), `${path}: a card of its own (${image})`);
      seen.add(image);

      const response = await app.app.request(new URL(image).pathname);
      assert.equal(response.status, 200, `${path}: ${image} is served`);
      assert.equal(response.headers.get("content-type"), "image/jpeg");
      const picture = await sharp(new Uint8Array(await response.arrayBuffer())).metadata();
      assert.deepEqual([picture.format, picture.width, picture.height], ["jpeg", 1200, 630], path);
    }
  } finally {
    await app.cleanup();
  }
});
