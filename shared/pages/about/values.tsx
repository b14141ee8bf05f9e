/** The four values (docs/requirements.md#about). */
import { ABOUT_VALUES } from "../../content/about.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";

/** Badge colours, in card order, so neighbouring values are told apart. */
const VALUE_BADGES = ["icon-badge", "icon-badge icon-badge--teal", "icon-badge icon-badge--amber"];

/** Renders the values as a four-column card grid. */
export function Values() {
  return (
    <section className="section section--muted">
      <div className="container">
        <SectionHeader heading={ABOUT_VALUES.heading} intro={ABOUT_VALUES.intro} center />
        <ul className="card-list grid grid--4">
          {ABOUT_VALUES.values.map((value, index) => (
            <li key={value.title} className="card">
              <span className={VALUE_BADGES[index % VALUE_BADGES.length]}>
                <Icon name={value.icon} />
              </span>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
