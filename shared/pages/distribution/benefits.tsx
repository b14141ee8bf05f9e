/** The six distribution benefit cards (docs/requirements.md#distribution). */
import { DISTRIBUTION_BENEFITS } from "../../content/distribution.ts";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { IconCard } from "../../components/ui/icon_card.tsx";

/** Renders the benefits as a three-column card grid. */
export function Benefits() {
  return (
    <section className="section">
      <div className="container">
        <SectionHeader
          heading={DISTRIBUTION_BENEFITS.heading}
          intro={DISTRIBUTION_BENEFITS.intro}
        />
        <ul className="card-list grid grid--3">
          {DISTRIBUTION_BENEFITS.cards.map((card) => (
            <IconCard key={card.title} {...card} tone="teal" />
          ))}
        </ul>
      </div>
    </section>
  );
}
