/**
 * Password hashing and policy. Hashing: argon2id with the OWASP Password Storage Cheat Sheet's
 * minimum (m = 19 MiB, t = 2, p = 1) through @node-rs/argon2, which writes the parameters into the
 * PHC string so a later increase can re-hash on sign-in. Policy (NIST SP 800-63B): length first,
 * then refuse common passwords, the account's own name and trivial patterns; no composition rules.
 */
import { type Algorithm, hash, verify } from "@node-rs/argon2";
import { PASSWORD_LIMITS } from "../../shared/schemas/staff.ts";
import { COMPANY_SHORT_NAME } from "../../shared/content/company.ts";
import { COMMON_PASSWORDS } from "./common_passwords.ts";

/** Argon2id parameters (OWASP minimum; memory in KiB). */
export const ARGON2_PARAMS = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read as a value.
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes `password` into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export async function hashPassword(password: string): Promise<string> {
  return await hash(password, ARGON2_PARAMS);
}

/** Whether `password` matches the PHC string `stored`; a malformed hash is a mismatch. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Whether `stored` was made with weaker or other parameters than {@linkcode ARGON2_PARAMS}. */
export function needsRehash(stored: string): boolean {
  const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_PARAMS;
  return !stored.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
}

/**
 * An argon2id hash of a random password nobody kept, made with {@linkcode ARGON2_PARAMS}: a
 * sign-in for an unknown or disabled account verifies against it, so it costs the same check as
 * a real account and timing cannot reveal which addresses exist (docs/requirements.md#staff-sign-in).
 * A constant, so the first such sign-in does not also pay for making it;
 * server/staff/passwords_test.ts holds it to the current parameters.
 */
export const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$pjfZn4BcWk9CVxS9qA3+Ew$HzNqeejnmlgyXnUmt4vptwzVdaQGt7ufWF/lXpxXLqM";

/**
 * Verifies `password` against {@linkcode DUMMY_HASH}: the cost of a real check, always a
 * mismatch.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}

const SEQUENCES = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890123456789",
  "qwertyuiopasdfghjklzxcvbnm",
  "1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p",
];

/**
 * Checks a new password for `email` against the policy (see module comment).
 *
 * @returns the problem in sentence case, or `undefined` when the password is acceptable.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  if ([...password].length < PASSWORD_LIMITS.min) {
    return `Password must be at least ${PASSWORD_LIMITS.min} characters`;
  }
  if (password.length > PASSWORD_LIMITS.max) {
    return `Password must be at most ${PASSWORD_LIMITS.max} characters`;
  }
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, "");
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(stem)) {
    return "Password is too common: choose a longer phrase of unrelated words";
  }
  if (new Set(lower).size < 5) {
    return "Password repeats too few characters: choose a longer phrase of unrelated words";
  }
  if (SEQUENCES.some((run) => run.includes(lower) || [...run].reverse().join("").includes(lower))) {
    return "Password is a keyboard or alphabet sequence: choose a phrase of unrelated words";
  }
  const local = email.split("@")[0]?.toLowerCase() ?? "";
  for (const name of [local, ...local.split(/[._+-]/), COMPANY_SHORT_NAME.toLowerCase()]) {
    if (name.length >= 3 && lower.includes(name)) {
      return "Password must not contain your name, your e-mail address or the company name";
    }
  }
  return undefined;
}
