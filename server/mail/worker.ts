/**
 * The background sender of the outbox. It wakes when an enquiry is stored and at the next due
 * retry (at least every `pollIntervalMs`, which also picks up rows of other instances), sends
 * due messages one by one and backs off exponentially with jitter after a failure, so a mail
 * server coming back is not hit by every message at the same instant (AWS "Exponential Backoff
 * and Jitter"). After `maxAttempts` a message is marked dead for staff to see and retry.
 *
 * A mail server that cannot be reached is not a failure of the message: the message waits
 * without spending an attempt, the outage is recorded for the staff screen, and the first send
 * that gets through makes every waiting message due at once, so an outage of any length marks
 * nothing failed and the backlog drains within a round.
 */
import { errorMessage, log as jsonLog, type Logger } from "../log.ts";
import type { Outbox, OutboxRow } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

/** Tuning of the worker; times in ms. */
export interface WorkerSettings {
  baseDelayMs: number;
  maxDelayMs: number;
  pollIntervalMs: number;
  leaseMs: number;
  batchSize: number;
  maxAttempts: number;
}

/** Back-off and polling defaults, in ms. */
export const WORKER_DEFAULTS: Readonly<WorkerSettings> = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  pollIntervalMs: 15_000,
  /**
   * A claimed row is retried by anyone after this long (the sender is presumed dead); longer
   * than the SMTP transport's timeouts, so a live sender keeps its claim (`OUTBOX_LEASE_MS`).
   */
  leaseMs: 20_000,
  /** Rows claimed at once: one, so a slow mail server never holds claims past their lease. */
  batchSize: 1,
  maxAttempts: 10,
};

/** Options of {@linkcode createOutboxWorker}. */
export interface OutboxWorkerOptions extends Partial<WorkerSettings> {
  outbox: Outbox;
  transport: MailTransport;
  now?: () => number;
  /** Random number in [0, 1) for the jitter (tests fix it). */
  random?: () => number;
  /** Where delivery problems are reported (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
}

/** The running sender. */
export interface OutboxWorker {
  start(): void;
  /** Stops the timers, waits for the current round and closes the transport. */
  stop(): Promise<void>;
  /** Asks for a round as soon as possible (e.g. after an enquiry was stored). */
  wake(): void;
  /** Runs one round now: sends every due message; returns how many were sent. */
  runOnce(): Promise<number>;
}

/**
 * Delay before attempt `attempt + 1` after `attempt` failures: `base · 2^(attempt-1)` capped at
 * `max`, then scaled into [50 %, 100 %] ("equal jitter").
 */
export function backoffDelay(
  attempt: number,
  options: { baseDelayMs: number; maxDelayMs: number; random: () => number },
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + options.random() * ceiling / 2);
}

/** While the mail server cannot be reached, it is tried again at least this often, ms. */
export const UNREACHABLE_PROBE_MS = 30_000;

/**
 * Error codes (nodemailer's and the system's) meaning the mail server was never reached or
 * dropped the connection: the message itself was not refused.
 */
const UNREACHABLE_CODES = new Set([
  "ECONNECTION",
  "ETIMEDOUT",
  "ESOCKET",
  "EDNS",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
]);

/** True when `error` says the mail server could not be reached (see {@linkcode UNREACHABLE_CODES}). */
export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && UNREACHABLE_CODES.has(code);
}

/** What a log line says of a refused message; see {@linkcode refusalFields}. */
interface RefusalFields {
  /** From the SMTP reply code: 5xx permanent, 4xx temporary, else unknown. */
  failure: "permanent" | "temporary" | "unknown";
  /** The SMTP reply code, e.g. 550. */
  responseCode?: number;
  /** nodemailer's error code, e.g. `EENVELOPE`. */
  code?: string;
  /** The SMTP command refused, e.g. `RCPT TO`. */
  command?: string;
}

/** Codes and command names as nodemailer sets them; anything else is not logged. */
const TOKEN = /^[A-Z][A-Z0-9_]*(?: [A-Z]+)?$/;

/**
 * The log fields of a refused send: codes only, never the server's words, because a refusal
 * usually quotes the recipient (`550 5.1.1 <jane@example.com>: Recipient address rejected`) and
 * logs never carry addresses or message text (docs/requirements.md#privacy). The words are kept on
 * the outbox row for staff (`last_error`), which is not a log.
 */
