/**
 * The e-mail outbox table (docs/requirements.md#outbox: store first, then notify). A row is written
 * in the same batch as its enquiry and holds the finished message, so the worker needs nothing else
 * to send it. Times are integers in ms since the epoch.
 */
import type { Migration } from "../db/migrations.ts";

/** Migrations of the e-mail outbox, appended to `ALL_MIGRATIONS`. */
export const OUTBOX_MIGRATIONS: readonly Migration[] = [
  {
    id: "0110_outbox",
    statements: [
      `CREATE TABLE IF NOT EXISTS outbox (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        enquiry_id TEXT,
        batch_id TEXT,
        message_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        lease_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        sent_at INTEGER
      )`,
      "CREATE INDEX IF NOT EXISTS outbox_due ON outbox (status, next_attempt_at)",
      "CREATE INDEX IF NOT EXISTS outbox_enquiry ON outbox (enquiry_id)",
      "CREATE INDEX IF NOT EXISTS outbox_batch ON outbox (batch_id)",
    ],
  },
  {
    // Each claim gets a token; only its holder may mark the row sent or failed.
    id: "0111_outbox_claims",
    statements: ["ALTER TABLE outbox ADD COLUMN claim_token TEXT"],
  },
  {
    // One row: since when the mail server has been unreachable (null: it answers).
    id: "0112_mail_transport",
    statements: [
      `CREATE TABLE IF NOT EXISTS mail_transport (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        down_since INTEGER,
        last_error TEXT
      )`,
      "INSERT OR IGNORE INTO mail_transport (id) VALUES (1)",
    ],
  },
  {
    // The lower-cased address a message goes to, so the acknowledgements one address receives in a
    // day can be counted (at most 3: the form cannot be used to mail a stranger repeatedly).
    id: "0113_outbox_recipient",
    statements: [
      "ALTER TABLE outbox ADD COLUMN recipient TEXT",
      "CREATE INDEX IF NOT EXISTS outbox_recipient ON outbox (kind, recipient, created_at)",
    ],
  },
  {
    // One row: the claim of a "Send All Contact Submissions" run while it queues its e-mails, so
    // that of two instances asked at once only one queues the store (server/mail/outbox.ts).
    id: "0114_backlog_claim",
    statements: [
      `CREATE TABLE IF NOT EXISTS backlog_claim (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        batch_id TEXT,
        claimed_until INTEGER NOT NULL DEFAULT 0
      )`,
      "INSERT OR IGNORE INTO backlog_claim (id) VALUES (1)",
    ],
  },
];
