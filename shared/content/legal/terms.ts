/**
 * Website terms of use for /terms (docs/requirements.md#legal-pages). Written for a UK business
 * audience: the site is informational, no contract is formed through it, and English law applies.
 */

import { COMPANY_NAME } from "../company.ts";
import { CONTACT_PLACEHOLDERS } from "../site_links.ts";
import type { LegalPage } from "./types.ts";

/** The /terms page: terms of use of this website. */
export const TERMS_PAGE: LegalPage = {
  title: "Terms of Use",
  intro:
    `These terms explain the rules for using the ${COMPANY_NAME} website. Please read them before you use the site. By using the site you accept these terms; if you do not agree with them, please do not use the site.`,
  lastUpdated: "August 2025",
  sections: [
    {
      id: "about-us",
      heading: "About us and these terms",
      blocks: [
        {
          type: "paragraph",
          text:
            `This website is operated by ${COMPANY_NAME} ("we", "us", "our"), of ${CONTACT_PLACEHOLDERS.postalAddress}. You can contact us at ${CONTACT_PLACEHOLDERS.email}.`,
        },
        {
          type: "paragraph",
          text:
            "These terms cover your use of the website only. Our distribution, brand management, retail marketing and partnership services are provided under separate written agreements, which take precedence over anything on this site.",
        },
        {
          type: "paragraph",
          text:
            "The site is intended for businesses, in particular brands and retailers interested in the UK market. Our Privacy Policy and Cookie Policy also apply to your use of the site.",
        },
      ],
    },
    {
      id: "using-the-site",
      heading: "Using the site",
      blocks: [
        {
          type: "paragraph",
          text:
            "The site is free to use. We do not guarantee that it, or any content on it, will always be available or uninterrupted, and we may suspend, withdraw or change any part of it for business or operational reasons. We will try to give reasonable notice of any planned change that affects you.",
        },
        {
          type: "paragraph",
          text: "When you use the site you must not:",
        },
        {
          type: "list",
          items: [
            "use it in any way that breaks any applicable law or regulation, or for any fraudulent purpose;",
            "knowingly introduce viruses, malware or other harmful material, or attempt to gain unauthorised access to the site, the server it runs on or any connected system, which may be an offence under the Computer Misuse Act 1990;",
            "attack the site through a denial-of-service attack or any similar method;",
            "submit enquiries that are false, offensive or made on behalf of someone who has not authorised you to do so;",
            "copy large parts of the site by automated means, other than by search engines indexing it for public search.",
          ],
        },
        {
          type: "paragraph",
          text:
            "The staff area of the site is for our authorised staff only. Attempting to access it without authorisation is not permitted.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          type: "paragraph",
          text:
            "We own, or are licensed to use, the intellectual property rights in the site and its content, including text, design, graphics, images and the downloadable templates. These works are protected by copyright and other laws in the UK and elsewhere, and all such rights are reserved.",
        },
        {
          type: "paragraph",
          text:
            "You may view, print and download extracts of the site for your own internal business reference, and you may adapt the legal document templates for your own business use. You must not use any part of the site's content for commercial purposes beyond that without our written permission, and you must not remove any copyright or ownership notice.",
        },
        {
          type: "paragraph",
          text:
            "Brand names, product names and trade marks shown on the site belong to their respective owners. Their appearance does not imply that those owners endorse the site or grant any licence to use their marks.",
        },
      ],
    },
    {
      id: "information-not-an-offer",
      heading: "Information on the site is not an offer",
      blocks: [
        {
          type: "paragraph",
          text:
            "The content of the site is general information about our business and the UK FMCG market. It is not professional, legal, financial or commercial advice, and you should not rely on it for any specific decision. Market insights reflect our view at the time of writing and may become out of date.",
        },
        {
          type: "paragraph",
          text:
            "Nothing on the site is an offer capable of acceptance, and no contract is formed by your use of the site, by sending an enquiry or proposal, or by our reply to it. Descriptions of services, timescales and coverage are indicative. Any engagement between us is formed only by a written agreement signed by both parties.",
        },
        {
          type: "paragraph",
          text:
            "The legal document templates are provided as general starting points. They are not legal advice and may not suit your circumstances; you should take independent legal advice before using or relying on any of them.",
        },
      ],
    },
    {
      id: "enquiries",
      heading: "Enquiries and proposals",
      blocks: [
        {
          type: "paragraph",
          text:
            "When you send us an enquiry or proposal, please make sure the information you give is accurate and that you are entitled to share it. Do not send confidential or commercially sensitive material through the website forms; we will arrange a suitable way to exchange it, under a confidentiality agreement where appropriate.",
        },
        {
          type: "paragraph",
          text:
            "We handle the personal data in your enquiry as described in our Privacy Policy. Sending an enquiry does not oblige either of us to do business together.",
        },
      ],
    },
    {
      id: "links",
      heading: "Links to and from the site",
      blocks: [
        {
          type: "paragraph",
          text:
            "The site links to resources provided by others, including social media profiles and an online proposal form hosted by a third-party provider. These links are provided for your information only. We have no control over the content or availability of those sites, and their own terms and privacy notices apply to your use of them.",
        },
        {
          type: "paragraph",
          text:
            "You may link to our home page, provided you do so fairly and legally, in a way that does not damage our reputation or take advantage of it, and without suggesting any form of association, approval or endorsement that does not exist. You must not frame the site on any other website. We may withdraw this permission at any time.",
        },
      ],
    },
    {
      id: "our-liability",
      heading: "Our liability",
      blocks: [
        {
          type: "paragraph",
          text:
            "Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited under the law of England and Wales.",
        },
        {
          type: "paragraph",
          text:
            "Subject to that, and because the site is provided free of charge for information, we exclude all implied conditions, warranties, representations or other terms that may apply to the site or its content, to the extent the law allows. We will not be liable to any user for any loss or damage, whether in contract, tort (including negligence), breach of statutory duty or otherwise, even if foreseeable, arising under or in connection with:",
        },
        {
          type: "list",
          items: [
            "use of, or inability to use, the site; or",
            "use of or reliance on any content displayed on or downloaded from the site, including the templates.",
          ],
        },
        {
          type: "paragraph",
          text:
            "In particular, we will not be liable for loss of profits, sales, business or revenue, business interruption, loss of anticipated savings, loss of business opportunity, goodwill or reputation, or any indirect or consequential loss or damage.",
        },
        {
          type: "paragraph",
          text:
            "We take reasonable steps to keep the site secure, but we do not guarantee that it is free from bugs or viruses. You are responsible for your own information technology, device protection and virus-checking software. We will not be liable for loss or damage caused by a virus, denial-of-service attack or other technologically harmful material that may infect your equipment, programs or data because of your use of the site or your downloading of any content from it, or from any website linked to it.",
        },
        {
          type: "paragraph",
          text:
            "If you use the site as a consumer rather than for business, nothing in these terms affects your statutory rights.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        {
          type: "paragraph",
          text:
            "We may revise these terms from time to time. The date at the top of this page shows when they were last updated. Please check this page whenever you use the site, as the terms in force at that time apply to you.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and jurisdiction",
      blocks: [
        {
          type: "paragraph",
          text:
            "These terms, their subject matter and their formation, and any dispute or claim arising out of or in connection with them (including non-contractual disputes or claims), are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction.",
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [
        {
          type: "paragraph",
          text:
            `If you have any question about these terms, please e-mail ${CONTACT_PLACEHOLDERS.email} or write to ${COMPANY_NAME}, ${CONTACT_PLACEHOLDERS.postalAddress}.`,
        },
      ],
    },
  ],
};
