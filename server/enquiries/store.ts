/**
 * Enquiry storage (docs/requirements.md#enquiries): every accepted enquiry is stored first, then
 * notified; companions (e.g. the e-mail outbox) add their rows to the same atomic batch, so an
 * enquiry and its notification job exist together or not at all. A submission retried with the
 * same idempotency key is stored once: the key is UNIQUE, and a repeat gets the first record.
 *
 * Each enquiry gets its reference ("CB-2026-000123", docs/requirements.md#enquiry-reference) from a
 * per-year counter in the same write, so two instances never hand out one number and a failed
 * write uses none. Companions build their rows before that write runs: they see
 * {@linkcode referencePlaceholder} as the reference and fill it with {@linkcode WITH_REFERENCE_SQL}.
 */
import type { Client, InStatement } from "@libsql/client";
import type { Enquiry } from "../../shared/schemas/enquiry.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Writer, WriteResult } from "../db/writer.ts";
import { responseDueAt } from "./business_hours.ts";

/** An enquiry as stored; optional fields are null when empty. */
export interface EnquiryRecord {
  id: string;
  createdAt: string; // ISO 8601, UTC
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  interest: string | null;
  message: string;
  /** The form that sent it: "home" or "contact". */
  source: string;
  /** What the enquirer quotes, e.g. "CB-2026-000123". */
  reference: string;
  /** When the reply is due (ISO 8601, UTC): 24 office hours after `createdAt`. */
  dueAt: string;
}

/**
 * The text companions see as the reference of the enquiry with `enquiryId` before it is stored.
 * Only the server knows the id before the answer, so no enquirer can type it into their message.
 */
export function referencePlaceholder(enquiryId: string): string {
  return `{{reference:${enquiryId}}}`;
}

/**
 * SQL expression for a companion's statement: the bound text with the stored reference in place of
 * every {@linkcode referencePlaceholder}. Binds three values: the text, the placeholder, the
 * enquiry id.
 */
export const WITH_REFERENCE_SQL = "replace(?, ?, (SELECT reference FROM enquiries WHERE id = ?))";

/** What {@linkcode EnquiryStore.create} did: stored now, or found from an earlier try. */
export interface EnquiryCreation {
  record: EnquiryRecord;
  /** True when the idempotency key was already used: nothing new was stored. */
  replayed: boolean;
}

/** Adds statements to the batch that stores `record` (e.g. an outbox row). */
export type EnquiryCompanion = (record: EnquiryRecord) => InStatement[];

/** Options of {@linkcode createEnquiryStore}. */
export interface EnquiryStoreOptions {
  db: Client;
  writer: Writer;
  /** Clock in ms since the epoch; tests pass a fixed one. */
  now?: () => number;
  companions?: EnquiryCompanion[];
}

/** Reads and writes enquiries. */
export interface EnquiryStore {
  /**
   * Stores one enquiry (and its companions' rows) atomically. With `idempotencyKey`, a key seen
   * before returns the record stored under it and stores nothing.
   *
   * @throws {DatabaseUnavailableError} when the database stayed busy (nothing stored).
   */
  create(enquiry: Enquiry, options?: { idempotencyKey?: string }): Promise<EnquiryCreation>;
  /** Newest first, at most `limit` rows. */
  list(options?: { limit?: number; offset?: number }): Promise<EnquiryRecord[]>;
  count(): Promise<number>;
}

/** Creates the {@linkcode EnquiryStore}. */
export function createEnquiryStore(options: EnquiryStoreOptions): EnquiryStore {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const companions = options.companions ?? [];

  async function findByKey(key: string): Promise<EnquiryRecord | undefined> {
    const result = await db.execute({
      sql: "SELECT * FROM enquiries WHERE idempotency_key = ?",
      args: [key],
    });
    return result.rows[0] ? rowToEnquiry(result.rows[0]) : undefined;
  }

  return {
    async create(enquiry, createOptions = {}) {
      const key = createOptions.idempotencyKey;
      if (key) {
        const earlier = await findByKey(key);
        if (earlier) return { record: earlier, replayed: true };
      }
      const receivedAt = now();
      const id = crypto.randomUUID();
      const record: EnquiryRecord = {
        id,
        createdAt: new Date(receivedAt).toISOString(),
        name: enquiry.name,
        email: enquiry.email,
        company: enquiry.company || null,
        phone: enquiry.phone || null,
        interest: enquiry.interest || null,
        message: enquiry.message,
        source: enquiry.source,
        reference: referencePlaceholder(id),
        dueAt: new Date(responseDueAt(receivedAt)).toISOString(),
      };
      // The UTC year: the UK is on GMT at New Year, so it is the UK year too.
      const year = new Date(receivedAt).getUTCFullYear();
      let results: WriteResult[];
      try {
        results = await writer.batch([
          {
            sql: `INSERT INTO enquiry_reference_counters (year, last) VALUES (?, 1)
                  ON CONFLICT (year) DO UPDATE SET last = last + 1`,
            args: [year],
          },
          {
            sql: `INSERT INTO enquiries (id, created_at, name, company, email, phone, interest,
                    message, source, idempotency_key, due_at, reference)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT printf('CB-%d-%06d', year, last)
                    FROM enquiry_reference_counters WHERE year = ?))`,
            args: [
              record.id,
              record.createdAt,
              record.name,
              record.company,
              record.email,
              record.phone,
              record.interest,
              record.message,
              record.source,
              key ?? null,
              record.dueAt,
              year,
            ],
          },
          ...companions.flatMap((companion) => companion(record)),
          { sql: "SELECT reference FROM enquiries WHERE id = ?", args: [id] },
        ]);
      } catch (error) {
        // Two tries of one submission raced (e.g. to two instances): the first one stored wins.
        const earlier = key && isUniqueViolation(error) ? await findByKey(key) : undefined;
        if (earlier) return { record: earlier, replayed: true };
        throw error;
      }
      const reference = results.at(-1)?.rows[0]?.reference;
      return { record: { ...record, reference: String(reference) }, replayed: false };
    },
    async list({ limit = 100, offset = 0 } = {}) {
      const result = await db.execute({
        sql: `SELECT * FROM enquiries ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
        args: [limit, offset],
      });
      return result.rows.map(rowToEnquiry);
    },
    async count() {
      const result = await db.execute("SELECT COUNT(*) AS n FROM enquiries");
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}

/** Maps a row of `enquiries` to an {@linkcode EnquiryRecord}. */
export function rowToEnquiry(row: Record<string, unknown>): EnquiryRecord {
  const optional = (value: unknown) => value === null || value === undefined ? null : String(value);
  return {
    id: String(row.id),
    createdAt: String(row.created_at),
    name: String(row.name),
    email: String(row.email),
    company: optional(row.company),
    phone: optional(row.phone),
    interest: optional(row.interest),
    message: String(row.message),
    source: String(row.source ?? "contact"),
    reference: String(row.reference ?? ""),
    dueAt: row.due_at ? String(row.due_at) : dueFrom(String(row.created_at)),
  };
}

/** The due time of an enquiry stored without one (written while an older release ran). */
function dueFrom(createdAt: string): string {
  return new Date(responseDueAt(Date.parse(createdAt))).toISOString();
}
