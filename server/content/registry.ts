/**
 * The one content registry (ADR 0014): what is published now, in memory, for every surface that
 * shows content (pages, the insights list and home teaser, related insights, the sitemap, the Atom
 * feed, JSON-LD and the search index). Nothing else reads the content tables for the public site.
 *
 * A timer reads `content_state.version` every {@linkcode CONTENT_POLL_MS} (one indexed read, off the
 * request path). When it changed, or a scheduled item's time has come, the snapshot is rebuilt and
 * the listeners run (the page cache is cleared, the search index rebuilt in a worker), so a change
 * made on any instance is visible on every instance within a second, and a cached page request
 * never touches the database.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import type { ImageAsset, PublicContent } from "../../shared/content/published.ts";
import { NO_CONTENT } from "../../shared/content/published.ts";
import type { CompanyFields } from "../../shared/schemas/company_details.ts";
import type { ContentStore, LoadedContent, StoredItem } from "./store.ts";
import {
  collectionDefinition,
  collectionDefinitions,
  type ContentCollection,
} from "../../shared/content/collections/registry.ts";
import type {
  CollectionDefinition,
  PublishContext,
} from "../../shared/content/collections/define.ts";
import { COMPANY } from "../../shared/content/collections/company.ts";
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";
import { INSIGHTS } from "../../shared/content/collections/insights.ts";
import { fillRoute } from "../../shared/routes.ts";
import { ogImagePath } from "../../shared/seo/og_image.ts";
import { uploadCardPath } from "./images.ts";
import { errorMessage, log } from "../log.ts";

/**
 * Pages whose social card the build drew (tools/og draws the seeded articles'), with the image it
 * was drawn from: an article keeps it while its image is that one.
 */
const BUILT_CARDS: ReadonlyMap<string, string> = new Map(
  INSIGHT_SUMMARIES.map((summary) => [
    fillRoute(INSIGHTS.route?.path ?? "", summary.id),
    summary.image,
  ]),
);

/** Company details before any are published: nothing shown. */
const NO_COMPANY: CompanyFields = {
  phone: "",
  registeredName: "",
  companyNumber: "",
  registeredOffice: "",
  vatNumber: "",
  email: "",
  streetAddress: "",
  locality: "",
  region: "",
  postcode: "",
  officeHours: "",
  linkedinUrl: "",
  instagramUrl: "",
  facebookUrl: "",
};

/**
 * How often each instance checks the content version, ms. One read of one row, so ten a second
 * cost nothing measurable; the wait for the next check is spent from the 1 s propagation budget
 * (ADR 0014) before any work starts.
 */
export const CONTENT_POLL_MS = 100;

/** Words a minute behind an article's reading time (docs/requirements.md#insight-article). */
const WORDS_PER_MINUTE = 220;

/** One page of a routed collection: the slug that fills its route and when it last changed. */
export interface CollectionPage {
  value: string;
  /** YYYY-MM-DD (sitemap `lastmod`). */
  lastmod: string;
}

/** Published content plus what only the server needs. */
export interface ContentSnapshot {
  public: PublicContent;
  /** Sanitised body HTML of each routed item's page, by page path ("/insights/retail-trends"). */
  bodies: ReadonlyMap<string, string>;
  /** The pages of each routed collection, by route path ("/insights/:id"), in list order. */
  pages: ReadonlyMap<string, readonly CollectionPage[]>;
  /** The company details (shown through the public configuration's `links`). */
  company: CompanyFields;
  /** Next time a scheduled item goes live, ms; null when none is scheduled. */
  nextChangeAt: number | null;
}

/** Reads uploaded images' sizes (for `<img>` width/height and `srcset`). */
export type ImageAssets = () => Promise<ReadonlyMap<string, ImageAsset>>;

