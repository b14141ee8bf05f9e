/**
 * Home section 9c: the FAQ block (spec §2 home, §4): five questions, the first open initially, at
 * most one open, and clicking the open question closes it.
 */
import { useId, useState } from "react";
import { HOME_FAQ } from "../../content/home.ts";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** The home FAQ accordion. */
export function HomeFaq() {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
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
          <SiteLink href="/services" className="text-link">
            More questions answered on our services page <Icon name="arrow-right" size={18} />
          </SiteLink>
        </div>
        <div className="accordion">
          {HOME_FAQ.entries.map((entry, index) => {
            const expanded = open === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={entry.question} className="accordion__item">
                <h3 className="accordion__heading">
                  <button
                    type="button"
                    id={buttonId}
                    className="accordion__trigger"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    <span>{entry.question}</span>
                    <Icon name="chevron-down" size={20} />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  className="accordion__panel"
                  hidden={!expanded}
                >
                  <p>{entry.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
