/**
 * Tables of search curation (docs/decisions/0026-search-curation.md): the questions search could
 * not answer, aggregated by normalised question and already redacted, and the staff's synonyms
 * and pins. Owned by `server/search_curation/store.ts`.
 */
import type { Migration } from "../db/migrations.ts";

/** Migrations of search curation, appended to `ALL_MIGRATIONS`. */
export const SEARCH_CURATION_MIGRATIONS: readonly Migration[] = [
  {
    id: "0800_search_curation",
    statements: [
      // One row per normalised question and outcome (`no-answer`, or `answered` with the number of
      // answers whose citation was opened); no address, session or cookie is kept.
      `CREATE TABLE IF NOT EXISTS search_misses (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        outcome TEXT NOT NULL,
        question_key TEXT NOT NULL,
        question TEXT NOT NULL,
        count INTEGER NOT NULL,
        clicks INTEGER NOT NULL DEFAULT 0,
        first_seen INTEGER NOT NULL,
        last_seen INTEGER NOT NULL
      )`,
      `CREATE UNIQUE INDEX IF NOT EXISTS search_misses_key
        ON search_misses (outcome, question_key)`,
      "CREATE INDEX IF NOT EXISTS search_misses_last_seen ON search_misses (last_seen)",
      // Ids only grow (AUTOINCREMENT) and rows are never edited, so the highest id and the count
      // together change with every addition and removal: the version every instance polls.
      `CREATE TABLE IF NOT EXISTS search_curations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        words TEXT,
        query TEXT,
        query_key TEXT,
        url TEXT,
        created_at INTEGER NOT NULL,
        created_by TEXT NOT NULL
      )`,
      `CREATE UNIQUE INDEX IF NOT EXISTS search_curations_pin
        ON search_curations (query_key) WHERE kind = 'pin'`,
    ],
  },
];
