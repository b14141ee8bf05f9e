/**
 * Tables of the staff area (docs/requirements.md#staff-area): accounts and their e-mailed password
 * links, sessions (stored hashed so several app instances share them), sign-in failures for
 * throttling, the audit log and the triage state of each enquiry. Times are integers in ms since
 * the epoch.
 */
import type { Client, InStatement } from "@libsql/client";
import type { Migration } from "../db/migrations.ts";
import { ADDRESS_SECRET_BYTES, addressDigest, importAddressSecret } from "./throttle.ts";

/** A stored address digest: 64 lower-case hex characters (`addressDigest`, throttle.ts). */
const IS_DIGEST = (column: string) =>
  `(length(${column}) = 64 AND ${column} NOT GLOB '*[^0-9a-f]*')`;

/**
 * The sign-in throttle's address secret, made here, and the statements that store it and put
 * each client address the throttle kept in plain text (IPv4, IPv6 /64) as its keyed digest, so
 * counts and known addresses carry over. Rows written in plain text after this read (an older
 * instance still running) are deleted in the same write.
 */
async function hashThrottleAddresses(db: Client): Promise<InStatement[]> {
  const raw = crypto.getRandomValues(new Uint8Array(ADDRESS_SECRET_BYTES));
  const secret = await importAddressSecret(raw);
  const statements: InStatement[] = [
    { sql: "INSERT INTO staff_address_secret (id, secret) VALUES (1, ?)", args: [raw] },
  ];
  const failures = await db.execute(
    "SELECT DISTINCT key FROM staff_login_failures WHERE key GLOB 'ip:*' OR key GLOB 'pair:*'",
  );
  for (const row of failures.rows) {
    const key = String(row.key);
    const split = key.startsWith("ip:") ? 3 : key.lastIndexOf(" ") + 1;
    const digest = await addressDigest(secret, key.slice(split));
    statements.push({
      sql: "UPDATE staff_login_failures SET key = ? WHERE key = ?",
      args: [`${key.slice(0, split)}${digest}`, key],
    });
  }
  const known = await db.execute("SELECT DISTINCT address FROM staff_known_addresses");
  for (const row of known.rows) {
    const address = String(row.address);
    statements.push({
      sql: "UPDATE staff_known_addresses SET address = ? WHERE address = ?",
      args: [await addressDigest(secret, address), address],
    });
  }
  statements.push(
    `DELETE FROM staff_login_failures
     WHERE (key GLOB 'ip:*' AND NOT ${IS_DIGEST("substr(key, 4)")})
        OR (key GLOB 'pair:*' AND NOT (substr(key, -65, 1) = ' ' AND ${
      IS_DIGEST("substr(key, -64)")
    }))`,
    `DELETE FROM staff_known_addresses WHERE NOT ${IS_DIGEST("address")}`,
  );
  return statements;
}

/** Migrations of the staff area, appended to `ALL_MIGRATIONS`. */
export const STAFF_MIGRATIONS: readonly Migration[] = [
  {
    id: "0100_staff_accounts",
    statements: [
      `CREATE TABLE IF NOT EXISTS staff_accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL,
        password_changed_at INTEGER NOT NULL,
        last_sign_in_at INTEGER
      )`,
      `CREATE TABLE IF NOT EXISTS staff_sessions (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS staff_sessions_account ON staff_sessions (account_id)",
      `CREATE TABLE IF NOT EXISTS staff_login_failures (
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS staff_login_failures_key ON staff_login_failures (key, at)",
      `CREATE TABLE IF NOT EXISTS staff_audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at INTEGER NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        detail TEXT NOT NULL DEFAULT ''
      )`,
      "CREATE INDEX IF NOT EXISTS staff_audit_at ON staff_audit (at DESC)",
      `CREATE TABLE IF NOT EXISTS enquiry_triage (
        enquiry_id TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '',
        updated_at INTEGER NOT NULL,
        updated_by TEXT NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS enquiry_triage_status ON enquiry_triage (status)",
    ],
  },
  {
    id: "0101_staff_known_addresses",
    statements: [
      // Addresses an account signed in from: they keep working while unknown ones are capped
      // (throttle.ts). Rows older than the trust period are removed on the next sign-in.
      `CREATE TABLE IF NOT EXISTS staff_known_addresses (
        email TEXT NOT NULL,
        address TEXT NOT NULL,
        last_success_at INTEGER NOT NULL,
        PRIMARY KEY (email, address)
      )`,
    ],
  },
  {
    id: "0102_staff_roles",
    statements: [
      // Every account that existed before roles could do everything: it stays an admin
      // (docs/requirements.md#staff-roles).
      "ALTER TABLE staff_accounts ADD COLUMN role TEXT NOT NULL DEFAULT 'admin'",
    ],
  },
  {
    id: "0103_enquiry_owners_and_notes",
    statements: [
      // Who works on an enquiry: any staff member, by address (docs/requirements.md#staff-inbox).
      "ALTER TABLE enquiry_triage ADD COLUMN owner_email TEXT",
      "CREATE INDEX IF NOT EXISTS enquiry_triage_owner ON enquiry_triage (owner_email)",
      // The notes thread: append-only, deleted only with its enquiry (erasure, retention).
      `CREATE TABLE IF NOT EXISTS enquiry_notes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        enquiry_id TEXT NOT NULL,
        at INTEGER NOT NULL,
        author TEXT NOT NULL,
        text TEXT NOT NULL
      )`,
      "CREATE INDEX IF NOT EXISTS enquiry_notes_enquiry ON enquiry_notes (enquiry_id, at)",
      // The single overwritable note becomes the first note of the thread, by its last editor.
      `INSERT INTO enquiry_notes (enquiry_id, at, author, text)
        SELECT enquiry_id, updated_at, updated_by, note FROM enquiry_triage WHERE note <> ''`,
      "UPDATE enquiry_triage SET note = ''",
      // An audit entry about an enquiry names it by id and reference; the screen shows the
      // enquirer's name from the enquiry itself, so erasing the enquiry also removes it there.
      "ALTER TABLE staff_audit ADD COLUMN enquiry_id TEXT",
      "ALTER TABLE staff_audit ADD COLUMN enquiry_reference TEXT",
    ],
  },
  {
    id: "0104_staff_account_links",
    statements: [
      // An invited account exists from the invitation on, with a random password nobody knows,
      // until the invitee sets theirs through the e-mailed link (server/staff/accounts.ts).
      "ALTER TABLE staff_accounts ADD COLUMN invited INTEGER NOT NULL DEFAULT 0",
      // Single-use links that set an account's password (an invitation or a reset): only the
      // SHA-256 of the token is kept, like the sessions', so a copy of the database opens nothing.
      `CREATE TABLE IF NOT EXISTS staff_account_links (
        token_hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL,
        purpose TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        created_by TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        used_at INTEGER,
        use_id TEXT
      )`,
      "CREATE INDEX IF NOT EXISTS staff_account_links_account ON staff_account_links (account_id)",
    ],
  },
  {
    // The throttle stores client addresses only as keyed digests (throttle.ts): one random secret
    // per database, so every instance on it computes the same digests.
    id: "0105_staff_address_secret",
    statements: [
      `CREATE TABLE IF NOT EXISTS staff_address_secret (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        secret BLOB NOT NULL
      )`,
    ],
    prepare: hashThrottleAddresses,
  },
];
