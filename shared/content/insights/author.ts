import { COMPANY_NAME } from "../company.ts";

/** Byline shared by every insight article (the one brand name, as everywhere else). */
export const INSIGHTS_AUTHOR = `${COMPANY_NAME} Insights Team`;
