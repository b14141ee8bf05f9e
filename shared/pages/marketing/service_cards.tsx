/** The six marketing service cards, four features each (spec §2 "/marketing"). */
import { MARKETING_SERVICES } from "../../content/marketing.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Renders the cards in a three-column grid. */
export function ServiceCards() {
  return (
    <section className="section section--muted">
      <div className="container">
        <SectionHeader heading={MARKETING_SERVICES.heading} intro={MARKETING_SERVICES.intro} />
        <ul className="card-list grid grid--3">
          {MARKETING_SERVICES.cards.map((card) => (
            <li key={card.title} className="card">
              <span className="icon-badge">
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <ul className="check-list card__features">
                {card.features.map((feature) => <li key={feature}>{feature}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
