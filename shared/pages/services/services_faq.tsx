/** The services FAQ: category filters on, search off (docs/requirements.md#services). */
import { usePublished } from "../../content/published.ts";
import { SERVICES_FAQ } from "../../content/services.ts";
import { FaqWidget } from "../../components/faq/faq_widget.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the FAQ section with its `<h2>`. */
export function ServicesFaq() {
  return (
    <section className="section section--muted" aria-labelledby="services-faq-heading">
      <div className="container">
        <SectionHeader
          id="services-faq-heading"
          eyebrow="FAQ"
          heading={SERVICES_FAQ.heading}
          intro={SERVICES_FAQ.intro}
          center
        />
        <FaqWidget items={usePublished("faq")} searchable={false} categoryFilter />
      </div>
    </section>
  );
}
