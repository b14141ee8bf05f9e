/**
 * The site footer (docs/requirements.md#chrome): quick links, legal links, social links (only those
 * configured), postal address, e-mail and hours (the company details staff publish), copyright with the current year, the company
 * registration once configured, and the "Cookie settings" link (docs/requirements.md#footer).
 */
import { mailtoHref } from "../../mailto.ts";
import { Link } from "wouter";
import { COMPANY_NAME } from "../../content/company.ts";
import {
  officeHoursSummary,
  registrationSentence,
  telephoneHref,
} from "../../content/site_links.ts";
import { usePublicConfig } from "../../public_config.tsx";
import { Icon } from "../icon.tsx";
import { FOOTER_LEGAL_LINKS, FOOTER_QUICK_LINKS } from "./navigation.ts";
import { SocialIcon } from "./social_icon.tsx";

/** Event the consent banner listens for to reopen the cookie choice. */
export const OPEN_COOKIE_SETTINGS_EVENT = "cookie-settings:open";

/** The site footer. */
export function Footer() {
  const { year, links } = usePublicConfig();
  const { contact } = links;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <p className="site-footer__name">
            {/* The outlined lockup in white; its alt text is the fallback if it cannot load. */}
            {
              /* Lazy: the footer is never on the first screen, so its logo must not compete with
                the hero (React would otherwise preload it in the head). */
            }
            <img
              src="/icons/logo-on-dark.svg"
              alt={COMPANY_NAME}
              width={180}
              height={40}
              loading="lazy"
              decoding="async"
            />
          </p>
          <p className="site-footer__tagline">
            UK FMCG distribution, retail placement and brand growth for ambitious brands.
          </p>
          {links.social.length > 0
            ? (
              <ul className="site-footer__social">
                {links.social.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.href}
                      rel="noopener"
                      aria-label={`${COMPANY_NAME} on ${social.network}`}
                    >
                      <SocialIcon network={social.network} />
                    </a>
                  </li>
                ))}
              </ul>
            )
            : null}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">Quick links</h2>
          <ul className="site-footer__links">
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-links">
          <h2 id="footer-legal-links" className="site-footer__heading">Legal</h2>
          <ul className="site-footer__links">
            {FOOTER_LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a
                href="/cookies"
                onClick={(event) => {
                  // With the banner present, reopen it in place; otherwise /cookies is the choice.
                  const handled = !globalThis.dispatchEvent(
                    new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT, { cancelable: true }),
                  );
                  if (handled) event.preventDefault();
                }}
              >
                Cookie settings
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__heading">Contact</h2>
          <address className="site-footer__address">
            {contact
              ? (
                <p className="site-footer__line">
                  <Icon name="map-pin" size={18} />
                  <span>
                    {contact.address.streetAddress}
                    <br />
                    {contact.address.locality}, {contact.address.region}
                    <br />
                    {contact.address.postcode}
                  </span>
                </p>
              )
              : null}
            {contact?.phone
              ? (
                <p className="site-footer__line">
                  <Icon name="phone" size={18} />
                  <a href={telephoneHref(contact.phone)}>{contact.phone}</a>
                </p>
              )
              : null}
            {contact
              ? (
                <>
                  <p className="site-footer__line">
                    <Icon name="mail" size={18} />
                    <a href={mailtoHref(contact.email)}>{contact.email}</a>
                  </p>
                  <p className="site-footer__line">
                    <Icon name="clock" size={18} />
                    <span>{officeHoursSummary(contact.officeHours)}</span>
                  </p>
                </>
              )
              : null}
          </address>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>© {year} {COMPANY_NAME}. All rights reserved.</p>
        {links.registration
          ? <p className="site-footer__registration">{registrationSentence(links.registration)}</p>
          : null}
        {links.vatNumber
          ? <p className="site-footer__registration">VAT number {links.vatNumber}</p>
          : null}
      </div>
    </footer>
  );
}
