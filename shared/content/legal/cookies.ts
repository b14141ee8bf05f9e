/**
 * Text of the /cookies page (docs/requirements.md#cookies-page, #consent). It describes
 * what the site really stores in each of the four consent categories, and how to change a choice.
 */

import { COMPANY_NAME } from "../company.ts";
import { CONTACT_PLACEHOLDERS } from "../site_links.ts";
import { RETENTION } from "./retention.ts";
import type { LegalPage } from "./types.ts";

/** The four consent categories (docs/requirements.md#consent: one consent model everywhere). */
export type CookieCategoryId = "necessary" | "analytics" | "functional" | "marketing";

/** One consent category as described beside its toggle on /cookies. */
export interface CookieCategoryDescription {
  id: CookieCategoryId;
  name: string;
  description: string;
  /** What the site actually stores in this category today. */
  examples: readonly string[];
  /** Necessary storage cannot be switched off (docs/requirements.md#consent-record). */
  alwaysOn: boolean;
}

/** Descriptions of the four categories, in the order the toggles appear. */
export const COOKIE_CATEGORIES: readonly CookieCategoryDescription[] = [
  {
    id: "necessary",
    name: "Necessary",
    description:
      "Storage the site cannot work properly without. It is always on, because it remembers the choices you make here and keeps the staff area secure.",
    examples: [
      'Your cookie choice, kept in your browser\'s local storage under the key "crownbridge.consent".',
      'For our staff only: the "__Host-session" sign-in cookie. Visitors to the public site never receive it.',
    ],
    alwaysOn: true,
  },
  {
    id: "analytics",
    name: "Analytics",
    description:
      "Helps us understand which pages are useful and where the site could be clearer, by counting page views, scroll depth and time on page. The data goes only to our own server.",
    examples: [
      "A random analytics session identifier, created only after you allow analytics and removed when you withdraw consent.",
    ],
    alwaysOn: false,
  },
  {
    id: "functional",
    name: "Functional",
    description:
      "Remembers preferences that make the site more convenient to use on a later visit.",
    examples: [
      "None in use today beyond remembering preferences. If we add a feature that stores a preference, it will run only when this category is allowed.",
    ],
    alwaysOn: false,
  },
  {
    id: "marketing",
    name: "Marketing",
    description:
      "Used by some websites to measure advertising or to show related content on other sites. We do not use this category today.",
    examples: [
      "None used today. We do not use advertising networks, social media pixels or any other marketing trackers.",
    ],
    alwaysOn: false,
  },
];

/** The /cookies page: what the site stores in your browser and how to change your choice. */
export const COOKIES_PAGE: LegalPage = {
  title: "Cookie Policy",
  // The preference controls sit above the policy text (shared/pages/cookies).
  references: [{ phrase: "the controls on this page", href: "#your-preferences" }],
  intro:
    `This policy explains the cookies and similar storage that the ${COMPANY_NAME} website uses, and how you can choose which of them to allow. Optional categories stay off until you switch them on.`,
  lastUpdated: "August 2025",
  sections: [
    {
      id: "what-cookies-are",
      heading: "What cookies and local storage are",
      blocks: [
        {
          type: "paragraph",
          text:
            "Cookies are small text files that a website asks your browser to keep and send back on later requests. Local storage is a similar feature that lets a website keep small pieces of information in your browser; it is not sent to the server automatically. The law treats both in the same way, so this policy covers both.",
        },
        {
          type: "paragraph",
          text:
            "Under the Privacy and Electronic Communications Regulations (PECR), a site may store information on your device without asking only where that is strictly necessary. Everything else needs your consent, which is why the optional categories below are off until you choose otherwise.",
        },
      ],
    },
    {
      id: "categories",
      heading: "The categories we use",
      blocks: COOKIE_CATEGORIES.flatMap((category) => [
        {
          type: "paragraph" as const,
          text: `${category.name}${
            category.alwaysOn ? " (always on)" : " (off unless you allow it)"
          }: ${category.description}`,
        },
        { type: "list" as const, items: category.examples },
      ]),
    },
    {
      id: "what-we-store",
      heading: "What we store",
      blocks: [
        {
          type: "table",
          head: ["Name", "Type", "Category", "Purpose", "How long it lasts"],
          rows: [
            [
              "crownbridge.consent",
              "Local storage",
              "Necessary",
              "Remembers your cookie choice and the policy version you saw",
              "Until you clear it or we change the policy and ask again",
            ],
            [
              "__Host-session",
              "Cookie (staff only)",
              "Necessary",
              "Keeps a member of staff signed in to the staff area",
              "Until sign-out or the session expires",
            ],
            [
              "Analytics session identifier",
              "Browser storage",
              "Analytics",
              "Groups the pages viewed during one visit; set only after consent",
              "Your visit; removed at once if you withdraw consent",
            ],
          ],
        },
        {
          type: "paragraph",
          text:
            "We set no functional or marketing storage today, and no third-party cookies. If that changes we will update this page and the policy version, and ask for your choice again.",
        },
      ],
    },
    {
      id: "consent-records",
      heading: "How we record your choice",
      blocks: [
        {
          type: "paragraph",
          text:
            `So that we can show that consent was given or refused, we also keep a record of each choice on our server: a random consent identifier, the categories chosen, the policy version, the time and your browser family. It does not identify you by name and does not hold your IP address in readable form. We keep it for ${RETENTION.consentRecordsMonths} months. Our Privacy Policy explains this in more detail.`,
        },
      ],
    },
    {
      id: "changing-your-mind",
      heading: "Changing your mind",
      blocks: [
        {
          type: "paragraph",
          text:
            'You can change your choice at any time, as easily as you gave it. Use the "Cookie settings" link in the footer of any page, or the controls on this page, and save your preferences. Withdrawing consent for analytics stops it at once and removes the analytics identifier from your browser.',
        },
        {
          type: "paragraph",
          text:
            "You can also delete cookies and local storage through your browser's settings. If you do, the site will ask for your choice again on your next visit.",
        },
        {
          type: "paragraph",
          text:
            `If you have a question about how we use cookies, e-mail ${CONTACT_PLACEHOLDERS.email}.`,
        },
      ],
    },
  ],
};
