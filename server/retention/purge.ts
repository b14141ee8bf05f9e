/**
 * The scheduled purge that keeps the privacy policy's promises: enquiries older than the
 * retention period go (with their triage state and e-mails), sent outbox messages go after their
 * own, shorter period, and expired sessions and old sign-in failures are cleared. The .eml copies
 * of the deleted messages go with their rows (and any copy whose row is already gone). Runs at
 * start and then every few hours; each run is one atomic batch, with secure delete on so the
 * removed text is overwritten in the database file.
 */
import type { Writer } from "../db/writer.ts";
import { removeMailFiles, removeStrayMailFiles } from "../mail/mail_files.ts";
import { THROTTLE_RULES } from "../staff/throttle.ts";
import { SESSION_LIMITS } from "../staff/sessions.ts";
import type { RetentionConfig } from "./config.ts";

/** How often the purge runs, in ms. */
export const PURGE_INTERVAL_MS = 6 * 60 * 60_000;

/** What one run deleted. */
export interface PurgeResult {
  enquiries: number;
  outbox: number;
  sessions: number;
  loginFailures: number;
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

/** Deletes everything past its retention period at `now()`. */
export async function purgeExpired(options: PurgeOptions): Promise<PurgeResult> {
  const at = options.now();
  const enquiryCutoff = new Date(monthsBefore(at, options.retention.enquiriesMonths)).toISOString();
  const outboxCutoff = at - options.retention.outboxPayloadDays * 24 * 60 * 60_000;
  const old = "SELECT id FROM enquiries WHERE created_at < ?";
  const sentBefore = "status = 'sent' AND created_at < ?";
  // File times are real, whatever clock the purge is given.
  const filesBefore = Date.now();
  const [, expiredIds, expiredMessages, , byEnquiry, sent, enquiries, sessions, failures, , live] =
    await options.writer.batch([
      "PRAGMA secure_delete = ON",
      { sql: old, args: [enquiryCutoff] },
      {
        sql: `SELECT message_id FROM outbox WHERE enquiry_id IN (${old}) OR (${sentBefore})`,
        args: [enquiryCutoff, outboxCutoff],
      },
      { sql: `DELETE FROM enquiry_triage WHERE enquiry_id IN (${old})`, args: [enquiryCutoff] },
      { sql: `DELETE FROM outbox WHERE enquiry_id IN (${old})`, args: [enquiryCutoff] },
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
  return {
    enquiries: enquiries?.rowsAffected ?? 0,
    outbox: (byEnquiry?.rowsAffected ?? 0) + (sent?.rowsAffected ?? 0),
    sessions: sessions?.rowsAffected ?? 0,
    loginFailures: failures?.rowsAffected ?? 0,
  };
}

/** A running purge schedule. */
export interface PurgeScheduler {
  /** Runs a purge now and then every `intervalMs`. */
  start(): void;
  /** Stops the schedule and waits for a running purge. */
  stop(): Promise<void>;
}

/** Creates the {@linkcode PurgeScheduler}. */
export function createPurgeScheduler(
  options: PurgeOptions & { intervalMs?: number; log?: (message: string) => void },
): PurgeScheduler {
  const log = options.log ?? ((message: string) => console.warn(message));
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<unknown> | undefined;
  function run() {
    if (running) return;
    running = purgeExpired(options)
      .catch((error) =>
        log(`Retention purge failed: ${error instanceof Error ? error.message : error}`)
      )
      .finally(() => running = undefined);
  }
  return {
    start() {
      if (timer !== undefined) return;
      run();
      timer = setInterval(run, options.intervalMs ?? PURGE_INTERVAL_MS);
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
