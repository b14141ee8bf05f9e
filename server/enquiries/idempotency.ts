/**
 * Idempotency-Key rules of `POST /api/contact` (IETF draft-ietf-httpapi-idempotency-key-header):
 * a key names one submission, whatever address it comes from, so a retry after the enquirer's
 * phone moves from Wi-Fi to mobile data (a new address, often a new IP version) is still a
 * retry. A key is answered only together with its body: a key reused with a different body is an
 * error (422), never a silent replay of the first enquiry with the new text dropped, so the stored
 * answer (id and reference) goes only to a sender who already has every word of the enquiry.
 */
import type { Enquiry } from "../../shared/schemas/enquiry.ts";
import type { EnquiryRecord } from "./store.ts";

/**
 * The stored form of the client's `key` (a UUID, any case): SHA-256 of the lower-case key, hex
 * (64 characters), so the stored column never holds the text a client could resend. No client
 * address goes into it (docs/requirements.md#storage).
 */
export async function storedIdempotencyKey(key: string): Promise<string> {
  const bytes = new TextEncoder().encode(`idempotency-key\n${key.toLowerCase()}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Whether `record` is what storing `enquiry` would have stored: the draft's "same payload",
 * compared field by field after the schema has normalised the body, so a retry that spells the
 * same JSON differently (key order, spacing) is still the same submission.
 */
export function sameSubmission(record: EnquiryRecord, enquiry: Enquiry): boolean {
  return record.name === enquiry.name && record.email === enquiry.email &&
    record.company === (enquiry.company || null) && record.phone === (enquiry.phone || null) &&
    record.interest === (enquiry.interest || null) && record.message === enquiry.message &&
    record.source === enquiry.source;
}
