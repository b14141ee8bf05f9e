/**
 * The enquiry routes of the staff area (docs/requirements.md#staff-inbox): `GET /api/contacts` (the
 * list, a page at a time, total in `X-Total-Count`), the CSV export, triage,
 * `POST /api/contact/send-backlog`, and erasure by e-mail address. Every route requires a staff
 * session; changes also require a same-origin request.
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import {
  type BacklogResult,
  ContactsQuerySchema,
  ErasureSchema,
  TOTAL_COUNT_HEADER,
  TRIAGE_STATUS_LABELS,
  TriageUpdateSchema,
} from "../../../shared/schemas/staff.ts";
import { ERASURE_PENDING_MESSAGE } from "../../db/wal_checkpoint.ts";
import { jsonOnly } from "../../http/json_only.ts";
import type { Outbox } from "../../mail/outbox.ts";
import type { AuditLog } from "../../staff/audit.ts";
import { maskEmail } from "../../staff/audit.ts";
import { contactsToCsv } from "../../staff/csv.ts";
import type { StaffEnv, StaffGuards } from "../../staff/guards.ts";
import type { Inbox } from "../../staff/inbox.ts";

/** Options of {@linkcode createStaffContactsApi}. */
export interface StaffContactsApiOptions {
  guards: StaffGuards;
  inbox: Inbox;
  outbox: Outbox;
  audit: AuditLog;
  staffEmail: string;
  /** Wakes the outbox worker after messages were queued. */
  wake: () => void;
  now: () => number;
}

/** Answers 400 with the first problem, e.g. "from: Dates must look like 2025-03-21". */
function invalid(
  result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } },
  c: Context,
) {
  if (!result.success) {
    const issue = result.error?.issues[0];
    return c.json(
      { error: issue ? `${issue.path.join(".")}: ${issue.message}` : "Bad request" },
      400,
    );
  }
}

const smallBody = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.json({ error: "Request is too large" }, 413),
});

function describeFilters(query: Record<string, unknown>): string {
  const parts = Object.entries(query)
    .filter(([key, value]) => key !== "page" && value)
    .map(([key, value]) => `${key}=${key === "q" ? "…" : value}`);
  return parts.length ? ` (filters: ${parts.join(", ")})` : "";
}

/** The enquiry routes, mounted at `/api`. */
export function createStaffContactsApi(options: StaffContactsApiOptions) {
  const { guards, inbox, outbox, audit } = options;
  return new Hono<StaffEnv>()
    .get(
      "/contacts",
      guards.requireAdmin,
      zValidator("query", ContactsQuerySchema, invalid),
      async (c) => {
        const query = c.req.valid("query");
        const { contacts, total } = await inbox.list(query);
        c.header(TOTAL_COUNT_HEADER, String(total));
        return c.json(contacts);
      },
    )
    .get(
      "/contacts/export.csv",
      guards.requireAdmin,
      zValidator("query", ContactsQuerySchema, invalid),
      async (c) => {
        const query = c.req.valid("query");
        const contacts = await inbox.all(query);
        await audit.record(
          c.var.staff.email,
          "export",
          `${contacts.length} enquiries${describeFilters(query)}`,
        );
        const day = new Date(options.now()).toISOString().slice(0, 10);
        return c.body(contactsToCsv(contacts), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
        });
      },
    )
    .patch(
      "/contacts/:id",
      guards.requireAdmin,
      guards.sameOrigin,
      jsonOnly,
      smallBody,
      zValidator("json", TriageUpdateSchema, invalid),
      async (c) => {
        const update = c.req.valid("json");
        const result = await inbox.triage(c.req.param("id"), update, c.var.staff.email);
        if (!result) return c.json({ error: "Enquiry not found" }, 404);
        const change = result.before === update.status
          ? `${TRIAGE_STATUS_LABELS[update.status]}, note updated`
          : `${TRIAGE_STATUS_LABELS[result.before]} → ${TRIAGE_STATUS_LABELS[update.status]}`;
        await audit.record(
          c.var.staff.email,
          "status_change",
          `Enquiry ${result.after.id}: ${change}`,
        );
        return c.json(result.after);
      },
    )
    .post("/contact/send-backlog", guards.requireAdmin, guards.sameOrigin, jsonOnly, async (c) => {
      const { count, batchId } = await outbox.enqueueBacklog();
      await audit.record(
        c.var.staff.email,
        "backlog_send",
        `${count} e-mails queued to ${options.staffEmail}`,
      );
      options.wake();
      return c.json<BacklogResult>({
        successCount: count,
        recipient: options.staffEmail,
        batchId,
      });
    })
    // A POST keeps the data subject's address out of URLs and access logs.
    .post(
      "/staff/erasure/preview",
      guards.requireAdmin,
      guards.sameOrigin,
      jsonOnly,
      smallBody,
      zValidator("json", ErasureSchema, invalid),
      async (c) => c.json(await inbox.erasurePreview(c.req.valid("json").email)),
    )
    .post(
      "/staff/erasure",
      guards.requireAdmin,
      guards.sameOrigin,
      jsonOnly,
      smallBody,
      zValidator("json", ErasureSchema, invalid),
      async (c) => {
        const { email } = c.req.valid("json");
        const result = await inbox.erase(email);
        const detail = `${result.enquiries} enquiries and ${result.messages} e-mails of ${
          maskEmail(email)
        }`;
        await audit.record(
          c.var.staff.email,
          "erase",
          result.pending ? `${detail}; ${ERASURE_PENDING_MESSAGE}` : detail,
        );
        return c.json(result, result.pending ? 202 : 200);
      },
    );
}
