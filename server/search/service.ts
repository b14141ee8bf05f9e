/**
 * The search service behind `POST /api/search` and the `/search` page loader: retrieval, then an
 * extractive answer, or, when a hosted model is configured, the model's answer or decline from
 * the same passages (also for a question the extractive answer declines, when some section covers
 * part of it), falling back to the extractive answer on any failure; cached per normalised query.
 * Citations become absolute URLs of our own pages, built from PUBLIC_ORIGIN.
 */
import { errorMessage, log as jsonLog, type Logger } from "../log.ts";
import { searchCacheKey, type SearchResponse } from "../../shared/schemas/search.ts";
import {
  answerableSections,
  composeAnswer,
  type ComposedAnswer,
  noAnswer,
  sourceTitle,
} from "./answer.ts";
import { buildCorpus } from "./corpus.ts";
import { createSearchIndex, type SearchIndex } from "./index.ts";
import { llmAnswer, type LlmSource } from "./llm.ts";
import type { LlmConfig } from "./llm_config.ts";
import { createLruCache } from "./lru.ts";
import type { SearchCuration } from "../search_curation/curation.ts";

/** How an answer was written. */
export type AnswerMethod = "extractive" | "llm";

/** A search answer and how it came about. */
export interface SearchOutcome {
  kind: ComposedAnswer["kind"];
  via: AnswerMethod;
  response: SearchResponse;
}

/** The service. */
export interface SearchService {
  /** Answers `query` (already validated: trimmed, 1–300 characters). Never rejects. */
  answer(query: string): Promise<SearchOutcome>;
  /** The index answers come from now. */
  readonly index: SearchIndex;
  /**
   * Swaps in an index built from newly published content and forgets every cached answer, so no
   * answer cites a page that has changed or gone (ADR 0014).
   */
  replaceIndex(index: SearchIndex): void;
}

/** Options of {@linkcode createSearchService}. */
export interface SearchServiceOptions {
  /** PUBLIC_ORIGIN without a trailing slash; citations are built on it. */
  origin: string;
  /** Hosted model, or `null` for offline extractive answers (the default). */
  llm?: LlmConfig | null;
  /** Replaces the global `fetch` for the model (tests). */
  fetch?: typeof fetch;
  /** Replaces the shared index of the site (tests). */
  index?: SearchIndex;
  /** Answers kept (default 500) and for how long (default 6 hours). */
  cache?: { maxEntries: number; ttlMs: number };
  /** Clock in ms (default `Date.now`). */
  now?: () => number;
  /** Where a failed model or a bug is reported (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
  /** Staff synonyms and pins, and the report of declined questions (absent: none, as in the
   * evaluation; docs/decisions/0026-search-curation.md). */
  curation?: SearchCuration;
}

/** Sections retrieved per question before the answer picks from them. */
export const RETRIEVAL_LIMIT = 12;
/**
 * Least share of the question a section must cover for a hosted model to be shown it when the
 * extractive answer declines; below it no section shares more than a stray word with the question,
 * and asking would only cost a call.
 */
const MODEL_MIN_COVERAGE = 0.15;

let sharedIndex: SearchIndex | undefined;

/** The site's index, built on first use and shared by every service in the process. */
export function siteSearchIndex(): SearchIndex {
  sharedIndex ??= createSearchIndex(buildCorpus());
  return sharedIndex;
}

/** Turns a composed answer into the API's response with absolute citation URLs. */
export function toResponse(answer: ComposedAnswer, origin: string): SearchResponse {
  const sources = answer.sources.map((source) => ({
    url: `${origin}${source.url}`,
    title: source.title,
  }));
  return { content: answer.content, citations: sources.map((source) => source.url), sources };
}

/** Creates the service; builds (or reuses) the index at once so the first visitor never waits. */
export function createSearchService(options: SearchServiceOptions): SearchService {
  let index = options.index ?? siteSearchIndex();
  const llm = options.llm ?? null;
  const log = options.log ?? jsonLog;
  const cache = createLruCache<SearchOutcome>({
    maxEntries: options.cache?.maxEntries ?? 500,
    ttlMs: options.cache?.ttlMs ?? 6 * 60 * 60_000,
    ...(options.now ? { now: options.now } : {}),
  });

  const curation = options.curation;
  curation?.onChange(() => cache.clear());

  async function compose(query: string): Promise<{ outcome: SearchOutcome; cacheable: boolean }> {
    const { question, retrieval, pinned } = curation
      ? curation.retrieve(query, index, RETRIEVAL_LIMIT)
      : { question: query, retrieval: index.search(query, { limit: RETRIEVAL_LIMIT }) };
    const composed = composeAnswer(question, retrieval, index);
    const extractive = composed.kind === "no-answer" && pinned ? pinned : composed;
    const outcome = (answer: ComposedAnswer, via: AnswerMethod): SearchOutcome => ({
      kind: answer.kind,
      via,
      response: toResponse(answer, options.origin),
    });
    // A staff pin stands as staff chose it: the model neither rewrites nor declines it.
    if (!llm || pinned) return { outcome: outcome(extractive, "extractive"), cacheable: true };
    // The model decides answerability from the passages (ADR 0042): it reads the answer's
    // sections, or, when the extractive answer declines, the sections that cover some of the
    // question, and may answer or decline.
    const sections = composed.kind === "answer"
      ? answerableSections(question, retrieval)
      : retrieval.results.filter((result) => result.coverage >= MODEL_MIN_COVERAGE).slice(0, 3);
    if (sections.length === 0) {
      return { outcome: outcome(extractive, "extractive"), cacheable: true };
    }
    const sources: LlmSource[] = sections.map(({ document }) => ({
      path: document.path,
      url: document.url,
      title: sourceTitle(document),
      passages: document.passages,
    }));
    try {
      const written = await llmAnswer(query, sources, {
        config: llm,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      if (written === "ungrounded") {
        log(
          "warn",
          "search: model answer not supported by its sources, using the extractive answer",
        );
        return { outcome: outcome(extractive, "extractive"), cacheable: true };
      }
      return {
        outcome: outcome(written === "no-answer" ? noAnswer() : written, "llm"),
        cacheable: true,
      };
    } catch (error) {
      log("warn", "search: language model failed, using the extractive answer", {
        error: errorMessage(error),
      });
      // Not cached, so the model is tried again on the next identical question.
      return { outcome: outcome(extractive, "extractive"), cacheable: false };
    }
  }

  async function answerOnce(query: string): Promise<SearchOutcome> {
    const key = searchCacheKey(query);
    const cached = cache.get(key);
    if (cached) return cached;
    try {
      const { outcome, cacheable } = await compose(query);
      if (cacheable) cache.set(key, outcome);
      return outcome;
    } catch (error) {
      // Retrieval is local and pure; reaching here is a bug, but the visitor still gets a reply.
      log("error", "search failed", {
        error: errorMessage(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return {
        kind: "no-answer",
        via: "extractive",
        response: toResponse(noAnswer(), options.origin),
      };
    }
  }

  return {
    get index() {
      return index;
    },
    replaceIndex(next) {
      index = next;
      cache.clear();
    },
    async answer(query) {
      const outcome = await answerOnce(query);
      curation?.answered(query, outcome.kind);
      return outcome;
    },
  };
}
