/**
 * Facts about the company printed across the site (header, footer, contact page, structured data,
 * e-mails). Kept in one module so a change of address or inbox is one edit.
 */

/** Trading name shown in the logo fallback, titles, copyright line and structured data. */
export const COMPANY_NAME = "Crownbridge Distribution";

/**
 * Short name only where a platform caps the length (the web app manifest's `short_name`, shown
 * under a home-screen icon); everything a visitor reads uses {@linkcode COMPANY_NAME}.
 */
export const COMPANY_SHORT_NAME = "Crownbridge";

/**
 * General enquiries inbox shown on /contact, in the footer and in the contact-page error
 * (docs/requirements.md#enquiry-messages).
 */
export const GENERAL_ENQUIRIES_EMAIL = "enquiries@crownbridge.co.uk";

/** Postal address (docs/requirements.md#contact). */
export const POSTAL_ADDRESS = {
  line1: "Unit 7a, Pump Lane",
  locality: "Hayes",
  region: "England",
  postcode: "UB3 3NB",
  country: "United Kingdom",
  countryCode: "GB",
} as const;

/** The address on one line, as printed in the footer and contact card. */
export const POSTAL_ADDRESS_LINE =
  `${POSTAL_ADDRESS.line1}, ${POSTAL_ADDRESS.locality}, ${POSTAL_ADDRESS.region}, ${POSTAL_ADDRESS.postcode}`;

/** Footer hours text, verbatim from docs/requirements.md#footer. */
export const FOOTER_HOURS = "Mon-Fri: 9:00 AM - 5:30 PM, Weekend: Closed";

/**
 * The office's opening times as data (docs/requirements.md#contact, #footer): Monday to Friday,
 * 9:00 to 17:30 UK time. The due time of an enquiry is counted in these hours; a test checks that
 * {@linkcode OFFICE_HOURS} prints the same times.
 */
export const BUSINESS_HOURS = {
  timeZone: "Europe/London",
  /** ISO weekday numbers (1 = Monday … 7 = Sunday) the office is open. */
  weekdays: [1, 2, 3, 4, 5],
  opens: { hour: 9, minute: 0 },
  closes: { hour: 17, minute: 30 },
} as const;

/** Office hours as printed on /contact. */
export const OFFICE_HOURS = [
  { days: "Monday to Friday", hours: "9:00 AM to 5:30 PM" },
  { days: "Saturday and Sunday", hours: "Closed" },
] as const;

/**
 * Response promises (docs/requirements.md#constants): 24 hours in success messages, 48 hours in
 * page copy.
 */
export const RESPONSE_PROMISE_HOURS = { reply: 24, partnershipReview: 48 } as const;
