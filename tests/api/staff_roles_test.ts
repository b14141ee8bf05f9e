/**
 * Staff roles (docs/requirements.md#staff-roles): an `editor` publishes content only. Every staff
 * API route answers an editor 403 unless it is on the short list of routes editors use, and the
 * admin screens are closed to them; an admin keeps everything. Only an admin can own an enquiry,
 * since its owner is e-mailed the enquirer's details. The walker reads `app.routes`, so a
 * new staff route that forgets `requireAdmin` fails here unless it is added to the list on purpose.
 */
import assert from "node:assert/strict";
import { DomUtils, parseDocument } from "htmlparser2";
import { PAGE_DATA_ELEMENT_ID } from "../../shared/public_config.tsx";
import type { ContactSubmission, StaffPageData } from "../../shared/schemas/staff.ts";
import { createTestApp } from "../helpers/test_app.ts";
import { setUp } from "./staff_contacts_fixtures.ts";
import { GOOD_PASSWORD, sameOriginJson, sampleEnquiry, signInCookie } from "./staff_fixtures.ts";

/**
 * Staff routes an editor may call: signing out, the content API and search curation; and those
 * used without a session (signing in, setting a password with an e-mailed link's token).
 */
function editorMayUse(key: string): boolean {
  return key === "POST /api/staff/logout" || key === "POST /api/staff/login" ||
    key === "POST /api/staff/password" ||
    / \/api\/staff\/(content|search)(\/|$)/.test(key);
}

/** Path prefixes of the staff API. */
const STAFF_PREFIXES = [
  "/api/contacts",
  "/api/contact/",
  "/api/staff/",
  "/api/outbox",
  "/api/admin",
];

Deno.test("an editor gets 403 on every staff route but content; an admin does not", async () => {
  const app = await createTestApp({ background: false });
  try {
    await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
    await app.staff.accounts.create("admin@example.com", GOOD_PASSWORD);
    const editor = await signInCookie(app.app, "editor@example.com");
    const admin = await signInCookie(app.app, "admin@example.com");
    const seen = new Set<string>();
    const open: string[] = [];
    for (const route of app.app.routes) {
      if (route.method === "ALL" || !STAFF_PREFIXES.some((p) => route.path.startsWith(p))) continue;
      const key = `${route.method} ${route.path}`;
      if (seen.has(key) || editorMayUse(key)) continue;
      seen.add(key);
      const path = route.path.replace(/:[A-Za-z]+/g, crypto.randomUUID());
      const init = {
        method: route.method,
        headers: sameOriginJson(editor),
        ...(route.method === "GET" || route.method === "HEAD" ? {} : { body: "{}" }),
      };
      const response = await app.app.request(path, init);
      const body = await response.text();
      if (response.status !== 403) open.push(`${key} → ${response.status}`);
      else assert.match(body, /administrator/, key);
    }
    assert.deepEqual(open, [], "staff routes an editor reached");
    for (const key of ["GET /api/contacts", "POST /api/staff/erasure", "GET /api/outbox"]) {
      assert.ok(seen.has(key), `the walker saw ${key}`);
    }

    // The same routes stay open to an admin.
    const contacts = await app.app.request("/api/contacts", { headers: sameOriginJson(admin) });
    assert.equal(contacts.status, 200);
    await contacts.body?.cancel();
  } finally {
    await app.cleanup();
  }
});

/** An element of a parsed document. */
type Element = Parameters<Parameters<typeof DomUtils.findAll>[0]>[0];

/** Whether `node` sits inside an element named `tag`. */
function hasAncestor(node: Element, tag: string): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if ("name" in parent && parent.name === tag) return true;
  }
  return false;
}

