/**
 * What the accounts screen does (docs/requirements.md#staff-accounts): list accounts, invite one by
 * an e-mailed single-use link, change a role, disable and re-enable, send a password reset link,
 * and set a password through such a link. Each change is one write with its audit entry, and its
 * e-mail is stored in the same write, then sent (the outbox, docs/requirements.md#outbox). The
 * last enabled administrator cannot be demoted or disabled; an account that may no longer own
 * enquiries (demoted or disabled) leaves its enquiries unassigned in the same write. This module
 * writes no SQL: the statements are the stores' (accounts, enquiries, outbox, audit).
 */
import type { InStatement } from "@libsql/client";
import {
  ACCOUNT_LINK_LIFETIME_MS,
  ACCOUNT_MESSAGES,
  type AccountChange,
  type AccountChangeResult,
  type AccountLinkPurpose,
  type AccountLinkSent,
  type Invitation,
  type PasswordPageData,
  SET_PASSWORD_PATH,
  type StaffAccountSummary,
} from "../../shared/schemas/staff_accounts.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Writer } from "../db/writer.ts";
import type { EnquiryStore } from "../enquiries/store.ts";
import type { Outbox } from "../mail/outbox.ts";
import type { AccountLink, AccountStore, StaffAccount } from "./accounts.ts";
import type { AuditLog } from "./audit.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { hashToken, newToken, type SessionStore } from "./sessions.ts";

/** Options of {@linkcode createAccountAdmin}. */
export interface AccountAdminOptions {
  accounts: AccountStore;
  sessions: Pick<SessionStore, "revokeAccount">;
  audit: AuditLog;
  enquiries: Pick<EnquiryStore, "releaseOwnerStatement" | "triaged">;
  outbox: Pick<Outbox, "accountLink">;
  writer: Writer;
  /** PUBLIC_ORIGIN: the e-mailed links are absolute. */
  origin: string;
  now: () => number;
}

/** A refused request: the HTTP status, the message and the field it is about. */
export interface AccountRefusal {
  refused: { status: 400 | 404 | 409 | 410; error: string; field?: string };
}

/** The accounts screen's operations; `actor` is the signed-in admin's address. */
export interface AccountAdmin {
  list(): Promise<StaffAccountSummary[]>;
  /** Creates an invited account and e-mails its link; 409 when the address has an account. */
  invite(invitation: Invitation, actor: string): Promise<AccountLinkSent | AccountRefusal>;
  /**
   * E-mails account `id` a new link (an invitation again while it has never set a password, else
   * a reset), ending its earlier unused links; 404 unknown, 409 disabled.
   */
  sendLink(id: string, actor: string): Promise<AccountLinkSent | AccountRefusal>;
  /**
   * Applies a change of role and/or enabled state; 404 unknown, 409 when it would leave no
   * enabled administrator. A disabled account's sessions end at once.
   */
  change(
    id: string,
    change: AccountChange,
    actor: string,
  ): Promise<AccountChangeResult | AccountRefusal>;
  /** What /admin/password shows for `token`: the link's account, or why it cannot be used. */
  linkPage(token: string): Promise<PasswordPageData>;
  /**
   * Sets the password of the link's account (the command line's policy) and uses the link up;
   * the account's sessions end. 410 for an unknown, used or expired link, 400 for a refused
   * password.
   */
  useLink(token: string, password: string): Promise<{ email: string } | AccountRefusal>;
}

/** The screen's view of an account. */
export function accountSummary(account: StaffAccount): StaffAccountSummary {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    disabled: account.disabled,
    invited: account.invited,
    createdAt: new Date(account.createdAt).toISOString(),
    lastSignInAt: account.lastSignInAt === null
      ? null
      : new Date(account.lastSignInAt).toISOString(),
  };
}

function refusal(
  status: AccountRefusal["refused"]["status"],
  error: string,
  field?: string,
): AccountRefusal {
  return { refused: { status, error, ...(field ? { field } : {}) } };
}

