/**
 * Privacy policy for /privacy (docs/requirements.md#legal-pages), under UK GDPR and the Data
 * Protection Act 2018. It describes what this site actually stores; retention periods come from
 * `retention.ts`, the same constants the server's purge jobs use.
 */

import { COMPANY_NAME } from "../company.ts";
import { CONTACT_PLACEHOLDERS } from "../site_links.ts";
import { RETENTION } from "./retention.ts";
import type { LegalPage } from "./types.ts";

const ENQUIRIES = `${RETENTION.enquiriesMonths} months`;
const OUTBOX = `${RETENTION.outboxPayloadDays} days`;
const CONSENT = `${RETENTION.consentRecordsMonths} months`;
const ANALYTICS = `${RETENTION.analyticsEventsMonths} months`;

/** The /privacy page: how the site collects, uses and keeps personal data. */
export const PRIVACY_PAGE: LegalPage = {
  title: "Privacy Policy",
  references: [{ phrase: "the address above", href: "#who-we-are" }],
  intro:
    `This policy explains what personal data ${COMPANY_NAME} collects through this website, why we collect it, how long we keep it and the rights you have. We collect as little as we need, we do not sell personal data, and we use no third-party analytics or advertising trackers.`,
  lastUpdated: "August 2025",
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      blocks: [
        {
          type: "paragraph",
          text:
            `${COMPANY_NAME} ("we", "us") is the controller of the personal data described in this policy. Our address is ${CONTACT_PLACEHOLDERS.postalAddress}. For any question about this policy or your personal data, e-mail ${CONTACT_PLACEHOLDERS.email}.`,
        },
      ],
    },
    {
      id: "enquiries",
      heading: "Enquiries you send us",
      blocks: [
        {
          type: "paragraph",
          text:
            "When you use a contact form on the site we store the details you enter: your name, company, e-mail address, phone number, area of interest and message, together with the time the enquiry arrived.",
        },
        {
          type: "paragraph",
          text:
            "We use these details to reply to you, to discuss the services you asked about and to keep a record of our business conversations. Our lawful basis is our legitimate interests in responding to business enquiries and developing business relationships and, where you ask us to prepare a proposal or agreement, taking steps at your request before entering into a contract.",
        },
        {
          type: "paragraph",
          text:
            `We keep each enquiry for ${ENQUIRIES} from the date we receive it and then delete it automatically. If the enquiry leads to a business relationship, the information we need for that relationship is kept under the agreement we make with you.`,
        },
      ],
    },
    {
      id: "notification-emails",
      heading: "Notification e-mails to our team",
      blocks: [
        {
          type: "paragraph",
          text:
            "Every enquiry is saved first and then sent as an e-mail to our staff inbox, so that the right person can reply promptly. The e-mail contains a copy of the enquiry. It passes through an outbox on our server, which retries delivery if our e-mail provider is temporarily unavailable, so an enquiry is never lost.",
        },
        {
          type: "paragraph",
          text:
            `The outbox copy of each e-mail is deleted ${OUTBOX} after it was queued. Copies received in our staff inbox are handled in the same way as the enquiry itself and are deleted within ${ENQUIRIES}. The lawful basis is the same as for the enquiry.`,
        },
      ],
    },
    {
      id: "cookie-consent-records",
      heading: "Records of your cookie choices",
      blocks: [
        {
          type: "paragraph",
          text:
            "When you make a choice in the cookie banner or on the Cookie Policy page, your browser keeps it so that we respect it on every page. We also keep a record of the choice on our server so that we can show that consent was given or refused. The record holds:",
        },
        {
          type: "list",
          items: [
            "a random consent identifier, created for this purpose and not linked to your name or e-mail address;",
            "the cookie categories you allowed or refused;",
            "the version of the cookie policy you saw;",
            "the time of your choice;",
            "your browser family, for example Chrome, Firefox or Safari.",
          ],
        },
        {
          type: "paragraph",
          text:
            `The record does not contain your IP address in readable form. We keep each record for ${CONSENT} as proof of consent and then delete it. Our lawful basis is our legal obligation to be able to demonstrate consent under UK GDPR and the Privacy and Electronic Communications Regulations (PECR), and our legitimate interest in keeping accurate records.`,
        },
      ],
    },
    {
      id: "analytics",
      heading: "Analytics, only with your consent",
      blocks: [
        {
          type: "paragraph",
          text:
            "We measure how the site is used only if you allow the analytics category. Until you do, no analytics request is sent and no analytics identifier is stored in your browser. If you allow it, our own server records:",
        },
        {
          type: "list",
          items: [
            "the pages you view;",
            "how far you scroll down a page and how long you spend on it;",
            "how long each page takes to load, and that a form was submitted or an enquiry sent (never what you typed);",
            "the family of your browser (for example Chrome or Safari), not its full version string;",
            "the referring page and any campaign tags in the link that brought you to the site;",
            "a random session identifier that groups the pages viewed during one visit.",
          ],
        },
        {
          type: "paragraph",
          text:
            `We use this information, in aggregate, to understand which content is useful and to improve the site. We do not use it to identify you, to build advertising profiles or to make automated decisions about you. Analytics events are kept for ${ANALYTICS} and then purged. Our lawful basis is your consent, which you can withdraw at any time through the "Cookie settings" link in the footer; analytics stops at once when you do.`,
        },
        {
          type: "paragraph",
          text:
            "The analytics are first-party: the data goes only to our own server. We do not use third-party analytics services, advertising networks or social media tracking pixels.",
        },
      ],
    },
    {
      id: "staff-sign-in-and-logs",
      heading: "Staff sign-in and server logs",
      blocks: [
        {
          type: "paragraph",
          text:
            "Our staff sign in to a private area of the site to read enquiries. This sets a secure sign-in cookie for staff only; visitors to the public site never receive it. Staff sign-in sessions are deleted when the member of staff signs out or the session expires.",
        },
        {
          type: "paragraph",
          text:
            "Like most websites, our hosting infrastructure records technical logs of requests to the site, such as the IP address, the time, the page requested and the browser type. We use these logs only to keep the site secure, to investigate faults and misuse, and to keep the service running, which is in our legitimate interests. They are kept only as long as needed for those purposes and are then deleted or overwritten in routine rotation.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      blocks: [
        {
          type: "table",
          head: ["Data", "Retention period", "What happens then"],
          rows: [
            ["Enquiries from the contact forms", ENQUIRIES, "Deleted automatically"],
            ["Outbox copies of notification e-mails", OUTBOX, "Deleted automatically"],
            ["Cookie-consent records", CONSENT, "Deleted automatically"],
            ["Analytics events (only with consent)", ANALYTICS, "Purged automatically"],
            ["Staff sign-in sessions", "Until sign-out or expiry", "Deleted"],
            ["Server logs", "As long as needed for security", "Deleted or overwritten"],
          ],
        },
      ],
    },
    {
      id: "who-we-share-with",
      heading: "Who we share data with",
      blocks: [
        {
          type: "paragraph",
          text:
            "We use a small number of service providers who process personal data on our behalf and only on our instructions, under written contracts that require them to keep it secure:",
        },
        {
          type: "list",
          items: [
            "our hosting provider, which runs the servers that host the site and store its data;",
            "our e-mail provider, which delivers the notification e-mails to our staff inbox and the replies we send.",
          ],
        },
        {
          type: "paragraph",
          text:
            "We may also share personal data with professional advisers, such as lawyers and accountants, where needed, or where the law requires us to, for example in response to a valid request from a court or regulator. We do not sell or rent personal data to anyone.",
        },
      ],
    },
    {
      id: "international-transfers",
      heading: "International transfers",
      blocks: [
        {
          type: "paragraph",
          text:
            "We aim to keep personal data in the United Kingdom. If a service provider processes it outside the UK, we transfer it only to a country covered by UK adequacy regulations, or under appropriate safeguards approved under UK data protection law, such as the International Data Transfer Agreement or the UK Addendum to the EU standard contractual clauses. You can ask us for details of the safeguards used.",
        },
      ],
    },
    {
      id: "security",
      heading: "How we keep data secure",
      blocks: [
        {
          type: "paragraph",
          text:
            "The site is served only over encrypted connections. Stored enquiries can be read only by authorised staff who sign in, and we limit what we collect to what we need. Retention periods are enforced by scheduled deletion rather than left to manual housekeeping.",
        },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        {
          type: "paragraph",
          text: "Under UK data protection law you have the right to:",
        },
        {
          type: "list",
          items: [
            "access the personal data we hold about you and receive a copy of it;",
            "have inaccurate or incomplete data corrected (rectification);",
            "have your data erased in certain circumstances;",
            "object to our use of your data where we rely on legitimate interests;",
            "ask us to restrict how we use your data in certain circumstances;",
            "receive data you gave us in a portable, machine-readable format, where processing is based on consent or a contract;",
            "withdraw your consent at any time, where we rely on consent, without affecting what we did before you withdrew it.",
          ],
        },
        {
          type: "paragraph",
          text:
            `To exercise any of these rights, e-mail ${CONTACT_PLACEHOLDERS.email} or write to us at the address above. We may need to confirm your identity before acting on a request. We will respond within one month, and there is normally no charge.`,
        },
      ],
    },
    {
      id: "complaints",
      heading: "Complaints",
      blocks: [
        {
          type: "paragraph",
          text:
            "If you are unhappy with how we have handled your personal data, please contact us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection: Information Commissioner's Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF; helpline 0303 123 1113; website ico.org.uk.",
        },
      ],
    },
    {
      id: "children",
      heading: "Children",
      blocks: [
        {
          type: "paragraph",
          text:
            "The site is intended for businesses and is not directed at children. We do not knowingly collect personal data from children.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        {
          type: "paragraph",
          text:
            "We update this policy when the way we handle personal data changes. The date at the top of the page shows when it was last updated. If a change affects the cookie categories, we ask for your cookie choice again.",
        },
      ],
    },
  ],
};
