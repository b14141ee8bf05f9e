/**
 * A section of text and points beside an illustration, used by the home page's distribution and
 * partnership sections (docs/requirements.md#home). On a phone the points scroll sideways and the
 * illustration, which only decorates the text, is left out to keep the page short.
 */
import type { ReactNode } from "react";
import type { Highlight } from "../../content/types.ts";
import type { ImageKey } from "../../content/images.ts";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";

/** Props of {@linkcode FeatureSplit}. */
export interface FeatureSplitProps {
  id?: string;
  titleId: string;
  eyebrow: string;
  heading: string;
  intro: string;
  points: readonly Highlight[];
  /** Name of the points' region, which scrolls sideways on a phone. */
  pointsLabel: string;
  image: ImageKey;
  reverse?: boolean;
  muted?: boolean;
  /** Buttons and links under the points. */
  actions: ReactNode;
}

/** Renders the split section. */
export function FeatureSplit(props: FeatureSplitProps) {
  return (
    <section
      id={props.id}
      className={`section${props.muted ? " section--muted" : ""}`}
      aria-labelledby={props.titleId}
    >
      <div className={`container split${props.reverse ? " split--reverse" : ""}`}>
        <div>
          <p className="eyebrow">{props.eyebrow}</p>
          <h2 id={props.titleId}>{props.heading}</h2>
          <p className="lead">{props.intro}</p>
          <ScrollRow label={props.pointsLabel}>
            <ul className="point-list">
              {props.points.map((point) => (
                <li key={point.title} className="point">
                  <span className="icon-badge icon-badge--teal">
                    <Icon name={point.icon} size={22} />
                  </span>
                  <div>
                    <h3>{point.title}</h3>
                    <p>{point.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </ScrollRow>
          <div className="button-row">{props.actions}</div>
        </div>
        <div className="split__media">
          <Picture image={props.image} sizes="(min-width: 960px) 560px, 100vw" />
        </div>
      </div>
    </section>
  );
}
