import { COMPANY_SHORT_NAME } from "../company.ts";

/** Byline shared by every insight article. */
export const INSIGHTS_AUTHOR = `${COMPANY_SHORT_NAME} Insights Team`;
