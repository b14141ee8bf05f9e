/**
 * Staff publishing through the content API (ADR 0014, docs/requirements.md#content-publishing), as
 * a buyer and a crawler then see it: drafts stay private, publishing (now or at a set time) puts
 * an article on every surface, unpublishing takes it off every surface, a stale save is refused
 * with 409, bad input with 400 naming the field, and bodies are stored sanitised.
 */
import assert from "node:assert/strict";
import sharp from "sharp";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sameOriginJson, signInCookie, testClock } from "./staff_fixtures.ts";

const API = "/api/staff/content";

async function editorSession(app: TestApp): Promise<string> {
  await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
  return await signInCookie(app.app, "editor@example.com");
}

function article(overrides: Record<string, unknown> = {}) {
  return {
    slug: "own-label-growth-2026",
    title: "Own-label growth in UK grocery, 2026",
    category: "Market Trends",
    excerpt:
      "Why own-label lines keep gaining shelf space in UK grocery, and what branded suppliers can do about it this year.",
    bodyHtml:
      "<h2>What changed</h2><p>Shoppers traded down through 2025.</p><ul><li>Price</li><li>Quality</li></ul>" +
      '<p>See <a href="https://www.gov.uk/">GOV.UK</a>.</p>',
    author: "Crownbridge Insights Team",
    ...overrides,
  };
}

