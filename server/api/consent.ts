/**
 * `POST /api/consent` (docs/requirements.md#consent): stores the visitor's choice as proof of
 * consent. 201 when stored; 400 for a malformed body; 403 cross-site; 413 too large; 415 not JSON;
 * 429 too many from one address; 503 with Retry-After if the database cannot take it (never 500:
 * the choice still applies in the browser, which sends it again later).
 */
import { Hono } from "hono";
import { ConsentProofSchema } from "../../shared/schemas/consent.ts";
import type { ConsentLog } from "../analytics/consent_log.ts";
import { userAgentFamily } from "../analytics/user_agent.ts";
import { jsonEndpoint } from "../http/json_endpoint.ts";
import type { RateLimitStore, RateRule } from "../rate_limit/store.ts";

/** Largest accepted body, bytes: a record is about 250 bytes. */
export const CONSENT_BODY_LIMIT_BYTES = 2 * 1024;

/** Consent records per address (a visitor changes their mind a few times): 30 per 10 minutes. */
export const CONSENT_RATE_RULE: RateRule = { name: "consent", limit: 30, windowMs: 10 * 60_000 };

/** Options of {@linkcode createConsentApi}. */
export interface ConsentApiOptions {
  log: ConsentLog;
  rateLimits: RateLimitStore;
  /** Overrides {@linkcode CONSENT_RATE_RULE}. */
  rateRule?: RateRule;
}

/** The consent API, mounted at `/api/consent`. */
export function createConsentApi(options: ConsentApiOptions) {
  return new Hono().post(
    "/",
    jsonEndpoint({
      schema: ConsentProofSchema,
      maxBytes: CONSENT_BODY_LIMIT_BYTES,
      tooLarge: "Consent record is too large",
      invalid: () => ({ error: "Consent record is not valid" }),
      rateLimit: {
        store: options.rateLimits,
        rule: options.rateRule ?? CONSENT_RATE_RULE,
        tooMany: "Too many requests. Please try again later.",
      },
    }),
    async (c) => {
      const proof = c.req.valid("json");
      // A database that cannot take the record answers 503 with Retry-After (see app.ts).
      await options.log.record(proof, { uaFamily: userAgentFamily(c.req.header("user-agent")) });
      return c.json({ consentId: proof.consentId }, 201);
    },
  );
}
