/**
 * The enquiry routes of the staff area (docs/requirements.md#staff-inbox): `GET /api/contacts` (the
 * list, a page at a time, total in `X-Total-Count`), the counts per status, the CSV and .xlsx
 * exports, status
 * and owner changes, the notes thread, `POST /api/contact/send-backlog` (409 while an earlier
 * send still has e-mails waiting), and erasure by e-mail address. Every route requires an admin's
 * session; changes also require a same-origin request.
 */
import { zValidator } from "@hono/zod-validator";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import {
  type BacklogResult,
  type ContactCounts,
  ContactsQuerySchema,
  type ContactSubmission,
  EnquiryUpdateSchema,
  ErasureSchema,
  NoteSchema,
  TOTAL_COUNT_HEADER,
  TRIAGE_STATUS_LABELS,
} from "../../../shared/schemas/staff.ts";
import { ERASURE_PENDING_MESSAGE } from "../../db/wal_checkpoint.ts";
import { jsonOnly } from "../../http/json_only.ts";
import type { Outbox } from "../../mail/outbox.ts";
import { type AccountStore, mayOwnEnquiries } from "../../staff/accounts.ts";
import type { AuditLog } from "../../staff/audit.ts";
import { maskEmail } from "../../staff/audit.ts";
import { contactsToCsv } from "../../staff/csv.ts";
import { contactsToXlsx, XLSX_MEDIA_TYPE } from "../../staff/xlsx.ts";
import { OTHER_BODY_MAX } from "../../http/body_limits.ts";
import type { StaffEnv, StaffGuards } from "../../staff/guards.ts";
import type { Inbox } from "../../staff/inbox.ts";

/** Options of {@linkcode createStaffContactsApi}. */
export interface StaffContactsApiOptions {
  guards: StaffGuards;
  inbox: Inbox;
  outbox: Outbox;
  audit: AuditLog;
  /** The staff accounts, to check a new owner ({@linkcode mayOwnEnquiries}). */
  accounts: Pick<AccountStore, "findByEmail">;
  staffEmail: string;
  /** Wakes the outbox worker after messages were queued. */
  wake: () => void;
  now: () => number;
}

/**
 * Answers 400 with the first problem, e.g. "from: Dates must look like 2025-03-21", and each
 * field's first message in `fields` (the hook of `zValidator` on the enquiry routes).
 */
export function invalid(
  result: { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } },
  c: Context,
) {
  if (!result.success) {
    const issues = result.error?.issues ?? [];
    const first = issues[0];
    const fields: Record<string, string> = {};
    for (const issue of issues) fields[issue.path.join(".") || "body"] ??= issue.message;
    const error = !first
      ? "Bad request"
      : first.path.length
      ? `${first.path.join(".")}: ${first.message}`
      : first.message;
    return c.json({ error, fields }, 400);
  }
}

/** How the audit log names an enquiry: by reference; the screen adds the enquirer's name. */
function subject(contact: Pick<ContactSubmission, "id" | "reference">) {
  return { enquiry: { id: contact.id, reference: contact.reference } };
}

const smallBody = bodyLimit({
  maxSize: 8 * 1024,
  onError: (c) => c.json({ error: "Request is too large" }, 413),
});

/** A note of 5,000 characters, each up to 4 bytes of UTF-8 and escaped in JSON, fits. */
const noteBody = bodyLimit({
  maxSize: OTHER_BODY_MAX,
  onError: (c) => c.json({ error: "Request is too large" }, 413),
});

function describeFilters(query: Record<string, unknown>): string {
  const parts = Object.entries(query)
    .filter(([key, value]) => key !== "page" && value)
    .map(([key, value]) => `${key}=${key === "q" ? "…" : value}`);
  return parts.length ? ` (filters: ${parts.join(", ")})` : "";
}

/**
 * Why a backlog send is refused: `waiting` e-mails of the last one have not gone yet, and another
 * send would queue every stored enquiry again.
 */
function backlogWaitingMessage(waiting: number): string {
  // Nothing waits yet: another instance holds the claim and is queuing its e-mails right now.
  if (waiting === 0) {
    return "Another send of all contact submissions is being queued. Try again when it has finished.";
  }
  return `The last send of all contact submissions still has ${waiting} e-mail${
    waiting === 1 ? "" : "s"
  } waiting. Try again when it has finished.`;
}

/** The export's formats: the CSV, and a workbook whose cells are text (server/staff/xlsx.ts). */
const EXPORTS = {
  csv: {
    type: "text/csv; charset=utf-8",
    audit: "",
    body: contactsToCsv,
  },
  xlsx: {
    type: XLSX_MEDIA_TYPE,
    audit: " as .xlsx",
    body: contactsToXlsx,
  },
} as const;

