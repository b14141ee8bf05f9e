/**
 * The deployment's outbound links and registered company details, validated once at start-up:
 * `PROPOSAL_FORM_URL`, `SOCIAL_LINKEDIN_URL`, `SOCIAL_INSTAGRAM_URL`, `SOCIAL_FACEBOOK_URL`,
 * `COMPANY_REGISTERED_NAME`, `COMPANY_NUMBER` and `COMPANY_REGISTERED_OFFICE`. Every variable is
 * optional: an unset one means the site shows no such link or detail, so the site never links to
 * a destination nobody configured. The parsed value is public and goes to the browser as is
 * (README "Configuration").
 */
import { z } from "zod";
import { COMPANY_NAME } from "../shared/content/company.ts";
import { type CompanyFields, officeHoursLines } from "../shared/schemas/company_details.ts";
import type {
  CompanyContact,
  CompanyRegistration,
  SiteLinks,
  SocialLink,
  SocialNetwork,
} from "../shared/content/site_links.ts";

const httpsUrl = z.url({ protocol: /^https$/, message: "must be an absolute https:// URL" })
  .transform((value) => value as `https://${string}`);

/** Companies House numbers: eight digits, or a two-letter prefix and six digits. */
const COMPANY_NUMBER_PATTERN = /^(?:\d{8}|[A-Z]{2}\d{6})$/;

/** Schema of the site-links variables (raw environment names and strings). */
export const SiteLinksConfigSchema = z.object({
  PROPOSAL_FORM_URL: httpsUrl.optional(),
  SOCIAL_LINKEDIN_URL: httpsUrl.optional(),
  SOCIAL_INSTAGRAM_URL: httpsUrl.optional(),
  SOCIAL_FACEBOOK_URL: httpsUrl.optional(),
  COMPANY_REGISTERED_NAME: z.string().trim().min(2).max(160).optional(),
  COMPANY_NUMBER: z.string().trim().toUpperCase().regex(COMPANY_NUMBER_PATTERN, {
    message: "must be 8 digits or 2 letters and 6 digits (e.g. 12345678, SC123456)",
  }).optional(),
  COMPANY_REGISTERED_OFFICE: z.string().trim().min(10).max(300)
    .transform((value) => value.replace(/\.+$/, "")).optional(),
}).superRefine((source, ctx) => {
  // A number without an office (or the reverse) would print half a legal disclosure.
  if ((source.COMPANY_NUMBER === undefined) !== (source.COMPANY_REGISTERED_OFFICE === undefined)) {
    const missing = source.COMPANY_NUMBER === undefined
      ? "COMPANY_NUMBER"
      : "COMPANY_REGISTERED_OFFICE";
    ctx.addIssue({
      code: "custom",
      path: [missing],
      message: "is required when the other registration variable is set",
    });
  }
});

const SOCIAL_VARIABLES: readonly [
  SocialNetwork,
  "SOCIAL_LINKEDIN_URL" | "SOCIAL_INSTAGRAM_URL" | "SOCIAL_FACEBOOK_URL",
][] = [
  ["LinkedIn", "SOCIAL_LINKEDIN_URL"],
  ["Instagram", "SOCIAL_INSTAGRAM_URL"],
  ["Facebook", "SOCIAL_FACEBOOK_URL"],
];

/**
 * Part of the UK a company is registered in, from its Companies House prefix (SC/SO/SL Scotland,
 * NI/NC/R0 Northern Ireland; plain numbers and other prefixes England and Wales).
 */
function jurisdictionOf(number: string): string {
  const prefix = number.slice(0, 2);
  if (["SC", "SO", "SL", "SF", "SZ"].includes(prefix)) return "Scotland";
  if (["NI", "NC", "NF", "R0"].includes(prefix)) return "Northern Ireland";
  return "England and Wales";
}

/**
 * Parses the site-links variables of `source` (e.g. the process environment). Empty strings count
 * as unset.
 *
 * @returns the public {@linkcode SiteLinks}: `social` holds configured profiles only.
 * @throws {Error} "Invalid site links configuration: SOCIAL_LINKEDIN_URL must be …" listing every
 *   bad variable.
 */
export function loadSiteLinksConfig(source: Record<string, string | undefined>): SiteLinks {
  const present = Object.fromEntries(
    Object.keys(SiteLinksConfigSchema.shape)
      .map((key) => [key, source[key]?.trim()])
      .filter(([, value]) => value),
  );
  const result = SiteLinksConfigSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(`Invalid site links configuration: ${problems.join("; ")}`);
  }
  const config = result.data;
  const social: SocialLink[] = [];
  for (const [network, variable] of SOCIAL_VARIABLES) {
    const href = config[variable];
    if (href) social.push({ network, href });
  }
  const links: SiteLinks = { social };
  if (config.PROPOSAL_FORM_URL) links.proposalFormUrl = config.PROPOSAL_FORM_URL;
  if (config.COMPANY_NUMBER && config.COMPANY_REGISTERED_OFFICE) {
    const registration: CompanyRegistration = {
      name: config.COMPANY_REGISTERED_NAME ?? COMPANY_NAME,
      number: config.COMPANY_NUMBER,
      jurisdiction: jurisdictionOf(config.COMPANY_NUMBER),
      office: config.COMPANY_REGISTERED_OFFICE,
    };
    links.registration = registration;
  }
  return links;
}

/**
 * The links and registration the pages show, from the company-details document staff publish
 * (ADR 0014; its first state came from the variables above) and the proposal form, which stays
 * configuration. Empty fields are absent, so nothing unset is shown.
 */
export function siteLinksFromCompany(
  company: CompanyFields,
  proposalFormUrl: SiteLinks["proposalFormUrl"],
): SiteLinks {
  const social: SocialLink[] = [];
  for (
    const [network, href] of [
      ["LinkedIn", company.linkedinUrl],
      ["Instagram", company.instagramUrl],
      ["Facebook", company.facebookUrl],
    ] as const
  ) {
    if (href) social.push({ network, href: href as `https://${string}` });
  }
  const registration: CompanyRegistration | undefined =
    company.companyNumber && company.registeredOffice
      ? {
        name: company.registeredName || COMPANY_NAME,
        number: company.companyNumber,
        jurisdiction: jurisdictionOf(company.companyNumber),
        office: company.registeredOffice.replace(/\.+$/, ""),
      }
      : undefined;
  return {
    social,
    ...(proposalFormUrl ? { proposalFormUrl } : {}),
    ...(registration ? { registration } : {}),
    ...(company.vatNumber ? { vatNumber: company.vatNumber } : {}),
    ...(company.email ? { contact: contactOf(company) } : {}),
  };
}

/** The contact details of the company document, as the pages and e-mails print them. */
export function contactOf(
  company:
    & Pick<
      CompanyFields,
      "email" | "streetAddress" | "locality" | "region" | "postcode" | "officeHours"
    >
    & Partial<Pick<CompanyFields, "phone">>,
): CompanyContact {
  return {
    ...(company.phone ? { phone: company.phone } : {}),
    email: company.email,
    address: {
      streetAddress: company.streetAddress,
      locality: company.locality,
      region: company.region,
      postcode: company.postcode,
    },
    officeHours: officeHoursLines(company.officeHours),
  };
}
