/**
 * Idempotency keys for enquiry forms. A submission keeps its key while it is retried with the same
 * values (after a network failure or a 503), so the server stores it once however many times it
 * arrives; changed values or a success start a new submission with a new key.
 */
import { useRef } from "react";

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts (https, localhost), so a
 * page served over plain http elsewhere builds one from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${
    hex.slice(20)
  }`;
}

/** The key of the current submission; see the module comment. */
export interface SubmissionKey {
  /** The key for sending `values` now: the previous one when the values are unchanged. */
  for(values: unknown): string;
  /** Ends the submission (after a success): the next send gets a new key. */
  done(): void;
}

/** Keeps one form's {@linkcode SubmissionKey} across renders. */
export function useSubmissionKey(): SubmissionKey {
  const current = useRef<{ key: string; snapshot: string } | undefined>(undefined);
  return {
    for(values) {
      const snapshot = JSON.stringify(values);
      if (current.current?.snapshot !== snapshot) {
        current.current = { key: newIdempotencyKey(), snapshot };
      }
      return current.current.key;
    },
    done() {
      current.current = undefined;
    },
  };
}
