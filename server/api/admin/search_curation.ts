/**
 * The search curation API of the staff area (docs/decisions/0026-search-curation.md), used by
 * `/admin/search`: `GET /api/staff/search` (the questions search declined, most frequent first,
 * with the synonyms, pins and the sections that may be pinned), `POST /api/staff/search/synonyms`,
 * `POST /api/staff/search/pins`, `DELETE /api/staff/search/curations/{id}`. Both roles may use it:
 * it is content work (docs/requirements.md#staff-roles). Every change needs a same-origin request,
 * answers bad input with 400 and a message per field, and is written to the audit log.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as z from "zod/mini";
import {
  CitationClickSchema,
  PinRequestSchema,
  type PinTarget,
  type SearchCurationOverview,
  SynonymRequestSchema,
} from "../../../shared/schemas/search_curation.ts";
import type { SearchDocument } from "../../search/document.ts";
import { sourceTitle } from "../../search/answer.ts";
import { sectionAt } from "../../search_curation/curation.ts";
import { CurationLimitError, type CurationStore } from "../../search_curation/store.ts";
import { jsonOnly } from "../../http/json_only.ts";
import { jsonEndpoint } from "../../http/json_endpoint.ts";
import type { RateLimitStore, RateRule } from "../../rate_limit/store.ts";
import type { AuditLog } from "../../staff/audit.ts";
import type { StaffGuards } from "../../staff/guards.ts";

/** Questions listed on the screen. */
export const MISSES_LISTED = 200;

/** Options of {@linkcode createSearchCurationApi}. */
export interface SearchCurationApiOptions {
  guards: StaffGuards;
  store: CurationStore;
  audit: AuditLog;
  /** The sections search answers from now (pins must name one). */
  documents: () => readonly SearchDocument[];
  /** Called after every change, so this instance applies it at once (others within the poll). */
  changed: () => void;
}

const small = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => c.json({ error: "Request is too large" }, 413),
});

function badRequest(c: Context, fields: Record<string, string>) {
  const [name, message] = Object.entries(fields)[0] ?? ["body", "Bad request"];
  return c.json({ error: `${name}: ${message}`, fields }, 400);
}

async function parse<T>(
  c: Context,
  schema: z.ZodMiniType<T>,
): Promise<{ data: T } | { fields: Record<string, string> }> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { fields: { body: "Send a JSON object" } };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { fields: { body: "Send a JSON object" } };
  }
  const result = schema.safeParse(body);
  if (result.success) return { data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fields[String(issue.path[0] ?? "body")] ??= issue.message;
  }
  return { fields };
}

/** Every section that can be pinned, by URL, with the title search lists it under. */
function targets(documents: readonly SearchDocument[]): PinTarget[] {
  const seen = new Map<string, PinTarget>();
  for (const document of documents) {
    if (seen.has(document.url)) continue;
    const title = sourceTitle(document);
    seen.set(document.url, {
      url: document.url,
      title: title === document.heading || document.heading === document.pageTitle
        ? title
        : `${document.pageTitle}: ${document.heading}`,
    });
  }
  return [...seen.values()].sort((a, b) => a.url.localeCompare(b.url));
}

/** Citation clicks per address: a visitor opening every source of a few answers a minute. */
export const CITATION_CLICK_RATE_RULE: RateRule = {
  name: "search-click",
  limit: 60,
  windowMs: 60_000,
};

/**
 * `POST /api/search/clicks` (mount at `/api`): the search page reports that a cited page of the
 * answer to `query` was opened. Anonymous and aggregated (no cookie, session or address is
 * stored; the address only counts against the allowance), so it needs no consent; it only counts
 * a question already counted as answered, and answers 204 either way.
 */
export function createCitationClickApi(
  options: { store: CurationStore; rateLimits: RateLimitStore },
): Hono {
  return new Hono().post(
    "/search/clicks",
    jsonEndpoint({
      schema: CitationClickSchema,
      maxBytes: 4 * 1024,
      tooLarge: "Request is too large",
      invalid: (error) => ({ error: error.issues[0]?.message ?? "Invalid request" }),
      rateLimit: {
        store: options.rateLimits,
        rule: CITATION_CLICK_RATE_RULE,
        tooMany: "Too many requests from this address. Please try again in a minute.",
      },
    }),
    async (c) => {
      await options.store.recordClick(c.req.valid("json").query);
      return c.body(null, 204);
    },
  );
}

/** Builds the API (mount at `/api`). */
export function createSearchCurationApi(options: SearchCurationApiOptions): Hono {
  const { guards, store, audit } = options;
  const api = new Hono();
  api.get("/staff/search", guards.requireStaff, async (c) => {
    const documents = options.documents();
    const [misses, curations] = await Promise.all([store.misses(MISSES_LISTED), store.curations()]);
    const overview: SearchCurationOverview = {
      misses,
      synonyms: curations.synonyms,
      pins: curations.pins.map((pin) => {
        const section = sectionAt(documents, pin.url);
        return { ...pin, title: section ? sourceTitle(section) : "" };
      }),
      targets: targets(documents),
    };
    return c.json(overview);
  });

  api.post(
    "/staff/search/synonyms",
    guards.requireStaff,
    guards.sameOrigin,
    jsonOnly,
    small,
    async (c) => {
      const parsed = await parse(c, SynonymRequestSchema);
      if ("fields" in parsed) return badRequest(c, parsed.fields);
      try {
        const synonym = await store.addSynonym(parsed.data.words, c.var.staff.email);
        await audit.record(
          c.var.staff.email,
          "content_change",
          `Search synonyms added: ${synonym.words.join(" = ")}`,
        );
        options.changed();
        return c.json(synonym, 201);
      } catch (error) {
        if (error instanceof CurationLimitError) return badRequest(c, { words: error.message });
        throw error;
      }
    },
  );

  api.post(
    "/staff/search/pins",
    guards.requireStaff,
    guards.sameOrigin,
    jsonOnly,
    small,
    async (c) => {
      const parsed = await parse(c, PinRequestSchema);
      if ("fields" in parsed) return badRequest(c, parsed.fields);
      const section = sectionAt(options.documents(), parsed.data.url);
      if (!section) {
        return badRequest(c, { url: "Choose a page or section the site search holds" });
      }
      try {
        const pin = await store.addPin(parsed.data.query, section.url, c.var.staff.email);
        await audit.record(
          c.var.staff.email,
          "content_change",
          `Search pin added: "${pin.query}" → ${pin.url}`,
        );
        options.changed();
        return c.json({ ...pin, title: sourceTitle(section) }, 201);
      } catch (error) {
        if (error instanceof CurationLimitError) return badRequest(c, { query: error.message });
        throw error;
      }
    },
  );

  api.delete(
    "/staff/search/curations/:id",
    guards.requireStaff,
    guards.sameOrigin,
    async (c) => {
      const id = c.req.param("id");
      const removed = /^[0-9]{1,12}$/.test(id) ? await store.remove(Number(id)) : undefined;
      if (!removed) return c.json({ error: "Not found" }, 404);
      await audit.record(
        c.var.staff.email,
        "content_change",
        "words" in removed
          ? `Search synonyms removed: ${removed.words.join(" = ")}`
          : `Search pin removed: "${removed.query}" → ${removed.url}`,
      );
      options.changed();
      return c.body(null, 204);
    },
  );

  return api;
}