Deno.test("an editor is sent from /admin to the content screens and refused the audit log", async () => {
  const app = await createTestApp({ background: false });
  try {
    await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
    const cookie = await signInCookie(app.app, "editor@example.com");
    const landing = await app.app.request("/admin", { headers: { Cookie: cookie } });
    await landing.body?.cancel();
    assert.equal(landing.status, 303);
    assert.equal(landing.headers.get("location"), "/admin/content");
    for (const path of ["/admin/audit", "/admin/analytics"]) {
      const response = await app.app.request(path, { headers: { Cookie: cookie } });
      assert.equal(response.status, 403, path);
      assert.match(response.headers.get("cache-control") ?? "", /no-store/, path);
      // Inside the staff shell: the site's stylesheet, the editor's own navigation, sign-out.
      const page = parseDocument(await response.text());
      const elements = (test: (node: Element) => boolean) => DomUtils.findAll(test, page.children);
      const text = (tag: string, inside?: string) =>
        elements((node) => node.name === tag && (!inside || hasAncestor(node, inside)))
          .map((node) => DomUtils.textContent(node).trim());
      assert.ok(
        elements((node) => node.name === "link" && node.attribs.rel === "stylesheet").length > 0,
        `${path} is styled`,
      );
      assert.deepEqual(text("h1"), ["Not available"], path);
      assert.ok(
        text("p", "main").includes("This part of the staff area needs an administrator account."),
        path,
      );
      assert.deepEqual(text("a", "nav"), ["Content", "Search"], path);
      assert.deepEqual(text("a", "main"), ["Go to Content"], path);
      assert.ok(text("button").some((label) => label.startsWith("Sign out")), path);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("accounts are admins unless created as editors, and the role is read per request", async () => {
  const app = await createTestApp({ background: false });
  try {
    const admin = await app.staff.accounts.create("first@example.com", GOOD_PASSWORD);
    assert.equal(admin.role, "admin");
    const cookie = await signInCookie(app.app, "first@example.com");
    const before = await app.app.request("/api/contacts", { headers: sameOriginJson(cookie) });
    await before.body?.cancel();
    assert.equal(before.status, 200);
    // Demoted while signed in: the next request is refused, no new sign-in needed.
    await app.writer.execute({
      sql: "UPDATE staff_accounts SET role = 'editor' WHERE email = ?",
      args: ["first@example.com"],
    });
    const after = await app.app.request("/api/contacts", { headers: sameOriginJson(cookie) });
    await after.body?.cancel();
    assert.equal(after.status, 403);
  } finally {
    await app.cleanup();
  }
});

Deno.test("an editor is neither offered nor accepted as an enquiry's owner, so is never e-mailed one", async () => {
  const { app, get, send } = await setUp();
  try {
    await app.staff.accounts.create("bob@example.com", GOOD_PASSWORD);
    await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
    const { record } = await app.enquiries.create(sampleEnquiry());

    const landing = parseDocument(await (await get("/admin")).text());
    const script = DomUtils.getElementById(PAGE_DATA_ELEMENT_ID, landing);
    assert.ok(script, "the /admin page embeds its data");
    const data = JSON.parse(DomUtils.textContent(script)) as StaffPageData;
    assert.deepEqual(data.staffMembers, ["alice@example.com", "bob@example.com"]);

    const refused = await send(`/api/contacts/${record.id}`, "PATCH", {
      ownerEmail: "Editor@example.com",
    });
    assert.equal(refused.status, 400);
    const answer = await refused.json() as { error: string; fields: Record<string, string> };
    assert.equal(answer.fields.ownerEmail, "Only an administrator can own an enquiry");
    assert.equal(answer.error, "ownerEmail: Only an administrator can own an enquiry");
    const after = await (await get(`/api/contacts/${record.id}`)).json() as ContactSubmission;
    assert.equal(after.ownerEmail, null);
    const mailed = await app.db.execute(
      "SELECT recipient FROM outbox WHERE kind = 'assignment'",
    );
    assert.deepEqual(mailed.rows, [], "the enquirer's details are e-mailed to nobody");

    // An admin still can be given it.
    const owned = await send(`/api/contacts/${record.id}`, "PATCH", {
      ownerEmail: "bob@example.com",
    });
    assert.equal(owned.status, 200);
    await owned.body?.cancel();
  } finally {
    await app.cleanup();
  }
});
