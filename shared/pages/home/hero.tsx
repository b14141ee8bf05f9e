/**
 * Home section 1: the hero (docs/requirements.md#home). The headline text is the page's largest
 * paint.
 */
import { HOME_HERO } from "../../content/home.ts";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** The home hero: headline, tagline, four highlights, 'Our Services' and 'Contact Us'. */
export function Hero() {
  return (
    <section className="hero home-hero" aria-labelledby="home-hero-title">
      <div className="container hero__grid">
        <div>
          <p className="eyebrow">UK FMCG distribution and brand growth</p>
          <h1 id="home-hero-title">{HOME_HERO.headline}</h1>
          <p className="lead">{HOME_HERO.tagline}</p>
          <div className="button-row">
            <SiteLink href={HOME_HERO.servicesCta.href} className="button button--light">
              {HOME_HERO.servicesCta.label}
            </SiteLink>
            <SiteLink href={HOME_HERO.contactCta.href} className="button button--outline-light">
              {HOME_HERO.contactCta.label}
            </SiteLink>
          </div>
          <ul className="highlights">
            {HOME_HERO.highlights.map((highlight) => (
              <li key={highlight.title} className="highlight">
                <Icon name={highlight.icon} size={22} />
                <p>
                  <strong>{highlight.title}</strong>
                  <span>{highlight.description}</span>
                </p>
              </li>
            ))}
          </ul>
        </div>
        {/* Wide screens only: on phones the text is the largest paint and no image is fetched. */}
        <div className="hero__media home-hero__media">
          <Picture image={HOME_HERO.image} sizes="(min-width: 960px) 520px, 0px" />
        </div>
      </div>
    </section>
  );
}
