/** The six distribution benefit cards (spec §2 "Distribution page"). */
import { DISTRIBUTION_BENEFITS } from "../../content/distribution.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

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
            <li key={card.title} className="card">
              <span className="icon-badge icon-badge--teal">
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p>{card.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
