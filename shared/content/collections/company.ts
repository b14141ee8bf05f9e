/**
 * The company details: one document (phone, e-mail, address, office hours, registration, social
 * profiles) that every place showing a contact detail reads (shared/schemas/company_details.ts).
 */
import { CompanyFieldsSchema } from "../../schemas/company_details.ts";
import { defineCollection } from "./define.ts";

/** The company-details collection (one document, id `COMPANY_DOCUMENT_ID` of shared/schemas/content.ts). */
export const COMPANY = defineCollection({
  name: "company",
  label: "Company details",
  noun: "company details",
  fields: CompanyFieldsSchema,
  titleField: "email",
  labels: {
    phone: { label: "Phone" },
    email: {
      label: "E-mail address",
      hint: "The general enquiries inbox, shown on /contact and in the footer.",
    },
    streetAddress: { label: "Street address", hint: "e.g. Unit 7a, Pump Lane." },
    locality: { label: "Town or city" },
    region: { label: "Region", hint: "e.g. England." },
    postcode: { label: "Postcode" },
    officeHours: {
      label: "Office hours",
      hint:
        "One line per group of days, e.g. Monday to Friday: 9:00 AM to 5:30 PM. The footer shortens them to one line.",
    },
    registeredName: { label: "Registered name", hint: "e.g. Crownbridge Distribution Ltd." },
    companyNumber: {
      label: "Company number",
      hint: "Companies House: 8 digits or 2 letters and 6 digits.",
    },
    registeredOffice: { label: "Registered office" },
    vatNumber: { label: "VAT number", hint: "GB and 9 digits, e.g. GB123456789." },
    linkedinUrl: { label: "LinkedIn page", hint: "An https:// address." },
    instagramUrl: { label: "Instagram profile", hint: "An https:// address." },
    facebookUrl: { label: "Facebook page", hint: "An https:// address." },
  },
  single: true,
});
