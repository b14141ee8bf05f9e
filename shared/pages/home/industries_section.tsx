/**
 * Home section 8: industry expertise — six categories, the "Don't See Your Category?" box,
 * 'Submit Your Proposal' (the on-site form, or the configured external form in a new tab) and
 * 'Start Your Partnership' (docs/requirements.md#home).
 */
import { HOME_INDUSTRIES } from "../../content/industries.ts";
import { usePublicConfig } from "../../public_config.tsx";
import { Icon } from "../../components/icon.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";
import { IconCard } from "../../components/ui/icon_card.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";

/** Six category cards and the closing box. */
export function IndustriesSection() {
  const { links } = usePublicConfig();
  const proposalHref = links.proposalFormUrl ?? HOME_INDUSTRIES.proposalCta.href;
  return (
    <section className="section" aria-labelledby="industries-title">
      <div className="container">
        <SectionHeader
          id="industries-title"
          eyebrow="Categories"
          heading={HOME_INDUSTRIES.heading}
          intro={HOME_INDUSTRIES.intro}
        />
        <ScrollRow label="Industry categories">
          <ul className="grid grid--3 plain-list">
            {HOME_INDUSTRIES.categories.map((category) => (
              <IconCard
                key={category.title}
                icon={category.icon}
                title={category.title}
                description={category.description}
                features={category.expertise}
                tone="amber"
              />
            ))}
          </ul>
        </ScrollRow>
        <div className="callout industries-callout">
          <div>
            <h3>{HOME_INDUSTRIES.otherCategory.heading}</h3>
            <p>{HOME_INDUSTRIES.otherCategory.text}</p>
          </div>
          <div className="button-row">
            <SiteLink href={proposalHref} className="button button--primary">
              {HOME_INDUSTRIES.proposalCta.label} <Icon name="arrow-right" size={18} />
            </SiteLink>
            <SiteLink
              href={HOME_INDUSTRIES.partnershipCta.href}
              className="button button--secondary"
            >
              {HOME_INDUSTRIES.partnershipCta.label}
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