async function send(app: TestApp, cookie: string, method: string, path: string, body?: unknown) {
  const response = await app.app.request(path, {
    method,
    headers: sameOriginJson(cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function page(app: TestApp, path: string) {
  const response = await app.app.request(path);
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get("location"),
  };
}

async function searchFinds(app: TestApp, query: string, path: string): Promise<boolean> {
  const response = await app.app.request("/api/search", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": crypto.randomUUID() },
    body: JSON.stringify({ query }),
  });
  const answer = await response.json() as { sources?: { url: string }[] };
  return (answer.sources ?? []).some((source) => source.url.endsWith(path));
}

/** Waits until the background search index rebuild has run. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

Deno.test("a fresh start publishes the spec's content: 13 insights, the teaser's three, the FAQ, the -ization 301", async () => {
  const app = await createTestApp({ background: false });
  try {
    const list = await page(app, "/insights");
    assert.equal((list.html.match(/class="media-card insight-card/g) ?? []).length, 13);
    const home = await page(app, "/");
    const teaser = home.html.slice(home.html.indexOf('id="insights"'));
    for (const id of ["functional-beverages", "sustainability-fmcg", "convenience-growth"]) {
      assert.match(teaser, new RegExp(`/insights/${id}"`), id);
    }
    const legacy = await page(app, "/insights/digital-shelf-optimization");
    assert.equal(legacy.status, 301);
    assert.equal(legacy.location, "/insights/digital-shelf-optimisation");
    const services = await page(app, "/services");
    assert.match(services.html, /Do you charge listing fees\?/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a draft is private; published it is on /insights, home, its page, sitemap, feed, JSON-LD and search; unpublished it leaves them all", async () => {
  const clock = testClock(Date.UTC(2026, 10, 26, 10));
  const app = await createTestApp({ background: false, now: clock.now });
  try {
    const cookie = await editorSession(app);
    const created = await send(app, cookie, "POST", `${API}/insights`, article());
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.status, "draft");
    assert.equal(created.body.version, 1);

    assert.equal((await page(app, "/insights/own-label-growth-2026")).status, 404);
    assert.doesNotMatch((await page(app, "/sitemap.xml")).html, /own-label-growth-2026/);
    assert.doesNotMatch((await page(app, "/feed.xml")).html, /own-label-growth-2026/);

    const published = await send(app, cookie, "PATCH", `${API}/insights/${created.body.id}`, {
      version: 1,
      status: "published",
    });
    assert.equal(published.status, 200, JSON.stringify(published.body));
    await settle();

    const articlePage = await page(app, "/insights/own-label-growth-2026");
    assert.equal(articlePage.status, 200);
    assert.match(articlePage.html, /<h2>What changed<\/h2>/);
    assert.match(articlePage.html, /rel="noopener noreferrer"/);
    assert.match(articlePage.html, /"@type":"Article"[^]*"dateModified":"2026-11-26"/);
    const list = await page(app, "/insights");
    assert.ok(
      list.html.indexOf("/insights/own-label-growth-2026") <
        list.html.indexOf("/insights/functional-beverages"),
      "the new article leads /insights",
    );
    assert.match((await page(app, "/")).html, /\/insights\/own-label-growth-2026"/);
    assert.match(
      (await page(app, "/sitemap.xml")).html,
      /own-label-growth-2026<\/loc><lastmod>2026-11-26<\/lastmod>/,
    );
    const feed = await page(app, "/feed.xml");
    assert.match(
      feed.html,
      /<title type="html"><!\[CDATA\[Own-label growth in UK grocery, 2026\]\]><\/title>|<title[^>]*>Own-label growth in UK grocery, 2026<\/title>/,
    );
    assert.ok(
      await searchFinds(app, "own-label growth in UK grocery", "/insights/own-label-growth-2026"),
    );

    const unpublished = await send(app, cookie, "PATCH", `${API}/insights/${created.body.id}`, {
      version: 2,
      status: "draft",
    });
    assert.equal(unpublished.status, 200);
    await settle();
    assert.equal((await page(app, "/insights/own-label-growth-2026")).status, 404);
    assert.doesNotMatch((await page(app, "/sitemap.xml")).html, /own-label-growth-2026/);
    assert.doesNotMatch((await page(app, "/feed.xml")).html, /own-label-growth-2026/);
    assert.doesNotMatch((await page(app, "/insights")).html, /own-label-growth-2026/);
    assert.equal(
      await searchFinds(app, "own-label growth in UK grocery", "/insights/own-label-growth-2026"),
      false,
    );

    // Every change is in the audit log with the item's title.
    const audit = await app.db.execute(
      "SELECT detail FROM staff_audit WHERE action = 'content_change'",
    );
    const details = audit.rows.map((row) => String(row.detail));
    assert.ok(
      details.some((d) => /“Own-label growth in UK grocery, 2026”: published/.test(d)),
      details.join("\n"),
    );
    assert.ok(details.some((d) => /unpublished/.test(d)), details.join("\n"));
  } finally {
    await app.cleanup();
  }
});

Deno.test("a scheduled article stays private until its time, then goes live without a save", async () => {
  const clock = testClock(Date.UTC(2026, 10, 26, 10));
  const app = await createTestApp({ background: false, now: clock.now });
  try {
    const cookie = await editorSession(app);
    const at = new Date(clock.now() + 60_000).toISOString();
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article(),
      status: "published",
      publishAt: at,
    });
    assert.equal(created.status, 201);
    await app.content.registry.refresh();
    assert.equal((await page(app, "/insights/own-label-growth-2026")).status, 404);
    clock.advance(61_000);
    assert.equal(
      await app.content.registry.refresh(),
      true,
      "the scheduled time triggers a refresh",
    );
    assert.equal((await page(app, "/insights/own-label-growth-2026")).status, 200);
  } finally {
    await app.cleanup();
  }
});

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

Deno.test("a changed slug answers 301 from the old one", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article(),
      status: "published",
    });
    const renamed = await send(app, cookie, "PATCH", `${API}/insights/${created.body.id}`, {
      version: 1,
      slug: "own-label-2026",
    });
    assert.equal(renamed.status, 200);
    const old = await page(app, "/insights/own-label-growth-2026");
    assert.equal(old.status, 301);
    assert.equal(old.location, "/insights/own-label-2026");
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

Deno.test("images: JPEG, PNG or WebP by content, re-encoded and served; anything else 415", async () => {
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
  } finally {
    await app.cleanup();
  }
});

Deno.test("company details, a person, a brand and a case study staff publish appear without a restart", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await editorSession(app);
    const company = await send(app, cookie, "GET", `${API}/company/company`);
    assert.equal(company.status, 200);
    const saved = await send(app, cookie, "PATCH", `${API}/company/company`, {
      version: company.body.version,
      phone: "+44 20 7946 0000",
      vatNumber: "GB123456789",
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const person = await send(app, cookie, "POST", `${API}/people`, {
      name: "Priya Shah",
      role: "Head of Retail Partnerships",
      status: "published",
    });
    assert.equal(person.status, 201, JSON.stringify(person.body));
    const before = await page(app, "/about");
    assert.doesNotMatch(before.html, /Brands we work with/, "no section without published brands");
    const brand = await send(app, cookie, "POST", `${API}/brands`, {
      name: "Kettle Hollow Crisps",
      category: "Snacks",
      url: "https://kettlehollow.example/",
      status: "published",
    });
    assert.equal(brand.status, 201, JSON.stringify(brand.body));
    const study = await send(app, cookie, "POST", `${API}/case-studies`, {
      title: "Into 400 convenience stores",
      brand: "Kettle Hollow Crisps",
      category: "Snacks",
      baseline: "No UK listings",
      result: "Listed in 400 convenience stores",
      period: "9 months",
      summary: "Route to market through wholesale, then a regional convenience chain.",
      status: "published",
    });
    assert.equal(study.status, 201, JSON.stringify(study.body));
    await settle();
    const about = await page(app, "/about");
    assert.match(about.html, /Priya Shah/);
    assert.match(about.html, /Kettle Hollow Crisps/);
    const marketing = await page(app, "/marketing");
    assert.match(marketing.html, /Into 400 convenience stores/);
    assert.match(marketing.html, /9 months/);
    assert.ok(await searchFinds(app, "Kettle Hollow Crisps convenience stores", "/marketing"));
    const home = await page(app, "/");
    assert.match(home.html, /href="tel:\+442079460000"/);
    assert.match(home.html, /"telephone":"\+44 20 7946 0000"/);
    assert.match(home.html, /"vatID":"GB123456789"/);
    assert.match(
      home.html,
      /"@type":"Person","name":"Priya Shah","jobTitle":"Head of Retail Partnerships"/,
    );
  } finally {
    await app.cleanup();
  }
});
