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
 *
 * This module is the one owner of the enquiry tables (`enquiries`, their reference counters, and
 * the staff's triage rows and notes): the staff inbox, the e-mail backlog, the audit log and the
 * dashboard call its functions; erasure and the retention purge delete through it, and stores
 * holding rows about an enquiry (the outbox) join that delete as an {@linkcode EnquiryDependent}.
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import type { Enquiry } from "../../shared/schemas/enquiry.ts";
import {
  type ContactCounts,
  type ContactsQuery,
  type EnquiryNote,
  TRIAGE_STATUSES,
  type TriageStatus,
} from "../../shared/schemas/staff.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Writer, WriteResult } from "../db/writer.ts";
import { type DeletedRows, monthsBefore, type RetentionOwner } from "../retention/owner.ts";
import { responseDueAt } from "./business_hours.ts";
import { OPEN, orderOf, STATUS, whereOf } from "./staff_filter.ts";

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

/**
 * Which enquiries a delete is about: SQL selecting their ids, and its arguments. Written here
 * only; a dependent embeds it in its own statements so they run in the same transaction.
 */
export interface EnquirySelection {
  sql: string;
  args: InValue[];
}

/** A dependent's part of a delete of enquiries. */
export interface DependentDeletion {
  /** Run in the delete's batch, before the enquiries go. */
  statements: InStatement[];
  /**
   * Called once the batch has committed, with the results of `statements` (in order) and the ids
   * of the enquiries deleted (e.g. to delete files about them).
   *
   * @returns the dependent's rows deleted.
   */
  finish(results: WriteResult[], enquiryIds: readonly string[]): Promise<number>;
}

/**
 * Another store's rows about enquiries (the outbox's e-mails): deleted with the enquiries, in their
 * batch, by erasure and by the retention purge.
 */
export interface EnquiryDependent {
  /** The dependent's table, the key of its count in {@linkcode DeletedRows}. */
  table: string;
  forget(selection: EnquirySelection): DependentDeletion;
}

/** An enquiry with its staff state, as the staff screens read it. */
export interface TriagedEnquiry {
  record: EnquiryRecord;
  status: TriageStatus;
  /** The admin it is assigned to (lower case), or null. */
  ownerEmail: string | null;
}

/** A change of status and/or owner (fields not given stay as they are). */
export interface TriageChange {
  status?: TriageStatus;
  ownerEmail?: string | null;
}

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
  /** Every enquiry, oldest first (the backlog send, docs/requirements.md#staff-inbox). */
  oldestFirst(): Promise<EnquiryRecord[]>;
  /** The enquirer's name of each enquiry of `ids` still held (the audit log shows it). */
  namesOf(ids: readonly string[]): Promise<Map<string, string>>;
  /**
   * Enquiries received in `[startMs, endMs)` (ms since the epoch) by form (`source`), most first
   * (the analytics dashboard).
   */
  countBySource(range: { startMs: number; endMs: number }): Promise<
    { source: string; enquiries: number }[]
  >;
  /**
   * The staff inbox's page: enquiries matching `query` (as `viewerEmail` sees "mine"), in its
   * order, `limit` from `offset`, and how many match in all.
   */
  triagedPage(
    query: ContactsQuery,
    viewerEmail: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: TriagedEnquiry[]; total: number }>;
  /** Every enquiry matching `query` (its page ignored), in its order. */
  triagedAll(query: ContactsQuery, viewerEmail: string): Promise<TriagedEnquiry[]>;
  /**
   * Counts for the inbox's filter bar of the enquiries matching `query` (its status ignored):
   * by status, overdue at `at` (ms), `viewerEmail`'s and unassigned.
   */
  triagedCounts(query: ContactsQuery, viewerEmail: string, at: number): Promise<ContactCounts>;
  /** One enquiry with its staff state, or `undefined`. */
  triaged(id: string): Promise<TriagedEnquiry | undefined>;
  /** The enquiry with `reference` (e.g. "CB-2026-000123", any case), or `undefined`. */
  byReference(reference: string): Promise<TriagedEnquiry | undefined>;
  /**
   * The statement that moves enquiry `id` to status `change.to` when its status is one of
   * `change.from` (a reply marks an open enquiry answered; an answer reopens an answered one), by
   * `by.actor` at `by.at`, for the batch of the change that causes it. Its result's rows name the
   * enquiry when the status changed.
   */
  statusStatement(
    id: string,
    change: { from: readonly TriageStatus[]; to: TriageStatus },
    by: { actor: string; at: number },
  ): InStatement;
  /**
   * Sets status and/or owner of enquiry `id` by `actor` at `at` (ms), with `companions` (e.g. the
   * new owner's e-mail) in the same write. Two staff members changing one enquiry at once (one
   * the status, one the owner) both keep their change.
   */
  setTriage(
    id: string,
    change: TriageChange,
    by: { actor: string; at: number },
    companions: InStatement[],
  ): Promise<void>;
  /**
   * The statement that returns every enquiry owned by `ownerEmail` (any case) to unassigned, by
   * `by.actor` at `by.at`, when `when` (an `EXISTS` operand run in the same batch, e.g. "that
   * account is no longer an enabled admin") finds a row; its result's rows are the enquiries
   * released (`enquiry_id`). A demoted or disabled owner's enquiries are nobody's, so the inbox's
   * "Unassigned" tab shows them (docs/requirements.md#staff-accounts).
   */
  releaseOwnerStatement(
    ownerEmail: string,
    by: { actor: string; at: number },
    when: { sql: string; args: InValue[] },
  ): InStatement;
  /** Appends a note to enquiry `id`; `undefined` when the enquiry does not exist. */
  addNote(id: string, note: { text: string; author: string; at: number }): Promise<
    EnquiryNote | undefined
  >;
  /** The notes of each enquiry of `ids`, oldest first (every id has an entry). */
  notesOf(ids: readonly string[]): Promise<Map<string, EnquiryNote[]>>;
  /** The ids of the enquiries sent from `email` (any case). */
  idsOf(email: string): Promise<string[]>;
  /**
   * Deletes every enquiry sent from `email` (any case) with its triage row, notes and the
   * `dependents`' rows, in one batch on the writer's connection with secure delete on, so the text
   * is overwritten in the file (UK GDPR Art. 17); then each dependent finishes (its files).
   *
   * @returns the rows deleted, by table.
   */
  erase(email: string, dependents: readonly EnquiryDependent[]): Promise<DeletedRows>;
}

