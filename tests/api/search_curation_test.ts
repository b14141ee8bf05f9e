/**
 * Search curation through the API (docs/decisions/0026-search-curation.md), as staff and visitors
 * notice it: a question search declines is listed for staff with its e-mail address and phone
 * number already removed, counted once per normalised question and deleted after the analytics
 * retention period; staff (editors too, never the signed-out) add synonyms and pins, bad input is
 * refused naming the field, every change is in the audit log, and the same question is then
 * answered.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
/** What a visitor reads: the reply and its sources (absolute URLs). */
interface Answer {
  content: string;
  sources: { url: string; title: string }[];
}
import type { SearchCurationOverview } from "../../shared/schemas/search_curation.ts";
import { purgeExpired } from "../../server/retention/purge.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sameOriginJson, signInCookie, waitFor } from "./staff_fixtures.ts";

/** A word the site never uses for what it calls a warehouse: search declines the question. */
const QUESTION = "Where are your godowns?";

async function ask(app: TestApp, query: string): Promise<Answer> {
  const response = await app.app.request("/api/search", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": crypto.randomUUID() },
    body: JSON.stringify({ query }),
  });
  assert.equal(response.status, 200);
  return await response.json() as Answer;
}

/** The decline cites nothing (the page offers Contact Us instead). */
const declined = (answer: Answer) => answer.sources.length === 0;

async function session(app: TestApp, role: "editor" | "admin"): Promise<string> {
  const email = `${role}@example.com`;
  await app.staff.accounts.create(email, GOOD_PASSWORD, { role });
  return await signInCookie(app.app, email);
}

async function overview(app: TestApp, cookie: string): Promise<SearchCurationOverview> {
  const response = await app.app.request("/api/staff/search", { headers: { Cookie: cookie } });
  assert.equal(response.status, 200);
  return await response.json() as SearchCurationOverview;
}

