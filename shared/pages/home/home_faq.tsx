/**
 * Home section 9c: the FAQ block (docs/requirements.md#home): five questions, the first open
 * initially, at most one open, and clicking the open question closes it. 'Get in Touch' under the
 * intro scrolls to the contact section for a question the list does not answer.
 */
import { Accordion } from "../../components/faq/accordion.tsx";
import { HOME_CONTACT, HOME_FAQ } from "../../content/home_contact.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** The home FAQ accordion. */
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
        <Accordion items={HOME_FAQ.entries} mode="single" defaultOpen="first" />
      </div>
    </section>
  );
}
