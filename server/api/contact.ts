/**
 * `POST /api/contact` (spec §3, §7): validates an enquiry with the shared schema and stores it.
 * decisions.md: store first, then notify — notification jobs ride in the same write (see
 * `EnquiryStore` companions), so this handler never waits for e-mail.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { zValidator } from "@hono/zod-validator";
import { rateLimiter } from "hono-rate-limiter";
import {
  type ApiError,
  type EnquiryCreated,
  EnquirySchema,
  fieldErrorsOf,
  HONEYPOT_FIELD,
} from "../../shared/schemas/enquiry.ts";
import type { EnquiryStore } from "../enquiries/store.ts";
import { jsonOnly } from "../middleware/json_only.ts";
import { clientAddress } from "../middleware/client_address.ts";

/** Largest accepted request body, in bytes: the longest valid enquiry is well under 32 KB. */
export const CONTACT_BODY_LIMIT_BYTES = 32 * 1024;

/** Options of {@linkcode createContactApi}. */
export interface ContactApiOptions {
  enquiries: EnquiryStore;
  /** Requests per client address per window (default 10 per 10 minutes). */
  rateLimit?: { limit: number; windowMs: number };
  trustProxy?: boolean;
  /** Called after an enquiry is stored (e.g. to wake the outbox worker); must not throw. */
  onStored?: () => void;
}

/** The enquiry API, mounted at `/api/contact`. */
export function createContactApi(options: ContactApiOptions) {
  const { enquiries } = options;
  const rate = options.rateLimit ?? { limit: 10, windowMs: 10 * 60_000 };
  return new Hono().post(
    "/",
    rateLimiter({
      windowMs: rate.windowMs,
      limit: rate.limit,
      standardHeaders: "draft-6",
      keyGenerator: (c) => clientAddress(c, options.trustProxy ?? false),
      handler: (c) =>
        c.json<ApiError>(
          { error: "Too many enquiries from this address. Please try again later." },
          429,
        ),
    }),
    jsonOnly,
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT_BYTES,
      onError: (c) => c.json<ApiError>({ error: "Enquiry is too large" }, 413),
    }),
    zValidator("json", EnquirySchema, (result, c) => {
      if (!result.success) {
        return c.json<ApiError>(
          { error: "Please correct the highlighted fields", fields: fieldErrorsOf(result.error) },
          400,
        );
      }
    }),
    async (c) => {
      const enquiry = c.req.valid("json");
      // A filled honeypot is a bot: answer as if accepted so it learns nothing, store nothing.
      if (enquiry[HONEYPOT_FIELD]) {
        return c.json<EnquiryCreated>({ id: crypto.randomUUID() }, 201);
      }
      const record = await enquiries.create(enquiry);
      options.onStored?.();
      return c.json<EnquiryCreated>({ id: record.id }, 201);
    },
  );
}
