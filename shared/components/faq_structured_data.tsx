/**
 * The FAQPage structured data of the questions a page shows, rendered by that page (its FAQ text
 * is bundled only with the pages that show it).
 */
import type { FaqEntry } from "../content/types.ts";
import { usePublicConfig } from "../public_config.tsx";
import { faqStructuredData } from "../seo/page_structured_data.ts";
import { JsonLd } from "./seo.tsx";

/** JSON-LD FAQPage for `entries` shown at `path`. */
export function FaqStructuredData(props: { path: string; entries: readonly FaqEntry[] }) {
  const { origin } = usePublicConfig();
  return (
    <>
      {faqStructuredData(props, origin).map((node, index) => <JsonLd key={index} data={node} />)}
    </>
  );
}
