/**
 * The one retention job that keeps the privacy policy's promises (docs/requirements.md#retention):
 * enquiries older than their period go (with their triage state, notes and e-mails), sent outbox messages
 * go after their own, shorter period, expired sessions, old sign-in failures, forgotten sign-in
 * addresses and old rate-limit windows are cleared, and analytics events and consent records past
 * their periods go, and so do questions search declined (ADR 0026). The .eml copies of deleted messages go with their rows (and any copy whose row
 * is already gone). The first part is one atomic batch on the writer's connection, where secure
 * delete is on (server/db/pragmas.ts), so removed text is overwritten in the file; the analytics
 * tables go in chunks, each its own short transaction, so a first purge of a large table never
 * holds the writer for long. Scheduled by `server/features/retention.ts` in one instance at a time.
 */
import type { Writer } from "../db/writer.ts";
import { removeMailFiles, removeStrayMailFiles } from "../mail/mail_files.ts";
import { deleteEnquiryDependents } from "../staff/inbox.ts";
import { THROTTLE_RULES } from "../staff/throttle.ts";
import { SESSION_LIMITS } from "../staff/sessions.ts";
import type { RetentionConfig } from "./config.ts";

/** How often the purge runs, in ms. */
export const PURGE_INTERVAL_MS = 6 * 60 * 60_000;

// Analytics rows deleted per transaction.
const CHUNK = 5000;

/** What one run deleted. */
export interface PurgeResult {
  enquiries: number;
  outbox: number;
  sessions: number;
  loginFailures: number;
  events: number;
  consentRecords: number;
  rateLimitWindows: number;
  /** Questions search declined, not asked again within the analytics period (ADR 0026). */
  searchMisses: number;
}

/** Options of {@linkcode purgeExpired}. */
export interface PurgeOptions {
  writer: Writer;
  retention: RetentionConfig;
  now: () => number;
  /** Folder of the .eml copies of messages (absent: no files to purge). */
  mailDir?: string;
}

/** Subtracts calendar months in UTC ("24 months" means the same date two years earlier). */
export function monthsBefore(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

async function deleteBefore(writer: Writer, table: string, column: string, cutoff: number) {
  let total = 0;
  while (true) {
    const result = await writer.execute({
      sql: `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${column} < ? LIMIT ?)`,
      args: [cutoff, CHUNK],
    });
    total += result.rowsAffected;
    if (result.rowsAffected < CHUNK) return total;
  }
}

/** Deletes everything past its retention period at `now()`. */
export async function purgeExpired(options: PurgeOptions): Promise<PurgeResult> {
  const at = options.now();
  const enquiryCutoff = new Date(monthsBefore(at, options.retention.enquiriesMonths)).toISOString();
  const outboxCutoff = at - options.retention.outboxPayloadDays * 24 * 60 * 60_000;
  const old = "SELECT id FROM enquiries WHERE created_at < ?";
  const sentBefore = "status = 'sent' AND created_at < ?";
  // File times are real, whatever clock the purge is given.
  const filesBefore = Date.now();
  const [
    expiredIds,
    expiredMessages,
    ,
    ,
    byEnquiry,
    sent,
    enquiries,
    sessions,
    failures,
    ,
    windows,
    live,
  ] = await options.writer.batch([
    { sql: old, args: [enquiryCutoff] },
    {
      sql: `SELECT message_id FROM outbox WHERE enquiry_id IN (${old}) OR (${sentBefore})`,
      args: [enquiryCutoff, outboxCutoff],
    },
    // Triage state, notes, then the e-mails (the last of these, counted as `byEnquiry`).
    ...deleteEnquiryDependents(old, [enquiryCutoff]),
    { sql: `DELETE FROM outbox WHERE ${sentBefore}`, args: [outboxCutoff] },
    { sql: "DELETE FROM enquiries WHERE created_at < ?", args: [enquiryCutoff] },
    {
      sql: "DELETE FROM staff_sessions WHERE created_at < ? OR last_seen_at < ?",
      args: [at - SESSION_LIMITS.absoluteMs, at - SESSION_LIMITS.idleMs],
    },
    {
      sql: "DELETE FROM staff_login_failures WHERE at < ?",
      args: [at - THROTTLE_RULES.windowMs],
    },
    {
      sql: "DELETE FROM staff_known_addresses WHERE last_success_at < ?",
      args: [at - THROTTLE_RULES.knownAddressMs],
    },
    // Every allowance window is at most an hour long; a day keeps a margin.
    { sql: "DELETE FROM rate_limits WHERE window_start < ?", args: [at - 24 * 60 * 60_000] },
    "SELECT message_id FROM outbox",
  ]);
  if (options.mailDir) {
    await removeMailFiles(options.mailDir, {
      enquiryIds: expiredIds?.rows.map((row) => String(row.id)) ?? [],
      messageIds: expiredMessages?.rows.map((row) => String(row.message_id)) ?? [],
    });
    await removeStrayMailFiles(options.mailDir, {
      liveMessageIds: live?.rows.map((row) => String(row.message_id)) ?? [],
      writtenBefore: filesBefore,
    });
  }
  const events = await deleteBefore(
    options.writer,
    "analytics_events",
    "at",
    monthsBefore(at, options.retention.analyticsEventsMonths),
  );
  const consentRecords = await deleteBefore(
    options.writer,
    "consent_records",
    "recorded_at",
    monthsBefore(at, options.retention.consentRecordsMonths),
  );
  // A declined question is a search analytics report: it goes with the analytics events' period,
  // counted from the last time anyone asked it.
  const searchMisses = await deleteBefore(
    options.writer,
    "search_misses",
    "last_seen",
    monthsBefore(at, options.retention.analyticsEventsMonths),
  );
  return {
    enquiries: enquiries?.rowsAffected ?? 0,
    outbox: (byEnquiry?.rowsAffected ?? 0) + (sent?.rowsAffected ?? 0),
    sessions: sessions?.rowsAffected ?? 0,
    loginFailures: failures?.rowsAffected ?? 0,
    events,
    consentRecords,
    rateLimitWindows: windows?.rowsAffected ?? 0,
    searchMisses,
  };
}
