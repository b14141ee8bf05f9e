/**
 * Article bodies (sanitised HTML, ADR 0014), one at a time: a page never downloads another
 * article's body. The server primes every published body from the content registry. On a first
 * visit the browser loads none: the body is a static block adopted from the server's markup
 * (ADR 0013). A client-side navigation fetches the next article's body from the public content
 * API when a link to it is pointed at, so rendering only suspends when the click outran that
 * prefetch.
 */
import { use } from "react";

/** Public path of one published article's body: `{ html }` (`server/features/content.ts`). */
export function articleBodyPath(slug: string): string {
  return `/api/content/insights/${encodeURIComponent(slug)}/body`;
}

let loaded = new Map<string, string>();
const pending = new Map<string, Promise<void>>();

/**
 * Server only: replaces every known body with the published ones (called whenever the content
 * registry changes), so an edited or unpublished body is never served from memory.
 */
export function primeArticleBodies(bodies: ReadonlyMap<string, string>): void {
  loaded = new Map(bodies);
}

/** Loads the body of article `slug` (no-op once loaded); a failed load is retried next time. */
export function loadArticleBody(slug: string): Promise<void> {
  if (loaded.has(slug)) return Promise.resolve();
  let promise = pending.get(slug);
  if (!promise) {
    promise = fetch(articleBodyPath(slug)).then(async (response) => {
      const body = response.ok ? (await response.json() as { html?: string }).html : undefined;
      loaded.set(slug, body ?? "");
      pending.delete(slug);
    }, (error) => {
      pending.delete(slug);
      throw error;
    });
    pending.set(slug, promise);
  }
  return promise;
}

/** The body HTML of article `slug`, suspending while it loads. */
export function useArticleBody(slug: string): string {
  const body = loaded.get(slug);
  if (body !== undefined) return body;
  use(loadArticleBody(slug));
  return loaded.get(slug) ?? "";
}
