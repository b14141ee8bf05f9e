/**
 * Accessibility statement for /accessibility (docs/requirements.md#legal-pages). Targets WCAG 2.2
 * AA and states the support response target of docs/requirements.md#legal-pages.
 */

import { COMPANY_NAME } from "../company.ts";
import { CONTACT_PLACEHOLDERS } from "../site_links.ts";
import type { LegalPage } from "./types.ts";

/** Business days within which we aim to answer an accessibility report. */
export const ACCESSIBILITY_RESPONSE_BUSINESS_DAYS = 2;

const RESPONSE_TIME = `${ACCESSIBILITY_RESPONSE_BUSINESS_DAYS} business days`;

/** The /accessibility page: our accessibility statement. */
export const ACCESSIBILITY_PAGE: LegalPage = {
  title: "Accessibility Statement",
  intro:
    `${COMPANY_NAME} wants everyone who visits this website to be able to use it, whatever their abilities or the technology they use. This statement explains the standard we work to, what we have done to meet it, where we know we fall short and how to tell us about a problem.`,
  lastUpdated: "August 2025",
  sections: [
    {
      id: "our-standard",
      heading: "The standard we aim for",
      blocks: [
        {
          type: "paragraph",
          text:
            "We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA. These guidelines explain how to make web content more accessible to people with disabilities, including people who are blind or partially sighted, deaf or hard of hearing, or who have motor, cognitive or learning difficulties.",
        },
        {
          type: "paragraph",
          text: "You should be able to:",
        },
        {
          type: "list",
          items: [
            "navigate the whole site using only a keyboard, with a clearly visible focus indicator;",
            "skip straight to the main content of each page;",
            "zoom text up to 400% without content being cut off or needing to scroll in two directions;",
            "use the site with a screen reader and with speech recognition software;",
            "read the site comfortably with your browser's own text size, colour and contrast settings.",
          ],
        },
      ],
    },
    {
      id: "what-we-have-done",
      heading: "What we have done",
      blocks: [
        {
          type: "list",
          items: [
            "Pages are built with semantic HTML: headings in order, landmarks for the header, navigation, main content and footer, and real buttons and links.",
            "Pages are rendered on the server, so their content can be read before any script loads.",
            "Text and interface colours are chosen to meet WCAG AA contrast ratios.",
            "Images that carry meaning have text alternatives; decorative images are hidden from assistive technology.",
            "Every form field has a visible label. Errors are described in text next to the field and announced to screen readers, and what you typed is kept when an error occurs.",
            "Status messages, such as confirmation that an enquiry was sent, are announced to assistive technology.",
            "Animations and smooth scrolling are reduced when your device asks for reduced motion.",
            "Layouts reflow for small screens and high zoom, and touch targets are large enough to use comfortably.",
            "The cookie banner can be operated by keyboard and offers rejecting as prominently as accepting.",
            "We test pages with automated accessibility checks and by hand with a keyboard and a screen reader.",
          ],
        },
      ],
    },
    {
      id: "known-limitations",
      heading: "Known limitations",
      blocks: [
        {
          type: "paragraph",
          text:
            "Despite our efforts, some parts of the site may not yet be fully accessible. The ones we know about are:",
        },
        {
          type: "list",
          items: [
            "The downloadable PDF templates on the Legal Documents page are not tagged PDFs, so a screen reader may not convey their headings and structure. We can send any template as an accessible Word document or plain text on request.",
            "The online proposal form is hosted by a third-party provider, so its accessibility is outside our control. If it does not work for you, send your proposal to us by e-mail instead and we will handle it in exactly the same way.",
            "We check new content, such as insight articles, before we publish it, but an occasional issue, such as an image description that could be clearer, may still slip through.",
          ],
        },
        {
          type: "paragraph",
          text:
            "If you find a problem that is not listed here, please tell us so that we can fix it.",
        },
      ],
    },
    {
      id: "report-a-problem",
      heading: "Reporting a problem or asking for another format",
      blocks: [
        {
          type: "paragraph",
          text:
            `If you have difficulty using any part of the site, or you need information in a different format such as large print, plain text or an accessible document, e-mail ${CONTACT_PLACEHOLDERS.email} or write to ${COMPANY_NAME}, ${CONTACT_PLACEHOLDERS.postalAddress}.`,
        },
        {
          type: "paragraph",
          text:
            "To help us respond quickly, please tell us the address of the page, what you were trying to do, and the device, browser and any assistive technology you were using.",
        },
        {
          type: "paragraph",
          text:
            `We aim to respond within ${RESPONSE_TIME}. If a fix takes longer, we will tell you when to expect it and help you get the information or service you need in the meantime.`,
        },
      ],
    },
    {
      id: "enforcement",
      heading: "Enforcement procedure",
      blocks: [
        {
          type: "paragraph",
          text:
            "The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010, which requires service providers to make reasonable adjustments for disabled people. If you contact us with a complaint and you are not happy with our response, you can contact the Equality Advisory and Support Service (EASS) for free advice and support.",
        },
        {
          type: "paragraph",
          text:
            "If you are in Northern Ireland, you can contact the Equality Commission for Northern Ireland instead.",
        },
      ],
    },
    {
      id: "preparation",
      heading: "How this statement was prepared",
      blocks: [
        {
          type: "paragraph",
          text:
            "This statement was prepared in August 2025. It is based on our own assessment of the site against WCAG 2.2 AA, using automated testing tools together with manual checks using a keyboard, a screen reader and browser zoom. We review it whenever we make significant changes to the site.",
        },
      ],
    },
  ],
};
