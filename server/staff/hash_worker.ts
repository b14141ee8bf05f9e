/**
 * A password-checking thread (a Deno Web Worker, server/staff/hash_threads.ts). Each argon2id
 * check runs here synchronously, so it holds this thread and no other: not the serving thread,
 * and not a runtime thread pool shared with the rest of the process. The thread lowers its own
 * scheduling priority ({@linkcode HASH_THREAD_NICE}) so that on a busy machine the serving thread
 * gets the cores first and a flood of sign-ins slows its own checks, not the pages
 * (docs/decisions/0030-password-checks-in-worker-threads.md).
 *
 * Protocol: the owner posts a {@linkcode HashRequest}; each gets one {@linkcode HashReply}.
 */
/// <reference lib="deno.worker" />
import { setPriority } from "node:os";
import { verifySync } from "@node-rs/argon2";
import { DUMMY_HASH } from "./passwords.ts";

/**
 * Niceness of a checking thread (Linux: 0 normal, 19 lowest). At 10 the kernel weighs the serving
 * thread about nine times the checking thread when both want a core (CFS weights 1024 and 110),
 * yet a check beside other busy work still ends within a second (at 19 the weight is 15, which
 * would leave real users' checks queued behind anything else running).
 */
export const HASH_THREAD_NICE = 10;

/**
 * Check `password` against the PHC string `stored`; `stored` absent (an unknown or disabled
 * account) checks {@linkcode DUMMY_HASH} instead and answers false.
 */
export interface HashRequest {
  id: number;
  stored?: string;
  password: string;
}

/** Whether the password matched. */
export interface HashReply {
  id: number;
  valid: boolean;
}

try {
  // On Linux a thread's nice value is its own: pid 0 is this thread, not the process.
  setPriority(0, HASH_THREAD_NICE);
} catch {
  // Not permitted or not supported here: the checks still run off the serving thread.
}

self.onmessage = (event: MessageEvent<HashRequest>) => {
  const { id, stored, password } = event.data;
  let valid = false;
  try {
    valid = verifySync(stored ?? DUMMY_HASH, password) && stored !== undefined;
  } catch {
    // A malformed stored hash is a mismatch (server/staff/passwords.ts verifyPassword).
  }
  self.postMessage({ id, valid } satisfies HashReply);
};
