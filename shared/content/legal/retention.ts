/**
 * How long the site keeps each kind of personal data. The privacy policy prints these periods and
 * the server's purge jobs read them, so the published promise and the deletion schedule cannot
 * drift apart.
 */

/** Retention periods promised in the privacy policy and enforced by the server's purge jobs. */
export const RETENTION = {
  /** Contact-form enquiries, counted from the time received, then deleted. */
  enquiriesMonths: 24,
  /** E-mail outbox payloads (the notification copy of an enquiry), counted from queueing. */
  outboxPayloadDays: 30,
  /** Server-side cookie-consent records, kept as proof of consent, counted from the choice. */
  consentRecordsMonths: 24,
  /** First-party analytics events (only collected after consent), counted from the event. */
  analyticsEventsMonths: 13,
} as const;

/** Names of the retention periods in {@linkcode RETENTION}. */
export type RetentionKey = keyof typeof RETENTION;
