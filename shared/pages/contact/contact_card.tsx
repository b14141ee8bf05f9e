/**
 * The contact-information card of /contact (docs/requirements.md#contact): the switchboard (once
 * staff enter one), the general enquiries e-mail, the postal address and the office hours, from
 * the company details staff publish (the public configuration's `links.contact`, ADR 0014).
 */
import { mailtoHref } from "../../mailto.ts";
import { COMPANY_NAME } from "../../content/company.ts";
import { usePublicConfig } from "../../public_config.tsx";
import { CONTACT_CARD_LABELS } from "../../content/contact.ts";
import { telephoneHref } from "../../content/site_links.ts";
import { Icon } from "../../components/icon.tsx";

/** The card beside the enquiry form. */
export function ContactCard() {
  const { contact } = usePublicConfig().links;
  if (!contact) return null;
  const { address } = contact;
  return (
    <div className="contact-card">
      <h2 id="contact-card-title">{CONTACT_CARD_LABELS.heading}</h2>
      <ul className="contact-card__list">
        {contact.phone
          ? (
            <li>
              <span className="icon-badge icon-badge--teal">
                <Icon name="phone" size={22} />
              </span>
              <div>
                <h3>{CONTACT_CARD_LABELS.phone}</h3>
                <a href={telephoneHref(contact.phone)}>{contact.phone}</a>
              </div>
            </li>
          )
          : null}
        <li>
          <span className="icon-badge icon-badge--teal">
            <Icon name="mail" size={22} />
          </span>
          <div>
            <h3>{CONTACT_CARD_LABELS.email}</h3>
            <a href={mailtoHref(contact.email)}>{contact.email}</a>
          </div>
        </li>
        <li>
          <span className="icon-badge icon-badge--amber">
            <Icon name="map-pin" size={22} />
          </span>
          <div>
            <h3>{CONTACT_CARD_LABELS.address}</h3>
            <address>
              {COMPANY_NAME}
              <br />
              {address.streetAddress}
              <br />
              {address.locality}, {address.region}
              <br />
              {address.postcode}
            </address>
          </div>
        </li>
        <li>
          <span className="icon-badge">
            <Icon name="clock" size={22} />
          </span>
          <div>
            <h3>{CONTACT_CARD_LABELS.hours}</h3>
            <dl className="contact-card__hours">
              {contact.officeHours.map((entry) => (
                <div key={entry.days}>
                  <dt>{entry.days}</dt>
                  <dd>{entry.hours}</dd>
                </div>
              ))}
            </dl>
          </div>
        </li>
      </ul>
    </div>
  );
}
