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
import type { FaqCategory, FaqItem } from "../../shared/content/faq.ts";
import type {
  ImageAsset,
  PublicContent,
  Published,
  PublishedInsight,
} from "../../shared/content/published.ts";
import { NO_CONTENT } from "../../shared/content/published.ts";
import type { BrandFields } from "../../shared/content/collections/brands.ts";
import type { CaseStudyFields } from "../../shared/content/collections/case_studies.ts";
import type { FaqFields } from "../../shared/content/collections/faq.ts";
import type { InsightFields } from "../../shared/content/collections/insights.ts";
import type { PersonFields } from "../../shared/content/collections/people.ts";
import type { CompanyFields } from "../../shared/schemas/company_details.ts";
import type { ContentStore, LoadedContent, StoredItem } from "./store.ts";
import { collectionDefinition } from "../../shared/content/collections/registry.ts";
import { INSIGHT_SUMMARIES } from "../../shared/content/insights/summaries.ts";
import { ogImagePath } from "../../shared/seo/og_image.ts";
import { uploadCardPath } from "./images.ts";

/** Slugs whose social card the build drew (tools/og), with the image it was drawn from. */
const BUILT_CARDS: ReadonlyMap<string, string> = new Map(
  INSIGHT_SUMMARIES.map((summary) => [summary.id, summary.image]),
);
import { errorMessage, log } from "../log.ts";

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

/** Published content plus what only the server needs. */
export interface ContentSnapshot {
  public: PublicContent;
  /** Sanitised body HTML by insight slug. */
  bodies: ReadonlyMap<string, string>;
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

/**
 * Builds the snapshot of what is live at `at` from every stored item.
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
  const of = (collection: StoredItem["collection"]) =>
    live.filter((item) => item.collection === collection)
      .sort((a, b) => a.position - b.position || b.createdAt - a.createdAt);
  const withAsset = <T extends { imageId?: string }>(fields: T) => {
    const asset = fields.imageId ? assets.get(fields.imageId) : undefined;
    return asset ? { imageAsset: asset } : {};
  };

  const bodies = new Map<string, string>();
  const insights: PublishedInsight[] = of("insights").map((item) => {
    const fields = item.fields as unknown as InsightFields;
    bodies.set(fields.slug, fields.bodyHtml);
    const date = fields.date || isoDay(item.publishAt ?? item.createdAt);
    const modified = isoDay(item.updatedAt);
    return {
      id: fields.slug,
      title: fields.title,
      excerpt: fields.excerpt,
      description: fields.description || fields.excerpt,
      keywords: fields.keywords,
      category: fields.category,
      image: fields.imageId,
      imageAlt: fields.imageAlt,
      date,
      ...(modified > date ? { dateModified: modified } : {}),
      author: fields.author,
      readingMinutes: readingMinutes(fields.bodyHtml),
      ...withAsset(fields),
      // Social cards (ADR 0014): the seeded articles' are drawn at build time (tools/og); a staff
      // article's is cropped from its uploaded image when it was uploaded; an article without
      // either shares the insights card.
      socialImage: BUILT_CARDS.get(fields.slug) === fields.imageId
        ? ogImagePath(`/insights/${fields.slug}`)
        : assets.get(fields.imageId)?.card
        ? uploadCardPath(fields.imageId)
        : ogImagePath("/insights"),
    };
  }).sort((a, b) => b.date.localeCompare(a.date));

  const faq: FaqItem[] = of("faq").map((item) => {
    const fields = item.fields as unknown as FaqFields;
    return {
      id: item.id.replace(/^faq-/, ""),
      question: fields.question,
      answer: fields.answer,
      category: fields.category as FaqCategory,
      tags: fields.tags,
    };
  });
  const simple = <T extends { imageId?: string }>(collection: StoredItem["collection"]) =>
    of(collection).map((item) => {
      const fields = item.fields as unknown as T;
      return { ...fields, id: item.id, ...withAsset(fields) } as Published<T>;
    });
  const company = of("company")[0]?.fields as unknown as CompanyFields | undefined;

  return {
    public: {
      version: loaded.version,
      insights,
      faq,
      caseStudies: simple<CaseStudyFields>("case-studies"),
      brands: simple<BrandFields>("brands"),
      people: simple<PersonFields>("people"),
      redirects: liveRedirects(loaded, live),
    },
    bodies,
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
    snapshot.company,
  ]);
}

/** Plain text of body HTML (search, feed summaries). */
export function htmlText(html: string): string {
  return text(html);
}
