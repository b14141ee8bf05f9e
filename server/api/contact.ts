/**
 * `POST /api/contact` (docs/requirements.md#enquiries): validates an enquiry with the shared
 * schema and stores it. Store first, then notify: the notification job rides in the same write
 * (see `EnquiryStore` companions), so this handler never waits for e-mail. A repeat of a
 * submission (same `Idempotency-Key` and enquiry, from any address) answers the first result and
 * stores nothing new; the same key with a different enquiry is refused with 422
 * (server/enquiries/idempotency.ts).
 */
import { Hono } from "hono";
import {
  type ApiError,
  type EnquiryCreated,
  EnquirySchema,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  IdempotencyKeySchema,
} from "../../shared/schemas/enquiry.ts";
import { sameSubmission, storedIdempotencyKey } from "../enquiries/idempotency.ts";
import type { EnquiryStore } from "../enquiries/store.ts";
import { jsonEndpoint } from "../http/json_endpoint.ts";
import { CONTACT_RATE_RULE } from "../rate_limit/config.ts";
import type { RateLimitStore, RateRule } from "../rate_limit/store.ts";

/** Largest accepted request body, in bytes: the longest valid enquiry is well under 32 KB. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** A reference of the real shape for the honeypot's answer ("CB-2026-482913"); nothing uses it. */
function decoyReference(): string {
  const number = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
  return `CB-${new Date().getUTCFullYear()}-${String(number).padStart(6, "0")}`;
}

/** Options of {@linkcode createContactApi}. */
export interface ContactApiOptions {
  enquiries: EnquiryStore;
  rateLimits: RateLimitStore;
  /** Overrides {@linkcode CONTACT_RATE_RULE} (a deployment's `CONTACT_RATE_LIMIT`). */
  rateRule?: RateRule;
  /** Called after an enquiry is stored (e.g. to wake the outbox worker); must not throw. */
  onStored?: () => void;
}

/** The enquiry API, mounted at `/api/contact`. */
export function createContactApi(options: ContactApiOptions) {
  const { enquiries } = options;
  return new Hono().post(
    "/",
    jsonEndpoint({
      schema: EnquirySchema,
      maxBytes: CONTACT_BODY_LIMIT_BYTES,
      tooLarge: "Enquiry is too large",
      invalid: (error) => ({
        error: "Please correct the highlighted fields",
        fields: fieldErrorsOf(error),
      }),
      rateLimit: {
        store: options.rateLimits,
        rule: options.rateRule ?? CONTACT_RATE_RULE,
        tooMany: "Too many enquiries from this address. Please try again later.",
      },
    }),
    async (c) => {
      const enquiry = c.req.valid("json");
      const keyHeader = c.req.header(IDEMPOTENCY_HEADER);
      const key = keyHeader === undefined ? undefined : IdempotencyKeySchema.safeParse(keyHeader);
      if (key && !key.success) {
        return c.json<ApiError>({
          error: "Please try again",
          fields: { [IDEMPOTENCY_HEADER]: "Idempotency-Key must be a UUID" },
        }, 400);
      }
      // A filled honeypot is a bot: answer as if accepted so it learns nothing, store nothing.
      if (enquiry[HONEYPOT_FIELD]) {
        return c.json<EnquiryCreated>(
          { id: crypto.randomUUID(), reference: decoyReference() },
          201,
        );
      }
      const { record, replayed } = await enquiries.create(
        enquiry,
        key?.success ? { idempotencyKey: await storedIdempotencyKey(key.data) } : {},
      );
      if (replayed && !sameSubmission(record, enquiry)) {
        return c.json<ApiError>({
          error: "This submission was already sent with different details",
          fields: {
            [IDEMPOTENCY_HEADER]: "Idempotency-Key was already used for a different enquiry",
          },
        }, 422);
      }
      if (replayed) c.header("Idempotent-Replayed", "true");
      else options.onStored?.();
      return c.json<EnquiryCreated>({ id: record.id, reference: record.reference }, 201);
    },
  );
}