/** Whether `value` is a refusal. */
export function isRefusal(value: unknown): value is AccountRefusal {
  return typeof value === "object" && value !== null && "refused" in value;
}

/** Why `link` cannot be used at `at`, or `undefined` when it can. */
function linkProblem(link: AccountLink | undefined, at: number): string | undefined {
  if (!link || link.account.disabled) return ACCOUNT_MESSAGES.linkUnknown;
  if (link.usedAt !== null) return ACCOUNT_MESSAGES.linkUsed;
  if (link.expiresAt <= at) return ACCOUNT_MESSAGES.linkExpired;
  return undefined;
}

/** Whether `account` is an enabled administrator who can sign in. */
function activeAdmin(account: StaffAccount): boolean {
  return account.role === "admin" && !account.disabled && !account.invited;
}

/** Creates the {@linkcode AccountAdmin}. */
export function createAccountAdmin(options: AccountAdminOptions): AccountAdmin {
  const { accounts, audit, writer, now } = options;

  /** A new link for `purpose`: the token (e-mailed), what is stored, and its mail's statements. */
  function newLink(email: string, purpose: AccountLinkPurpose, actor: string) {
    const token = newToken();
    const createdAt = now();
    const expiresAt = createdAt + ACCOUNT_LINK_LIFETIME_MS[purpose];
    const url = `${options.origin}${SET_PASSWORD_PATH}?token=${token}`;
    return {
      token,
      expiresAt,
      async stored() {
        return {
          tokenHash: await hashToken(token),
          purpose,
          createdBy: actor,
          createdAt,
          expiresAt,
        };
      },
      mail: options.outbox.accountLink({
        email,
        purpose,
        url,
        expiresAt: new Date(expiresAt).toISOString(),
        by: actor,
      }),
    };
  }

  return {
    async list() {
      return (await accounts.list()).map(accountSummary);
    },

    async invite({ email, role }, actor) {
      if (await accounts.findByEmail(email)) {
        return refusal(409, ACCOUNT_MESSAGES.exists(email), "email");
      }
      const link = newLink(email, "invitation", actor);
      // A password nobody knows until the invitee sets theirs: the account cannot be signed in to
      // before, and a sign-in attempt costs the same check as for any account.
      const passwordHash = await hashPassword(newToken());
      const { account, statements } = accounts.invitationStatements({
        email,
        role,
        passwordHash,
        link: await link.stored(),
      });
      try {
        await writer.batch([
          ...statements,
          ...link.mail,
          audit.entry(actor, "account_invited", `${email} (${role})`),
        ]);
      } catch (error) {
        // Invited at the same moment by another admin.
        if (isUniqueViolation(error)) return refusal(409, ACCOUNT_MESSAGES.exists(email), "email");
        throw error;
      }
      return {
        account: accountSummary(account),
        expiresAt: new Date(link.expiresAt).toISOString(),
      };
    },

    async sendLink(id, actor) {
      const account = await accounts.findById(id);
      if (!account) return refusal(404, ACCOUNT_MESSAGES.notFound);
      if (account.disabled) return refusal(409, ACCOUNT_MESSAGES.disabledAccount);
      const purpose = account.invited ? "invitation" : "reset";
      const link = newLink(account.email, purpose, actor);
      await writer.batch([
        ...accounts.linkStatements(account.id, await link.stored()),
        ...link.mail,
        audit.entry(
          actor,
          purpose === "invitation" ? "account_invited" : "password_link_sent",
          purpose === "invitation" ? `${account.email} (invitation sent again)` : account.email,
        ),
      ]);
      return {
        account: accountSummary(account),
        expiresAt: new Date(link.expiresAt).toISOString(),
      };
    },

    async change(id, change, actor) {
      const before = await accounts.findById(id);
      if (!before) return refusal(404, ACCOUNT_MESSAGES.notFound);
      const role = change.role ?? before.role;
      const disabled = change.disabled ?? before.disabled;
      if (role === before.role && disabled === before.disabled) {
        return { account: accountSummary(before), unassigned: 0 };
      }
      const losesAdmin = activeAdmin(before) && (role !== "admin" || disabled);
      // Read first for a plain answer; the write checks the rule again, atomically.
      if (losesAdmin && await accounts.countEnabledAdmins() <= 1) {
        return refusal(409, ACCOUNT_MESSAGES.lastAdmin, change.disabled ? "disabled" : "role");
      }
      const at = now();
      const after = accounts.hasState(id, { role, disabled });
      const changeStatements = accounts.changeStatements(id, change);
      const statements: InStatement[] = [
        ...changeStatements,
        options.enquiries.releaseOwnerStatement(
          before.email,
          { actor, at },
          accounts.mayNotOwnEnquiries(before.email),
        ),
      ];
      if (role !== before.role) {
        statements.push(
          audit.entryWhen(
            after,
            actor,
            "role_changed",
            `${before.email}: ${before.role} → ${role}`,
          ),
        );
      }
      if (disabled !== before.disabled) {
        statements.push(
          audit.entryWhen(
            after,
            actor,
            disabled ? "account_disabled" : "account_enabled",
            before.email,
          ),
        );
      }
      const results = await writer.batch(statements);
      const changed = results[0]?.rows[0];
      if (!changed) {
        // Another admin's change made this one the last administrator meanwhile.
        return refusal(409, ACCOUNT_MESSAGES.lastAdmin, change.disabled ? "disabled" : "role");
      }
      const released = (results[changeStatements.length]?.rows ?? []).map((row) =>
        String(row.enquiry_id)
      );
      // The session check already refuses a disabled account (server/staff/sessions.ts); the
      // rows go too, so nothing of its sign-in is left.
      if (disabled) await options.sessions.revokeAccount(id);
      for (const enquiryId of released) {
        const enquiry = await options.enquiries.triaged(enquiryId);
        if (!enquiry) continue;
        await audit.record(
          actor,
          "owner_change",
          `${before.email.toLowerCase()} → Nobody (${
            disabled ? "account disabled" : "no longer an administrator"
          })`,
          { enquiry: { id: enquiryId, reference: enquiry.record.reference } },
        );
      }
      const account = await accounts.findById(id);
      return { account: accountSummary(account ?? before), unassigned: released.length };
    },

    async linkPage(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { problem: ACCOUNT_MESSAGES.linkUnknown };
      const link = await accounts.findLink(await hashToken(token));
      const problem = linkProblem(link, now());
      if (problem || !link) return { problem: problem ?? ACCOUNT_MESSAGES.linkUnknown };
      return {
        link: {
          email: link.account.email,
          purpose: link.purpose,
          expiresAt: new Date(link.expiresAt).toISOString(),
        },
      };
    },

    async useLink(token, password) {
      const tokenHash = await hashToken(token);
      const link = await accounts.findLink(tokenHash);
      const problem = linkProblem(link, now());
      if (problem || !link) return refusal(410, problem ?? ACCOUNT_MESSAGES.linkUnknown, "token");
      const weak = passwordProblem(password, link.account.email);
      if (weak) return refusal(400, weak, "password");
      const passwordHash = await hashPassword(password);
      const { statements, used } = accounts.linkUseStatements(tokenHash, {
        useId: crypto.randomUUID(),
        passwordHash,
        at: now(),
      });
      const results = await writer.batch([
        ...statements,
        audit.entryWhen(
          used,
          link.account.email,
          "password_changed",
          link.purpose === "invitation" ? "invitation accepted" : "reset link used",
        ),
      ]);
      if (!results[0]?.rowsAffected) {
        // Used, expired or disabled between the check and the write.
        const again = linkProblem(await accounts.findLink(tokenHash), now());
        return refusal(410, again ?? ACCOUNT_MESSAGES.linkUsed, "token");
      }
      // A new password ends every session of the account, as on the command line.
      await options.sessions.revokeAccount(link.account.id);
      return { email: link.account.email };
    },
  };
}
