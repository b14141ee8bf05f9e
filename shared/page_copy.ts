/**
 * The copy modules the route table names (`PageRoute.copy`, shared/routes.ts), loaded once, for
 * the code that reads every page's words without rendering the page: the search index
 * (server/search/content_walk.ts) and the content tests. The browser's code never imports this
 * module: it would load every page's copy at once.
 */
import { PAGE_ROUTES, type PageRoute } from "./routes.ts";

/** A copy module as the walkers read it: its exports by name. */
export type CopyModule = Readonly<Record<string, unknown>>;

/** The repository root, which `PageRoute.copy` paths are relative to. */
const ROOT = new URL("../", import.meta.url);

/**
 * Every named module, by its path. Loaded at import (top-level await) so the walkers stay
 * synchronous; a path that names no module fails here, at start-up, not at the first search.
 */
const LOADED: ReadonlyMap<string, CopyModule> = new Map(
  await Promise.all(
    [...new Set((PAGE_ROUTES as readonly PageRoute[]).flatMap((route) => route.copy ?? []))]
      .map(async (path) => [path, await import(new URL(path, ROOT).href) as CopyModule] as const),
  ),
);

/**
 * The copy modules of `route`, in the order the entry names them (the page's order).
 *
 * @returns `[]` for a route that names none (the staff screens, an article).
 * @throws {Error} "… is not a copy module of the route table" for a path no route names.
 */
export function copyOf(route: Pick<PageRoute, "copy">): readonly CopyModule[] {
  return (route.copy ?? []).map((path) => {
    const loaded = LOADED.get(path);
    if (!loaded) throw new Error(`${path} is not a copy module of the route table`);
    return loaded;
  });
}
