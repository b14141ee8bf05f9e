/**
 * Retention periods: the privacy policy's published defaults (`RETENTION`), optionally shortened
 * or lengthened per deployment through the environment record given.
 */
import { z } from "zod";
import { RETENTION } from "../../shared/content/legal/retention.ts";

/** Schema of the retention overrides. */
export const RetentionEnvSchema = z.object({
  RETENTION_ENQUIRIES_MONTHS: z.coerce.number().int().min(1).max(120)
    .default(RETENTION.enquiriesMonths),
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).max(3650)
    .default(RETENTION.outboxPayloadDays),
  RETENTION_ANALYTICS_MONTHS: z.coerce.number().int().min(1).max(120)
    .default(RETENTION.analyticsEventsMonths),
  RETENTION_CONSENT_MONTHS: z.coerce.number().int().min(1).max(120)
    .default(RETENTION.consentRecordsMonths),
});

/** Retention periods in force. */
export interface RetentionConfig {
  enquiriesMonths: number;
  outboxPayloadDays: number;
  analyticsEventsMonths: number;
  consentRecordsMonths: number;
}

/**
 * Parses the retention variables of `source`; empty values mean the default.
 *
 * @throws {Error} "Invalid retention configuration: RETENTION_ENQUIRIES_MONTHS …".
 */
export function loadRetentionConfig(source: Record<string, string | undefined>): RetentionConfig {
  const present = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key.startsWith("RETENTION_") && value),
  );
  const result = RetentionEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid retention configuration: ${problems.join("; ")}`);
  }
  return {
    enquiriesMonths: result.data.RETENTION_ENQUIRIES_MONTHS,
    outboxPayloadDays: result.data.RETENTION_OUTBOX_DAYS,
    analyticsEventsMonths: result.data.RETENTION_ANALYTICS_MONTHS,
    consentRecordsMonths: result.data.RETENTION_CONSENT_MONTHS,
  };
}
