/**
 * Staff accounts (docs/requirements.md#staff-accounts: created from the command line or invited by
 * an admin, no public sign-up) and their single-use password links (an invitation or a reset,
 * e-mailed; only the token's SHA-256 is stored). The one module with SQL on `staff_accounts` and
 * `staff_account_links`: the accounts screen's changes are statements built here, batched with
 * the audit entry, the e-mail and the enquiries they release (server/staff/account_admin.ts).
 * Addresses are compared case-insensitively; every write goes through the single writer.
 */
import type { Client, InStatement, InValue } from "@libsql/client";
import type { Writer } from "../db/writer.ts";
import type { RetentionOwner } from "../retention/owner.ts";
import { isStaffRole, type StaffRole } from "../../shared/schemas/staff.ts";
import type { AccountLinkPurpose } from "../../shared/schemas/staff_accounts.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

/** An SQL query for an `EXISTS (…)` condition of another statement of the same batch. */
export interface SqlCondition {
  sql: string;
  args: InValue[];
}

/** A staff account as stored (the hash never leaves the server). */
export interface StaffAccount {
  id: string;
  email: string;
  passwordHash: string;
  disabled: boolean;
  /** What the account may do (docs/requirements.md#staff-roles). */
  role: StaffRole;
  createdAt: number;
  lastSignInAt: number | null;
  /** Invited by an admin; the invitee has not set a password yet. */
  invited: boolean;
}

/** A new single-use link, about to be stored. */
export interface NewAccountLink {
  /** SHA-256 of the token (hex); the token itself is only ever e-mailed. */
  tokenHash: string;
  purpose: AccountLinkPurpose;
  /** The admin who asked for it. */
  createdBy: string;
  createdAt: number;
  expiresAt: number;
}

/** A stored link and its account. */
export interface AccountLink {
  tokenHash: string;
  purpose: AccountLinkPurpose;
  account: StaffAccount;
  expiresAt: number;
  usedAt: number | null;
}

/** A change of role and/or enabled state (fields not given stay as they are). */
export interface AccountStateChange {
  role?: StaffRole | undefined;
  disabled?: boolean | undefined;
}

/** Options of {@linkcode createAccountStore}. */
export interface AccountStoreOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
}

/** Reads and changes staff accounts. */
export interface AccountStore {
  /**
   * Creates an account after checking the password policy.
   *
   * @throws {Error} "Password must be at least 12 characters" (policy), "An account for x already
   * exists", or "E-mail address is not valid".
   */
  create(email: string, password: string, options?: { role?: StaffRole }): Promise<StaffAccount>;
  findByEmail(email: string): Promise<StaffAccount | undefined>;
  findById(id: string): Promise<StaffAccount | undefined>;
  list(): Promise<StaffAccount[]>;
  /** Disables or re-enables an account; returns false when no account has that address. */
  setDisabled(email: string, disabled: boolean): Promise<boolean>;
  /** Sets a new password (policy checked, throws like `create`); false when there is no account. */
  setPassword(email: string, password: string): Promise<boolean>;
  /** Replaces the stored hash (re-hash after a parameter change) without a policy check. */
  replaceHash(id: string, passwordHash: string): Promise<void>;
  recordSignIn(id: string): Promise<void>;
  /**
   * Statements that create an invited account for `email` with `role` and a password nobody
   * knows (`passwordHash`, of random bytes), and its invitation link. A second account for the
   * address fails the batch with a unique violation.
   */
  invitationStatements(
    invitation: { email: string; role: StaffRole; passwordHash: string; link: NewAccountLink },
  ): { account: StaffAccount; statements: InStatement[] };
  /** Statements that store a new link for account `id`, its earlier unused links ending. */
  linkStatements(id: string, link: NewAccountLink): InStatement[];
  /** The link whose token hashes to `tokenHash`, with its account, or `undefined`. */
  findLink(tokenHash: string): Promise<AccountLink | undefined>;
  /**
   * Statements that use the link of `tokenHash` once: mark it used (only if unused, unexpired at
   * `at` and its account enabled), set that account's password hash, and end its other unused
   * links. `used` finds a row only when this use (`useId`) took the link, for the statements of
   * the same batch that must follow it (the audit entry).
   */
  linkUseStatements(
    tokenHash: string,
    use: { useId: string; passwordHash: string; at: number },
  ): { statements: InStatement[]; used: SqlCondition };
  /**
   * The statement that applies `change` to account `id`, unless it would leave no enabled
   * administrator who has set a password (docs/requirements.md#staff-accounts): then it changes
   * nothing. Returns the changed row, if any. Ending a disabled account's unused links follows.
   */
  changeStatements(id: string, change: AccountStateChange): InStatement[];
  /** Finds a row when account `id` has `state` (a change's later statements depend on it). */
  hasState(id: string, state: { role: StaffRole; disabled: boolean }): SqlCondition;
  /** Finds a row when the account of `email` exists and may not own enquiries (not an enabled admin). */
  mayNotOwnEnquiries(email: string): SqlCondition;
  /** How many enabled administrators who have set a password there are. */
  countEnabledAdmins(): Promise<number>;
}

