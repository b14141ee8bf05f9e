/**
 * The one store of search curation (docs/decisions/0026-search-curation.md): it owns
 * `search_misses` (questions search could not answer, redacted before they are written and
 * aggregated by normalised question: a count, first and last seen, no address, session or
 * cookie) and `search_curations` (synonym sets and pins). The retention job deletes misses not
 * seen within the analytics period (`server/retention/purge.ts`).
 */
import type { Client } from "@libsql/client";
import { searchCacheKey, tidyQuery } from "../../shared/schemas/search.ts";
import {
  CURATION_LIMITS,
  type PinCuration,
  type SearchMiss,
  type SynonymCuration,
} from "../../shared/schemas/search_curation.ts";
import type { Writer } from "../db/writer.ts";
import { deleteInChunks, monthsBefore, type RetentionOwner } from "../retention/owner.ts";
import { redactPersonalData } from "./redact.ts";

/** What search did with a question: declined it, or answered it. */
export type MissOutcome = "no-answer" | "answered";

/** Thrown when a kind of curation is at {@linkcode CURATION_LIMITS}.max. */
export class CurationLimitError extends Error {
  constructor() {
    super(`The site keeps at most ${CURATION_LIMITS.max} of these; remove one first.`);
    this.name = "CurationLimitError";
  }
}

/** Every curation, as the search service applies them. */
export interface StoredCurations {
  synonyms: SynonymCuration[];
  /** The pins; `title` is empty here (the search index knows the titles). */
  pins: PinCuration[];
}

/** The store. */
export interface CurationStore {
  /** Counts one search of `question` (as typed) that ended in `outcome`; redacts first. */
  recordMiss(question: string, outcome: MissOutcome): Promise<void>;
  /**
   * Counts a click on a citation of the answer to `question`; only a question already counted as
   * answered is counted (a request cannot add a row). Resolves whether it was counted.
   */
  recordClick(question: string): Promise<boolean>;
  /**
   * Declined questions, and answered questions whose citation nobody opened, most frequent first
   * (then most recent), at most `limit`.
   */
  misses(limit: number): Promise<SearchMiss[]>;
  /** Every synonym set and pin, oldest first. */
  curations(): Promise<StoredCurations>;
  /** Adds a synonym set (words already validated). @throws {CurationLimitError} */
  addSynonym(words: readonly string[], by: string): Promise<SynonymCuration>;
  /** Pins `url` for `query`, replacing an earlier pin of the same query. @throws {CurationLimitError} */
  addPin(query: string, url: string, by: string): Promise<PinCuration>;
  /** Removes a curation; `undefined` when there is none with that id. */
  remove(id: number): Promise<SynonymCuration | PinCuration | undefined>;
  /**
   * A string that changes whenever a curation is added or removed (the highest id and the count:
   * ids only grow and rows are never edited). One read of the primary key.
   */
  version(): Promise<string>;
}

/** Options of {@linkcode createCurationStore}. */
export interface CurationStoreOptions {
  db: Client;
  writer: Writer;
  now: () => number;
}

function iso(ms: unknown): string {
  return new Date(Number(ms)).toISOString();
}

function toCuration(row: Record<string, unknown>): SynonymCuration | PinCuration {
  const common = {
    id: Number(row.id),
    createdBy: String(row.created_by),
    createdAt: iso(row.created_at),
  };
  if (row.kind === "synonym") {
    return { ...common, words: JSON.parse(String(row.words)) as string[] };
  }
  return { ...common, query: String(row.query), url: String(row.url), title: "" };
}

function isPin(curation: SynonymCuration | PinCuration): curation is PinCuration {
  return "url" in curation;
}

