/**
 * A staff-written article's own social card (ADR 0014): its page names an og:image and a
 * twitter:image cropped from its uploaded image, which answers 200 as a 1200x630 JPEG, and is not
 * the insights list's card. An article without an upload shares the insights card.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sameOriginJson, signInCookie, TEST_ORIGIN } from "./staff_fixtures.ts";

const API = "/api/staff/content";

async function session(app: TestApp): Promise<string> {
  await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
  return await signInCookie(app.app, "editor@example.com");
}

async function publish(app: TestApp, cookie: string, slug: string, imageId: string) {
  const response = await app.app.request(`${API}/insights`, {
    method: "POST",
    headers: sameOriginJson(cookie),
    body: JSON.stringify({
      slug,
      title: "Chilled drinks in UK convenience, winter 2026",
      category: "Market Trends",
      excerpt: "What sold through the cold months and why the chiller still earns its space.",
      bodyHtml: "<h2>What sold</h2><p>Energy and protein drinks held up.</p>",
      imageId,
      imageAlt: imageId ? "A convenience store chiller" : "",
      status: "published",
    }),
  });
  assert.equal(response.status, 201, await response.clone().text());
}

/** The content of `<meta property|name="key">` on the page. */
function meta(html: string, key: string): string {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`).exec(html);
  assert.ok(match, `no ${key}`);
  return match[1]!;
}

Deno.test("a published staff article names its own 1200x630 social card, cropped from its upload", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await session(app);
    // Portrait and smaller than the card: the card is still 1200x630.
    const photo = await sharp({
      create: { width: 700, height: 900, channels: 3, background: "#1a7f6e" },
    }).jpeg().toBuffer();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(photo).slice().buffer], "chiller.jpg"));
    const uploaded = await app.app.request(`${API}/images`, {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: cookie },
      body: form,
    });
    assert.equal(uploaded.status, 201);
    const { id } = await uploaded.json() as { id: string };
    await publish(app, cookie, "chilled-drinks-winter-2026", id);
    await publish(app, cookie, "no-picture-yet", "");

    const page = await (await app.app.request("/insights/chilled-drinks-winter-2026")).text();
    const image = meta(page, "og:image");
    assert.equal(meta(page, "twitter:image"), image);
    const insightsCard = meta(await (await app.app.request("/insights")).text(), "og:image");
    assert.notEqual(image, insightsCard, "not the insights list's card");

    const card = await app.app.request(new URL(image).pathname);
    assert.equal(card.status, 200, image);
    assert.equal(card.headers.get("content-type"), "image/jpeg");
    const size = await sharp(new Uint8Array(await card.arrayBuffer())).metadata();
    assert.deepEqual([size.format, size.width, size.height], ["jpeg", 1200, 630]);

    const plain = await (await app.app.request("/insights/no-picture-yet")).text();
    assert.equal(meta(plain, "og:image"), insightsCard, "no upload: the insights card");
  } finally {
    await app.cleanup();
  }
});
