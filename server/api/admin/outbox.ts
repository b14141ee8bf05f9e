/**
 * The e-mail queue as staff see it (docs/requirements.md#outbox): counts, the progress of one
 * backlog send, the messages that failed for good, and retrying them. `GET /api/outbox`,
 * `POST /api/outbox/:id/retry`, `POST /api/outbox/retry-failed`.
 */
import { Hono } from "hono";
import type { Outbox } from "../../mail/outbox.ts";
import type { AuditLog } from "../../staff/audit.ts";
import type { StaffEnv, StaffGuards } from "../../staff/guards.ts";

/** Options of {@linkcode createStaffOutboxApi}. */
export interface StaffOutboxApiOptions {
  guards: StaffGuards;
  outbox: Outbox;
  audit: AuditLog;
  wake: () => void;
}

/** The queue routes, mounted at `/api`. */
export function createStaffOutboxApi(options: StaffOutboxApiOptions) {
  const { guards, outbox, audit } = options;
  return new Hono<StaffEnv>()
    .get("/outbox", guards.requireAdmin, async (c) => {
      const batch = c.req.query("batch");
      const batchId = batch && /^[0-9a-f-]{36}$/.test(batch) ? batch : undefined;
      return c.json(await outbox.overview(batchId));
    })
    .post("/outbox/retry-failed", guards.requireAdmin, guards.sameOrigin, async (c) => {
      const count = await outbox.retryAllDead();
      if (count) {
        await audit.record(c.var.staff.email, "email_retry", `${count} failed e-mails`);
        options.wake();
      }
      return c.json({ retried: count });
    })
    .post("/outbox/:id/retry", guards.requireAdmin, guards.sameOrigin, async (c) => {
      const id = c.req.param("id");
      if (!(await outbox.retry(id))) return c.json({ error: "No failed e-mail with this id" }, 404);
      await audit.record(c.var.staff.email, "email_retry", `E-mail ${id}`);
      options.wake();
      return c.json({ retried: 1 });
    });
}
