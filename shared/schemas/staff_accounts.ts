/**
 * The accounts screen's API shapes (docs/requirements.md#staff-accounts): the list an admin reads,
 * an invitation, a change of role or of enabled state, and the single-use link an invitee or a
 * staff member given a reset opens to set their password. Shared by /admin/staff, /admin/password
 * and the staff API.
 */
// zod/mini: these schemas ship to the browser with the staff screens (see enquiry.ts).
import * as z from "zod/mini";
import { PASSWORD_LIMITS, STAFF_ROLES, type StaffRole } from "./staff.ts";

/** Longest e-mail address accepted (RFC 5321's path limit, as the CLI and sign-in use). */
export const ACCOUNT_EMAIL_MAX = 254;

/**
 * How long an e-mailed link stays usable, ms. An invitation waits for someone who may read it
 * after a weekend; a reset is asked for by someone waiting for it (OWASP Forgot Password Cheat
 * Sheet: short-lived, single-use tokens).
 */
export const ACCOUNT_LINK_LIFETIME_MS = {
  invitation: 72 * 60 * 60_000,
  reset: 2 * 60 * 60_000,
} as const;

/** What an e-mailed link is for: joining (an invitation) or a new password (a reset). */
export type AccountLinkPurpose = keyof typeof ACCOUNT_LINK_LIFETIME_MS;

/** Where a link opens: the page that sets the password (`?token=` carries the secret). */
export const SET_PASSWORD_PATH = "/admin/password";

/** A token as the API takes it: 32 random bytes, base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Field messages of the accounts API and screens. */
export const ACCOUNT_MESSAGES = {
  email: "Enter the e-mail address the invitation goes to, like name@example.com",
  role: `Role must be one of ${STAFF_ROLES.join(", ")}`,
  change: "Send role, disabled or both",
  token: "This link is not complete. Open it again from the e-mail.",
  passwordMissing: "Enter the new password",
  passwordMax: `Password must be at most ${PASSWORD_LIMITS.max} characters`,
  exists: (email: string) => `An account for ${email} already exists`,
  notFound: "No staff account has this id",
  lastAdmin:
    "This is the last enabled administrator: make another account an administrator first, so someone can still manage accounts and enquiries.",
  disabledAccount: "This account is disabled: enable it before sending it a link.",
  linkExpired: "This link has expired. Ask an administrator to send you a new one.",
  linkUsed: "This link has already been used. Ask an administrator to send you a new one.",
  linkUnknown: "This link is not valid. Ask an administrator to send you a new one.",
} as const;

/** Body of `POST /api/staff/accounts`: invite `email` with `role` (an e-mailed link). */
export const InvitationSchema = z.object({
  email: z.email(ACCOUNT_MESSAGES.email).check(z.trim(), z.maxLength(ACCOUNT_EMAIL_MAX)),
  role: z.enum(STAFF_ROLES, ACCOUNT_MESSAGES.role),
});

/** An invitation as sent. */
export type Invitation = z.infer<typeof InvitationSchema>;

/** Body of `PATCH /api/staff/accounts/:id`: a new role, enabled state, or both. */
export const AccountChangeSchema = z.object({
  role: z.optional(z.enum(STAFF_ROLES, ACCOUNT_MESSAGES.role)),
  disabled: z.optional(z.boolean()),
}).check(
  z.refine((change) => change.role !== undefined || change.disabled !== undefined, {
    message: ACCOUNT_MESSAGES.change,
  }),
);

/** A change of role and/or enabled state. */
export type AccountChange = z.infer<typeof AccountChangeSchema>;

const token = z.string(ACCOUNT_MESSAGES.token).check(
  z.regex(TOKEN_PATTERN, ACCOUNT_MESSAGES.token),
);

/**
 * Body of `POST /api/staff/password`: the link's token and the new password. Only the length is
 * checked here; the policy (docs/requirements.md#staff-accounts) is the server's, as for the
 * command line.
 */
export const PasswordLinkUseSchema = z.object({
  token,
  password: z.string(ACCOUNT_MESSAGES.passwordMissing).check(
    z.minLength(1, ACCOUNT_MESSAGES.passwordMissing),
    z.maxLength(PASSWORD_LIMITS.max, ACCOUNT_MESSAGES.passwordMax),
  ),
});

/** One account as the accounts screen lists it (never its password hash). */
export interface StaffAccountSummary {
  id: string;
  email: string;
  role: StaffRole;
  disabled: boolean;
  /** Invited and the password not yet set. */
  invited: boolean;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC, or null before the first sign-in. */
  lastSignInAt: string | null;
}

/** Answer of `GET /api/staff/accounts`. */
export interface StaffAccountList {
  accounts: StaffAccountSummary[];
}

/** Answer of `PATCH /api/staff/accounts/:id`: the account and its enquiries made unassigned. */
export interface AccountChangeResult {
  account: StaffAccountSummary;
  /** Enquiries it owned that returned to unassigned (it can no longer own enquiries). */
  unassigned: number;
}

/** Answer of an invitation or a reset: where the link went and until when it works. */
export interface AccountLinkSent {
  account: StaffAccountSummary;
  /** ISO 8601 UTC. */
  expiresAt: string;
}

/** Page data of /admin/password: the link's account, or why it cannot be used. */
export type PasswordPageData =
  | { link: { email: string; purpose: AccountLinkPurpose; expiresAt: string } }
  | { problem: string };