const TRIAGED = `SELECT e.*, ${STATUS} AS triage_status, t.owner_email AS owner_email
  FROM enquiries e LEFT JOIN enquiry_triage t ON t.enquiry_id = e.id`;

const TRIAGED_FROM = "FROM enquiries e LEFT JOIN enquiry_triage t ON t.enquiry_id = e.id";

/**
 * Deletes the enquiries `selection` picks with everything hanging off them: their triage rows and
 * notes, the dependents' rows, then the enquiries (`prefix` first, e.g. a pragma). Erasure and the
 * retention purge both use it, so a new table of enquiry data is added here once.
 */
async function deleteEnquiries(
  writer: Writer,
  selection: EnquirySelection,
  dependents: readonly EnquiryDependent[],
  prefix: InStatement[] = [],
): Promise<DeletedRows> {
  const { sql, args } = selection;
  const parts = dependents.map((dependent) => dependent.forget(selection));
  const results = await writer.batch([
    ...prefix,
    // Read in the same transaction as the deletes, so the dependents' files match the rows.
    { sql, args },
    ...parts.flatMap((part) => part.statements),
    ...["enquiry_triage", "enquiry_notes"].map((table) => ({
      sql: `DELETE FROM ${table} WHERE enquiry_id IN (${sql})`,
      args,
    })),
    { sql: `DELETE FROM enquiries WHERE id IN (${sql})`, args },
  ]);
  const ids = (results[prefix.length]?.rows ?? []).map((row) => String(row.id));
  const deleted: DeletedRows = { enquiries: results.at(-1)?.rowsAffected ?? 0 };
  let offset = prefix.length + 1;
  for (const [index, part] of parts.entries()) {
    const own = results.slice(offset, offset + part.statements.length);
    offset += part.statements.length;
    const table = dependents[index]!.table;
    deleted[table] = (deleted[table] ?? 0) + await part.finish(own, ids);
  }
  return deleted;
}