async function send(app: TestApp, cookie: string | undefined, path: string, body: unknown) {
  const response = await app.app.request(path, {
    method: "POST",
    headers: sameOriginJson(cookie),
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

function withApp(name: string, run: (app: TestApp) => Promise<void>) {
  Deno.test(name, async () => {
    const app = await createTestApp({
      background: false,
      overrides: { search: { rateRule: { name: "search", limit: 10_000, windowMs: 60_000 } } },
    });
    try {
      await run(app);
    } finally {
      await app.cleanup();
    }
  });
}

withApp(
  "a declined question is stored without the e-mail address and phone number typed into it",
  async (app) => {
    const typed =
      `${QUESTION} Write to jo.bloggs+trade@example.co.uk or ring +44 (0)20 7946 0958 / 07700 900123`;
    assert.ok(declined(await ask(app, typed)));
    const editor = await session(app, "editor");
    let listed: SearchCurationOverview["misses"] = [];
    await waitFor(async () => (listed = (await overview(app, editor)).misses).length === 1);
    assert.equal(
      listed[0]!.question,
      `${QUESTION} Write to [email] or ring [phone] / [phone]`,
    );
    // Nowhere in the table, not only not on the screen.
    const rows = await app.db.execute("SELECT * FROM search_misses");
    const stored = JSON.stringify(rows.rows);
    for (const personal of ["jo.bloggs", "example.co.uk", "7946", "900123"]) {
      assert.ok(!stored.includes(personal), `${personal} stored`);
    }
  },
);

withApp(
  "a declined question keeps no contact details however they are spelled: spaced, full-width, %40, (at)/(dot), words, slashes, dashes, other digits",
  async (app) => {
    const spellings = [
      "john @ example.com",
      "john＠example.com",
      "john%40example.com",
      "john(at)example(dot)com",
      "john at example dot com",
      "020/7946/0000",
      "020–7946–0000",
      "０２０ ７９４６ ００００",
      "٠٢٠ ٧٩٤٦ ٠٠٠٠",
    ];
    for (const spelling of spellings) {
      assert.ok(declined(await ask(app, `${QUESTION} Reach me: ${spelling}`)), spelling);
    }
    const editor = await session(app, "editor");
    let listed: SearchCurationOverview["misses"] = [];
    await waitFor(async () =>
      (listed = (await overview(app, editor)).misses).reduce((n, miss) => n + miss.count, 0) ===
        spellings.length
    );
    assert.deepEqual(
      [...new Set(listed.map((miss) => miss.question))].sort(),
      [`${QUESTION} Reach me: [email]`, `${QUESTION} Reach me: [phone]`],
    );
    const stored = JSON.stringify((await app.db.execute("SELECT * FROM search_misses")).rows);
    for (const personal of ["john", "example", "7946", "٧٩٤٦", "７９４６", "0000"]) {
      assert.ok(!stored.includes(personal), `${personal} stored`);
    }
  },
);

withApp(
  "the same question asked three ways is one row asked three times, most frequent first; an answered question is listed until a citation of it is opened",
  async (app) => {
    for (const query of [QUESTION, "where are your GODOWNS", "Where  are your godowns?!"]) {
      assert.ok(declined(await ask(app, query)));
    }
    assert.ok(declined(await ask(app, "How big is your godown?")));
    assert.ok(!declined(await ask(app, "Do you offer warehousing?")));
    const admin = await session(app, "admin");
    let misses: SearchCurationOverview["misses"] = [];
    await waitFor(async () => {
      misses = (await overview(app, admin)).misses;
      return misses.length === 3 && misses[0]!.count === 3;
    });
    // Most frequent first, then the most recently asked.
    assert.deepEqual(misses.map((miss) => [miss.kind, miss.count]), [
      ["no-answer", 3],
      ["no-click", 1],
      ["no-answer", 1],
    ]);
    assert.equal(misses[0]!.question.toLowerCase().replace(/[?!]/g, ""), "where are your godowns");
    assert.ok(misses[0]!.firstSeen <= misses[0]!.lastSeen);
    const unopened = misses.find((miss) => miss.kind === "no-click");
    assert.equal(unopened?.question, "Do you offer warehousing?");
    assert.equal(misses.filter((miss) => miss.kind === "no-answer").length, 2);

    // A visitor opens a cited page: the answered question leaves the list. A click for a
    // question nobody was answered adds nothing.
    for (const query of ["do you offer warehousing", "Where is Atlantis?"]) {
      const clicked = await app.app.request("/api/search/clicks", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
        body: JSON.stringify({ query }),
      });
      assert.equal(clicked.status, 204);
    }
    const bad = await app.app.request("/api/search/clicks", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ query: "" }),
    });
    assert.equal(bad.status, 400);
    misses = (await overview(app, admin)).misses;
    assert.deepEqual(misses.map((miss) => miss.kind), ["no-answer", "no-answer"]);
    const rows = await app.db.execute("SELECT question FROM search_misses");
    assert.equal(rows.rows.length, 3, "the click for an unasked question added no row");

    // The retention job deletes a question nobody asked within the analytics period.
    const at = Date.now();
    const retention = {
      enquiriesMonths: 24,
      outboxPayloadDays: 30,
      analyticsEventsMonths: 13,
      consentRecordsMonths: 24,
    };
    const day = 24 * 60 * 60_000;
    const kept = await purgeExpired({ writer: app.writer, retention, now: () => at + 30 * day });
    assert.equal(kept.searchMisses, 0);
    const purged = await purgeExpired({
      writer: app.writer,
      retention,
      now: () => at + 14 * 31 * day,
    });
    assert.equal(purged.searchMisses, 3);
    // (The purge ended the staff session too: read the store itself.)
    assert.deepEqual(await app.searchCuration.store.misses(10), []);
  },
);

withApp(
  "signed out, the curation API refuses to list or change anything; a cross-site change is refused",
  async (app) => {
    const listed = await app.app.request("/api/staff/search");
    assert.equal(listed.status, 401);
    const added = await send(app, undefined, "/api/staff/search/synonyms", {
      words: "godown = warehouse",
    });
    assert.equal(added.status, 401);
    const removed = await app.app.request("/api/staff/search/curations/1", {
      method: "DELETE",
      headers: sameOriginJson(),
    });
    assert.equal(removed.status, 401);
    const editor = await session(app, "editor");
    const crossSite = await app.app.request("/api/staff/search/synonyms", {
      method: "POST",
      headers: {
        ...sameOriginJson(editor),
        Origin: "https://evil.example",
        "Sec-Fetch-Site": "cross-site",
      },
      body: JSON.stringify({ words: "godown = warehouse" }),
    });
    assert.equal(crossSite.status, 403);
    assert.deepEqual((await overview(app, editor)).synonyms, []);
    assert.ok(declined(await ask(app, QUESTION)));
  },
);

