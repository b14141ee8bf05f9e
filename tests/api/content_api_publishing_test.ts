/**
 * What staff publish through the content API reaches every public surface
 * (docs/decisions/0014-content-publishing.md): the spec's content on a fresh start, a draft that
 * stays private, publishing now or at a set time, unpublishing, a renamed slug's 301, and company
 * details, people, brands and case studies shown without a restart.
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import {
  API,
  article,
  editorSession,
  page,
  searchFinds,
  send,
  settle,
} from "./content_api_fixtures.ts";
import { signInCookie, testClock } from "./staff_fixtures.ts";

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

Deno.test("a scheduled article reaches the sitemap and the feed when its time comes, not at the next save", async () => {
  const clock = testClock(Date.UTC(2026, 10, 26, 10));
  const app = await createTestApp({ background: false, now: clock.now });
  try {
    const cookie = await editorSession(app);
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article(),
      status: "published",
      publishAt: new Date(clock.now() + 60_000).toISOString(),
    });
    assert.equal(created.status, 201);
    // Staff publish something else meanwhile: the last save is not the scheduled article's.
    const other = await send(app, cookie, "POST", `${API}/insights`, {
      ...article({ slug: "convenience-stores-2026", title: "Convenience stores in 2026" }),
      status: "published",
    });
    assert.equal(other.status, 201);
    await app.content.registry.refresh();
    // A crawler reads both before the time comes.
    assert.doesNotMatch((await page(app, "/sitemap.xml")).html, /own-label-growth-2026/);
    assert.doesNotMatch((await page(app, "/feed.xml")).html, /own-label-growth-2026/);
    clock.advance(61_000);
    assert.equal(await app.content.registry.refresh(), true);
    assert.match(
      (await page(app, "/sitemap.xml")).html,
      /<loc>[^<]*\/insights\/own-label-growth-2026<\/loc>/,
    );
    assert.match((await page(app, "/feed.xml")).html, /\/insights\/own-label-growth-2026/);
    assert.match((await page(app, "/insights")).html, /\/insights\/own-label-growth-2026"/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("an article published one day and edited three days later has the edit's day as its sitemap lastmod and dateModified", async () => {
  const clock = testClock(Date.UTC(2026, 10, 26, 10));
  const app = await createTestApp({ background: false, now: clock.now });
  try {
    const cookie = await editorSession(app);
    const created = await send(app, cookie, "POST", `${API}/insights`, {
      ...article(),
      status: "published",
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    await app.content.registry.refresh();
    assert.match(
      (await page(app, "/sitemap.xml")).html,
      /own-label-growth-2026<\/loc><lastmod>2026-11-26<\/lastmod>/,
    );

    clock.advance(3 * 24 * 60 * 60_000);
    // Three days on, the editor signs in again (a session does not last that long).
    const later = await signInCookie(app.app, "editor@example.com");
    const edited = await send(app, later, "PATCH", `${API}/insights/${created.body.id}`, {
      version: created.body.version,
      title: "Own-label growth in UK grocery, 2026 (revised)",
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    await app.content.registry.refresh();
    // A crawler learns of the edit: the sitemap's lastmod and the article's dateModified move.
    assert.match(
      (await page(app, "/sitemap.xml")).html,
      /own-label-growth-2026<\/loc><lastmod>2026-11-29<\/lastmod>/,
    );
    const articlePage = await page(app, "/insights/own-label-growth-2026");
    assert.match(articlePage.html, /"datePublished":"2026-11-26"/);
    assert.match(articlePage.html, /"dateModified":"2026-11-29"/);
  } finally {
    await app.cleanup();
  }
});
