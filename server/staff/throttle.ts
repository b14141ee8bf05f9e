/**
 * Sign-in throttling after the OWASP Authentication Cheat Sheet ("Login Throttling", "Account
 * Lockout": lock-outs must not become a denial of service) and its device-trust idea ("Slow Down
 * Online Guessing Attacks with Device Cookies"), with the client address as the device:
 *
 * - Delays are keyed on the account *and* the client address: after 5 free failures from one
 *   address, each further attempt from that address waits 1 s, doubling up to 30 s. Guesses from
 *   other addresses never slow the real user down.
 * - A hard cap per account: at most 100 failures an hour from addresses the account has not
 *   signed in from in the last 30 days ("unknown" addresses). Beyond it, unknown addresses wait
 *   for the window; addresses the account signed in from keep working, each with its own cap of
 *   20 failures an hour. So an attacker gets at most 100 guesses an hour per account (plus 20
 *   per address the account already uses), and cannot lock the real user out of their own
 *   address.
 * - A cap per client address across accounts (50 failures an hour), against one source trying
 *   many accounts; it too spares an account on an address it has signed in from, so one noisy
 *   machine in an office does not lock every colleague out.
 *
 * Failures are counted per submitted e-mail whether or not the account exists, so the answers
 * reveal nothing. Counts live in libSQL so every app instance sees them. `unlock` (the staff
 * command line) clears an account's lock-outs.
 */
import type { Client, InStatement } from "@libsql/client";
import type { Writer } from "../db/writer.ts";

/** Throttling rules; times in ms, counts per `windowMs`. */
export interface ThrottleRules {
  windowMs: number;
  /** Failures per account and address before each further attempt must wait. */
  freeFailures: number;
  /** First delay after the free failures, doubled for each further failure, capped. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures per account from unknown addresses after which unknown addresses must wait. */
  maxFailuresPerAccount: number;
  /** Failures per account from one address it has signed in from. */
  maxFailuresPerKnownAddress: number;
  /** Failures per client address (any account) after which unknown pairs must wait. */
  maxFailuresPerIp: number;
  /** How long a successful sign-in makes its address "known" to the account. */
  knownAddressMs: number;
}

/** The rules in force; the module summary explains each figure. */
export const THROTTLE_RULES: Readonly<ThrottleRules> = {
  windowMs: 60 * 60_000,
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  maxFailuresPerAccount: 100,
  maxFailuresPerKnownAddress: 20,
  maxFailuresPerIp: 50,
  knownAddressMs: 30 * 24 * 60 * 60_000,
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

/** Decides whether a sign-in may be tried now and records outcomes. */
export interface LoginThrottle {
  /** 0 when an attempt may proceed, else the ms to wait. */
  waitMs(keys: AttemptKeys): Promise<number>;
  recordFailure(keys: AttemptKeys): Promise<void>;
  /**
   * After a successful sign-in: forgets this address's failures for the account and marks the
   * address known. The account's count from other addresses stays, so a real sign-in does not
   * hand an attacker a fresh allowance.
   */
  recordSuccess(keys: AttemptKeys): Promise<void>;
  /**
   * Clears every lock-out of the account: its failures from all addresses and the per-address
   * counts of the addresses that failed on it. Returns the number of failure rows removed.
   */
  unlock(email: string): Promise<number>;
}

function normalEmail(email: string) {
  return email.trim().toLowerCase();
}

function accountKey(email: string) {
  return `account:${normalEmail(email)}`;
}

/** "pair:<email> <address>": addresses never hold a space, so the last space splits them. */
function pairKey(keys: AttemptKeys) {
  return `pair:${normalEmail(keys.email)} ${keys.ip}`;
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

  async function isKnown(keys: AttemptKeys, at: number): Promise<boolean> {
    const result = await db.execute({
      sql: `SELECT 1 FROM staff_known_addresses
            WHERE email = ? AND address = ? AND last_success_at > ?`,
      args: [normalEmail(keys.email), keys.ip, at - rules.knownAddressMs],
    });
    return result.rows.length > 0;
  }

  function insertFailure(key: string, at: number): InStatement {
    return { sql: "INSERT INTO staff_login_failures (key, at) VALUES (?, ?)", args: [key, at] };
  }

  return {
    async waitMs(keys) {
      const at = now();
      const since = at - rules.windowMs;
      const pair = await failuresSince(pairKey(keys), since);
      const waits = [0];
      if (pair.count >= rules.freeFailures) {
        const extra = pair.count - rules.freeFailures;
        const delay = Math.min(rules.baseDelayMs * 2 ** extra, rules.maxDelayMs);
        waits.push(pair.latest + delay - at);
      }
      if (await isKnown(keys, at)) {
        if (pair.count >= rules.maxFailuresPerKnownAddress) {
          waits.push(pair.oldest + rules.windowMs - at);
        }
      } else {
        const account = await failuresSince(accountKey(keys.email), since);
        if (account.count >= rules.maxFailuresPerAccount) {
          waits.push(account.oldest + rules.windowMs - at);
        }
        const ip = await failuresSince(ipKey(keys.ip), since);
        if (ip.count >= rules.maxFailuresPerIp) waits.push(ip.oldest + rules.windowMs - at);
      }
      return Math.max(...waits);
    },
    async recordFailure(keys) {
      const at = now();
      await writer.batch([
        insertFailure(pairKey(keys), at),
        insertFailure(ipKey(keys.ip), at),
        // Failures from a known address have their own cap; the account's cap is for the rest.
        ...(await isKnown(keys, at)) ? [] : [insertFailure(accountKey(keys.email), at)],
      ]);
    },
    async recordSuccess(keys) {
      const at = now();
      const email = normalEmail(keys.email);
      await writer.batch([
        { sql: "DELETE FROM staff_login_failures WHERE key = ?", args: [pairKey(keys)] },
        {
          sql: `INSERT INTO staff_known_addresses (email, address, last_success_at)
                VALUES (?, ?, ?)
                ON CONFLICT (email, address) DO UPDATE SET last_success_at = excluded.last_success_at`,
          args: [email, keys.ip, at],
        },
        {
          sql: "DELETE FROM staff_known_addresses WHERE email = ? AND last_success_at <= ?",
          args: [email, at - rules.knownAddressMs],
        },
      ]);
    },
    async unlock(email) {
      const prefix = `pair:${normalEmail(email)} `;
      const pairs = await db.execute({
        sql: "SELECT DISTINCT key FROM staff_login_failures WHERE substr(key, 1, length(?)) = ?",
        args: [prefix, prefix],
      });
      const pairKeys = pairs.rows.map((row) => String(row.key))
        .filter((key) => !key.slice(prefix.length).includes(" "));
      const ipKeys = pairKeys.map((key) => ipKey(key.slice(prefix.length)));
      const keys = [accountKey(email), ...pairKeys, ...ipKeys];
      const placeholders = keys.map(() => "?").join(", ");
      const result = await writer.execute({
        sql: `DELETE FROM staff_login_failures WHERE key IN (${placeholders})`,
        args: keys,
      });
      return result.rowsAffected;
    },
  };
}
