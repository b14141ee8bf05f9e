/**
 * Health endpoints for the proxy and the process supervisor: `GET /healthz` says the process
 * serves (no database), `GET /readyz` says it can also write: a real write round-trip through the
 * writer, with a short budget, so an instance whose database cannot take writes is taken out of
 * rotation (503) instead of failing enquiries.
 */
import { Hono } from "hono";
import type { Writer } from "../db/writer.ts";
import { errorMessage } from "../log.ts";

/** ms the readiness write may wait for a busy database. */
const READY_BUDGET_MS = 1_000;

/** The health sub-app, mounted at `/`. */
export function createHealthApp(
  options: { writer: Writer; instanceId: string; now: () => number },
) {
  return new Hono()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" });
    })
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store");
      try {
        await options.writer.execute({
          sql: `INSERT INTO health_checks (instance, checked_at) VALUES (?, ?)
                ON CONFLICT (instance) DO UPDATE SET checked_at = excluded.checked_at`,
          args: [options.instanceId, options.now()],
        }, { budgetMs: READY_BUDGET_MS });
        return c.json({ status: "ready" });
      } catch (error) {
        return c.json({ status: "unavailable", error: errorMessage(error) }, 503);
      }
    });
}
