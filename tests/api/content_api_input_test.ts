/**
 * What the content API does with what an editor sends (docs/decisions/0014-content-publishing.md):
 * a save from an older version gets 409 and revisions can be restored, bad input gets 400 naming
 * the field, bodies are stored sanitised, and uploaded images are checked by content and
 * re-encoded.
 */
import assert from "node:assert/strict";
import { DomUtils, parseDocument } from "htmlparser2";
import sharp from "sharp";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { API, article, editorSession, page, send } from "./content_api_fixtures.ts";
import { sameOriginJson } from "./staff_fixtures.ts";

Deno.test("a save from an older version gets 409 with the current item and changes nothing", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const created = await send(app, cookie, "POST", `${API}/insights`, article());
    const id = created.body.id;
    const first = await send(app, cookie, "PATCH", `${API}/insights/${id}`, {
      version: 1,
      title: "First editor's title",
    });
    assert.equal(first.status, 200);
    const second = await send(app, cookie, "PATCH", `${API}/insights/${id}`, {
      version: 1,
      title: "Second editor's title",
    });
    assert.equal(second.status, 409);
    assert.equal(second.body.current.title, "First editor's title");
    assert.equal(second.body.current.version, 2);
    assert.equal(
      (await send(app, cookie, "GET", `${API}/insights/${id}`)).body.title,
      "First editor's title",
    );

    const revisions = await send(app, cookie, "GET", `${API}/insights/${id}/revisions`);
    assert.deepEqual(revisions.body.map((r: { version: number }) => r.version), [2, 1]);
    const restored = await send(app, cookie, "POST", `${API}/insights/${id}/revisions/1/restore`, {
      version: 2,
    });
    assert.equal(restored.status, 200);
    assert.equal(restored.body.title, "Own-label growth in UK grocery, 2026");
    assert.equal(restored.body.version, 3);
  } finally {
    await app.cleanup();
  }
});

Deno.test("bad content gets 400 naming the field and stores nothing", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const cases: [Record<string, unknown>, string][] = [
      [article({ slug: "Own Label!" }), "slug"],
      [article({ slug: "functional-beverages" }), "slug"],
      [article({ title: "" }), "title"],
      [article({ title: "x".repeat(121) }), "title"],
      [article({ bodyHtml: `<p>${"a".repeat(201 * 1024)}</p>` }), "bodyHtml"],
      [
        article({ bodyHtml: '<p><img src="/images/insight-retail-trends-800.webp"></p>' }),
        "bodyHtml",
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await send(app, cookie, "POST", `${API}/insights`, body);
      assert.equal(answer.status, 400, `${field}: ${JSON.stringify(answer.body).slice(0, 200)}`);
      assert.ok(answer.body.fields?.[field], `${field}: ${JSON.stringify(answer.body.fields)}`);
    }
    const count = await app.db.execute(
      "SELECT count(*) AS n FROM content_items WHERE collection = 'insights'",
    );
    assert.equal(Number(count.rows[0]?.n), 13, "nothing stored");
    const contacts = await app.app.request("/api/contacts", { headers: sameOriginJson(cookie) });
    await contacts.body?.cancel();
    assert.equal(contacts.status, 403, "an editor gets 403 on the enquiries");
  } finally {
    await app.cleanup();
  }
});

