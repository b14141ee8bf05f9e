/**
 * The company-details document (docs/requirements.md#contact, #footer): phone, e-mail, postal
 * address, office hours, registered name, company number, registered office, VAT number and social
 * profiles, one item of the `company` collection (shared/schemas/content.ts).
 */
import * as z from "zod/mini";
import { httpsUrl, line, mailbox, phoneField, plainText } from "./field_kinds.ts";

/** Companies House numbers: eight digits, or a two-letter prefix and six digits. */
const COMPANY_NUMBER = /^(?:\d{8}|[A-Z]{2}\d{6})$/;
/** UK VAT registration numbers: GB and 9 or 12 digits (HMRC VAT Notice 700/21). */
const VAT_NUMBER = /^GB(?:\d{9}|\d{12})$/;

/** Limits of the company-details fields (docs/requirements.md#contact, #footer). */
export const COMPANY_LIMITS = {
  emailMax: 254,
  addressLineMax: 100,
  postcodeMax: 8,
  /** The office-hours lines together, characters. */
  officeHoursMax: 300,
  officeHoursLinesMax: 7,
} as const;

/** Field messages of the company details. */
export const COMPANY_MESSAGES = {
  email: "Use one e-mail address like enquiries@example.co.uk, with nothing after it",
  postcode: "Use a UK postcode like UB3 3NB",
  officeHours:
    "Write one line per group of days, the days and the hours separated by a colon, e.g. Monday to Friday: 9:00 AM to 5:30 PM",
  officeHoursLines: `At most ${COMPANY_LIMITS.officeHoursLinesMax} lines`,
} as const;

/** UK postcodes (outward and inward code, one space), e.g. "UB3 3NB", "EC1A 1BB". */
const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;

/** One line of office hours: the days, ": ", the hours ("Monday to Friday: 9:00 AM to 5:30 PM"). */
const OFFICE_HOURS_LINE = /^[^:\n]+: \S.*$/;

/** The office-hours lines of the company document: one `days: hours` entry a line. */
export function officeHoursLines(text: string): { days: string; hours: string }[] {
  return text.split("\n").map((row) => row.trim()).filter((row) => row.length > 0).map((row) => {
    const at = row.indexOf(": ");
    return { days: row.slice(0, at).trim(), hours: row.slice(at + 2).trim() };
  });
}

/**
 * The company-details document (one per site): what only the company can supply, shown in the
 * footer, on /contact, on the home page's contact block, in acknowledgements and in the
 * `Organization` JSON-LD. The e-mail address, postal address and office hours are required (the
 * spec prints them on every page; the seed holds its texts); the other fields are not shown while
 * empty. The due times of enquiries are counted in the office's hours as data
 * (`BUSINESS_HOURS`, shared/content/company.ts), which staff do not edit here.
 */
export const CompanyFieldsSchema = z.object({
  phone: z._default(
    phoneField(z.union([
      z.literal(""),
      z.string().check(
        z.trim(),
        z.regex(/^\+?[0-9 ()-]{7,20}$/, "Use a phone number like +44 20 7946 0000"),
      ),
    ])),
    "",
  ),
  /**
   * The general enquiries inbox (/contact, footer, the contact form's failure message): one bare
   * mailbox, as it is printed in `mailto:` links.
   */
  email: mailbox(COMPANY_MESSAGES.email, COMPANY_LIMITS.emailMax),
  /** Postal address: street, town, region and postcode, each printed on its own line. */
  streetAddress: line(COMPANY_LIMITS.addressLineMax),
  locality: line(COMPANY_LIMITS.addressLineMax),
  region: line(COMPANY_LIMITS.addressLineMax),
  postcode: plainText(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, "This field is required"),
      z.maxLength(COMPANY_LIMITS.postcodeMax, COMPANY_MESSAGES.postcode),
      z.regex(UK_POSTCODE, COMPANY_MESSAGES.postcode),
    ),
  ),
  /**
   * Office hours as /contact lists them: one `days: hours` line a group of days. The footer's
   * one-line summary is worked out from them (`officeHoursSummary`, shared/content/site_links.ts),
   * so the two never disagree.
   */
  officeHours: plainText(
    z.string().check(
      z.trim(),
      z.minLength(1, "This field is required"),
      z.maxLength(
        COMPANY_LIMITS.officeHoursMax,
        `Must be at most ${COMPANY_LIMITS.officeHoursMax} characters`,
      ),
      z.refine(
        (text) =>
          text.split("\n").map((row) => row.trim()).filter((row) => row.length > 0)
            .every((row) => OFFICE_HOURS_LINE.test(row)),
        COMPANY_MESSAGES.officeHours,
      ),
      z.refine(
        (text) => officeHoursLines(text).length <= COMPANY_LIMITS.officeHoursLinesMax,
        COMPANY_MESSAGES.officeHoursLines,
      ),
    ),
    { multiline: true },
  ),
  registeredName: z._default(line(160, false), ""),
  companyNumber: z._default(
    plainText(z.union([
      z.literal(""),
      z.string().check(z.trim(), z.regex(COMPANY_NUMBER, "Use 8 digits or 2 letters and 6 digits")),
    ])),
    "",
  ),
  registeredOffice: z._default(line(300, false), ""),
  vatNumber: z._default(
    plainText(z.union([
      z.literal(""),
      z.string().check(z.trim(), z.regex(VAT_NUMBER, "Use GB and 9 digits, e.g. GB123456789")),
    ])),
    "",
  ),
  linkedinUrl: z._default(httpsUrl, ""),
  instagramUrl: z._default(httpsUrl, ""),
  facebookUrl: z._default(httpsUrl, ""),
});

/** Fields of the company document. */
export type CompanyFields = z.infer<typeof CompanyFieldsSchema>;