withApp("bad curations are refused with 400 naming the field and change nothing", async (app) => {
  const editor = await session(app, "editor");
  const cases: [string, unknown, string][] = [
    ["/api/staff/search/synonyms", { words: "godown" }, "words"],
    ["/api/staff/search/synonyms", { words: "godown = godown" }, "words"],
    ["/api/staff/search/synonyms", { words: ["godown", "<script>"] }, "words"],
    ["/api/staff/search/synonyms", {}, "words"],
    ["/api/staff/search/pins", { query: QUESTION, url: "/nowhere" }, "url"],
    ["/api/staff/search/pins", { query: "  ", url: "/services" }, "query"],
    ["/api/staff/search/pins", { query: QUESTION }, "url"],
  ];
  for (const [path, body, field] of cases) {
    const answer = await send(app, editor, path, body);
    assert.equal(answer.status, 400, JSON.stringify(body));
    const fields = answer.body.fields as Record<string, string>;
    assert.ok(fields[field], `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`);
    assert.match(String(answer.body.error), new RegExp(`^${field}: `));
  }
  const after = await overview(app, editor);
  assert.deepEqual([after.synonyms, after.pins], [[], []]);
});

withApp(
  "an editor's synonym makes the declined question answered, a pin makes its page the first citation, and both are audit-logged",
  async (app) => {
    assert.ok(declined(await ask(app, QUESTION)));
    const editor = await session(app, "editor");
    const synonym = await send(app, editor, "/api/staff/search/synonyms", {
      words: "Godown = warehouse",
    });
    assert.equal(synonym.status, 201, JSON.stringify(synonym.body));
    assert.deepEqual(synonym.body.words, ["godown", "warehouse"]);
    // The answer cached before the change is forgotten.
    let answer = await ask(app, QUESTION);
    await waitFor(async () => !declined(answer = await ask(app, QUESTION)));
    assert.match(answer.content, /warehouse/i);

    const pin = await send(app, editor, "/api/staff/search/pins", {
      query: "where are your godowns",
      url: "/about",
    });
    assert.equal(pin.status, 201, JSON.stringify(pin.body));
    // The pin matches the question however it is punctuated or capitalised.
    await waitFor(async () =>
      new URL((answer = await ask(app, QUESTION)).sources[0]!.url).pathname === "/about"
    );
    assert.equal(answer.sources.length, 1);

    const removed = await app.app.request(`/api/staff/search/curations/${synonym.body.id}`, {
      method: "DELETE",
      headers: sameOriginJson(editor),
    });
    assert.equal(removed.status, 204);
    const listed = await overview(app, editor);
    assert.deepEqual(listed.synonyms, []);
    assert.equal(listed.pins.length, 1);
    assert.ok(listed.targets.some((target) => target.url === "/services"));

    const audit = await app.staff.audit.list({ page: 1, pageSize: 10 });
    const details = audit.entries.filter((entry) => entry.action === "content_change")
      .map((entry) => `${entry.actor}: ${entry.detail}`);
    assert.deepEqual(details, [
      "editor@example.com: Search synonyms removed: godown = warehouse",
      'editor@example.com: Search pin added: "where are your godowns" → /about',
      "editor@example.com: Search synonyms added: godown = warehouse",
    ]);
  },
);

Deno.test(
  "a synonym saved on one instance answers the question on another on the same database, and its removal declines it again",
  async () => {
    // Two apps in this process on one database file stand for two instances: neither hears of
    // the other's change except through the curation version it polls (ADR 0026). The
    // two-process version of this is tests/ops/search_curation_propagation_test.ts.
    const overrides = {
      search: { rateRule: { name: "search", limit: 10_000, windowMs: 60_000 } },
    };
    const writer = await createTestApp({ background: false, overrides });
    let reader: TestApp | undefined;
    try {
      reader = await createTestApp({
        env: { DATABASE_URL: `file:${join(writer.dir, "site.db")}` },
        overrides,
      });
      const other = reader;
      // The reader has the declined answer cached before the change.
      assert.ok(declined(await ask(other, QUESTION)));
      assert.ok(declined(await ask(other, QUESTION)));
      const editor = await session(writer, "editor");
      const added = await send(writer, editor, "/api/staff/search/synonyms", {
        words: "godown = warehouse",
      });
      assert.equal(added.status, 201, JSON.stringify(added.body));
      await waitFor(async () => !declined(await ask(other, QUESTION)));

      const removed = await writer.app.request(`/api/staff/search/curations/${added.body.id}`, {
        method: "DELETE",
        headers: sameOriginJson(editor),
      });
      assert.equal(removed.status, 204);
      await waitFor(async () => declined(await ask(other, QUESTION)));
    } finally {
      await reader?.cleanup();
      await writer.cleanup();
    }
  },
);
