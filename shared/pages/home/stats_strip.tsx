/** Home section 2: the stats strip (docs/requirements.md#home). */
import { HOME_STATS } from "../../content/home.ts";

/** Four headline facts under the hero. */
export function StatsStrip() {
  return (
    <section className="section section--tight section--muted" aria-label="At a glance">
      <div className="container">
        <ul className="stats">
          {HOME_STATS.map((stat) => (
            <li key={stat.label} className="stat">
              <span className="stat__value">{stat.value}</span>
              <span className="stat__label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
