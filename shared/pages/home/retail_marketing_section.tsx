/** Home section 5: retail marketing, three picture tiles (docs/requirements.md#home). */
import { HOME_RETAIL_MARKETING } from "../../content/home.ts";
import { SERVICE_NAMES } from "../../content/service_names.ts";
import { Picture } from "../../components/ui/picture.tsx";
import { ScrollRow } from "../../components/ui/scroll_row.tsx";
import { SectionHeader } from "../../components/ui/section_header.tsx";
import { SiteLink } from "../../components/ui/site_link.tsx";

/** Custom POS Displays, In-Store Activations and Strategic Placement. */
export function RetailMarketingSection() {
  return (
    <section className="section" aria-labelledby="retail-marketing-title">
      <div className="container">
        <SectionHeader
          id="retail-marketing-title"
          eyebrow={HOME_RETAIL_MARKETING.eyebrow}
          heading={HOME_RETAIL_MARKETING.heading}
          intro={HOME_RETAIL_MARKETING.intro}
        />
        <ScrollRow label={`${SERVICE_NAMES.retailMarketing} tiles`}>
          <ul className="grid grid--3 plain-list">
            {HOME_RETAIL_MARKETING.tiles.map((tile) => (
              <li key={tile.title} className="media-card">
                <div className="media-card__image">
                  <Picture
                    image={tile.image}
                    alt=""
                    sizes="(min-width: 960px) 380px, (min-width: 640px) 50vw, 100vw"
                  />
                </div>
                <div className="media-card__body">
                  <h3>{tile.title}</h3>
                  <p>{tile.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </ScrollRow>
        <div className="button-row button-row--center">
          <SiteLink href={HOME_RETAIL_MARKETING.cta.href} className="button button--primary">
            {HOME_RETAIL_MARKETING.cta.label}
          </SiteLink>
          <SiteLink href={HOME_RETAIL_MARKETING.link.href} className="button button--secondary">
            {HOME_RETAIL_MARKETING.link.label}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
