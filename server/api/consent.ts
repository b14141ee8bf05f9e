/**
 * `POST /api/consent` (issue 6; decisions.md "Each choice is also recorded on the server"): stores
 * the visitor's choice as proof of consent. 201 when stored; 400 for a malformed body; 413 too
 * large; 415 not JSON; 429 too many from one address; 503 if the database refuses (never 500:
 * the choice still applies in the browser).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { zValidator } from "@hono/zod-validator";
import { rateLimiter } from "hono-rate-limiter";
import { ConsentProofSchema } from "../../shared/schemas/consent.ts";
import type { ConsentLog } from "../analytics/consent_log.ts";
import { userAgentFamily } from "../analytics/user_agent.ts";
import type { RateLimit } from "../analytics/rate_limit.ts";
import { clientAddress } from "../middleware/client_address.ts";
import { jsonOnly } from "../middleware/json_only.ts";

/** Largest accepted body, bytes: a record is about 250 bytes. */
export const CONSENT_BODY_LIMIT_BYTES = 2 * 1024;

/** Options of {@linkcode createConsentApi}. */
export interface ConsentApiOptions {
  log: ConsentLog;
  /** Per-address limit (default 30 per 10 minutes: a visitor changes their mind a few times). */
  rateLimit?: RateLimit;
  trustProxy?: boolean;
}

/** The consent API, mounted at `/api/consent`. */
export function createConsentApi(options: ConsentApiOptions) {
  const rate = options.rateLimit ?? { limit: 30, windowMs: 10 * 60_000 };
  return new Hono().post(
    "/",
    rateLimiter({
      windowMs: rate.windowMs,
      limit: rate.limit,
      standardHeaders: "draft-6",
      keyGenerator: (c) => clientAddress(c, options.trustProxy ?? false),
      handler: (c) => c.json({ error: "Too many requests. Please try again later." }, 429),
    }),
    jsonOnly,
    bodyLimit({
      maxSize: CONSENT_BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: "Consent record is too large" }, 413),
    }),
    zValidator("json", ConsentProofSchema, (result, c) => {
      if (!result.success) return c.json({ error: "Consent record is not valid" }, 400);
    }),
    async (c) => {
      const proof = c.req.valid("json");
      try {
        await options.log.record(proof, { uaFamily: userAgentFamily(c.req.header("user-agent")) });
      } catch (error) {
        console.error("Consent record not stored", error);
        return c.json(
          { error: "Consent record could not be stored. Please try again later." },
          503,
        );
      }
      return c.json({ consentId: proof.consentId }, 201);
    },
  );
}
