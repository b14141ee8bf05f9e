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
  fields: CompanyFieldsSchema,
  titleField: "email",
  single: true,
});
