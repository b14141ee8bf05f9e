/**
 * Signing in: throttle first, then the password check with equal cost for unknown, disabled and
 * real accounts, then a new session (never a reused token, against session fixation). Every
 * failed password check is audited (OWASP Logging Cheat Sheet: authentication failures), naming
 * the account, or the masked address typed when no account has it, but never the client's IP
 * address: the log is kept for good and holds no IP address (docs/requirements.md#privacy,
 * #security); throttled attempts are not audited, so a flood cannot fill the log. Password
 * checks run in the process's hash pool (server/staff/hash_pool.ts), on threads of their own:
 * when it is full the attempt is refused as "busy" and its admission refunded, untried.
 */
import type { AccountStore } from "./accounts.ts";
import { type AuditLog, maskEmail } from "./audit.ts";
import { createHashPool, type HashPool, HashPoolFullError } from "./hash_pool.ts";
import { hashPassword, needsRehash } from "./passwords.ts";
import type { SessionStore } from "./sessions.ts";
import type { LoginThrottle } from "./throttle.ts";

/** Outcome of {@linkcode SignIn}. */
export type SignInResult =
  | { kind: "ok"; token: string; email: string }
  | { kind: "invalid" }
  | { kind: "throttled"; waitMs: number }
  | { kind: "busy" };

/** Signs a staff member in. */
export type SignIn = (attempt: { email: string; password: string; ip: string }) => Promise<
  SignInResult
>;

/** Creates the sign-in function from its stores. */
export function createSignIn(options: {
  accounts: AccountStore;
  sessions: SessionStore;
  throttle: LoginThrottle;
  audit: AuditLog;
  /** Where password checks run (default: a new pool with the standard limits). */
  hashPool?: HashPool;
}): SignIn {
  const { accounts, sessions, throttle, audit } = options;
  const hashPool = options.hashPool ?? createHashPool();
  return async ({ email, password, ip }) => {
    const keys = { email, ip };
    if (hashPool.full) return { kind: "busy" };
    // Decided and counted as a failure in one step, so parallel guesses cannot share a count.
    const admission = await throttle.admit(keys);
    if (admission.waitMs > 0) return { kind: "throttled", waitMs: admission.waitMs };
    const account = await accounts.findByEmail(email);
    let valid: boolean | undefined;
    try {
      // An unknown or disabled account costs the same check, against the dummy hash.
      valid = await hashPool.verify(
        account && !account.disabled ? account.passwordHash : undefined,
        password,
      );
    } catch (error) {
      if (!(error instanceof HashPoolFullError)) throw error;
      await throttle.refund(admission);
      return { kind: "busy" };
    }
    if (!account || !valid) {
      const reason = !account ? "no such account" : account.disabled ? "account disabled" : "";
      await audit.record(account ? account.email : maskEmail(email), "sign_in_failed", reason);
      return { kind: "invalid" };
    }
    await throttle.recordSuccess(keys, admission);
    if (needsRehash(account.passwordHash)) {
      await accounts.replaceHash(account.id, await hashPassword(password));
    }
    const token = await sessions.create(account.id);
    await accounts.recordSignIn(account.id);
    await audit.record(account.email, "sign_in");
    return { kind: "ok", token, email: account.email };
  };
}
