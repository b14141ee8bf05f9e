/**
 * Staff sessions (docs/requirements.md#staff-sign-in, OWASP Session Management Cheat Sheet): an
 * opaque random token of 256 bits in the cookie; only its SHA-256 is stored, so a copy of the
 * database cannot be replayed as cookies. Stored in libSQL so several app instances share them. A
 * session ends after 30 minutes without a request (idle) or 8 hours after sign-in (absolute),
 * whichever comes first.
 */
import type { Client } from "@libsql/client";
import { isStaffRole, type StaffRole } from "../../shared/schemas/staff.ts";
import type { Writer } from "../db/writer.ts";
import type { RetentionOwner } from "../retention/owner.ts";

/** Session lifetimes in ms. */
export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
  touchEveryMs: number;
}

/** Session lifetimes in ms. */
export const SESSION_LIMITS: Readonly<SessionLimits> = {
  idleMs: 30 * 60_000,
  absoluteMs: 8 * 60 * 60_000,
  /** `last_seen_at` is written at most this often, to keep reads from becoming writes. */
  touchEveryMs: 60_000,
};

/** A live session and its account. */
export interface StaffSession {
  tokenHash: string;
  accountId: string;
  email: string;
  /** The account's role, read on every request: a change applies at once. */
  role: StaffRole;
  createdAt: number;
  lastSeenAt: number;
}

/** Options of {@linkcode createSessionStore}. */
export interface SessionStoreOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
  /** Overrides of {@linkcode SESSION_LIMITS} (tests). */
  limits?: Partial<SessionLimits>;
}

/** Creates, checks and ends sessions. */
export interface SessionStore {
  /** Starts a session for `accountId`; returns the token for the cookie (never stored). */
  create(accountId: string): Promise<string>;
  /**
   * Looks up the session of `token`: `undefined` when unknown, expired or its account is
   * disabled (an expired row is deleted). Refreshes the idle timer.
   */
  validate(token: string): Promise<StaffSession | undefined>;
  /** Ends the session of `token` (logout). */
  revoke(token: string): Promise<void>;
  /** Ends every session of an account (disabled, new password). */
  revokeAccount(accountId: string): Promise<void>;
}

function encodeBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(
    /=+$/,
    "",
  );
}

/**
 * A new secret token: 256 random bits, base64url without padding (43 characters). Sessions and
 * the e-mailed password links use it; only its {@linkcode hashToken} is ever stored.
 */
export function newToken(): string {
  return encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** SHA-256 of a session token (or a password link's), hex. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Creates the {@linkcode SessionStore}. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const limits = { ...SESSION_LIMITS, ...options.limits };
  return {
    async create(accountId) {
      const token = newToken();
      const at = now();
      await writer.execute({
        sql: `INSERT INTO staff_sessions (token_hash, account_id, created_at, last_seen_at)
              VALUES (?, ?, ?, ?)`,
        args: [await hashToken(token), accountId, at, at],
      });
      return token;
    },
    async validate(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const tokenHash = await hashToken(token);
      const result = await db.execute({
        sql: `SELECT s.*, a.email, a.disabled, a.role FROM staff_sessions s
              JOIN staff_accounts a ON a.id = s.account_id WHERE s.token_hash = ?`,
        args: [tokenHash],
      });
      const row = result.rows[0];
      if (!row) return undefined;
      const at = now();
      const createdAt = Number(row.created_at);
      const lastSeenAt = Number(row.last_seen_at);
      if (
        Number(row.disabled) === 1 || at - lastSeenAt >= limits.idleMs ||
        at - createdAt >= limits.absoluteMs
      ) {
        await writer.execute({
          sql: "DELETE FROM staff_sessions WHERE token_hash = ?",
          args: [tokenHash],
        });
        return undefined;
      }
      const touch = at - lastSeenAt >= limits.touchEveryMs;
      if (touch) {
        await writer.execute({
          sql: "UPDATE staff_sessions SET last_seen_at = ? WHERE token_hash = ?",
          args: [at, tokenHash],
        });
      }
      return {
        tokenHash,
        accountId: String(row.account_id),
        email: String(row.email),
        role: isStaffRole(row.role) ? row.role : "editor",
        createdAt,
        lastSeenAt: touch ? at : lastSeenAt,
      };
    },
    async revoke(token) {
      await writer.execute({
        sql: "DELETE FROM staff_sessions WHERE token_hash = ?",
        args: [await hashToken(token)],
      });
    },
    async revokeAccount(accountId) {
      await writer.execute({
        sql: "DELETE FROM staff_sessions WHERE account_id = ?",
        args: [accountId],
      });
    },
  };
}

/**
 * The retention purge's owner of staff sessions: a session goes once it is past either limit of
 * {@linkcode SESSION_LIMITS} (absolute or idle), whether or not anyone signed out.
 */
export const SESSION_RETENTION: RetentionOwner = {
  async purge({ writer, at }) {
    const result = await writer.execute({
      sql: "DELETE FROM staff_sessions WHERE created_at < ? OR last_seen_at < ?",
      args: [at - SESSION_LIMITS.absoluteMs, at - SESSION_LIMITS.idleMs],
    });
    return { staff_sessions: result.rowsAffected };
  },
};
