/**
 * Facts about the company that code fixes (name, country, the hours due times are counted in).
 * What staff can change (inbox, address, office hours, phone, registration) is the company
 * document of the content registry (ADR 0014).
 */

/** Trading name shown in the logo fallback, titles, copyright line and structured data. */
export const COMPANY_NAME = "Crownbridge Distribution";

/**
 * Short name only where a platform caps the length (the web app manifest's `short_name`, shown
 * under a home-screen icon); everything a visitor reads uses {@linkcode COMPANY_NAME}.
 */
export const COMPANY_SHORT_NAME = "Crownbridge";

/**
 * Country of the postal address (ISO 3166-1 alpha-2), for structured data. The address itself, the
 * general enquiries inbox and the office hours are staff-edited company details (ADR 0014): pages
 * read them from the public configuration's `links.contact`, e-mails from the content registry.
 */
export const COMPANY_COUNTRY_CODE = "GB";

/**
 * The office's opening times as data (docs/requirements.md#contact, #footer): Monday to Friday,
 * 9:00 to 17:30 UK time. The due time of an enquiry is counted in these hours; a test checks that
 * the seeded office hours (server/content/seed.ts) print the same times.
 */
export const BUSINESS_HOURS = {
  timeZone: "Europe/London",
  /** ISO weekday numbers (1 = Monday … 7 = Sunday) the office is open. */
  weekdays: [1, 2, 3, 4, 5],
  opens: { hour: 9, minute: 0 },
  closes: { hour: 17, minute: 30 },
} as const;

/**
 * Response promises (docs/requirements.md#constants): 24 hours in success messages, 48 hours in
 * page copy.
 */
export const RESPONSE_PROMISE_HOURS = { reply: 24, partnershipReview: 48 } as const;
