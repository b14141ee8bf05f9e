/**
 * The content item screens as the server sends them (ADR 0021): signed in, with no JavaScript,
 * the editor already shows the item's title in its `<h1>` and its fields' values, and the preview
 * the saved article; the page embeds the item (with the version the first save names) for
 * hydration, safely escaped. Without a session the screens redirect to the sign-in as before.
 */
import assert from "node:assert/strict";
import { DomUtils, parseDocument } from "htmlparser2";
import { PAGE_DATA_ELEMENT_ID } from "../../shared/public_config.tsx";
import {
  EMBEDDED_ITEM_KEY,
  type EmbeddedContentItem,
} from "../../shared/pages/admin/content/embedded_item.ts";
import { EDIT_TEXT } from "../../shared/pages/admin/content/content_copy.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sameOriginJson, signInCookie } from "./staff_fixtures.ts";

const INSIGHT = "/admin/content/insights/insight-functional-beverages";
const FAQ = "/admin/content/faq/faq-what-we-do";

type Document = ReturnType<typeof parseDocument>;

/** An item's fields by name, as the API answers them (any collection). */
type Item = Record<string, unknown> & { id: string; version: number };

/** The page at `path`, signed in with `cookie`, parsed; asserts a 200 that no cache keeps. */
async function page(app: TestApp, path: string, cookie: string): Promise<Document> {
  const response = await app.app.request(path, { headers: { Cookie: cookie } });
  assert.equal(response.status, 200, path);
  assert.equal(response.headers.get("cache-control"), "private, no-store", path);
  return parseDocument(await response.text());
}

/** The item as the staff API answers it. */
async function apiItem(app: TestApp, path: string, cookie: string): Promise<Item> {
  const response = await app.app.request(path.replace("/admin/", "/api/staff/"), {
    headers: sameOriginJson(cookie),
  });
  assert.equal(response.status, 200);
  return await response.json();
}

function textOf(doc: Document, tag: string): string[] {
  return DomUtils.getElementsByTagName(tag, doc).map((element) =>
    DomUtils.textContent(element).trim()
  );
}

/** The value of the form control named `name` (an input's `value`, a textarea's text). */
function controlValue(doc: Document, name: string): string | undefined {
  const control = DomUtils.findOne(
    (element) =>
      ["input", "textarea", "select"].includes(element.name) && element.attribs.name === name,
    doc.children,
  );
  if (!control) return undefined;
  if (control.name === "select") {
    // React renders the chosen option `selected`.
    return DomUtils.findOne((option) => "selected" in option.attribs, control.children)?.attribs
      .value;
  }
  return control.name === "textarea" ? DomUtils.textContent(control) : control.attribs.value;
}

/** The item the page embeds for hydration. */
function embeddedOf(doc: Document): { item: Item | null } | undefined {
  const script = DomUtils.getElementById(PAGE_DATA_ELEMENT_ID, doc);
  if (!script) return undefined;
  assert.equal(script.attribs.type, "application/json", "data, never executed (ADR 0004)");
  const data = JSON.parse(DomUtils.textContent(script)) as Record<string, unknown>;
  return data[EMBEDDED_ITEM_KEY] as EmbeddedContentItem & { item: Item | null } | undefined;
}

Deno.test("the item screens' HTML already holds the item, signed in and without JavaScript", async (t) => {
  const app = await createTestApp({ background: false });
  try {
    await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
    const cookie = await signInCookie(app.app, "editor@example.com");

    await t.step(
      "the insight editor: title in the <h1>, fields filled, no loading state",
      async () => {
        const item = await apiItem(app, INSIGHT, cookie);
        const doc = await page(app, INSIGHT, cookie);
        assert.deepEqual(textOf(doc, "h1"), [String(item.title)]);
        assert.equal(controlValue(doc, "title"), item.title);
        assert.equal(controlValue(doc, "slug"), item.slug);
        assert.equal(controlValue(doc, "excerpt"), item.excerpt);
        assert.equal(controlValue(doc, "category"), item.category);
        assert.ok(!textOf(doc, "p").includes(EDIT_TEXT.loading), "no 'Loading…' placeholder");
        const embedded = embeddedOf(doc);
        assert.equal(embedded?.item?.id, item.id);
        assert.equal(embedded?.item?.version, item.version, "the version the first PATCH names");
        assert.equal(embedded?.item?.bodyHtml, item.bodyHtml);
      },
    );

    await t.step("a FAQ item: question and answer in the form", async () => {
      const item = await apiItem(app, FAQ, cookie);
      const doc = await page(app, FAQ, cookie);
      assert.deepEqual(textOf(doc, "h1"), [String(item.question)]);
      assert.equal(controlValue(doc, "question"), item.question);
      assert.equal(controlValue(doc, "answer"), item.answer);
    });

    await t.step("after a save the page holds the new text and version", async () => {
      const before = await apiItem(app, INSIGHT, cookie);
      const title = `Functional beverages </script><script>alert(1)</script> & "more"`;
      const saved = await app.app.request(INSIGHT.replace("/admin/", "/api/staff/"), {
        method: "PATCH",
        headers: sameOriginJson(cookie),
        body: JSON.stringify({ title, version: before.version }),
      });
      assert.equal(saved.status, 200);
      const after = await saved.json() as Item;
      const response = await app.app.request(INSIGHT, { headers: { Cookie: cookie } });
      const html = await response.text();
      // The title cannot end the data element early: "<" is escaped inside it.
      assert.equal(html.match(/<\/script><script>alert/g), null);
      const doc = parseDocument(html);
      assert.deepEqual(textOf(doc, "h1"), [title]);
      assert.equal(controlValue(doc, "title"), title);
      assert.equal(embeddedOf(doc)?.item?.version, after.version);
      assert.equal(embeddedOf(doc)?.item?.title, title);
    });

    await t.step("the preview page shows the saved article", async () => {
      const item = await apiItem(app, INSIGHT, cookie);
      const doc = await page(app, `${INSIGHT}/preview`, cookie);
      assert.deepEqual(textOf(doc, "h1"), [String(item.title)]);
      const firstParagraph = /<p>([^<]{20,})/.exec(String(item.bodyHtml))?.[1];
      assert.ok(firstParagraph, "the seeded body has a paragraph");
      assert.ok(textOf(doc, "p").some((text) => text.includes(firstParagraph.slice(0, 40))));
    });

    await t.step("an unknown item says so in the HTML; a new one needs no item", async () => {
      const missing = await page(app, "/admin/content/insights/insight-no-such-thing", cookie);
      assert.ok(textOf(missing, "p").includes(EDIT_TEXT.loadError("Not found")));
      assert.equal(embeddedOf(missing)?.item, null);
      const fresh = await page(app, "/admin/content/faq/new", cookie);
      assert.equal(embeddedOf(fresh), undefined);
      assert.equal(controlValue(fresh, "question"), "");
    });

    await t.step("without a session: the sign-in redirect, and no item", async () => {
      for (const path of [INSIGHT, `${INSIGHT}/preview`, FAQ]) {
        const response = await app.app.request(path);
        assert.equal(response.status, 303, path);
        assert.equal(response.headers.get("location"), "/admin/login", path);
        assert.equal(await response.text(), "");
      }
    });
  } finally {
    await app.cleanup();
  }
});
