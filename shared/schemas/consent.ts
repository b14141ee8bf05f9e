/**
 * Body of `POST /api/consent` (docs/requirements.md#consent-proof: each choice is recorded on the
 * server as proof of consent). The browser sends its stored record as it is, plus where the choice
 * was made.
 */
import { z } from "zod";
import { POLICY_VERSION } from "../consent/consent_record.ts";

/** Where a choice can be made. */
export const CONSENT_SOURCES = ["banner", "cookies-page"] as const;

/** A consent choice as posted by the browser. */
export const ConsentProofSchema = z.object({
  consentId: z.uuid(),
  categories: z.object({
    necessary: z.literal(true),
    analytics: z.boolean(),
    functional: z.boolean(),
    marketing: z.boolean(),
  }),
  // Only the version the site currently publishes can be agreed to.
  policyVersion: z.literal(POLICY_VERSION),
  choiceTime: z.iso.datetime({ offset: true }),
  source: z.enum(CONSENT_SOURCES).default("banner"),
});

/** A parsed consent choice. */
export type ConsentProof = z.infer<typeof ConsentProofSchema>;
