/**
 * The accounts routes (docs/requirements.md#staff-accounts): `GET /api/staff/accounts`,
 * `POST /api/staff/accounts` (invite), `PATCH /api/staff/accounts/:id` (role, enabled),
 * `POST /api/staff/accounts/:id/password-link` (a reset, or the invitation again) for admins; and
 * `POST /api/staff/password`, which sets a password with an e-mailed link's token and needs no
 * session (the token is the proof, and it travels in the body, never in a logged path).
 * Changes require a same-origin JSON request; bad input gets 400 with a message per field.
 */
import { Hono } from "hono";
import type { z } from "zod";
import { fieldErrorsOf } from "../../../shared/schemas/enquiry.ts";
import {
  AccountChangeSchema,
  InvitationSchema,
  PasswordLinkUseSchema,
  type StaffAccountList,
} from "../../../shared/schemas/staff_accounts.ts";
import { jsonEndpoint, type JsonError } from "../../http/json_endpoint.ts";
import { type AccountAdmin, isRefusal } from "../../staff/account_admin.ts";
import type { StaffEnv, StaffGuards } from "../../staff/guards.ts";

/** Options of {@linkcode createStaffAccountsApi}. */
export interface StaffAccountsApiOptions {
  guards: StaffGuards;
  admin: AccountAdmin;
  /** Wakes the outbox sender once a link's e-mail is stored. */
  wake: () => void;
}

/** Largest body of these routes, bytes: a password of 256 characters, each up to 4 bytes, escaped. */
const ACCOUNT_BODY_MAX = 4096;

/** 400 with the first problem as `error` ("email: Enter …") and each field's first message. */
function invalid(error: { issues: readonly z.core.$ZodIssue[] }): JsonError {
  const fields = fieldErrorsOf(error);
  const [field, message = "Bad request"] = Object.entries(fields)[0] ?? ["form"];
  return { error: field === "form" ? message : `${field}: ${message}`, fields };
}

function body<S extends Parameters<typeof jsonEndpoint>[0]["schema"]>(schema: S) {
  return jsonEndpoint({
    schema,
    maxBytes: ACCOUNT_BODY_MAX,
    tooLarge: "Request is too large",
    invalid: (error) => invalid(error),
  });
}

/** The accounts routes, mounted at `/api`. */
export function createStaffAccountsApi(options: StaffAccountsApiOptions) {
  const { guards, admin } = options;
  return new Hono<StaffEnv>()
    .get("/staff/accounts", guards.requireAdmin, async (c) => {
      return c.json<StaffAccountList>({ accounts: await admin.list() });
    })
    .post(
      "/staff/accounts",
      guards.requireAdmin,
      guards.sameOrigin,
      body(InvitationSchema),
      async (c) => {
        const result = await admin.invite(c.req.valid("json"), c.var.staff.email);
        if (isRefusal(result)) return refused(c, result.refused);
        options.wake();
        return c.json(result, 201);
      },
    )
    .patch(
      "/staff/accounts/:id",
      guards.requireAdmin,
      guards.sameOrigin,
      body(AccountChangeSchema),
      async (c) => {
        const result = await admin.change(
          c.req.param("id"),
          c.req.valid("json"),
          c.var.staff.email,
        );
        return isRefusal(result) ? refused(c, result.refused) : c.json(result);
      },
    )
    .post(
      "/staff/accounts/:id/password-link",
      guards.requireAdmin,
      guards.sameOrigin,
      async (c) => {
        const result = await admin.sendLink(c.req.param("id"), c.var.staff.email);
        if (isRefusal(result)) return refused(c, result.refused);
        options.wake();
        return c.json(result, 201);
      },
    )
    .post("/staff/password", guards.sameOrigin, body(PasswordLinkUseSchema), async (c) => {
      c.header("Cache-Control", "no-store");
      const { token, password } = c.req.valid("json");
      const result = await admin.useLink(token, password);
      return isRefusal(result) ? refused(c, result.refused) : c.json(result);
    });
}

function refused(
  c: { json(body: JsonError, status: number): Response },
  { status, error, field }: { status: number; error: string; field?: string },
): Response {
  return c.json({ error, ...(field ? { fields: { [field]: error } } : {}) }, status);
}
