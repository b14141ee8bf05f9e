/**
 * The first frame waits for the whole first screen (server/render/document.tsx, ADR 0012's notes).
 * Chromium releases a `<link rel="expect" blocking="render">` when the named element is inserted,
 * so naming `<main>` let a phone paint the home hero cut off in the middle of its list; the rest
 * of the hero then pushed the list down (a layout shift of 0.06–0.11). Every page therefore names
 * an empty marker that is the last child of its hero, after its heading, list and image.
 */
import assert from "node:assert/strict";
import { FIRST_SCREEN_END_ID } from "../../shared/ui_constants.ts";
import { createTestApp } from "../helpers/test_app.ts";

Deno.test("every page holds its first frame until the end of its hero is parsed", async () => {
  const app = await createTestApp({ background: false });
  try {
    const sitemap = await (await app.app.request("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname);
    assert.ok(paths.length > 20, `${paths.length} pages`);
    const marker = `<span id="${FIRST_SCREEN_END_ID}" hidden="">`;
    for (const path of paths) {
      const html = await (await app.app.request(path)).text();
      assert.ok(
        html.includes(`<link rel="expect" href="#${FIRST_SCREEN_END_ID}" blocking="render"/>`),
        `${path}: the document names the hero's end marker`,
      );
      const at = html.indexOf(marker);
      assert.ok(at !== -1, `${path}: has the marker`);
      assert.equal(html.indexOf(marker, at + 1), -1, `${path}: one marker`);
      // The hero is the first element with the class "hero" in <main>.
      const main = html.indexOf('<main id="main-content"');
      const hero = /<(section|header) class="hero[ "]/.exec(html.slice(main));
      assert.ok(hero, `${path}: has a hero`);
      const heroAt = main + hero.index;
      assert.ok(heroAt < at, `${path}: the marker is inside the hero`);
      const inside = html.slice(heroAt, at);
      assert.match(inside, /<h1[ >]/, `${path}: the heading comes before the marker`);
      // Nothing of the hero after the marker: its closing tag follows the marker at once.
      assert.match(
        html.slice(at + marker.length),
        new RegExp(`^</span></${hero[1]}>`),
        `${path}: the marker is the hero's last child`,
      );
    }
  } finally {
    await app.close();
  }
});
