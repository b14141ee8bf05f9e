/** Home section 9a: the about block, anchor `about` (docs/requirements.md#home). */
import { HOME_ABOUT, HOME_TRUST } from "../../content/home.ts";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/ui/picture.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** Who we are, with 'Discuss Your Products'. */
export function AboutSection() {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container split">
        <div className="split__media">
          <Picture image={HOME_ABOUT.image} sizes="(min-width: 960px) 560px, 100vw" />
        </div>
        <div>
          <p className="eyebrow">About us</p>
          <h2 id="about-title">{HOME_ABOUT.heading}</h2>
          {HOME_ABOUT.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          <ul className="check-list">
            {HOME_ABOUT.bullets.map((bullet) => <li key={bullet}>{bullet}</li>)}
          </ul>
          <div className="button-row">
            <SiteLink href={HOME_ABOUT.cta.href} className="button button--primary">
              {HOME_ABOUT.cta.label}
            </SiteLink>
            <SiteLink href={HOME_ABOUT.link.href} className="button button--secondary">
              {HOME_ABOUT.link.label}
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Home section 9b: the trust block, printed from the business figures. */
export function TrustSection() {
  return (
    <section className="section section--muted" aria-labelledby="trust-title">
      <div className="container">
        <h2 id="trust-title" className="trust-title">{HOME_TRUST.heading}</h2>
        <ScrollRow label="Reasons to trust us">
          <ul className="grid grid--4 plain-list">
            {HOME_TRUST.points.map((point) => (
              <li key={point.title} className="card card--center">
                <span className="icon-badge">
                  <Icon name={point.icon} />
                </span>
                <h3>{point.title}</h3>
                <p>{point.description}</p>
              </li>
            ))}
          </ul>
        </ScrollRow>
      </div>
    </section>
  );
}
