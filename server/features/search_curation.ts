/**
 * The search curation feature (docs/decisions/0026-search-curation.md): the report of questions
 * search declined, staff synonyms and pins, their API and the `/admin/search` screen's loader.
 *
 * Each instance keeps the curations in memory; a timer reads the store's version every
 * {@linkcode CURATION_POLL_MS} (one read of the primary key, off the request path, as the content
 * registry does, ADR 0014) and reloads them when it moved, so a change made on any instance
 * applies on every instance within about a quarter of a second and a search never reads the
 * curation table.
 */
import { searchCacheKey } from "../../shared/schemas/search.ts";
import type { StaffPageData } from "../../shared/schemas/staff.ts";
import { createCitationClickApi, createSearchCurationApi } from "../api/admin/search_curation.ts";
import { errorMessage } from "../log.ts";
import type { PageDataLoader } from "../pages.ts";
import type { SearchDocument } from "../search/document.ts";
import {
  curatedRetrieval,
  type Curations,
  NO_CURATIONS,
  type SearchCuration,
} from "../search_curation/curation.ts";
import { createCurationStore, type CurationStore } from "../search_curation/store.ts";
import type { AuditLog } from "../staff/audit.ts";
import { type StaffGuards, staffPageSession } from "../staff/guards.ts";
import type { Feature, FeatureContext } from "./feature.ts";

/** How often each instance checks the curation version, ms (the content registry's pace). */
export const CURATION_POLL_MS = 250;

/** Options of {@linkcode wireSearchCuration}. */
export interface SearchCurationOptions {
  guards: StaffGuards;
  audit: AuditLog;
  /** The sections search answers from now (known once search is wired). */
  documents: () => readonly SearchDocument[];
  /** Version check interval, ms (tests shorten it). */
  pollMs?: number;
}

/** The wired feature. */
export interface SearchCurationFeature extends Feature {
  store: CurationStore;
  /** The hook the search service takes. */
  curation: SearchCuration;
  /** Reloads the curations when their version moved (the timer calls it; tests may too). */
  refresh(): Promise<boolean>;
}

/** Wires the store, the in-memory curations and their version check, the API and the loader. */
export function wireSearchCuration(
  ctx: FeatureContext,
  options: SearchCurationOptions,
): SearchCurationFeature {
  const store = createCurationStore({ db: ctx.db, writer: ctx.writer, now: ctx.now });
  let curations: Curations = NO_CURATIONS;
  let seen = "";
  const listeners: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function refresh(): Promise<boolean> {
    const version = await store.version();
    if (version === seen) return false;
    const stored = await store.curations();
    curations = {
      synonyms: stored.synonyms.map((synonym) => synonym.words),
      pins: new Map(stored.pins.map((pin) => [searchCacheKey(pin.query), pin.url])),
    };
    seen = version;
    for (const listener of listeners) listener();
    return true;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = refresh().catch((error) => {
        // A busy database: the next tick tries again; search keeps the curations it has.
        ctx.log("warn", "search curation refresh failed", { error: errorMessage(error) });
      }).finally(schedule);
    }, options.pollMs ?? CURATION_POLL_MS);
  }

  const curation: SearchCuration = {
    retrieve: (query, index, limit) => curatedRetrieval(query, index, limit, curations),
    answered(query, kind) {
      // Off the visitor's path: the reply does not wait for the count.
      store.recordMiss(query, kind === "no-answer" ? "no-answer" : "answered").catch((error) =>
        ctx.log("warn", "search miss not recorded", { error: errorMessage(error) })
      );
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };

  const api = createSearchCurationApi({
    guards: options.guards,
    store,
    audit: options.audit,
    documents: options.documents,
    changed: () => {
      refresh().catch((error) =>
        ctx.log("warn", "search curation refresh failed", { error: errorMessage(error) })
      );
    },
  });

  // Content work: both roles (docs/requirements.md#staff-roles).
  const page: PageDataLoader = async (c) => {
    const session = await staffPageSession(options.guards, c);
    if (session instanceof Response) return session;
    if ("forbidden" in session) return { ...session };
    const data: StaffPageData = {
      staff: { email: session.email, role: session.role },
      staffInbox: ctx.config.mail.staffEmail,
    };
    return { ...data };
  };

  return {
    api: [
      { path: "/api", app: api },
      { path: "/api", app: createCitationClickApi({ store, rateLimits: ctx.rateLimits }) },
    ],
    loaders: { "/admin/search": page },
    jobs: [{
      name: "search curation version check",
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
    }],
    store,
    curation,
    refresh,
  };
}
