/**
 * Copy for /contact and the enquiry messages of both forms (docs/requirements.md#contact,
 * #enquiry-fields). Contact facts (e-mail, address, hours) come from `company.ts`; this module
 * holds only the words around them.
 */
import { RESPONSE_PROMISE_HOURS } from "./company.ts";
import { SERVICE_NAMES } from "./service_names.ts";
import type { SelectOption } from "./types.ts";
import type { ImageKey } from "./images.ts";

/** Hero; title verbatim from docs/requirements.md#contact. */
export const CONTACT_HERO = {
  title: "Get In Touch",
  intro:
    "Whether you are planning a UK launch, looking for distribution or want to strengthen your brand in store, we would like to hear from you.",
  image: "contact-hero" satisfies ImageKey,
} as const;

/**
 * The review promise printed beside the form (docs/requirements.md#contact: 48 hours in page copy).
 */
export const CONTACT_REVIEW_PROMISE =
  `Share a few details about your brand and our specialists will evaluate your partnership potential within ${RESPONSE_PROMISE_HOURS.partnershipReview} hours.`;

/** Headings and labels of the contact-information card. */
export const CONTACT_CARD_LABELS = {
  heading: "Contact Information",
  phone: "Phone",
  email: "General enquiries",
  address: "Our address",
  hours: "Office hours",
} as const;

/**
 * Labels and button texts of the enquiry form; button texts verbatim from
 * docs/requirements.md#enquiry-states.
 */
export const CONTACT_FORM_TEXT = {
  heading: "Send Us a Message",
  name: "Full name",
  company: "Company",
  email: "Email address",
  phone: "Phone number",
  interest: "Area of interest",
  message: "Message",
  messagePlaceholder: "Tell us about your brand, your products and what you would like to achieve",
  submit: "Send Message",
  submitting: "Sending...",
} as const;

/**
 * Interest options of the contact page's form (docs/requirements.md#enquiry-fields,
 * #enquiry-validation): the blank first option makes the visitor choose, and the validator rejects
 * it with "Please select an area of interest".
 */
export const CONTACT_INTEREST_OPTIONS: readonly SelectOption[] = [
  { value: "", label: "Select an option" },
  { value: "distribution", label: `${SERVICE_NAMES.distribution} Services` },
  { value: "marketing", label: SERVICE_NAMES.retailMarketing },
  { value: "partnership", label: "Brand Partnership" },
  { value: "other", label: "Other" },
];

/**
 * Outcome messages of the contact page's form, verbatim from docs/requirements.md#enquiry-messages.
 * The failure texts end with the address to write to instead, the general enquiries inbox of the company details.
 */
export const CONTACT_MESSAGES = {
  success: {
    alert:
      `SUCCESS: Message sent successfully! Thank you for your enquiry. We will respond within ${RESPONSE_PROMISE_HOURS.reply} hours.`,
    toastTitle: "Message sent successfully!",
    toastDescription:
      `Thank you for your enquiry. We'll respond within ${RESPONSE_PROMISE_HOURS.reply} hours.`,
  },
  failure: {
    alert: (email: string): string =>
      `ERROR: Message failed to send. Please try again or email us directly at ${email}`,
    toastTitle: "Message failed to send",
    toastDescription: (email: string): string =>
      `Please try again or email us directly at ${email}`,
  },
} as const;

/**
 * The line beside either form's success message (docs/requirements.md#enquiry-reference): the
 * reference the enquirer quotes; the spec's messages keep their words.
 */
export const REFERENCE_TEXT = {
  lead: "Your reference is",
  quote: "Please quote it if you contact us about this enquiry.",
} as const;

/**
 * Toasts of the home page's form, verbatim from docs/requirements.md#enquiry-messages (the failure
 * toast is destructive).
 */
export const HOME_FORM_MESSAGES = {
  success: {
    title: "Message Sent",
    description: "Thank you for your message! We will be in touch soon.",
  },
  failure: {
    title: "Error",
    description: "There was a problem sending your message. Please try again.",
  },
} as const;
