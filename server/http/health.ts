/**
 * Health endpoints for the proxy and the process supervisor: `GET /healthz` says the process
 * serves (no database), `GET /readyz` says it can also write: a real write round-trip through the
 * writer, with a short budget, so an instance whose database cannot take writes is taken out of
 * rotation (503 with Retry-After) instead of failing enquiries.
 *
 * `/readyz` is public, so it must not be a database write per request: the probe's result is
 * shared for {@linkcode READY_PROBE_EVERY_MS} (and while a probe runs, every request waits for that
 * one), and a 503 says only "unavailable"; the cause goes to the log.
 */
import { Hono } from "hono";
import { DatabaseUnavailableError } from "../db/errors.ts";
import type { Writer } from "../db/writer.ts";
import { errorMessage, log } from "../log.ts";

/** ms the readiness write may wait for a busy database. */
const READY_BUDGET_MS = 1_000;

/** At most one readiness write per this many ms per instance, however many requests ask. */
export const READY_PROBE_EVERY_MS = 1_000;

/** The outcome of one readiness write; `retryAfterSeconds` when it failed. */
interface Probe {
  startedAt: number;
  settled: boolean;
  result: Promise<{ ready: boolean; retryAfterSeconds: number }>;
}

/** The health sub-app, mounted at `/`. */
export function createHealthApp(
  options: { writer: Writer; instanceId: string; now: () => number },
) {
  let last: Probe | undefined;

  function probe(): Probe["result"] {
    const at = performance.now();
    if (last && (!last.settled || at - last.startedAt < READY_PROBE_EVERY_MS)) return last.result;
    const current: Probe = {
      startedAt: at,
      settled: false,
      result: options.writer.execute({
        sql: `INSERT INTO health_checks (instance, checked_at) VALUES (?, ?)
              ON CONFLICT (instance) DO UPDATE SET checked_at = excluded.checked_at`,
        args: [options.instanceId, options.now()],
      }, { budgetMs: READY_BUDGET_MS }).then(
        () => ({ ready: true, retryAfterSeconds: 0 }),
        (error) => {
          log("warn", "readiness probe failed", {
            error: errorMessage(error),
            code: (error as { code?: string }).code,
          });
          return {
            ready: false,
            retryAfterSeconds: error instanceof DatabaseUnavailableError
              ? error.retryAfterSeconds
              : 1,
          };
        },
      ).finally(() => current.settled = true),
    };
    last = current;
    return current.result;
  }

  return new Hono()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" });
    })
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store");
      const { ready, retryAfterSeconds } = await probe();
      if (ready) return c.json({ status: "ready" });
      c.header("Retry-After", String(retryAfterSeconds));
      return c.json({ status: "unavailable" }, 503);
    });
}