/** Creates the {@linkcode CurationStore}. */
export function createCurationStore(options: CurationStoreOptions): CurationStore {
  const { db, writer, now } = options;

  async function count(kind: "synonym" | "pin"): Promise<number> {
    const result = await db.execute({
      sql: "SELECT COUNT(*) AS n FROM search_curations WHERE kind = ?",
      args: [kind],
    });
    return Number(result.rows[0]?.n ?? 0);
  }

  async function inserted(id: bigint | undefined): Promise<SynonymCuration | PinCuration> {
    const result = await db.execute({
      sql: "SELECT * FROM search_curations WHERE id = ?",
      args: [Number(id)],
    });
    const row = result.rows[0];
    if (!row) throw new Error("search curation vanished after insert");
    return toCuration(row as unknown as Record<string, unknown>);
  }

  return {
    async recordMiss(question, outcome) {
      const shown = tidyQuery(redactPersonalData(question));
      const at = now();
      await writer.execute({
        sql: `INSERT INTO search_misses
                (outcome, question_key, question, count, first_seen, last_seen)
              VALUES (?, ?, ?, 1, ?, ?)
              ON CONFLICT (outcome, question_key) DO UPDATE SET
                count = count + 1, question = excluded.question, last_seen = excluded.last_seen`,
        args: [outcome, searchCacheKey(shown), shown, at, at],
      });
    },
    async recordClick(question) {
      const key = searchCacheKey(tidyQuery(redactPersonalData(question)));
      const result = await writer.execute({
        sql: `UPDATE search_misses SET clicks = clicks + 1
              WHERE outcome = 'answered' AND question_key = ?`,
        args: [key],
      });
      return result.rowsAffected > 0;
    },
    async misses(limit) {
      const result = await db.execute({
        sql: `SELECT outcome, question, count, first_seen, last_seen FROM search_misses
              WHERE outcome = 'no-answer' OR clicks = 0
              ORDER BY count DESC, last_seen DESC LIMIT ?`,
        args: [limit],
      });
      return result.rows.map((row) => ({
        kind: row.outcome === "answered" ? "no-click" as const : "no-answer" as const,
        question: String(row.question),
        count: Number(row.count),
        firstSeen: iso(row.first_seen),
        lastSeen: iso(row.last_seen),
      }));
    },
    async curations() {
      const result = await db.execute("SELECT * FROM search_curations ORDER BY id");
      const all = result.rows.map((row) => toCuration(row as unknown as Record<string, unknown>));
      return {
        synonyms: all.filter((curation): curation is SynonymCuration => !isPin(curation)),
        pins: all.filter(isPin),
      };
    },
    async addSynonym(words, by) {
      if (await count("synonym") >= CURATION_LIMITS.max) throw new CurationLimitError();
      const result = await writer.execute({
        sql: `INSERT INTO search_curations (kind, words, created_at, created_by)
              VALUES ('synonym', ?, ?, ?)`,
        args: [JSON.stringify(words), now(), by],
      });
      return await inserted(result.lastInsertRowid) as SynonymCuration;
    },
    async addPin(query, url, by) {
      if (await count("pin") >= CURATION_LIMITS.max) throw new CurationLimitError();
      const key = searchCacheKey(query);
      // Deleted and inserted (a new id), never updated: the version other instances poll moves.
      const [, result] = await writer.batch([
        { sql: "DELETE FROM search_curations WHERE kind = 'pin' AND query_key = ?", args: [key] },
        {
          sql: `INSERT INTO search_curations (kind, query, query_key, url, created_at, created_by)
                VALUES ('pin', ?, ?, ?, ?, ?)`,
          args: [tidyQuery(query), key, url, now(), by],
        },
      ]);
      return await inserted(result?.lastInsertRowid) as PinCuration;
    },
    async remove(id) {
      const [found] = await writer.batch([
        { sql: "SELECT * FROM search_curations WHERE id = ?", args: [id] },
        { sql: "DELETE FROM search_curations WHERE id = ?", args: [id] },
      ]);
      const row = found?.rows[0];
      return row ? toCuration(row) : undefined;
    },
    async version() {
      const result = await db.execute(
        "SELECT COUNT(*) AS n, COALESCE(MAX(id), 0) AS top FROM search_curations",
      );
      const row = result.rows[0];
      return `${row?.n ?? 0}:${row?.top ?? 0}`;
    },
  };
}

/**
 * The retention purge's owner of declined questions: a search analytics report, so a question
 * goes with the analytics events' period, counted from the last time anyone asked it (ADR 0026).
 */
export const SEARCH_MISS_RETENTION: RetentionOwner = {
  async purge({ writer, at, retention }) {
    const misses = await deleteInChunks(
      writer,
      `DELETE FROM search_misses WHERE id IN
         (SELECT id FROM search_misses WHERE last_seen < ? LIMIT ?)`,
      [monthsBefore(at, retention.analyticsEventsMonths)],
    );
    return { search_misses: misses };
  },
};
