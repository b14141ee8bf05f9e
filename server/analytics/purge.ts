/**
 * Deletes analytics events and consent records past the periods the privacy policy promises
 * (`RETENTION` in shared/content/legal/retention.ts: events 13 months, consent records 24). Rows
 * go in chunks, each its own short transaction, so a first purge of a large table never holds
 * the single writer for long.
 */
import { RETENTION } from "../../shared/content/legal/retention.ts";
import type { Writer } from "../db/writer.ts";

/** How often the purge runs, ms (daily; retention is counted in months). */
export const ANALYTICS_PURGE_INTERVAL_MS = 24 * 60 * 60_000;

// Rows deleted per transaction.
const CHUNK = 5000;

/** Subtracts calendar months in UTC ("13 months" from 15 March 2027 is 15 February 2026). */
export function subtractMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** Options of {@linkcode purgeAnalytics}. */
export interface AnalyticsPurgeOptions {
  writer: Writer;
  /** Clock in ms since the epoch; tests fix it. */
  now: () => number;
  /** Retention in months (default: the published `RETENTION`). */
  retention?: { analyticsEventsMonths: number; consentRecordsMonths: number };
}

/** Rows removed by one purge. */
export interface AnalyticsPurgeResult {
  events: number;
  consentRecords: number;
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

/** Deletes every event and consent record older than its retention period at `now()`. */
export async function purgeAnalytics(
  options: AnalyticsPurgeOptions,
): Promise<AnalyticsPurgeResult> {
  const at = options.now();
  const retention = options.retention ?? RETENTION;
  const events = await deleteBefore(
    options.writer,
    "analytics_events",
    "at",
    subtractMonths(at, retention.analyticsEventsMonths),
  );
  const consentRecords = await deleteBefore(
    options.writer,
    "consent_records",
    "recorded_at",
    subtractMonths(at, retention.consentRecordsMonths),
  );
  return { events, consentRecords };
}

/** A running daily purge. */
export interface AnalyticsPurgeSchedule {
  /** Stops the schedule and waits for a purge in progress. */
  stop(): Promise<void>;
}

/**
 * Purges at start and then every {@linkcode ANALYTICS_PURGE_INTERVAL_MS}. Failures are logged and
 * retried on the next run. The timer does not keep the process alive.
 */
export function scheduleAnalyticsPurge(
  options: AnalyticsPurgeOptions & { intervalMs?: number },
): AnalyticsPurgeSchedule {
  let running: Promise<unknown> | undefined;
  function run() {
    if (running) return;
    running = purgeAnalytics(options)
      .catch((error) => console.error("Analytics purge failed", error))
      .finally(() => (running = undefined));
  }
  run();
  const timer = setInterval(run, options.intervalMs ?? ANALYTICS_PURGE_INTERVAL_MS);
  Deno.unrefTimer(timer);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