/**
 * The retention purge's owner of the enquiry tables: enquiries older than their period
 * (`retention.enquiriesMonths`, docs/requirements.md#retention) go with their triage rows, notes
 * and the `dependents`' rows, in one batch.
 */
export function enquiryRetention(dependents: readonly EnquiryDependent[]): RetentionOwner {
  return {
    purge({ writer, at, retention }) {
      const cutoff = new Date(monthsBefore(at, retention.enquiriesMonths)).toISOString();
      return deleteEnquiries(writer, {
        sql: "SELECT id FROM enquiries WHERE created_at < ?",
        args: [cutoff],
      }, dependents);
    },
  };
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
    async oldestFirst() {
      const result = await db.execute("SELECT * FROM enquiries ORDER BY created_at, id");
      return result.rows.map(rowToEnquiry);
    },
    async namesOf(ids) {
      if (!ids.length) return new Map();
      const result = await db.execute({
        sql: `SELECT id, name FROM enquiries WHERE id IN (${ids.map(() => "?").join(", ")})`,
        args: [...ids],
      });
      return new Map(result.rows.map((row) => [String(row.id), String(row.name)]));
    },
    async countBySource({ startMs, endMs }) {
      const result = await db.execute({
        sql: `SELECT source, COUNT(*) AS n FROM enquiries WHERE created_at >= ? AND created_at < ?
              GROUP BY source ORDER BY n DESC, source`,
        args: [new Date(startMs).toISOString(), new Date(endMs).toISOString()],
      });
      return result.rows.map((row) => ({
        source: String(row.source),
        enquiries: Number(row.n ?? 0) || 0,
      }));
    },
    async triagedPage(query, viewerEmail, { limit, offset }) {
      const { where, args } = whereOf(query, viewerEmail);
      const [rows, count] = await Promise.all([
        db.execute({
          sql: `${TRIAGED} ${where} ${orderOf(query)} LIMIT ? OFFSET ?`,
          args: [...args, limit, offset],
        }),
        db.execute({ sql: `SELECT COUNT(*) AS n ${TRIAGED_FROM} ${where}`, args }),
      ]);
      return { rows: rows.rows.map(rowToTriaged), total: Number(count.rows[0]?.n ?? 0) };
    },
    async triagedAll(query, viewerEmail) {
      const { where, args } = whereOf(query, viewerEmail);
      const rows = await db.execute({ sql: `${TRIAGED} ${where} ${orderOf(query)}`, args });
      return rows.rows.map(rowToTriaged);
    },
    async triagedCounts(query, viewerEmail, at) {
      const { where, args } = whereOf({ ...query, status: "" }, viewerEmail);
      const rows = await db.execute({
        sql: `SELECT ${STATUS} AS status, COUNT(*) AS n,
                SUM(${OPEN} AND e.due_at <= ?) AS overdue,
                SUM(t.owner_email = ?) AS mine, SUM(t.owner_email IS NULL) AS unassigned
              ${TRIAGED_FROM} ${where} GROUP BY 1`,
        args: [new Date(at).toISOString(), viewerEmail.toLowerCase(), ...args],
      });
      const counts: ContactCounts = {
        total: 0,
        byStatus: Object.fromEntries(TRIAGE_STATUSES.map((status) => [status, 0])) as Record<
          TriageStatus,
          number
        >,
        overdue: 0,
        mine: 0,
        unassigned: 0,
      };
      for (const row of rows.rows) {
        const n = Number(row.n);
        counts.total += n;
        counts.byStatus[String(row.status) as TriageStatus] = n;
        counts.overdue += Number(row.overdue ?? 0);
        counts.mine += Number(row.mine ?? 0);
        counts.unassigned += Number(row.unassigned ?? 0);
      }
      return counts;
    },
    async triaged(id) {
      const row = (await db.execute({ sql: `${TRIAGED} WHERE e.id = ?`, args: [id] })).rows[0];
      return row ? rowToTriaged(row) : undefined;
    },
    async byReference(reference) {
      const row = (await db.execute({
        sql: `${TRIAGED} WHERE e.reference = upper(?)`,
        args: [reference.trim()],
      })).rows[0];
      return row ? rowToTriaged(row) : undefined;
    },
    statusStatement(id, change, by) {
      const from = change.from.map(() => "?").join(", ");
      return {
        // An enquiry nobody has triaged yet has no row and counts as New.
        sql: `INSERT INTO enquiry_triage (enquiry_id, status, note, updated_at, updated_by)
              SELECT ?, ?, '', ?, ? WHERE EXISTS (SELECT 1 FROM enquiries WHERE id = ?)
                AND ('new' IN (${from}) OR EXISTS (SELECT 1 FROM enquiry_triage WHERE enquiry_id = ?))
              ON CONFLICT (enquiry_id) DO UPDATE SET status = excluded.status,
                updated_at = excluded.updated_at, updated_by = excluded.updated_by
              WHERE status IN (${from})
              RETURNING enquiry_id`,
        args: [id, change.to, by.at, by.actor, id, ...change.from, id, ...change.from],
      };
    },
    async setTriage(id, change, by, companions) {
      await writer.batch([
        {
          // Only the fields sent change (the others keep what another change stored meanwhile).
          sql: `INSERT INTO enquiry_triage (enquiry_id, status, note, updated_at, updated_by,
                  owner_email) VALUES (?, ?, '', ?, ?, ?)
                ON CONFLICT (enquiry_id) DO UPDATE SET
                  status = COALESCE(?, status),
                  owner_email = CASE WHEN ? THEN excluded.owner_email ELSE owner_email END,
                  updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          args: [
            id,
            change.status ?? "new",
            by.at,
            by.actor,
            change.ownerEmail ?? null,
            change.status ?? null,
            change.ownerEmail !== undefined,
          ],
        },
        ...companions,
      ]);
    },
    releaseOwnerStatement(ownerEmail, by, when) {
      return {
        sql: `UPDATE enquiry_triage SET owner_email = NULL, updated_at = ?, updated_by = ?
              WHERE owner_email = lower(?) AND EXISTS (${when.sql}) RETURNING enquiry_id`,
        args: [by.at, by.actor, ownerEmail.trim(), ...when.args],
      };
    },
    async addNote(id, { text, author, at }) {
      const result = await writer.execute({
        sql: `INSERT INTO enquiry_notes (enquiry_id, at, author, text)
              SELECT ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM enquiries WHERE id = ?)
              RETURNING *`,
        args: [id, at, author, text, id],
      });
      const row = result.rows[0];
      return row ? rowToNote(row) : undefined;
    },
    async notesOf(ids) {
      const notes = new Map<string, EnquiryNote[]>(ids.map((id) => [id, []]));
      if (!ids.length) return notes;
      const rows = await db.execute({
        sql: `SELECT * FROM enquiry_notes WHERE enquiry_id IN (${ids.map(() => "?").join(", ")})
              ORDER BY at, id`,
        args: [...ids],
      });
      for (const row of rows.rows) notes.get(String(row.enquiry_id))?.push(rowToNote(row));
      return notes;
    },
    async idsOf(email) {
      const result = await db.execute({ sql: OF_EMAIL, args: [email] });
      return result.rows.map((row) => String(row.id));
    },
    erase(email, dependents) {
      // Overwrites deleted rows with zeros so the text does not linger in free pages.
      return deleteEnquiries(writer, { sql: OF_EMAIL, args: [email] }, dependents, [
        "PRAGMA secure_delete = ON",
      ]);
    },
  };
}

const OF_EMAIL = "SELECT id FROM enquiries WHERE lower(email) = lower(?)";

function rowToTriaged(row: Record<string, unknown>): TriagedEnquiry {
  return {
    record: rowToEnquiry(row),
    status: String(row.triage_status) as TriageStatus,
    ownerEmail: row.owner_email ? String(row.owner_email) : null,
  };
}

function rowToNote(row: Record<string, unknown>): EnquiryNote {
  return {
    id: Number(row.id),
    author: String(row.author),
    at: new Date(Number(row.at)).toISOString(),
    text: String(row.text),
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
