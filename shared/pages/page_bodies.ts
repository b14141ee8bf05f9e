/**
 * Page bodies (sanitised HTML of a routed collection's body field, ADR 0014), one at a time: a
 * page never downloads another page's body. The server primes every published body from the
 * content registry. On a first visit the browser loads none: the body is a static block adopted
 * from the server's markup (ADR 0013). A client-side navigation fetches the next page's body from
 * the public content API when a link to it is pointed at, so rendering only suspends when the
 * click outran that prefetch.
 */
import { use } from "react";

/**
 * Public address of one published page's body, `{ html }` (server/features/content.ts): the
 * body API's path followed by the page's ("/insights/retail-trends").
 */
export function pageBodyPath(page: string): string {
  return `/api/content/body${page.split("/").map(encodeURIComponent).join("/")}`;
}

let loaded = new Map<string, string>();
const pending = new Map<string, Promise<void>>();

/**
 * Server only: replaces every known body with the published ones, by page path (called whenever
 * the content registry changes), so an edited or unpublished body is never served from memory.
 */
export function primePageBodies(bodies: ReadonlyMap<string, string>): void {
  loaded = new Map(bodies);
}

/** Loads the body of page `page` (no-op once loaded); a failed load is retried next time. */
export function loadPageBody(page: string): Promise<void> {
  if (loaded.has(page)) return Promise.resolve();
  let promise = pending.get(page);
  if (!promise) {
    promise = fetch(pageBodyPath(page)).then(async (response) => {
      const body = response.ok ? (await response.json() as { html?: string }).html : undefined;
      loaded.set(page, body ?? "");
      pending.delete(page);
    }, (error) => {
      pending.delete(page);
      throw error;
    });
    pending.set(page, promise);
  }
  return promise;
}

/** The body HTML of page `page`, suspending while it loads. */
export function usePageBody(page: string): string {
  const body = loaded.get(page);
  if (body !== undefined) return body;
  use(loadPageBody(page));
  return loaded.get(page) ?? "";
}
