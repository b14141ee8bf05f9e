/**
 * The content a fresh start seeds carries real times (docs/decisions/0014-content-publishing.md):
 * the FAQ items, which the spec gives no dates, show when they were seeded, in the list and in
 * their revision history, not "1 Jan 1970, 01:00 by seed".
 */
import assert from "node:assert/strict";
import type { ContentItem, ContentRevisionSummary } from "../../shared/schemas/content.ts";
import { createTestApp } from "../helpers/test_app.ts";
import { API, editorSession } from "./content_api_fixtures.ts";

Deno.test("seeded FAQ items and their revisions carry the time they were seeded", async () => {
  const before = Date.now();
  const app = await createTestApp({ background: false, firstStart: true });
  try {
    const after = Date.now();
    const cookie = await editorSession(app);
    const get = async <T>(path: string) =>
      await (await app.app.request(path, { headers: { Cookie: cookie } })).json() as T;
    const items = await get<ContentItem[]>(`${API}/faq`);
    assert.ok(items.length > 0);
    const within = (iso: string, what: string) => {
      const at = Date.parse(iso);
      assert.ok(at >= before - 1000 && at <= after + 1000, `${what}: ${iso}`);
    };
    for (const item of items) {
      within(item.createdAt, `${item.id} created`);
      within(item.updatedAt, `${item.id} updated`);
      const revisions = await get<ContentRevisionSummary[]>(`${API}/faq/${item.id}/revisions`);
      assert.equal(revisions.length, 1, item.id);
      assert.equal(revisions[0]?.savedBy, "seed");
      within(revisions[0]!.savedAt, `${item.id} seed revision`);
    }
  } finally {
    await app.cleanup();
  }
});
