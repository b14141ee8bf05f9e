/**
 * The media library of the staff content API (server/api/admin/content.ts, ADR 0014): an item
 * cannot go live showing an image that does not exist; uploads are listed with their alt text and
 * where they are used; one in use cannot be deleted, an unused one can (audited).
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import type { LibraryImage, UploadedImage } from "../../shared/schemas/content.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { API, article, editorSession, send } from "./content_api_fixtures.ts";

/** Uploads a small PNG as `cookie`; the upload's answer. */
async function upload(app: TestApp, cookie: string): Promise<UploadedImage> {
  const bytes = await sharp({
    create: { width: 640, height: 400, channels: 3, background: "#23295a" },
  }).png().toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], "hero.png"));
  const response = await app.app.request(`${API}/images`, {
    method: "POST",
    headers: { Origin: "http://localhost:8000", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
    body: form,
  });
  assert.equal(response.status, 201);
  return await response.json();
}

async function contentAudit(app: TestApp): Promise<string[]> {
  const { entries } = await app.staff.audit.list({ page: 1, pageSize: 50 });
  return entries.filter((entry) => entry.action === "content_change").map((entry) => entry.detail);
}

/** An upload id that was never stored. */
const MISSING = "up-00000000-0000-4000-8000-000000000000";

Deno.test("an item cannot be published or scheduled showing an image that does not exist", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const fields = article({ imageId: MISSING, imageAlt: "Pallets in a warehouse" });
    const before = (await send(app, cookie, "GET", `${API}/insights`)).body.length;

    const published = await send(app, cookie, "POST", `${API}/insights`, {
      ...fields,
      status: "published",
    });
    assert.equal(published.status, 400, JSON.stringify(published.body));
    assert.match(published.body.fields.imageId, /does not exist/);
    assert.equal((await send(app, cookie, "GET", `${API}/insights`)).body.length, before);

    // A draft keeps the work; making it live is what is refused.
    const draft = await send(app, cookie, "POST", `${API}/insights`, fields);
    assert.equal(draft.status, 201, JSON.stringify(draft.body));
    const path = `${API}/insights/${draft.body.id}`;
    for (
      const envelope of [
        { status: "published", publishAt: null },
        { status: "published", publishAt: new Date(Date.now() + 86_400_000).toISOString() },
      ]
    ) {
      const refused = await send(app, cookie, "PATCH", path, { version: 1, ...envelope });
      assert.equal(refused.status, 400, JSON.stringify(refused.body));
      assert.match(refused.body.fields.imageId, /does not exist/);
    }
    const still = await send(app, cookie, "GET", path);
    assert.deepEqual([still.body.status, still.body.version], ["draft", 1]);

    // With an image that exists (an upload, or one of the site's built images) it goes live.
    const image = await upload(app, cookie);
    const live = await send(app, cookie, "PATCH", path, {
      version: 1,
      imageId: image.id,
      status: "published",
    });
    assert.equal(live.status, 200, JSON.stringify(live.body));
    const built = await send(app, cookie, "POST", `${API}/insights`, {
      ...article({ slug: "built-image", imageId: "insight-retail-trends", imageAlt: "Shelves" }),
      status: "published",
    });
    assert.equal(built.status, 201, JSON.stringify(built.body));
  } finally {
    await app.cleanup();
  }
});

Deno.test("the library lists uploads with their last alt text and where each is used", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const used = await upload(app, cookie);
    const unused = await upload(app, cookie);
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article({ imageId: used.id, imageAlt: "Pallets in a warehouse" }),
      status: "published",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    // The same upload shown in a second insight's body.
    const second = await send(app, cookie, "POST", `${API}/insights`, {
      ...article({
        slug: "second",
        title: "Second insight",
        bodyHtml: `<p>Text</p><img src="${used.src}" alt="Loaded pallets">`,
      }),
    });
    assert.equal(second.status, 201, JSON.stringify(second.body));

    const listed = await send(app, cookie, "GET", `${API}/images`);
    assert.equal(listed.status, 200);
    const library = listed.body as LibraryImage[];
    assert.deepEqual(library.map((image) => image.id).sort(), [used.id, unused.id].sort());
    const entry = library.find((image) => image.id === used.id)!;
    assert.deepEqual([entry.width, entry.height], [used.width, used.height]);
    assert.ok(entry.bytes > 0);
    assert.equal(entry.createdBy, "editor@example.com");
    // The newest change that uses it gave it "Loaded pallets".
    assert.equal(entry.alt, "Loaded pallets");
    assert.deepEqual(
      entry.usedBy.map((use) => [use.noun, use.title, use.fieldLabel, use.status]).sort(),
      [
        ["Insight", "Own-label growth in UK grocery, 2026", "Hero image", "published"],
        ["Insight", "Second insight", "Body", "draft"],
      ].sort(),
    );
    assert.deepEqual(library.find((image) => image.id === unused.id)!.usedBy, []);

    const one = await send(app, cookie, "GET", `${API}/images/${used.id}`);
    assert.equal(one.body.usedBy.length, 2);
    assert.equal((await send(app, cookie, "GET", `${API}/images/${MISSING}`)).status, 404);
  } finally {
    await app.cleanup();
  }
});

Deno.test("an image in use cannot be deleted; an unused one can, and the deletion is audited", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const image = await upload(app, cookie);
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article({ imageId: image.id, imageAlt: "Pallets in a warehouse" }),
      status: "published",
    });

    const refused = await send(app, cookie, "DELETE", `${API}/images/${image.id}`);
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(
      refused.body.error,
      "This image is in use: Insight “Own-label growth in UK grocery, 2026” (Hero image)",
    );
    assert.equal((await app.app.request(`/images/${image.id}-480.webp`)).status, 200);

    // Once no item shows it, it can go.
    const cleared = await send(app, cookie, "PATCH", `${API}/insights/${created.body.id}`, {
      version: created.body.version,
      imageId: "",
      imageAlt: "",
    });
    assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    const deleted = await send(app, cookie, "DELETE", `${API}/images/${image.id}`);
    assert.equal(deleted.status, 204);
    assert.equal((await app.app.request(`/images/${image.id}-480.webp`)).status, 404);
    assert.deepEqual((await send(app, cookie, "GET", `${API}/images`)).body, []);
    assert.equal((await contentAudit(app))[0], `Image deleted: ${image.id}`);
    assert.equal((await send(app, cookie, "DELETE", `${API}/images/${image.id}`)).status, 404);
  } finally {
    await app.cleanup();
  }
});
