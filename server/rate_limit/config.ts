/**
 * Allowances a deployment may change. The defaults are the published limits
 * (docs/requirements.md#abuse); raising one is for load tests and benchmarks.
 */
import { z } from "zod";
import { emptyAsUndefined } from "../config_values.ts";
import type { RateRule } from "./store.ts";

/** Enquiries accepted per client address (docs/requirements.md#abuse): 10 per 10 minutes. */
export const CONTACT_RATE_RULE: RateRule = { name: "contact", limit: 10, windowMs: 10 * 60_000 };

/** Schema of the allowance variables. */
export const LimitsEnvSchema = z.object({
  /** Enquiries accepted per client address per 10 minutes. */
  CONTACT_RATE_LIMIT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(CONTACT_RATE_RULE.limit),
  ),
});

/** Allowances in force. */
export interface LimitsConfig {
  /** Enquiries per client address per 10 minutes. */
  contactPerTenMinutes: number;
}

/**
 * Parses the allowance variables of `source`.
 *
 * @throws {Error} "Invalid limits: CONTACT_RATE_LIMIT …".
 */
export function loadLimitsConfig(source: Record<string, string | undefined>): LimitsConfig {
  const result = LimitsEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid limits: ${problems.join("; ")}`);
  }
  return { contactPerTenMinutes: result.data.CONTACT_RATE_LIMIT };
}
