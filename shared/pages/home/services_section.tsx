/** Home section 3: the four service cards, anchor `services` (docs/requirements.md#home). */
import { HOME_SERVICES } from "../../content/home.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";
import { IconCard } from "../../components/ui/icon_card.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";

/** Four service cards, three features each. */
export function ServicesSection() {
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="container">
        <SectionHeader
          id="services-title"
          eyebrow="What we do"
          heading={HOME_SERVICES.heading}
          intro={HOME_SERVICES.intro}
        />
        <ScrollRow label="Service cards">
          <ul className="grid grid--4 plain-list">
            {HOME_SERVICES.cards.map((card) => <IconCard key={card.title} {...card} />)}
          </ul>
        </ScrollRow>
        <p className="section-footer-link">
          <SiteLink href="/services" className="text-link">
            Explore all services <Icon name="arrow-right" size={18} />
          </SiteLink>
        </p>
      </div>
    </section>
  );
}