/** The enquiry routes, mounted at `/api`. */
export function createStaffContactsApi(options: StaffContactsApiOptions) {
  const { guards, inbox, outbox, audit } = options;
  const api = new Hono<StaffEnv>()
    .get(
      "/contacts",
      guards.requireAdmin,
      zValidator("query", ContactsQuerySchema, invalid),
      async (c) => {
        const query = c.req.valid("query");
        const { contacts, total } = await inbox.list(query, c.var.staff);
        c.header(TOTAL_COUNT_HEADER, String(total));
        return c.json(contacts);
      },
    )
    .get(
      "/contacts/counts",
      guards.requireAdmin,
      zValidator("query", ContactsQuerySchema, invalid),
      async (c) => c.json<ContactCounts>(await inbox.counts(c.req.valid("query"), c.var.staff)),
    );
  // The exports, one route per format, ahead of `/contacts/:id` (`/contacts/export.csv`, `/contacts/export.xlsx`).
  for (const [name, format] of Object.entries(EXPORTS)) {
    api.get(
      `/contacts/export.${name}`,
      guards.requireAdmin,
      zValidator("query", ContactsQuerySchema, invalid),
      async (c) => {
        const query = c.req.valid("query");
        const contacts = await inbox.all(query, c.var.staff);
        await audit.record(
          c.var.staff.email,
          "export",
          `${contacts.length} enquiries${format.audit}${describeFilters(query)}`,
        );
        const day = new Date(options.now()).toISOString().slice(0, 10);
        return c.body(format.body(contacts), 200, {
          "Content-Type": format.type,
          "Content-Disposition": `attachment; filename="enquiries-${day}.${name}"`,
        });
      },
    );
  }
  api
    .get("/contacts/:id", guards.requireAdmin, async (c) => {
      const contact = await inbox.find(c.req.param("id"));
      return contact ? c.json(contact) : c.json({ error: "Enquiry not found" }, 404);
    })
    .patch(
      "/contacts/:id",
      guards.requireAdmin,
      guards.sameOrigin,
      jsonOnly,
      smallBody,
      zValidator("json", EnquiryUpdateSchema, invalid),
      async (c) => {
        const update = c.req.valid("json");
        const actor = c.var.staff.email;
        const owner = update.ownerEmail
          ? await options.accounts.findByEmail(update.ownerEmail)
          : undefined;
        if (update.ownerEmail && !(owner && mayOwnEnquiries(owner))) {
          // An enabled editor is told why, rather than that the address is unknown.
          const message = owner && !owner.disabled
            ? "Only an administrator can own an enquiry"
            : "No staff account has this address";
          return c.json({ error: `ownerEmail: ${message}`, fields: { ownerEmail: message } }, 400);
        }
        const result = await inbox.update(c.req.param("id"), update, actor);
        if (!result) return c.json({ error: "Enquiry not found" }, 404);
        const { before, after } = result;
        if (before.status !== after.status) {
          await audit.record(
            actor,
            "status_change",
            `${TRIAGE_STATUS_LABELS[before.status]} → ${TRIAGE_STATUS_LABELS[after.status]}`,
            subject(after),
          );
        }
        if (before.ownerEmail !== after.ownerEmail) {
          await audit.record(
            actor,
            "owner_change",
            `${before.ownerEmail ?? "Nobody"} → ${after.ownerEmail ?? "Nobody"}`,
            subject(after),
          );
          // The new owner's e-mail was queued with the change.
          options.wake();
        }
        return c.json(after);
      },
    )
    .post(
      "/contacts/:id/notes",
      guards.requireAdmin,
      guards.sameOrigin,
      jsonOnly,
      noteBody,
      zValidator("json", NoteSchema, invalid),
      async (c) => {
        const id = c.req.param("id");
        const note = await inbox.addNote(id, c.req.valid("json").text, c.var.staff.email);
        if (!note) return c.json({ error: "Enquiry not found" }, 404);
        const contact = await inbox.find(id);
        if (contact) {
          // The note's text stays out of the log (docs/requirements.md#audit-log).
          await audit.record(c.var.staff.email, "note_added", "", subject(contact));
        }
        return c.json(note, 201);
      },
    )
    .post("/contact/send-backlog", guards.requireAdmin, guards.sameOrigin, jsonOnly, async (c) => {
      // One send at a time, across instances (the outbox claims it in the database): a replay or
      // double click would otherwise mail the whole store again.
      const outcome = await outbox.enqueueBacklog(() => inbox.records());
      if (!("queued" in outcome)) {
        return c.json({ error: backlogWaitingMessage(outcome.waiting) }, 409);
      }
      const { count, batchId } = outcome.queued;
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
  return api;
}