function refusalFields(error: unknown): RefusalFields {
  const { responseCode, code, command } = (error ?? {}) as Record<string, unknown>;
  const reply = typeof responseCode === "number" && Number.isInteger(responseCode)
    ? responseCode
    : undefined;
  const hundreds = reply === undefined ? 0 : Math.floor(reply / 100);
  const failure = hundreds === 5 ? "permanent" : hundreds === 4 ? "temporary" : "unknown";
  return {
    failure,
    ...(reply === undefined ? {} : { responseCode: reply }),
    ...(typeof code === "string" && TOKEN.test(code) ? { code } : {}),
    ...(typeof command === "string" && TOKEN.test(command) ? { command } : {}),
  };
}

/** Creates the {@linkcode OutboxWorker}; call `start()` to run it in the background. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = { ...WORKER_DEFAULTS, ...options };
  const { outbox, transport } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const log = options.log ?? jsonLog;
  let running: Promise<number> | undefined;
  let again = false;
  let started = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let transportDown = false;

  /** Marks `row` sent, trying again while the database is busy, within the row's lease. */
  async function recordSent(row: OutboxRow): Promise<boolean> {
    const until = now() + settings.leaseMs;
    for (let wait = 100;; wait = Math.min(wait * 2, 2_000)) {
      try {
        return await outbox.markSent(row);
      } catch (error) {
        if (now() + wait >= until) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  async function round(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const rows = await outbox.claimDue(settings.batchSize, settings.leaseMs);
      if (!rows.length) break;
      for (const row of rows) {
        if (stopped) break;
        try {
          await transport.send(row.message);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          if (isUnreachable(error)) {
            // The server was never reached, so the message was not judged: it waits without
            // spending an attempt, and the next try is a probe of the server.
            const probeAt = now() + Math.min(settings.pollIntervalMs, UNREACHABLE_PROBE_MS);
            await outbox.release(row, reason, probeAt);
            await outbox.markTransportDown(reason);
            if (!transportDown) {
              log("warn", "mail server unreachable; messages wait", { error: reason });
            }
            transportDown = true;
            return sent;
          }
          const dead = row.attempts >= settings.maxAttempts;
          const retryAt = dead ? null : now() + backoffDelay(row.attempts, { ...settings, random });
          log("warn", dead ? "e-mail failed, giving up" : "e-mail failed", {
            messageId: row.message.messageId,
            attempt: row.attempts,
            maxAttempts: settings.maxAttempts,
            ...refusalFields(error),
          });
          await outbox.markFailed(row, reason, retryAt);
          continue;
        }
        // Sent: recording it must not fail on a briefly busy database, or the row would be
        // claimed and sent again once its lease ran out.
        if (!(await recordSent(row))) {
          log("warn", "e-mail sent, but its claim had been taken over", {
            messageId: row.message.messageId,
          });
        }
        sent++;
        // The server answers: if it had been down (here or for another instance), everything
        // waiting falls due now and this loop drains it.
        if (await outbox.markTransportUp().catch(() => false)) {
          log("info", "mail server reachable again; sending the messages that waited");
        }
        transportDown = false;
      }
    }
    return sent;
  }

  async function schedule() {
    if (!started || stopped) return;
    clearTimeout(timer);
    let delay: number = settings.pollIntervalMs;
    try {
      const due = await outbox.nextDueAt();
      if (due !== undefined) delay = Math.max(0, Math.min(delay, due - now()));
    } catch {
      // The database may be closing; the poll interval tries again.
    }
    if (!stopped) timer = setTimeout(() => void runOnce().catch(() => {}), delay);
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await round();
        } while (again && !stopped);
      } catch (error) {
        log("warn", "e-mail outbox round failed", { error: errorMessage(error) });
      } finally {
        running = undefined;
      }
      await schedule();
      return total;
    })();
    return running;
  }

  return {
    start() {
      if (started) return;
      started = true;
      void runOnce();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      clearTimeout(timer);
      transport.close();
    },
    wake() {
      if (started && !stopped) void runOnce();
    },
    runOnce,
  };
}