Deno.test("XSS payloads stored through the API render inert", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    // OWASP XSS Filter Evasion Cheat Sheet families: script, event handlers, javascript: URLs,
    // SVG, style, entities and case tricks.
    const payloads = [
      "<script>alert(1)</script>",
      '<img src="/images/insight-retail-trends-800.webp" alt="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<svg onload="alert(1)"><circle r="1"/></svg>',
      '<p style="background:url(javascript:alert(1))">x</p>',
      "<style>body{display:none}</style>",
      '<iframe src="https://evil.example/"></iframe>',
      '<p onmouseover="alert(1)">hover</p>',
      '<img src="https://evil.example/x.png" alt="tracker">',
      "<math><mtext><img src=x alt=y onerror=alert(1)></mtext></math>",
    ];
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article(),
      bodyHtml: `<h2>Body</h2>${payloads.join("")}<p>Safe text stays.</p>`,
      status: "published",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const stored = String(created.body.bodyHtml);
    const html = (await page(app, "/insights/own-label-growth-2026")).html;
    const body = html.slice(html.indexOf('class="prose article-body"'));
    for (const text of [stored, body.slice(0, body.indexOf("</article>"))]) {
      assert.doesNotMatch(
        text,
        /<script|<svg|<style|<iframe|<math|javascript:|onerror|onload|onmouseover|style=|evil\.example/i,
      );
    }
    assert.match(body, /Safe text stays\./);
  } finally {
    await app.cleanup();
  }
});

Deno.test("the Atom feed gives a title and excerpt with markup as escaped text; only the body is HTML", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const title = "Own-label <img src=x onerror=alert(1)> & ]]> growth";
    const excerpt =
      "Why own-label keeps growing: <b>shelf space</b> ]]>]]><entry><id>forged</id></entry> and what branded suppliers can do.";
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article({ title, excerpt }),
      status: "published",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const feed = (await page(app, "/feed.xml")).html;
    const document = parseDocument(feed, { xmlMode: true });
    const entry = DomUtils.findOne((node) => node.name === "entry", document.children)!;
    const child = (name: string) =>
      DomUtils.findOne((node) => node.name === name, entry.children, false)!;
    assert.equal(child("title").attribs.type, "text");
    assert.equal(DomUtils.textContent(child("title")), title, "a reader shows the title as typed");
    assert.equal(child("summary").attribs.type, "text");
    assert.equal(DomUtils.textContent(child("summary")), excerpt);
    assert.equal(child("content").attribs.type, "html");
    assert.match(DomUtils.textContent(child("content")), /<h2>What changed<\/h2>/);
    const ids = DomUtils.findAll((node) => node.name === "id", document.children);
    assert.ok(
      !ids.some((id) => DomUtils.textContent(id) === "forged"),
      "no entry forged from the excerpt",
    );
    assert.doesNotMatch(feed, /<img src=x/);
  } finally {
    await app.cleanup();
  }
});

/** Uploads `bytes` as the multipart field `file`. */
async function upload(app: TestApp, cookie: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new File([bytes.slice().buffer], name));
  const response = await app.app.request(`${API}/images`, {
    method: "POST",
    headers: {
      Origin: "http://localhost:8000",
      "Sec-Fetch-Site": "same-origin",
      Cookie: cookie,
    },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

Deno.test("images: JPEG, PNG or WebP by content, re-encoded and served; anything else, or a damaged image, 415", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const png = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#23295a" },
    }).png().withMetadata({ exif: { IFD0: { Copyright: "secret-gps" } } }).toBuffer();
    const ok = await upload(app, cookie, new Uint8Array(png), "photo.png");
    assert.equal(ok.status, 201, JSON.stringify(ok.body));
    assert.match(ok.body.id, /^up-/);
    const served = await app.app.request(ok.body.src);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get("content-type"), "image/webp");
    const bytes = new Uint8Array(await served.arrayBuffer());
    assert.equal((await sharp(bytes).metadata()).exif, undefined, "metadata is stripped");

    const text = await upload(
      app,
      cookie,
      new TextEncoder().encode("<svg onload=alert(1)>"),
      "photo.png",
    );
    assert.equal(text.status, 415);

    // Cut halfway: the header still gives the size, half the pixel data is gone.
    const half = new Uint8Array(png).slice(0, Math.floor(png.length / 2));
    const cut = await upload(app, cookie, half, "photo.png");
    assert.equal(cut.status, 415, JSON.stringify(cut.body));
    assert.equal(cut.body.error, "The file could not be read as an image");
    assert.equal(cut.body.fields.file, cut.body.error, "the message is the file field's");
    assert.equal((await app.content.images.assets()).size, 1, "only the good upload is stored");
  } finally {
    await app.cleanup();
  }
});
