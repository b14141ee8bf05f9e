/** The six partner advantage cards (docs/requirements.md#partner). */
import { PARTNER_ADVANTAGES } from "../../content/partner.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { IconCard } from "../../components/ui/icon_card.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";

/** Renders the advantages as a three-column card grid (a scroll row on a phone). */
export function Advantages() {
  return (
    <section className="section section--muted">
      <div className="container">
        <SectionHeader heading={PARTNER_ADVANTAGES.heading} intro={PARTNER_ADVANTAGES.intro} />
        <ScrollRow label="Partnership advantages">
          <ul className="card-list grid grid--3">
            {PARTNER_ADVANTAGES.cards.map((card) => <IconCard key={card.title} {...card} />)}
          </ul>
        </ScrollRow>
      </div>
    </section>
  );
}
