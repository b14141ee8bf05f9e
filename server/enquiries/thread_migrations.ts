/**
 * Migrations of the enquiry thread (server/enquiries/thread.ts; docs/requirements.md#enquiry-thread):
 * the staff replies and the enquirer's answers, one row per e-mail. Times are ms since the epoch.
 */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the enquiry thread, appended to `ALL_MIGRATIONS`. */
export const THREAD_MIGRATIONS: readonly Migration[] = [
  {
    id: "0900_enquiry_messages",
    statements: [
      `CREATE TABLE IF NOT EXISTS enquiry_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id TEXT NOT NULL,
        direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
        at INTEGER NOT NULL,
        sender TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        message_id TEXT NOT NULL,
        note TEXT
      )`,
      "CREATE INDEX IF NOT EXISTS enquiry_messages_enquiry ON enquiry_messages (enquiry_id, at)",
      // An answer delivered twice (a mail server's retry) is stored once.
      `CREATE UNIQUE INDEX IF NOT EXISTS enquiry_messages_message_id
        ON enquiry_messages (message_id)`,
    ],
  },
];
