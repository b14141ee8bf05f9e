/**
 * The distribution stats strip, every value printed from `figures.ts`
 * (docs/requirements.md#figures).
 */
import { DISTRIBUTION_STATS } from "../../content/distribution.ts";

/** Accessible name of the strip, which has no visible heading. */
const STATS_LABEL = "Our distribution network in numbers";

/** Renders the stats as a list of value and label pairs. */
export function DistributionStats() {
  return (
    <section className="section section--tight section--muted" aria-label={STATS_LABEL}>
      <div className="container">
        <ul className="stats distribution-stats">
          {DISTRIBUTION_STATS.map((stat) => (
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
