/**
 * Outbound links and registered company details that only a deployment can know: the external
 * proposal form, the social profiles and the Companies House registration. The server parses them
 * from its configuration and hands them to the browser in the public configuration; nothing here
 * is invented, so an unset value means the site shows no such link or detail.
 */

/** Social networks the footer can link to. */
export const SOCIAL_NETWORKS = ["LinkedIn", "Instagram", "Facebook"] as const;

/** One social network. */
export type SocialNetwork = typeof SOCIAL_NETWORKS[number];

/** One configured social profile. */
export interface SocialLink {
  network: SocialNetwork;
  href: `https://${string}`;
}

/**
 * Registration details a UK company must show on its website (Companies Act 2006 and the Company,
 * Limited Liability Partnership and Business (Names and Trading Disclosures) Regulations 2015):
 * registered name, part of the UK where registered, company number and registered office.
 */
export interface CompanyRegistration {
  /** Registered name, e.g. "Crownbridge Distribution Ltd". */
  name: string;
  /** Companies House number: eight digits, or two letters and six digits ("SC123456"). */
  number: string;
  /** "England and Wales", "Scotland" or "Northern Ireland", from the number's prefix. */
  jurisdiction: string;
  /** Registered office address on one line. */
  office: string;
}

/** The configured links and details, as the pages read them. */
export interface SiteLinks {
  /** External proposal form; when absent, "Submit Your Proposal" opens the on-site form. */
  proposalFormUrl?: `https://${string}`;
  /** Configured profiles only, in {@linkcode SOCIAL_NETWORKS} order. */
  social: readonly SocialLink[];
  /** Shown in the footer and on /terms once configured. */
  registration?: CompanyRegistration;
  /** UK VAT registration number staff entered; shown only when set. */
  vatNumber?: string;
  /** The general enquiries inbox, postal address and office hours staff publish. */
  contact?: CompanyContact;
}

/** A UK postal address, each part printed on its own line. */
export interface PostalAddress {
  streetAddress: string;
  locality: string;
  region: string;
  postcode: string;
}

/**
 * The company's contact details from the company document (ADR 0014; docs/requirements.md#contact,
 * #footer): every place that shows one reads it from here (the /contact panel, the footer, the
 * home page's contact block, the `Organization` JSON-LD, the legal texts, the acknowledgement
 * e-mail and search), so a detail staff set appears in all of them.
 */
export interface CompanyContact {
  /**
   * Switchboard number staff entered, as they wrote it ("+44 20 7946 0000"); absent until they
   * enter one (the site never invents one, docs/requirements.md#contact).
   */
  phone?: string;
  email: string;
  address: PostalAddress;
  /**
   * One entry a group of days, as /contact lists them: the one source of the office hours (the
   * footer prints {@linkcode officeHoursSummary} of them).
   */
  officeHours: readonly { days: string; hours: string }[];
}

/** A `tel:` link to `phone`: its digits and a leading "+" ("+44 20 7946 0000" → "tel:+442079460000"). */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

/** The address on one line ("Unit 7a, Pump Lane, Hayes, England, UB3 3NB"). */
export function addressLine(address: PostalAddress): string {
  return [address.streetAddress, address.locality, address.region, address.postcode].join(", ");
}

/** Full day names, shortened to their first three letters in the footer's summary. */
const DAY_NAME = /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g;

/**
 * The office hours on one line, as the footer prints them (docs/requirements.md#footer): days
 * shortened ("Monday to Friday" → "Mon-Fri", "Saturday and Sunday" → "Weekend"), hours with a
 * dash ("9:00 AM to 5:30 PM" → "9:00 AM - 5:30 PM"), groups joined by ", ". The spec's hours give
 * the spec's footer line, "Mon-Fri: 9:00 AM - 5:30 PM, Weekend: Closed".
 */
export function officeHoursSummary(
  officeHours: readonly { days: string; hours: string }[],
): string {
  return officeHours.map(({ days, hours }) => {
    const shortDays = days.replace(/\bSaturday and Sunday\b/g, "Weekend")
      .replace(DAY_NAME, (day) => day.slice(0, 3))
      .replace(/ to /g, "-");
    return `${shortDays}: ${hours.replace(/ to /g, " - ")}`;
  }).join(", ");
}

/** The office hours as one sentence per group of days, joined by `separator`. */
export function officeHoursText(contact: CompanyContact, separator: string): string {
  return contact.officeHours.map((entry) => `${entry.days}: ${entry.hours}`).join(separator);
}

/** Nothing configured: no outbound links, no registration line. */
export const NO_SITE_LINKS: SiteLinks = { social: [] };

/** Interest preselected when a visitor arrives from "Submit Your Proposal". */
export const PROPOSAL_INTEREST = "partnership";

/**
 * On-site target of "Submit Your Proposal" when no external form is configured: the contact form
 * with "Brand Partnership" preselected.
 */
export const PROPOSAL_CONTACT_HREF = `/contact?interest=${PROPOSAL_INTEREST}#enquiry-form`;

/** Where "Submit Your Proposal" leads under `links`. */
export function proposalHref(links: SiteLinks): string {
  return links.proposalFormUrl ?? PROPOSAL_CONTACT_HREF;
}

/** The registration as one sentence, e.g. for the footer and /terms. */
export function registrationSentence(registration: CompanyRegistration): string {
  return `${registration.name} is registered in ${registration.jurisdiction}, company number ${registration.number}. Registered office: ${registration.office}.`;
}

/**
 * Placeholders the legal pages' running text uses for the company's published inbox and postal
 * address, so the texts stay typed content and still print what staff publish (ADR 0014).
 */
export const CONTACT_PLACEHOLDERS = { email: "{email}", postalAddress: "{postalAddress}" } as const;

/** `text` with {@linkcode CONTACT_PLACEHOLDERS} replaced by `contact`'s inbox and address. */
export function withCompanyContact(text: string, contact: CompanyContact | undefined): string {
  if (!contact) return text;
  return text.replaceAll(CONTACT_PLACEHOLDERS.email, contact.email)
    .replaceAll(CONTACT_PLACEHOLDERS.postalAddress, addressLine(contact.address));
}
