/** The six partner advantage cards (spec §2 "/partner", §3 "Partner advantage"). */
import { PARTNER_ADVANTAGES } from "../../content/partner.ts";
import type { Tone } from "../../content/types.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** The icon-badge class of each tone (main.css); navy is the badge's default colour. */
const TONE_CLASS: Record<Tone, string> = {
  navy: "icon-badge",
  teal: "icon-badge icon-badge--teal",
  amber: "icon-badge icon-badge--amber",
  slate: "icon-badge icon-badge--slate",
};

/** Renders the advantages as a three-column card grid. */
export function Advantages() {
  return (
    <section className="section section--muted">
      <div className="container">
        <SectionHeader heading={PARTNER_ADVANTAGES.heading} intro={PARTNER_ADVANTAGES.intro} />
        <ul className="card-list grid grid--3">
          {PARTNER_ADVANTAGES.cards.map((card) => (
            <li key={card.title} className="card">
              <span className={TONE_CLASS[card.tone]}>
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
