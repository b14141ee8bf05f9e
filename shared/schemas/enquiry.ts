/**
 * Enquiry schemas shared by the forms (client) and `POST /api/contact` (server), so both give the
 * same field-level messages. Minimum lengths and messages are spec §5; the spec sets no maxima,
 * so the named limits below are ours (sized for a real name, a long address line, a page of text).
 */
import { z } from "zod";

/** Length limits of enquiry fields, in characters. Minima: spec §5 / §9; maxima: ours. */
export const ENQUIRY_LIMITS = {
  name: { min: 2, max: 100 },
  company: { min: 1, max: 150 },
  email: { max: 254 }, // RFC 5321 path limit
  phone: { min: 1, max: 40 },
  message: { min: 10, max: 5000 },
} as const;

/** Interest values a form may send (spec §3; `tradecircle` and `general` on the home form only). */
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

/** Field-level messages (spec §5, verbatim where the spec gives one). */
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
} as const;

/** Name of the hidden honeypot field; humans never fill it (epic-stack habit). */
export const HONEYPOT_FIELD = "website";

const PHONE_PATTERN = /^[0-9+()\-.\s]*$/;

const name = z.string().trim()
  .min(ENQUIRY_LIMITS.name.min, ENQUIRY_MESSAGES.nameMin)
  .max(ENQUIRY_LIMITS.name.max, ENQUIRY_MESSAGES.nameMax);
const email = z.string().trim()
  .max(ENQUIRY_LIMITS.email.max, ENQUIRY_MESSAGES.emailMax)
  .pipe(z.email(ENQUIRY_MESSAGES.email));
const message = z.string().trim()
  .min(ENQUIRY_LIMITS.message.min, ENQUIRY_MESSAGES.messageMin)
  .max(ENQUIRY_LIMITS.message.max, ENQUIRY_MESSAGES.messageMax);
const optionalCompany = z.string().trim()
  .max(ENQUIRY_LIMITS.company.max, ENQUIRY_MESSAGES.companyMax);
const optionalPhone = z.string().trim()
  .max(ENQUIRY_LIMITS.phone.max, ENQUIRY_MESSAGES.phoneMax)
  .regex(PHONE_PATTERN, ENQUIRY_MESSAGES.phoneFormat);
const interestValue = z.enum(INTEREST_VALUES, ENQUIRY_MESSAGES.interestUnknown);

/**
 * What `POST /api/contact` accepts: the home form's rules (spec §5 "Home-page form": name, email
 * and message required; company, phone and interest optional) with the spec's minimum lengths.
 * Empty optional fields arrive as "" and are stored as null. The honeypot must be empty or absent.
 */
export const EnquirySchema = z.object({
  name,
  email,
  message,
  company: optionalCompany.optional().default(""),
  phone: optionalPhone.optional().default(""),
  interest: z.union([z.literal(""), interestValue]).optional().default(""),
  [HONEYPOT_FIELD]: z.string().max(500).optional(),
});

/** A parsed, trimmed enquiry. */
export type Enquiry = z.infer<typeof EnquirySchema>;

/** The form fields of an enquiry as the browser holds them (all strings, spec §3). */
export type EnquiryFormValues = Record<"name" | "company" | "email" | "phone" | "interest" | "message", string>;

/** Empty form values, the state after a successful send (spec §4). */
export const EMPTY_ENQUIRY: EnquiryFormValues = {
  name: "",
  company: "",
  email: "",
  phone: "",
  interest: "",
  message: "",
};

/**
 * The contact page's stricter form (spec §5 table): every field required, with the spec's messages.
 * The API accepts anything this accepts.
 */
export const ContactPageEnquirySchema = z.object({
  name,
  company: z.string().trim()
    .min(ENQUIRY_LIMITS.company.min, ENQUIRY_MESSAGES.companyRequired)
    .max(ENQUIRY_LIMITS.company.max, ENQUIRY_MESSAGES.companyMax),
  email,
  phone: z.string().trim()
    .min(ENQUIRY_LIMITS.phone.min, ENQUIRY_MESSAGES.phoneRequired)
    .max(ENQUIRY_LIMITS.phone.max, ENQUIRY_MESSAGES.phoneMax)
    .regex(PHONE_PATTERN, ENQUIRY_MESSAGES.phoneFormat),
  interest: z.string().min(1, ENQUIRY_MESSAGES.interestRequired).pipe(interestValue),
  message,
});

/** Field name → first error message, as shown under each field and returned by the API. */
export type FieldErrors = Partial<Record<string, string>>;

/** Collects the first message per field from a zod error (`issue.path[0]` is the field). */
export function fieldErrorsOf(error: { issues: readonly z.core.$ZodIssue[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Body of a 201 answer from `POST /api/contact`. */
export interface EnquiryCreated {
  id: string;
}

/** Body of a 4xx answer from the JSON API: a summary and, for 400, the per-field messages. */
export interface ApiError {
  error: string;
  fields?: FieldErrors;
}
