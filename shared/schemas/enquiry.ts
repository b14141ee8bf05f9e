/**
 * Enquiry schemas shared by the forms (client) and `POST /api/contact` (server), so both give the
 * same field-level messages. Minimum lengths and messages are those of
 * docs/requirements.md#enquiry-validation; the maxima there are ours too (sized for a real name, a
 * long address line, a page of text).
 */
import * as z from "zod/mini";
import type { $ZodIssue } from "zod/v4/core";

import {
  ENQUIRY_HTML_PATTERNS,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SOURCES,
  type FieldErrors,
  HONEYPOT_FIELD,
  INTEREST_VALUES,
} from "./enquiry_fields.ts";
import { multiLineText, singleLineText } from "./text_rules.ts";

export * from "./enquiry_fields.ts";

// The phone rule has one owner, the home form's HTML pattern (enquiry_fields.ts), anchored as a
// browser anchors it; the `u` flag accepts its escapes as the browser's `v` flag does.
const PHONE_PATTERN = new RegExp(`^(?:${ENQUIRY_HTML_PATTERNS.phone})$`, "u");

// zod/mini rather than classic zod: these schemas ship to the browser with the forms, and mini's
// functional checks tree-shake to a fraction of classic zod's size (the API validates with the
// same objects).
// Line breaks and hidden characters are refused by the shared text rules (text_rules.ts) before
// lengths are counted, so a name of zero-width spaces reads "cannot contain … hidden characters".
const name = singleLineText({
  min: { length: ENQUIRY_LIMITS.name.min, message: ENQUIRY_MESSAGES.nameMin },
  max: ENQUIRY_LIMITS.name.max,
  maxMessage: ENQUIRY_MESSAGES.nameMax,
  charactersMessage: ENQUIRY_MESSAGES.nameCharacters,
});
const email = z.pipe(
  z.string().check(z.trim(), z.maxLength(ENQUIRY_LIMITS.email.max, ENQUIRY_MESSAGES.emailMax)),
  z.email(ENQUIRY_MESSAGES.email),
);
const message = multiLineText({
  min: { length: ENQUIRY_LIMITS.message.min, message: ENQUIRY_MESSAGES.messageMin },
  max: ENQUIRY_LIMITS.message.max,
  maxMessage: ENQUIRY_MESSAGES.messageMax,
  charactersMessage: ENQUIRY_MESSAGES.messageCharacters,
});
const companyRule = {
  max: ENQUIRY_LIMITS.company.max,
  maxMessage: ENQUIRY_MESSAGES.companyMax,
  charactersMessage: ENQUIRY_MESSAGES.companyCharacters,
};
const phoneRule = {
  max: ENQUIRY_LIMITS.phone.max,
  maxMessage: ENQUIRY_MESSAGES.phoneMax,
  charactersMessage: ENQUIRY_MESSAGES.phoneCharacters,
};
const optionalCompany = singleLineText(companyRule);
const optionalPhone = z.pipe(
  singleLineText(phoneRule),
  z.string().check(z.regex(PHONE_PATTERN, ENQUIRY_MESSAGES.phoneFormat)),
);
const interestValue = z.enum(INTEREST_VALUES, ENQUIRY_MESSAGES.interestUnknown);

/**
 * What `POST /api/contact` accepts: the home form's rules (docs/requirements.md#enquiry-validation:
 * name, email and message required; company, phone and interest optional) with the required minimum
 * lengths. Empty optional fields arrive as "" and are stored as null. The honeypot must be empty or
 * absent.
 */
export const EnquirySchema = z.object({
  name,
  email,
  message,
  company: z._default(z.optional(optionalCompany), ""),
  phone: z._default(z.optional(optionalPhone), ""),
  interest: z._default(z.optional(z.union([z.literal(""), interestValue])), ""),
  /** Which form sent it; clients that do not say are counted as the contact page. */
  source: z._default(z.optional(z.enum(ENQUIRY_SOURCES)), "contact"),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(500))),
});

/** An idempotency key: a UUID (any version), as `crypto.randomUUID()` makes. */
export const IdempotencyKeySchema = z.string().check(
  z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
);

/** A parsed, trimmed enquiry. */
export type Enquiry = z.infer<typeof EnquirySchema>;

/**
 * The contact page's stricter form: every field required, with the required messages.
 * The API accepts anything this accepts.
 */
export const ContactPageEnquirySchema = z.object({
  name,
  company: singleLineText({
    ...companyRule,
    min: { length: ENQUIRY_LIMITS.company.min, message: ENQUIRY_MESSAGES.companyRequired },
  }),
  email,
  phone: z.pipe(
    singleLineText({
      ...phoneRule,
      min: { length: ENQUIRY_LIMITS.phone.min, message: ENQUIRY_MESSAGES.phoneRequired },
    }),
    z.string().check(z.regex(PHONE_PATTERN, ENQUIRY_MESSAGES.phoneFormat)),
  ),
  interest: z.pipe(
    z.string().check(z.minLength(1, ENQUIRY_MESSAGES.interestRequired)),
    interestValue,
  ),
  message,
});

/** Collects the first message per field from a zod error (`issue.path[0]` is the field). */
export function fieldErrorsOf(error: { issues: readonly $ZodIssue[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
