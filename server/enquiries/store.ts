/**
 * Enquiry storage (spec §3 "Contact submission"). decisions.md: every accepted enquiry is stored
 * first, then notified; companions (e.g. the e-mail outbox) add their rows to the same atomic
 * batch, so an enquiry and its notification job exist together or not at all.
 */
import type { Client, InStatement } from "@libsql/client";
import type { Enquiry } from "../../shared/schemas/enquiry.ts";
import type { Writer } from "../db/writer.ts";

/** An enquiry as stored (spec §3 "Contact submission"); optional fields are null when empty. */
export interface EnquiryRecord {
  id: string;
  createdAt: string; // ISO 8601, UTC
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  interest: string | null;
  message: string;
  source: string;
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
  /** Stores one enquiry (and its companions' rows) atomically; throws the driver's error. */
  create(enquiry: Enquiry, options?: { source?: string }): Promise<EnquiryRecord>;
  /** Registers a companion for every later `create`. */
  addCompanion(companion: EnquiryCompanion): void;
  /** Newest first, at most `limit` rows. */
  list(options?: { limit?: number; offset?: number }): Promise<EnquiryRecord[]>;
  count(): Promise<number>;
}

/** Creates the {@linkcode EnquiryStore}. */
export function createEnquiryStore(options: EnquiryStoreOptions): EnquiryStore {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const companions = [...(options.companions ?? [])];
  return {
    async create(enquiry, createOptions = {}) {
      const record: EnquiryRecord = {
        id: crypto.randomUUID(),
        createdAt: new Date(now()).toISOString(),
        name: enquiry.name,
        email: enquiry.email,
        company: enquiry.company || null,
        phone: enquiry.phone || null,
        interest: enquiry.interest || null,
        message: enquiry.message,
        source: createOptions.source ?? "contact",
      };
      await writer.batch([
        {
          sql:
            `INSERT INTO enquiries (id, created_at, name, company, email, phone, interest, message, source)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
          ],
        },
        ...companions.flatMap((companion) => companion(record)),
      ]);
      return record;
    },
    addCompanion(companion) {
      companions.push(companion);
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
  };
}
