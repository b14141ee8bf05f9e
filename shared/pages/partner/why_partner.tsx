/**
 * Why partner with us, with the '100+ Brand Partners' badge (docs/requirements.md#partner):
 * end-to-end support from import logistics to in-store promotion.
 */
import { PARTNER_WHY } from "../../content/partner.ts";
import { Icon } from "../../components/icon.tsx";
import { Picture } from "../../components/ui/picture.tsx";

/**
 * Renders the pitch beside a picture carrying the badge: text first in the source for small
 * screens, picture on the left on wide ones.
 */
export function WhyPartner() {
  return (
    <section className="section">
      <div className="container split split--reverse">
        <div>
          <h2>{PARTNER_WHY.heading}</h2>
          {PARTNER_WHY.paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? "lead" : undefined}>{paragraph}</p>
          ))}
        </div>
        <div className="why-partner__media">
          <Picture image="partner-why" sizes="(min-width: 960px) 560px, 100vw" alt="" />
          <p className="partner-badge">
            <Icon name="award" size={28} />
            <span>{PARTNER_WHY.badge}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
