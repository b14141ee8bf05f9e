/**
 * The contact-information card of /contact (docs/requirements.md#contact): the general enquiries
 * e-mail, the postal address and the office hours, all from `company.ts`.
 */
import {
  COMPANY_NAME,
  GENERAL_ENQUIRIES_EMAIL,
  OFFICE_HOURS,
  POSTAL_ADDRESS,
} from "../../content/company.ts";
import { CONTACT_CARD_LABELS } from "../../content/contact.ts";
import { Icon } from "../../components/icon.tsx";

/** The card beside the enquiry form. */
export function ContactCard() {
  return (
    <div className="contact-card">
      <h2 id="contact-card-title">{CONTACT_CARD_LABELS.heading}</h2>
      <ul className="contact-card__list">
        <li>
          <span className="icon-badge icon-badge--teal">
            <Icon name="mail" size={22} />
          </span>
          <div>
            <h3>{CONTACT_CARD_LABELS.email}</h3>
            <a href={`mailto:${GENERAL_ENQUIRIES_EMAIL}`}>{GENERAL_ENQUIRIES_EMAIL}</a>
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
              {POSTAL_ADDRESS.line1}
              <br />
              {POSTAL_ADDRESS.locality}, {POSTAL_ADDRESS.region}
              <br />
              {POSTAL_ADDRESS.postcode}
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
              {OFFICE_HOURS.map((entry) => (
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
