/**
 * Signing in: throttle first, then the password check with equal cost for unknown, disabled and
 * real accounts, then a new session (never a reused token, against session fixation).
 */
import type { AccountStore } from "./accounts.ts";
import type { AuditLog } from "./audit.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import type { SessionStore } from "./sessions.ts";
import type { LoginThrottle } from "./throttle.ts";

/** Outcome of {@linkcode SignIn}. */
export type SignInResult =
  | { kind: "ok"; token: string; email: string }
  | { kind: "invalid" }
  | { kind: "throttled"; waitMs: number };

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
}): SignIn {
  const { accounts, sessions, throttle, audit } = options;
  return async ({ email, password, ip }) => {
    const keys = { email, ip };
    const waitMs = await throttle.waitMs(keys);
    if (waitMs > 0) return { kind: "throttled", waitMs };
    const account = await accounts.findByEmail(email);
    const valid = account && !account.disabled
      ? await verifyPassword(account.passwordHash, password)
      : (await verifyAgainstDummy(password), false);
    if (!account || !valid) {
      await throttle.recordFailure(keys);
      return { kind: "invalid" };
    }
    await throttle.reset(email);
    if (needsRehash(account.passwordHash)) {
      await accounts.replaceHash(account.id, await hashPassword(password));
    }
    const token = await sessions.create(account.id);
    await accounts.recordSignIn(account.id);
    await audit.record(account.email, "sign_in");
    return { kind: "ok", token, email: account.email };
  };
}
