/**
 * Idempotency-Key rules of `POST /api/contact` (IETF draft-ietf-httpapi-idempotency-key-header):
 * a key belongs to the client that sent it, so nobody can replay another client's key and read
 * its answer, and a key reused with a different body is an error (422), never a silent replay of
 * the first enquiry with the new text dropped.
 */
import type { Enquiry } from "../../shared/schemas/enquiry.ts";
import type { EnquiryRecord } from "./store.ts";

/**
 * The stored form of `key` sent by `client` (an allowance key, server/http/client_address.ts):
 * SHA-256 of both, hex, so the same key from another client is another key and no client address
 * is kept with the enquiry.
 */
export async function scopedIdempotencyKey(client: string, key: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${client}\n${key.toLowerCase()}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether `record` is what storing `enquiry` would have stored (the draft's "same payload"). */
export function sameSubmission(record: EnquiryRecord, enquiry: Enquiry): boolean {
  return record.name === enquiry.name && record.email === enquiry.email &&
    record.company === (enquiry.company || null) && record.phone === (enquiry.phone || null) &&
    record.interest === (enquiry.interest || null) && record.message === enquiry.message &&
    record.source === enquiry.source;
}
