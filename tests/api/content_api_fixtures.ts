/**
 * Shared pieces of the content API tests (docs/decisions/0014-content-publishing.md): an editor's
 * session, a valid article, requests to the API, and reading the pages and search a buyer and a
 * crawler see.
 */
import { GOOD_PASSWORD, sameOriginJson, signInCookie } from "./staff_fixtures.ts";
import type { TestApp } from "../helpers/test_app.ts";

/** Where the staff content API is mounted. */
export const API = "/api/staff/content";

/** Creates editor@example.com with the editor role and signs in; returns the `Cookie` value. */
export async function editorSession(app: TestApp): Promise<string> {
  await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
  return await signInCookie(app.app, "editor@example.com");
}

/** A valid new insight article (a draft unless `status` says otherwise); override any field. */
export function article(overrides: Record<string, unknown> = {}) {
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

/**
 * Sends a same-origin JSON request as `cookie` in-process; returns the status and the parsed JSON
 * answer (`null` for an empty body).
 */
export async function send(
  app: TestApp,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await app.app.request(path, {
    method,
    headers: sameOriginJson(cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Fetches a public page in-process: status, text and the `Location` header. */
export async function page(app: TestApp, path: string) {
  const response = await app.app.request(path);
  return {
    status: response.status,
    html: await response.text(),
    location: response.headers.get("location"),
  };
}

/** Whether site search for `query` lists a source whose URL ends with `path`. */
export async function searchFinds(app: TestApp, query: string, path: string): Promise<boolean> {
  const response = await app.app.request("/api/search", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": crypto.randomUUID() },
    body: JSON.stringify({ query }),
  });
  const answer = await response.json() as { sources?: { url: string }[] };
  return (answer.sources ?? []).some((source) => source.url.endsWith(path));
}

/** Waits until the background search index rebuild has run. */
export async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}
