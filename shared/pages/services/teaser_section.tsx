/** A picture beside a short pitch and a link to a specialist service page. */
import type { ImageKey } from "../../content/images.ts";
import type { CallToAction } from "../../content/types.ts";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** Props of {@linkcode TeaserSection}. */
export interface TeaserSectionProps {
  eyebrow: string;
  heading: string;
  intro: string;
  link: CallToAction;
  image: ImageKey;
  /** Picture on the right on wide screens (alternating sections read more easily). */
  reverse?: boolean;
  muted?: boolean;
}

/**
 * Renders one teaser section with its `<h2>`. The text comes first in the source so small screens
 * read the pitch before the picture; wide screens show the picture first unless `reverse`.
 */
export function TeaserSection(
  { eyebrow, heading, intro, link, image, reverse, muted }: TeaserSectionProps,
) {
  return (
    <section className={muted ? "section section--muted" : "section"}>
      <div className={reverse ? "container split" : "container split split--reverse"}>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2>{heading}</h2>
          <p className="lead">{intro}</p>
          <SiteLink href={link.href} className="button button--primary teaser__link">
            {link.label}
            <Icon name="arrow-right" size={20} />
          </SiteLink>
        </div>
        <div className="teaser__media">
          <Picture image={image} sizes="(min-width: 960px) 560px, 100vw" alt="" />
        </div>
      </div>
    </section>
  );
}
