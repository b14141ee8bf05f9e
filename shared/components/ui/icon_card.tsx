/**
 * The site's standard card: an icon badge, a heading, a short description and, optionally, a
 * ticked feature list. One component for every card grid (home services and categories,
 * marketing services, distribution benefits, brand-management areas, partner advantages), so
 * they cannot drift apart. Renders an `<li>`: place it in a `<ul>` grid.
 */
import type { Tone } from "../../content/types.ts";
import { Icon, type IconName } from "../icon.tsx";

/** The icon-badge class of each tone (main.css); navy is the badge's default colour. */
const TONE_CLASS: Record<Tone, string> = {
  navy: "icon-badge",
  teal: "icon-badge icon-badge--teal",
  amber: "icon-badge icon-badge--amber",
  slate: "icon-badge icon-badge--slate",
};

/** Props of {@linkcode IconCard}. */
export interface IconCardProps {
  icon: IconName;
  title: string;
  description: string;
  /** Ticked bullet points under the description. */
  features?: readonly string[];
  /** Badge colour; default navy. */
  tone?: Tone;
  /** Extra class on the feature list (e.g. to pin it to the card's foot). */
  featuresClassName?: string;
}

/** One card of a grid, heading level 3 (the grid's section has the h2). */
export function IconCard(
  { icon, title, description, features, tone = "navy", featuresClassName }: IconCardProps,
) {
  return (
    <li className="card">
      <span className={TONE_CLASS[tone]}>
        <Icon name={icon} />
      </span>
      <h3>{title}</h3>
      <p>{description}</p>
      {features?.length
        ? (
          <ul className={featuresClassName ? `check-list ${featuresClassName}` : "check-list"}>
            {features.map((feature) => <li key={feature}>{feature}</li>)}
          </ul>
        )
        : null}
    </li>
  );
}