/** An enabled administrator who can sign in (has set a password), in SQL over `staff_accounts`. */
const ACTIVE_ADMIN = "role = 'admin' AND disabled = 0 AND invited = 0";

/**
 * Whether `account` may own an enquiry: an enabled admin only. An owner is e-mailed the enquirer's
 * name, address, phone and message, and an editor is refused enquiries
 * (docs/requirements.md#staff-roles).
 */
export function mayOwnEnquiries(account: Pick<StaffAccount, "disabled" | "role">): boolean {
  return !account.disabled && account.role === "admin";
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Creates the {@linkcode AccountStore}. */
export function createAccountStore(options: AccountStoreOptions): AccountStore {
  const { db, writer } = options;
  const now = options.now ?? Date.now;

  async function findWhere(column: "email" | "id", value: string) {
    const result = await db.execute({
      sql: `SELECT * FROM staff_accounts WHERE ${column} = ?`,
      args: [value],
    });
    return result.rows[0] ? rowToAccount(result.rows[0]) : undefined;
  }

  function checkPassword(email: string, password: string) {
    const problem = passwordProblem(password, email);
    if (problem) throw new Error(problem);
  }

  return {
    async create(rawEmail, password, options = {}) {
      const email = rawEmail.trim();
      if (!EMAIL_PATTERN.test(email) || email.length > 254) {
        throw new Error("E-mail address is not valid");
      }
      checkPassword(email, password);
      if (await findWhere("email", email)) {
        throw new Error(`An account for ${email} already exists`);
      }
      const account: StaffAccount = {
        id: crypto.randomUUID(),
        email,
        passwordHash: await hashPassword(password),
        disabled: false,
        role: options.role ?? "admin",
        createdAt: now(),
        lastSignInAt: null,
        invited: false,
      };
      await writer.execute({
        sql:
          `INSERT INTO staff_accounts (id, email, password_hash, disabled, role, created_at, password_changed_at)
              VALUES (?, ?, ?, 0, ?, ?, ?)`,
        args: [
          account.id,
          account.email,
          account.passwordHash,
          account.role,
          account.createdAt,
          account.createdAt,
        ],
      });
      return account;
    },
    findByEmail: (email) => findWhere("email", email.trim()),
    findById: (id) => findWhere("id", id),
    async list() {
      const result = await db.execute("SELECT * FROM staff_accounts ORDER BY email");
      return result.rows.map(rowToAccount);
    },
    async setDisabled(email, disabled) {
      const result = await writer.execute({
        sql: "UPDATE staff_accounts SET disabled = ? WHERE email = ?",
        args: [disabled ? 1 : 0, email.trim()],
      });
      return result.rowsAffected > 0;
    },
    async setPassword(email, password) {
      const account = await findWhere("email", email.trim());
      if (!account) return false;
      checkPassword(account.email, password);
      await writer.execute({
        sql: "UPDATE staff_accounts SET password_hash = ?, password_changed_at = ? WHERE id = ?",
        args: [await hashPassword(password), now(), account.id],
      });
      return true;
    },
    async replaceHash(id, passwordHash) {
      await writer.execute({
        sql: "UPDATE staff_accounts SET password_hash = ? WHERE id = ?",
        args: [passwordHash, id],
      });
    },
    async recordSignIn(id) {
      await writer.execute({
        sql: "UPDATE staff_accounts SET last_sign_in_at = ? WHERE id = ?",
        args: [now(), id],
      });
    },
    invitationStatements({ email, role, passwordHash, link }) {
      const account: StaffAccount = {
        id: crypto.randomUUID(),
        email,
        passwordHash,
        disabled: false,
        role,
        createdAt: link.createdAt,
        lastSignInAt: null,
        invited: true,
      };
      return {
        account,
        statements: [
          {
            sql: `INSERT INTO staff_accounts (id, email, password_hash, disabled, role, created_at,
                    password_changed_at, invited) VALUES (?, ?, ?, 0, ?, ?, ?, 1)`,
            args: [account.id, email, passwordHash, role, account.createdAt, account.createdAt],
          },
          insertLink(account.id, link),
        ],
      };
    },
    linkStatements(id, link) {
      return [
        {
          sql: "DELETE FROM staff_account_links WHERE account_id = ? AND used_at IS NULL",
          args: [id],
        },
        insertLink(id, link),
      ];
    },
    async findLink(tokenHash) {
      const result = await db.execute({
        sql:
          `SELECT l.token_hash, l.purpose, l.expires_at, l.used_at, a.* FROM staff_account_links l
              JOIN staff_accounts a ON a.id = l.account_id WHERE l.token_hash = ?`,
        args: [tokenHash],
      });
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        tokenHash: String(row.token_hash),
        purpose: row.purpose === "invitation" ? "invitation" : "reset",
        account: rowToAccount(row),
        expiresAt: Number(row.expires_at),
        usedAt: row.used_at === null ? null : Number(row.used_at),
      };
    },
    linkUseStatements(tokenHash, { useId, passwordHash, at }) {
      const usedAccount = "(SELECT account_id FROM staff_account_links WHERE use_id = ?)";
      return {
        statements: [
          {
            sql: `UPDATE staff_account_links SET used_at = ?, use_id = ?
                  WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
                    AND EXISTS (SELECT 1 FROM staff_accounts a
                      WHERE a.id = staff_account_links.account_id AND a.disabled = 0)`,
            args: [at, useId, tokenHash, at],
          },
          {
            sql: `UPDATE staff_accounts SET password_hash = ?, password_changed_at = ?, invited = 0
                  WHERE id = ${usedAccount}`,
            args: [passwordHash, at, useId],
          },
          {
            sql: `DELETE FROM staff_account_links
                  WHERE account_id = ${usedAccount} AND used_at IS NULL`,
            args: [useId],
          },
        ],
        used: { sql: "SELECT 1 FROM staff_account_links WHERE use_id = ?", args: [useId] },
      };
    },
    changeStatements(id, { role, disabled }) {
      const newRole = role ?? null;
      const newDisabled = disabled === undefined ? null : disabled ? 1 : 0;
      return [
        {
          // The rule is checked inside the write, so two admins demoting each other at once
          // cannot both succeed.
          sql: `UPDATE staff_accounts SET role = COALESCE(?, role), disabled = COALESCE(?, disabled)
                WHERE id = ? AND NOT (${ACTIVE_ADMIN}
                  AND (COALESCE(?, role) <> 'admin' OR COALESCE(?, disabled) = 1)
                  AND (SELECT COUNT(*) FROM staff_accounts WHERE ${ACTIVE_ADMIN}) <= 1)
                RETURNING *`,
          args: [newRole, newDisabled, id, newRole, newDisabled],
        },
        {
          // A disabled account's unused links end with it, so enabling it again revives none.
          sql: `DELETE FROM staff_account_links WHERE account_id = ? AND used_at IS NULL
                  AND EXISTS (SELECT 1 FROM staff_accounts WHERE id = ? AND disabled = 1)`,
          args: [id, id],
        },
      ];
    },
    hasState(id, state) {
      return {
        sql: "SELECT 1 FROM staff_accounts WHERE id = ? AND role = ? AND disabled = ?",
        args: [id, state.role, state.disabled ? 1 : 0],
      };
    },
    mayNotOwnEnquiries(email) {
      return {
        sql: `SELECT 1 FROM staff_accounts WHERE email = ?
                AND NOT (role = 'admin' AND disabled = 0)`,
        args: [email.trim()],
      };
    },
    async countEnabledAdmins() {
      const result = await db.execute(
        `SELECT COUNT(*) AS n FROM staff_accounts WHERE ${ACTIVE_ADMIN}`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },
  };
}

function insertLink(accountId: string, link: NewAccountLink): InStatement {
  return {
    sql: `INSERT INTO staff_account_links (token_hash, account_id, purpose, created_at, created_by,
            expires_at) VALUES (?, ?, ?, ?, ?, ?)`,
    args: [
      link.tokenHash,
      accountId,
      link.purpose,
      link.createdAt,
      link.createdBy,
      link.expiresAt,
    ],
  };
}

/**
 * The retention purge's owner of the password links: a link goes once it has expired, used or
 * not (a used one is kept until then only as the record that it was used).
 */
export const ACCOUNT_LINK_RETENTION: RetentionOwner = {
  async purge({ writer, at }) {
    const result = await writer.execute({
      sql: "DELETE FROM staff_account_links WHERE expires_at < ?",
      args: [at],
    });
    return { staff_account_links: result.rowsAffected };
  },
};

function rowToAccount(row: Record<string, unknown>): StaffAccount {
  return {
    id: String(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    disabled: Number(row.disabled) === 1,
    // An unknown stored value grants the least: content only.
    role: isStaffRole(row.role) ? row.role : "editor",
    createdAt: Number(row.created_at),
    lastSignInAt: row.last_sign_in_at === null ? null : Number(row.last_sign_in_at),
    invited: Number(row.invited ?? 0) === 1,
  };
}
