/**
 * Enquiry field names, limits, messages and shapes without zod, so a form that only needs these
 * (the home form, the enquiry client) does not ship a validation library; the zod schemas that
 * use them are in enquiry.ts (docs/requirements.md#enquiry-fields, #enquiry-validation).
 */

/**
 * Length limits of enquiry fields, in characters. Minima and maxima:
 * docs/requirements.md#enquiry-validation.
 */
export const ENQUIRY_LIMITS = {
  name: { min: 2, max: 100 },
  company: { min: 1, max: 150 },
  email: { max: 254 }, // RFC 5321 path limit
  phone: { min: 1, max: 40 },
  message: { min: 10, max: 5000 },
} as const;

/**
 * `pattern` attributes that let the home form's browser validation refuse what the shared schema
 * (enquiry.ts) refuses, so a value the browser lets through is not lost to a 400
 * (docs/requirements.md#enquiry-validation: browser validation, no custom messages). The browser
 * anchors them (`^(?:…)$`) and compiles them with the `v` flag, which wants `( ) -` escaped inside
 * a class. `email` is zod's `z.email()` address rule (zod/v4/core regexes `email`); `phone` is the
 * "digits, spaces and `+ ( ) - .` only" rule. enquiry_fields_test.ts checks both against the schema.
 */
export const ENQUIRY_HTML_PATTERNS = {
  email: String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]@` +
    String.raw`(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`,
  phone: String.raw`[0-9+\(\)\-.\s]*`,
} as const;

/**
 * Interest values a form may send (docs/requirements.md#enquiry-fields; `tradecircle` and `general`
 * on the home form only).
 */
export const INTEREST_VALUES = [
  "general",
  "distribution",
  "marketing",
  "partnership",
  "tradecircle",
  "other",
] as const;

/** One interest value. */
export type Interest = typeof INTEREST_VALUES[number];

/**
 * Field-level messages (docs/requirements.md#enquiry-validation, verbatim where the requirements
 * give one).
 */
export const ENQUIRY_MESSAGES = {
  nameMin: "Name must be at least 2 characters",
  companyRequired: "Company is required",
  email: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  interestRequired: "Please select an area of interest",
  messageMin: "Message must be at least 10 characters",
  nameMax: `Name must be at most ${ENQUIRY_LIMITS.name.max} characters`,
  companyMax: `Company must be at most ${ENQUIRY_LIMITS.company.max} characters`,
  emailMax: `Email must be at most ${ENQUIRY_LIMITS.email.max} characters`,
  phoneMax: `Phone number must be at most ${ENQUIRY_LIMITS.phone.max} characters`,
  phoneFormat: "Phone number may contain only digits, spaces and + ( ) - .",
  messageMax: `Message must be at most ${ENQUIRY_LIMITS.message.max} characters`,
  interestUnknown: "Please select an area of interest from the list",
  nameCharacters:
    "Name cannot contain line breaks or hidden characters (such as zero-width spaces)",
  companyCharacters:
    "Company cannot contain line breaks or hidden characters (such as zero-width spaces)",
  phoneCharacters: "Phone number cannot contain line breaks or hidden characters",
  messageCharacters: "Message cannot contain hidden control or text-direction characters",
} as const;

/** Name of the hidden honeypot field; humans never fill it (epic-stack habit). */
export const HONEYPOT_FIELD = "website";

/** The forms that send enquiries: the home page's section and the contact page. */
export const ENQUIRY_SOURCES = ["home", "contact"] as const;

/** Which form sent an enquiry (shown to staff on /admin and in the dashboard). */
export type EnquirySource = typeof ENQUIRY_SOURCES[number];

/** How staff screens name each form. */
export const ENQUIRY_SOURCE_LABELS: Readonly<Record<EnquirySource, string>> = {
  home: "Home page",
  contact: "Contact page",
};

/** The staff label of a stored `source` value (unknown values are shown as stored). */
export function enquirySourceLabel(source: string): string {
  return (ENQUIRY_SOURCE_LABELS as Record<string, string>)[source] ?? source;
}

/** Header carrying a submission's idempotency key (a UUID, reused when the submission is retried). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/**
 * The form fields of an enquiry as the browser holds them (all strings,
 * docs/requirements.md#enquiry-fields).
 */
export type EnquiryFormValues = Record<
  "name" | "company" | "email" | "phone" | "interest" | "message",
  string
>;

/** Empty form values, the state after a successful send (docs/requirements.md#enquiry-states). */
export const EMPTY_ENQUIRY: EnquiryFormValues = {
  name: "",
  company: "",
  email: "",
  phone: "",
  interest: "",
  message: "",
};

/** Field name → first error message, as shown under each field and returned by the API. */
export type FieldErrors = Partial<Record<string, string>>;

/** Body of a 201 answer from `POST /api/contact`. */
export interface EnquiryCreated {
  id: string;
  /**
   * What the enquirer quotes when they chase, e.g. "CB-2026-000123"
   * (docs/requirements.md#enquiry-reference); shown beside the success message and e-mailed.
   */
  reference: string;
}

/** Body of a 4xx answer from the JSON API: a summary and, for 400, the per-field messages. */
export interface ApiError {
  error: string;
  fields?: FieldErrors;
}