/** The registry. */
export interface ContentRegistry {
  /** The snapshot now (after {@linkcode ContentRegistry.refresh} has run once). */
  current(): ContentSnapshot;
  /** Rebuilds the snapshot from the store when the content version or the clock moved on. */
  refresh(options?: { force?: boolean }): Promise<boolean>;
  /** Runs `listener` after every change of the snapshot. */
  onChange(listener: (snapshot: ContentSnapshot) => void): void;
  /** Starts and stops the version check timer. */
  start(): void;
  stop(): Promise<void>;
}

function text(html: string): string {
  return DomUtils.textContent(parseDocument(html)).replace(/\s+/g, " ").trim();
}

function readingMinutes(html: string): number {
  const words = text(html).split(" ").filter((word) => word.length > 0).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether an item is public at `at`: published, and its time (if any) has come. */
export function isLive(item: Pick<StoredItem, "status" | "publishAt">, at: number): boolean {
  return item.status === "published" && (item.publishAt === null || item.publishAt <= at);
}

/** What the server lends the definitions to make items public. */
function publishContext(assets: ReadonlyMap<string, ImageAsset>): PublishContext {
  return {
    imageAsset: (id) => assets.get(id),
    readingMinutes,
    day: isoDay,
    // Social cards (ADR 0014): the seeded articles' are drawn at build time (tools/og); a staff
    // item's is cropped from its uploaded image when it was uploaded; else the fallback page's.
    socialImage: (page, imageId, fallback) =>
      BUILT_CARDS.get(page) === imageId
        ? ogImagePath(page)
        : assets.get(imageId)?.card
        ? uploadCardPath(imageId)
        : ogImagePath(fallback),
  };
}

/**
 * The public list of one collection, with its routed pages and their bodies: each live item as
 * its definition's `publishing.item` makes it, in the definition's order (else staff's).
 */
function publishCollection(
  definition: CollectionDefinition,
  items: readonly StoredItem[],
  context: PublishContext,
  bodies: Map<string, string>,
): { published: unknown[]; pages?: CollectionPage[] } {
  const publishing = definition.publishing;
  if (!publishing) return { published: [] };
  const route = definition.route;
  const made = items.map((item) => {
    const published = publishing.item(item, context);
    if (route?.body) {
      const slug = String(item.fields[route.field] ?? "");
      bodies.set(fillRoute(route.path, slug), String(item.fields[route.body] ?? ""));
    }
    return { item, published };
  });
  if (publishing.order) made.sort((a, b) => publishing.order!(a.published, b.published));
  return {
    published: made.map(({ published }) => published),
    ...(route
      ? {
        pages: made.map(({ item, published }) => ({
          value: String(item.fields[route.field] ?? ""),
          lastmod: publishing.lastmod?.(published) ?? isoDay(item.updatedAt),
        })),
      }
      : {}),
  };
}

/**
 * Builds the snapshot of what is live at `at` from every stored item: each collection's
 * definition (shared/content/collections/) makes its items public.
 *
 * @param assets sizes of uploaded images by id.
 */
export function buildSnapshot(
  loaded: LoadedContent,
  at: number,
  assets: ReadonlyMap<string, ImageAsset>,
): ContentSnapshot {
  const live = loaded.items.filter((item) => isLive(item, at));
  const scheduled = loaded.items
    .filter((item) => item.status === "published" && item.publishAt !== null && item.publishAt > at)
    .map((item) => item.publishAt as number);
  const of = (collection: ContentCollection) =>
    live.filter((item) => item.collection === collection)
      .sort((a, b) => a.position - b.position || b.createdAt - a.createdAt);
  const context = publishContext(assets);
  const bodies = new Map<string, string>();
  const pages = new Map<string, CollectionPage[]>();
  const items: Record<string, unknown[]> = {};
  for (const definition of collectionDefinitions()) {
    const name = definition.name as ContentCollection;
    const made = publishCollection(definition, of(name), context, bodies);
    if (!definition.publishing) continue;
    items[name] = made.published;
    if (definition.route && made.pages) pages.set(definition.route.path, made.pages);
  }
  const company = of(COMPANY.name)[0]?.fields as unknown as CompanyFields | undefined;

  return {
    public: {
      version: loaded.version,
      items: items as PublicContent["items"],
      redirects: liveRedirects(loaded, live),
    },
    bodies,
    pages,
    company: { ...NO_COMPANY, ...company },
    nextChangeAt: scheduled.length ? Math.min(...scheduled) : null,
  };
}

/**
 * Old slug → current slug by route path, for each collection whose definition gives its items a
 * route, and only the slugs that lead to a live item (a redirect to a draft or a deleted item
 * would answer 301 to a 404).
 */
function liveRedirects(
  loaded: LoadedContent,
  live: readonly StoredItem[],
): PublicContent["redirects"] {
  const redirects: Record<string, Record<string, string>> = {};
  for (const { collection, from, to } of loaded.redirects) {
    const route = collectionDefinition(collection).route;
    if (!route) continue;
    if (!live.some((item) => item.collection === collection && item.slug === to)) continue;
    (redirects[route.path] ??= {})[from] = to;
  }
  return redirects;
}

/** Options of {@linkcode createContentRegistry}. */
export interface ContentRegistryOptions {
  store: Pick<ContentStore, "loadAll" | "stateVersion">;
  assets: ImageAssets;
  now: () => number;
  pollMs?: number;
}

/** Creates the registry; call `refresh()` once before serving. */
export function createContentRegistry(options: ContentRegistryOptions): ContentRegistry {
  const { store, now } = options;
  const listeners: ((snapshot: ContentSnapshot) => void)[] = [];
  let snapshot: ContentSnapshot = {
    public: NO_CONTENT,
    bodies: new Map(),
    pages: new Map(),
    company: NO_COMPANY,
    nextChangeAt: null,
  };
  let published = "";
  /** The content version last loaded (a draft's save moves it without changing the snapshot). */
  let seenVersion = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function refresh(refreshOptions: { force?: boolean } = {}): Promise<boolean> {
    const at = now();
    const due = snapshot.nextChangeAt !== null && snapshot.nextChangeAt <= at;
    if (!refreshOptions.force && !due) {
      const version = await store.stateVersion();
      if (version === seenVersion) return false;
    }
    const [loaded, assets] = await Promise.all([store.loadAll(), options.assets()]);
    const next = buildSnapshot(loaded, now(), assets);
    // A draft's save or autosave moves the version but changes nothing published: the pages and
    // the search index of every instance stay as they are.
    const print = fingerprint(next);
    const changed = print !== published;
    seenVersion = loaded.version;
    snapshot = changed
      ? { ...next, public: { ...next.public, version: generation(next.public.version) } }
      : { ...snapshot, nextChangeAt: next.nextChangeAt };
    published = print;
    if (!changed) return false;
    for (const listener of listeners) listener(snapshot);
    return true;
  }

  /**
   * The published snapshot's version: the content version it was built from, moved on by one when
   * that is not past the last (a scheduled item going live writes nothing, so the content version
   * stays). The page cache keys and the sitemap and feed are built per version, so they serve
   * what is published now (docs/requirements.md#seo: the sitemap lists every indexable route).
   */
  function generation(contentVersion: number): number {
    return Math.max(contentVersion, snapshot.public.version + 1);
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = refresh().catch((error) => {
        // A busy or locked database: the next tick tries again; the site keeps serving.
        log("warn", "content refresh failed", { error: errorMessage(error) });
      }).finally(schedule);
    }, options.pollMs ?? CONTENT_POLL_MS);
  }

  return {
    current: () => snapshot,
    refresh,
    onChange(listener) {
      listeners.push(listener);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** What the public sees of a snapshot, as one string (its version aside). */
function fingerprint(snapshot: ContentSnapshot): string {
  return JSON.stringify([
    { ...snapshot.public, version: 0 },
    [...snapshot.bodies],
    [...snapshot.pages],
    snapshot.company,
  ]);
}

/** Plain text of body HTML (search, feed summaries). */
export function htmlText(html: string): string {
  return text(html);
}
