/**
 * Links in a rich-text body follow the editor's rule (shared/pages/admin/content/link_target.ts):
 * a staff account cannot hide a Bcc in a mailto link or credentials in a web link of an article.
 */
import assert from "node:assert/strict";
import { sanitizeArticleHtml } from "./sanitize.ts";

Deno.test("a mailto link with a hidden Bcc, or a web link with credentials, keeps its text only", () => {
  const html = sanitizeArticleHtml(
    '<p><a href="mailto:enquiries@crownbridge.example?bcc=spy%40evil.example">Write to us</a> ' +
      '<a href="https://user:pass@evil.example/">Portal</a> ' +
      '<a href="mailto:enquiries@crownbridge.example">Mail</a> <a href="/contact">Contact</a></p>',
  );
  assert.ok(!html.includes("bcc"), html);
  assert.ok(!html.includes("user:pass"), html);
  assert.match(html, /Write to us/);
  assert.match(html, /Portal/);
  assert.match(html, /<a href="mailto:enquiries@crownbridge\.example">Mail<\/a>/);
  assert.match(html, /<a href="\/contact">Contact<\/a>/);
});
