/**
 * Shapes of the search curation screen (docs/decisions/0026-search-curation.md): the questions
 * visitors asked that the site could not answer, and the staff's curations that fix them, synonyms
 * ("skid = pallet") and pins (a query answered from one chosen section). Shared by
 * `/api/staff/search/*` and `/admin/search`.
 */
// zod/mini: these schemas ship to the browser with the staff screen only.
import * as z from "zod/mini";

/** Limits of a curation's fields, in characters or items. */
export const CURATION_LIMITS = {
  /** Words (or short phrases) of one synonym set. */
  wordsMin: 2,
  wordsMax: 10,
  wordMax: 40,
  queryMax: 300,
  /** Curations of each kind the site keeps. */
  max: 500,
} as const;

/** A word or short phrase of a synonym set: letters, digits, spaces, hyphens and apostrophes. */
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u;

/**
 * Body of `POST /api/staff/search/synonyms`: `words`, either a list or one line
 * ("skid = pallet", "skid, pallet"); each word is trimmed and lower-cased, duplicates dropped.
 */
export const SynonymRequestSchema = z.object({
  words: z.pipe(
    z.union([
      z.array(z.string()),
      z.pipe(z.string(), z.transform((line) => line.split(/[=,]/))),
    ], { error: "Enter the words that mean the same, e.g. skid = pallet" }),
    z.pipe(
      z.transform((words: string[]) =>
        [
          ...new Set(words.map((word) => word.trim().replace(/\s+/g, " ").toLowerCase())),
        ].filter((word) => word.length > 0)
      ),
      z.array(
        z.string().check(
          z.maxLength(
            CURATION_LIMITS.wordMax,
            `Keep each word under ${CURATION_LIMITS.wordMax} characters`,
          ),
          z.regex(WORD, "Use letters, digits, spaces and hyphens only"),
        ),
      ).check(
        z.minLength(CURATION_LIMITS.wordsMin, "Enter at least two different words"),
        z.maxLength(CURATION_LIMITS.wordsMax, `At most ${CURATION_LIMITS.wordsMax} words in a set`),
      ),
    ),
  ),
});

/** Body of `POST /api/search/clicks`: the question whose answer's citation was opened. */
export const CitationClickSchema = z.object({
  query: z.string().check(z.minLength(1), z.maxLength(CURATION_LIMITS.queryMax)),
});

/** Body of `POST /api/staff/search/pins`: the query and the section (`url` of a search source). */
export const PinRequestSchema = z.object({
  query: z.string({ error: "Enter the question to pin an answer for" }).check(
    z.trim(),
    z.minLength(1, "Enter the question to pin an answer for"),
    z.maxLength(
      CURATION_LIMITS.queryMax,
      `Keep the question under ${CURATION_LIMITS.queryMax} characters`,
    ),
  ),
  url: z.string({ error: "Choose the page or section to show" }).check(
    z.minLength(1, "Choose the page or section to show"),
  ),
});

/**
 * Why a question is listed: search declined it, or answered it and no visitor opened a cited
 * page (clicks are counted anonymously, ADR 0026).
 */
export type SearchMissKind = "no-answer" | "no-click";

/** A question the site could not answer, aggregated by its normalised text. */
export interface SearchMiss {
  kind: SearchMissKind;
  /** The question as last asked, with e-mail addresses and phone numbers redacted. */
  question: string;
  /** How many times it was asked (for `no-click`: answered) within the retention period. */
  count: number;
  /** ISO times. */
  firstSeen: string;
  lastSeen: string;
}

/** A synonym set: words search treats as the same. */
export interface SynonymCuration {
  id: number;
  words: string[];
  createdBy: string;
  createdAt: string;
}

/** A pin: the section a query is answered from. */
export interface PinCuration {
  id: number;
  /** The query as staff typed it. */
  query: string;
  /** The pinned section's URL on the site ("/distribution#coverage"). */
  url: string;
  /** Its title, as search lists it (empty when the section has gone). */
  title: string;
  createdBy: string;
  createdAt: string;
}

/** A section staff may pin. */
export interface PinTarget {
  url: string;
  title: string;
}

/** Answer of `GET /api/staff/search`. */
export interface SearchCurationOverview {
  misses: SearchMiss[];
  synonyms: SynonymCuration[];
  pins: PinCuration[];
  targets: PinTarget[];
}
