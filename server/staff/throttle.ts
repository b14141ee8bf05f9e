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
 *
 * Deciding and counting are one step ({@linkcode LoginThrottle.admit}): one write transaction
 * computes the wait and, when there is none, counts the attempt as a failure before the password
 * is checked, so parallel guesses cannot all read the same count (a success refunds it). Client
 * addresses are keyed by `allowanceKey` (an IPv6 /64 is one client) and stored only as keyed
 * hashes ({@linkcode addressDigest}): HMAC-SHA-256 (RFC 2104) under a random secret of the
 * database, so the throttle's rows alone do not say where anyone signed in from, and the 2^32
 * IPv4 addresses cannot be tried against them without the secret.
 */
import type { Client, InStatement } from "@libsql/client";
import type { Writer } from "../db/writer.ts";
import type { RetentionOwner } from "../retention/owner.ts";
import { allowanceKey } from "../http/client_address.ts";

/**
 * The stored form of a client address: HMAC-SHA-256 under `secret` of its `allowanceKey`
 * (RFC 2104), lower-case hex (64 characters, never a space, so pair keys still split at their last
 * space). The same for every spelling of one address and for every address of one IPv6 /64.
 */
export async function addressDigest(secret: CryptoKey, address: string): Promise<string> {
  const bytes = new TextEncoder().encode(allowanceKey(address));
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", secret, bytes));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Imports the raw bytes of the address secret as an HMAC-SHA-256 key. */
export function importAddressSecret(raw: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

/** Bytes of a new address secret (256 bits, the HMAC-SHA-256 block's worth of entropy). */
export const ADDRESS_SECRET_BYTES = 32;

/**
 * Reads the database's address secret (`staff_address_secret`, made by the staff migrations).
 *
 * @throws {Error} when the migrations have not made it.
 */
async function loadAddressSecret(db: Client): Promise<CryptoKey> {
  const result = await db.execute("SELECT secret FROM staff_address_secret WHERE id = 1");
  const secret = result.rows[0]?.secret;
  if (!(secret instanceof ArrayBuffer)) throw new Error("The sign-in address secret is missing");
  return importAddressSecret(new Uint8Array(secret));
}

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

/** The keys of one sign-in attempt; `ip` is the client address as `clientAddress` gives it. */
export interface AttemptKeys {
  email: string;
  ip: string;
}

/**
 * What {@linkcode LoginThrottle.admit} decided: `waitMs` 0 lets the attempt proceed, and
 * `counted` holds the failure rows written for it in advance (refunded on success).
 */
export interface Admission {
  waitMs: number;
  counted: number[];
}

/** Decides whether a sign-in may be tried now and records outcomes. */
export interface LoginThrottle {
  /** 0 when an attempt may proceed, else the ms to wait. Reads only. */
  waitMs(keys: AttemptKeys): Promise<number>;
  /**
   * Decides and, when the attempt may proceed, counts it as a failure, in one write
   * transaction: of N parallel attempts only as many proceed as the rules allow.
   */
  admit(keys: AttemptKeys): Promise<Admission>;
  /** Takes back the failure counted by `admit` for an attempt that was not tried. */
  refund(admission: Admission): Promise<void>;
  /** Counts a failure without deciding (tests and tools; sign-in uses `admit`). */
  recordFailure(keys: AttemptKeys): Promise<void>;
  /**
   * After a successful sign-in: refunds the admission, forgets this address's failures for the
   * account and marks the address known. The account's count from other addresses stays, so a
   * real sign-in does not hand an attacker a fresh allowance.
   */
  recordSuccess(keys: AttemptKeys, admission?: Admission): Promise<void>;
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

/** "pair:<email> <address digest>": digests never hold a space, so the last space splits them. */
function pairKey(email: string, digest: string) {
  return `pair:${normalEmail(email)} ${digest}`;
}

function ipKey(digest: string) {
  return `ip:${digest}`;
}

/**
 * The rules as one SQL query (`verdict`: `wait` in ms and whether the address is `known`), so the
 * decision can run inside the write transaction that counts the attempt. Named arguments come
 * from {@linkcode verdictArgs}.
 */
const VERDICT = `WITH
  p AS (SELECT COUNT(*) AS n, MIN(at) AS oldest, MAX(at) AS latest
        FROM staff_login_failures WHERE key = :pair AND at > :since),
  a AS (SELECT COUNT(*) AS n, MIN(at) AS oldest
        FROM staff_login_failures WHERE key = :account AND at > :since),
  i AS (SELECT COUNT(*) AS n, MIN(at) AS oldest
        FROM staff_login_failures WHERE key = :ip AND at > :since),
  k AS (SELECT EXISTS (SELECT 1 FROM staff_known_addresses WHERE email = :email
        AND address = :address AND last_success_at > :known_since) AS yes),
  verdict AS (SELECT k.yes AS known, MAX(0,
    CASE WHEN p.n >= :free_failures THEN p.latest - :now
      + MIN(:base_delay * (1 << MIN(p.n - :free_failures, 40)), :max_delay) ELSE 0 END,
    CASE WHEN k.yes AND p.n >= :max_known THEN p.oldest + :window - :now ELSE 0 END,
    CASE WHEN NOT k.yes AND a.n >= :max_account THEN a.oldest + :window - :now ELSE 0 END,
    CASE WHEN NOT k.yes AND i.n >= :max_ip THEN i.oldest + :window - :now ELSE 0 END) AS wait
    FROM p, a, i, k)`;

/**
 * How long this instance answers a refused account and address from memory before asking the
 * database again, ms. A flood of guesses for one locked account from one address otherwise costs a
 * write transaction per guess, and those writes, not the guesses, slowed the pages
 * (`deno task bench:signin-flood`: /about p99 2.45× idle against 1.20× for refusals that never
 * reach the throttle). A refused attempt is never counted, so skipping the database changes
 * nothing stored; the wait answered is the database's own. An unlock or a sign-in on this instance
 * forgets at once; on another instance the remembered refusal lasts this long at most.
 */
export const REFUSAL_MEMORY_MS = 1000;

/** Refusals remembered at most; past this the expired ones go, then all (an address spray). */
const REFUSAL_MEMORY_ENTRIES = 10_000;

/** Creates the {@linkcode LoginThrottle}. */
export function createLoginThrottle(options: LoginThrottleOptions): LoginThrottle {
  const { db, writer } = options;
  const now = options.now ?? Date.now;
  const rules = { ...THROTTLE_RULES, ...options.rules };
  let secret: Promise<CryptoKey> | undefined;
  /** Pair key → when to ask the database again and when its wait ends (ms since the epoch). */
  const refusals = new Map<string, { recheckAt: number; waitEnds: number }>();

  function rememberRefusal(key: string, at: number, waitMs: number) {
    if (refusals.size >= REFUSAL_MEMORY_ENTRIES) {
      for (const [each, { recheckAt }] of refusals) if (recheckAt <= at) refusals.delete(each);
      if (refusals.size >= REFUSAL_MEMORY_ENTRIES) refusals.clear();
    }
    refusals.set(key, {
      recheckAt: at + Math.min(waitMs, REFUSAL_MEMORY_MS),
      waitEnds: at + waitMs,
    });
  }

  async function digestOf(ip: string): Promise<string> {
    // Read once; a failed read is tried again on the next attempt.
    secret ??= loadAddressSecret(db).catch((error) => {
      secret = undefined;
      throw error;
    });
    return addressDigest(await secret, ip);
  }

  function verdictArgs(keys: AttemptKeys, digest: string, at: number) {
    return {
      pair: pairKey(keys.email, digest),
      account: accountKey(keys.email),
      ip: ipKey(digest),
      email: normalEmail(keys.email),
      address: digest,
      now: at,
      since: at - rules.windowMs,
      known_since: at - rules.knownAddressMs,
      free_failures: rules.freeFailures,
      base_delay: rules.baseDelayMs,
      max_delay: rules.maxDelayMs,
      window: rules.windowMs,
      max_known: rules.maxFailuresPerKnownAddress,
      max_account: rules.maxFailuresPerAccount,
      max_ip: rules.maxFailuresPerIp,
    };
  }

  /**
   * Counts one failure under the pair and address keys, and under the account key unless the
   * address is known to it (known addresses have their own cap); with `onlyIfFree`, only when the
   * verdict has no wait. Returns the rowids written.
   */
  function countFailure(
    keys: AttemptKeys,
    digest: string,
    at: number,
    onlyIfFree: boolean,
  ): InStatement {
    return {
      sql: `${VERDICT}
        INSERT INTO staff_login_failures (key, at)
        SELECT keys.key, :now FROM verdict,
          (SELECT :pair AS key, 1 AS always UNION ALL SELECT :ip, 1 UNION ALL SELECT :account, 0)
          AS keys
        WHERE (verdict.wait <= 0 OR NOT :only_if_free) AND (keys.always OR NOT verdict.known)
        RETURNING rowid`,
      args: { ...verdictArgs(keys, digest, at), only_if_free: onlyIfFree ? 1 : 0 },
    };
  }

  async function refund(admission: Admission) {
    if (!admission.counted.length) return;
    await writer.execute({
      sql: `DELETE FROM staff_login_failures WHERE rowid IN (${
        admission.counted.map(() => "?").join(", ")
      })`,
      args: admission.counted,
    });
  }

  return {
    async waitMs(keys) {
      const digest = await digestOf(keys.ip);
      const result = await db.execute({
        sql: `${VERDICT} SELECT wait FROM verdict`,
        args: verdictArgs(keys, digest, now()),
      });
      return Number(result.rows[0]?.wait ?? 0);
    },
    async admit(keys) {
      const digest = await digestOf(keys.ip);
      const at = now();
      const pair = pairKey(keys.email, digest);
      const remembered = refusals.get(pair);
      if (remembered && remembered.recheckAt > at) {
        return { waitMs: Math.max(1, remembered.waitEnds - at), counted: [] };
      }
      // One transaction: the insert counts only when the verdict allows; when it did not, the
      // second statement reads the same unchanged state for the wait.
      const [inserted, verdict] = await writer.batch([
        countFailure(keys, digest, at, true),
        { sql: `${VERDICT} SELECT wait FROM verdict`, args: verdictArgs(keys, digest, at) },
      ]);
      const counted = inserted?.rows.map((row) => Number(row.rowid)) ?? [];
      if (counted.length) {
        refusals.delete(pair);
        return { waitMs: 0, counted };
      }
      const waitMs = Math.max(1, Number(verdict?.rows[0]?.wait ?? 1));
      rememberRefusal(pair, at, waitMs);
      return { waitMs, counted };
    },
    refund,
    async recordFailure(keys) {
      const digest = await digestOf(keys.ip);
      await writer.execute(countFailure(keys, digest, now(), false));
    },
    async recordSuccess(keys, admission) {
      const digest = await digestOf(keys.ip);
      const at = now();
      const email = normalEmail(keys.email);
      refusals.delete(pairKey(keys.email, digest));
      if (admission) await refund(admission);
      await writer.batch([
        {
          sql: "DELETE FROM staff_login_failures WHERE key = ?",
          args: [pairKey(keys.email, digest)],
        },
        {
          sql: `INSERT INTO staff_known_addresses (email, address, last_success_at)
                VALUES (?, ?, ?)
                ON CONFLICT (email, address) DO UPDATE SET last_success_at = excluded.last_success_at`,
          args: [email, digest, at],
        },
        {
          sql: "DELETE FROM staff_known_addresses WHERE email = ? AND last_success_at <= ?",
          args: [email, at - rules.knownAddressMs],
        },
      ]);
    },
    async unlock(email) {
      const prefix = `pair:${normalEmail(email)} `;
      for (const key of refusals.keys()) if (key.startsWith(prefix)) refusals.delete(key);
      const pairs = await db.execute({
        sql: "SELECT DISTINCT key FROM staff_login_failures WHERE substr(key, 1, length(?)) = ?",
        args: [prefix, prefix],
      });
      const pairKeys = pairs.rows.map((row) => String(row.key))
        .filter((key) => !key.slice(prefix.length).includes(" "));
      const ipKeys = pairKeys.map((key) => `ip:${key.slice(prefix.length)}`);
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

/**
 * The retention purge's owner of the sign-in throttle's rows: failures older than the counting
 * window and addresses not used to sign in within {@linkcode THROTTLE_RULES}' memory, one batch.
 */
export const THROTTLE_RETENTION: RetentionOwner = {
  async purge({ writer, at }) {
    const [failures, addresses] = await writer.batch([
      {
        sql: "DELETE FROM staff_login_failures WHERE at < ?",
        args: [at - THROTTLE_RULES.windowMs],
      },
      {
        sql: "DELETE FROM staff_known_addresses WHERE last_success_at < ?",
        args: [at - THROTTLE_RULES.knownAddressMs],
      },
    ]);
    return {
      staff_login_failures: failures?.rowsAffected ?? 0,
      staff_known_addresses: addresses?.rowsAffected ?? 0,
    };
  },
};
