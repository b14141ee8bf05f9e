/**
 * Sign-in throttling (issue 5; OWASP Authentication Cheat Sheet "Login Throttling"). Failures are
 * counted per submitted address, whether or not an account exists, so unknown and known users are
 * throttled alike and the answer reveals nothing; and per client address, against one source
 * trying many accounts. Counts live in libSQL so every app instance sees them.
 */
import type { Client } from "@libsql/client";
import type { Writer } from "../db/writer.ts";

/** Throttling rules; times in ms. */
export interface ThrottleRules {
  windowMs: number;
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
}

/** Throttling rules (issue 5: delays growing after 5 failures, at most 100 failures an hour). */
export const THROTTLE_RULES: Readonly<ThrottleRules> = {
  windowMs: 60 * 60_000,
  /** Failures per address before each further attempt must wait. */
  freeFailures: 5,
  /** First delay after the free failures, doubled for each further failure, capped. */
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  /** Failures per address in the window after which attempts stop until the window frees. */
  maxFailuresPerAccount: 100,
  /** Failures per client address in the window. */
  maxFailuresPerIp: 50,
};

/** Options of {@linkcode createLoginThrottle}. */
export interface LoginThrottleOptions {
  db: Client;
  writer: Writer;
  now?: () => number;
  rules?: Partial<ThrottleRules>;
}

/** The keys of one sign-in attempt. */
export interface AttemptKeys {
  email: string;
  ip: string;
}

/** Decides whether a sign-in may be tried now and records failures. */
export interface LoginThrottle {
  /** 0 when an attempt may proceed, else the ms to wait. */
  waitMs(keys: AttemptKeys): Promise<number>;
  recordFailure(keys: AttemptKeys): Promise<void>;
  /** Forgets the address's failures after a successful sign-in (the IP's stay). */
  reset(email: string): Promise<void>;
}

function accountKey(email: string) {
  return `account:${email.trim().toLowerCase()}`;
}

function ipKey(ip: string) {
  return `ip:${ip}`;
}

/** Creates the {@linkcode LoginThrottle}. */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const rules = { ...THROTTLE_RULES, ...options.rules };

  async function failuresSince(key: string, since: number) {
    const result = await db.execute({
      sql: `SELECT COUNT(*) AS n, MIN(at) AS oldest, MAX(at) AS latest
            FROM staff_login_failures WHERE key = ? AND at > ?`,
      args: [key, since],
    });
    const row = result.rows[0];
    return {
      count: Number(row?.n ?? 0),
      oldest: Number(row?.oldest ?? 0),
      latest: Number(row?.latest ?? 0),
    };
  }

  return {
    async waitMs(keys) {
      const at = now();
      const since = at - rules.windowMs;
      const account = await failuresSince(accountKey(keys.email), since);
      const ip = await failuresSince(ipKey(keys.ip), since);
      const waits = [0];
      if (account.count >= rules.maxFailuresPerAccount) {
        waits.push(account.oldest + rules.windowMs - at);
      } else if (account.count >= rules.freeFailures) {
        const extra = account.count - rules.freeFailures;
        const delay = Math.min(rules.baseDelayMs * 2 ** extra, rules.maxDelayMs);
        waits.push(account.latest + delay - at);
      }
      if (ip.count >= rules.maxFailuresPerIp) waits.push(ip.oldest + rules.windowMs - at);
      return Math.max(...waits);
    },
    async recordFailure(keys) {
      const at = now();
      await writer.batch([
        {
          sql: "INSERT INTO staff_login_failures (key, at) VALUES (?, ?)",
          args: [accountKey(keys.email), at],
        },
        {
          sql: "INSERT INTO staff_login_failures (key, at) VALUES (?, ?)",
          args: [ipKey(keys.ip), at],
        },
      ]);
    },
    async reset(email) {
      await writer.execute({
        sql: "DELETE FROM staff_login_failures WHERE key = ?",
        args: [accountKey(email)],
      });
    },
  };
}
