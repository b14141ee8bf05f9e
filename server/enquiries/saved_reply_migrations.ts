/**
 * Migrations of the saved replies (server/enquiries/saved_replies.ts;
 * docs/requirements.md#enquiry-thread). Times are ms since the epoch.
 */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the saved replies, appended to `ALL_MIGRATIONS`. */
export const SAVED_REPLY_MIGRATIONS: readonly Migration[] = [
  {
    id: "0901_saved_replies",
    statements: [
      // Titles are unique however they are capitalised: staff pick a reply by its title.
      `CREATE TABLE IF NOT EXISTS saved_replies (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        title TEXT NOT NULL UNIQUE COLLATE NOCASE,
        text TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
    ],
  },
];
