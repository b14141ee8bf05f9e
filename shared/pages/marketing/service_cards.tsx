/** The six marketing service cards, four features each (docs/requirements.md#marketing). */
import { MARKETING_SERVICES } from "../../content/marketing.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { IconCard } from "../../components/ui/icon_card.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";

/** Renders the cards in a three-column grid (a scroll row on a phone). */
export function ServiceCards() {
  return (
    <section className="section section--muted">
      <div className="container">
        <SectionHeader heading={MARKETING_SERVICES.heading} intro={MARKETING_SERVICES.intro} />
        <ScrollRow label="Marketing services">
          <ul className="card-list grid grid--3">
            {MARKETING_SERVICES.cards.map((card) => (
              <IconCard key={card.title} {...card} featuresClassName="card__features" />
            ))}
          </ul>
        </ScrollRow>
      </div>
    </section>
  );
}
