/**
 * Home section 1: the hero (docs/requirements.md#home). The map beside the text on wide screens is,
 * on narrow ones, a square crop of the same map around all of its land (ADR 0031), shown between the
 * buttons and the highlights (home.css); either way it is the first image the page asks for.
 */
import { HOME_HERO } from "../../content/home.ts";
import { Icon } from "../../components/icon.tsx";
import { FirstScreenEnd } from "../../components/ui/first_screen_end.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** The home hero: headline, tagline, 'Our Services' and 'Contact Us', the map, four highlights. */
export function Hero() {
  return (
    <section className="hero home-hero" aria-labelledby="home-hero-title">
      <div className="container hero__grid home-hero__grid">
        <div className="home-hero__text">
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
          <ul className="highlights home-hero__highlights">
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
        <div className="hero__media home-hero__media">
          <Picture
            image={HOME_HERO.image}
            sizes="520px"
            narrow={{
              image: "home-hero-phone",
              media: "(max-width: 959.98px)",
              sizes: "(min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)",
            }}
            priority
          />
        </div>
      </div>
      <FirstScreenEnd />
    </section>
  );
}
