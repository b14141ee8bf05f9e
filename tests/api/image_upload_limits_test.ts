/**
 * The limits of `POST /api/staff/content/images` (server/content/images.ts,
 * docs/decisions/0014-content-publishing.md: 413 over the limits): the byte limit, the side limit
 * read from the header before any pixel is decoded, and the cap on uploads decoded at once.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { CONTENT_LIMITS } from "../../shared/schemas/content.ts";
import { IMAGE_BUSY_RETRY_SECONDS, IMAGE_WORK_LIMITS } from "../../server/content/images.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { API, editorSession } from "./content_api_fixtures.ts";

/** Uploads `bytes` as the multipart field `file`; status, Retry-After and the JSON answer. */
async function upload(app: TestApp, cookie: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes.slice().buffer], "upload.png"));
  const response = await app.app.request(`${API}/images`, {
    method: "POST",
    headers: { Origin: "http://localhost:8000", "Sec-Fetch-Site": "same-origin", Cookie: cookie },
    body: form,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  };
}

function png(width: number, height: number): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 3, background: "#23295a" } }).png().toBuffer()
    .then((buffer) => new Uint8Array(buffer));
}

Deno.test("an 8,001 × 1 PNG upload gets 413 naming the side limit and stores nothing", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const answer = await upload(app, cookie, await png(CONTENT_LIMITS.imageSideMax + 1, 1));
    assert.equal(answer.status, 413, JSON.stringify(answer.body));
    assert.equal(answer.body.error, "Images must be at most 8000 px on each side");
    assert.equal(answer.body.fields.file, answer.body.error);
    assert.equal((await app.content.images.assets()).size, 0);
  } finally {
    await app.cleanup();
  }
});

Deno.test("an 8,000 × 1 PNG, within the limits, is stored with a 1200x630 social card", async () => {
  // Cropped and enlarged in one step, the card made the strip 5,040,000 × 630 px first: minutes
  // of CPU for one legal upload (server/content/images.ts, card()).
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const answer = await upload(app, cookie, await png(CONTENT_LIMITS.imageSideMax, 1));
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.deepEqual([answer.body.width, answer.body.height], [1200, 1]);
    const card = await app.content.images.card(answer.body.id);
    assert.ok(card, "the card is stored");
    const { width, height, format } = await sharp(card).metadata();
    assert.deepEqual([width, height, format], [1200, 630, "jpeg"]);
  } finally {
    await app.cleanup();
  }
});

Deno.test("an upload of imageBytesMax + 1 bytes gets 413 naming the byte limit and stores nothing", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    // A real PNG padded past the limit: only its size is wrong.
    const bytes = new Uint8Array(CONTENT_LIMITS.imageBytesMax + 1);
    bytes.set(await png(100, 100));
    const answer = await upload(app, cookie, bytes);
    assert.equal(answer.status, 413, JSON.stringify(answer.body));
    assert.equal(answer.body.error, "Images must be at most 10 MB");
    assert.equal((await app.content.images.assets()).size, 0);
  } finally {
    await app.cleanup();
  }
});

Deno.test("uploads beyond one decoding and two waiting get 503 with Retry-After; those taken are stored", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const bytes = await png(900, 600);
    // Every place taken at once (a place is taken before the upload's first await).
    const room = IMAGE_WORK_LIMITS.concurrency + IMAGE_WORK_LIMITS.queue;
    const taken = Array.from(
      { length: room },
      () => app.content.images.upload(bytes, "editor@example.com"),
    );
    const refused = await upload(app, cookie, bytes);
    assert.equal(refused.status, 503, JSON.stringify(refused.body));
    assert.equal(refused.retryAfter, String(IMAGE_BUSY_RETRY_SECONDS));
    assert.equal(refused.body.error, "Images are being processed: try again in a few seconds");
    assert.equal((await Promise.all(taken)).length, room);
    assert.equal((await app.content.images.assets()).size, room, "the refused one is not stored");
    assert.equal((await upload(app, cookie, bytes)).status, 201, "room again afterwards");
  } finally {
    await app.cleanup();
  }
});
