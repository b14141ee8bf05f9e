/**
 * Home section 9c: the FAQ block (docs/requirements.md#home): five questions, the first open
 * initially, at most one open, and clicking the open question closes it. 'Get in Touch' under the
 * intro scrolls to the contact section for a question the list does not answer.
 *
 * The questions are native disclosure widgets, `<details>` sharing one `name` (HTML's exclusive
 * accordion): the browser opens, closes and announces them, so the block works before the page
 * has hydrated, without JavaScript, and loads no code of its own (a static part, ADR 0013).
 */
import { HOME_CONTACT, HOME_FAQ } from "../../content/home_contact.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** The `name` grouping the questions: opening one closes the one open before. */
const GROUP = "home-faq";

/** The home FAQ block. */
export function HomeFaq() {
  return (
    <section className="section" aria-labelledby="home-faq-title">
      <div className="container home-faq">
        <div>
          <SectionHeader
            id="home-faq-title"
            eyebrow="FAQ"
            heading={HOME_FAQ.heading}
            intro={HOME_FAQ.intro}
          />
          <div className="home-faq__actions">
            <SiteLink href={HOME_CONTACT.cta.href} className="button button--primary">
              {HOME_CONTACT.cta.label}
            </SiteLink>
            <SiteLink href="/services" className="text-link">
              More questions answered on our services page <Icon name="arrow-right" size={18} />
            </SiteLink>
          </div>
        </div>
        <div className="accordion">
          {HOME_FAQ.entries.map((entry, index) => (
            <details
              key={entry.question}
              className="accordion__item disclosure"
              name={GROUP}
              open={index === 0}
            >
              <summary className="accordion__trigger">
                <h3 className="accordion__heading">{entry.question}</h3>
                <Icon name="chevron-down" size={20} className="accordion__chevron" />
              </summary>
              <div className="accordion__panel">
                <p>{entry.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
