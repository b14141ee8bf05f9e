/**
 * Staff accounts (docs/requirements.md#staff-accounts: created from the command line, no public
 * sign-up). Addresses are compared case-insensitively; every write goes through the single writer.
 */
import type { Client } from "@libsql/client";
import type { Writer } from "../db/writer.ts";
import { isStaffRole, type StaffRole } from "../../shared/schemas/staff.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";

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
}

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
  };
}

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
  };
}
