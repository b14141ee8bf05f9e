/**
 * Search documents for the site's main pages, read from the same content modules the pages render
 * (one document per page section, in page order). Anchors are used only where the page really
 * has them: the home sections `services`, `partner`, `about`, `insights` and `contact`
 * (docs/requirements.md#home).
 */
import {
  ABOUT_CLOSING,
  ABOUT_HERO,
  ABOUT_STORY,
  ABOUT_VALUES,
} from "../../shared/content/about.ts";
import {
  BRAND_MANAGEMENT_APPROACH,
  BRAND_MANAGEMENT_AREAS,
  BRAND_MANAGEMENT_CLOSING,
  BRAND_MANAGEMENT_HERO,
  BRAND_MANAGEMENT_OUTCOMES,
  BRAND_MANAGEMENT_PROCESS,
} from "../../shared/content/brand_management.ts";
import {
  GENERAL_ENQUIRIES_EMAIL,
  OFFICE_HOURS,
  POSTAL_ADDRESS_LINE,
} from "../../shared/content/company.ts";
import {
  CONTACT_CARD_LABELS,
  CONTACT_HERO,
  CONTACT_REVIEW_PROMISE,
} from "../../shared/content/contact.ts";
import {
  DISTRIBUTION_BENEFITS,
  DISTRIBUTION_CLOSING,
  DISTRIBUTION_HERO,
  DISTRIBUTION_STATS,
} from "../../shared/content/distribution.ts";
import {
  HOME_ABOUT,
  HOME_CONTACT,
  HOME_DISTRIBUTION,
  HOME_FAQ,
  HOME_HERO,
  HOME_INSIGHTS,
  HOME_PARTNERSHIP,
  HOME_PROCESS,
  HOME_RETAIL_MARKETING,
  HOME_SERVICES,
  HOME_TRUST,
} from "../../shared/content/home.ts";
import { HOME_INDUSTRIES } from "../../shared/content/industries.ts";
import {
  MARKETING_CAPABILITIES,
  MARKETING_CLOSING,
  MARKETING_HERO,
  MARKETING_PROCESS,
  MARKETING_SERVICES,
  MARKETING_SUCCESS_STORIES,
} from "../../shared/content/marketing.ts";
import { type HeadPath, PAGE_HEADS } from "../../shared/routes.ts";
import {
  PARTNER_ADVANTAGES,
  PARTNER_CLOSING,
  PARTNER_HERO,
  PARTNER_IDEAL,
  PARTNER_PROCESS,
  PARTNER_WHY,
} from "../../shared/content/partner.ts";
import {
  SERVICES_BRAND_MANAGEMENT_TEASER,
  SERVICES_CLOSING,
  SERVICES_DISTRIBUTION_TEASER,
  SERVICES_HERO,
  SERVICES_INTRO,
} from "../../shared/content/services.ts";
import type { Highlight, ProcessStep, ServiceCard, Stat } from "../../shared/content/types.ts";
import {
  listSentence,
  lowerFirst,
  pageDocuments,
  pageNameOf,
  type SearchDocument,
  type SectionInput,
  sentence,
  titled,
} from "./document.ts";

function page(path: HeadPath, sections: readonly SectionInput[]): SearchDocument[] {
  return pageDocuments(
    { path, title: pageNameOf(path), keywords: PAGE_HEADS[path].keywords },
    sections,
  );
}

function highlights(items: readonly Highlight[]): string[] {
  return items.map((item) => titled(item.title, item.description));
}

function cards(items: readonly ServiceCard[]): string[] {
  return items.flatMap((card) => [
    titled(card.title, card.description),
    listSentence(`${card.title} includes`, card.features),
  ]);
}

function steps(items: readonly ProcessStep[]): string[] {
  return items.map((step) =>
    titled(
      `Step ${step.step}, ${step.title}${step.duration ? ` (${step.duration})` : ""}`,
      step.description,
    )
  );
}

function stats(items: readonly Stat[]): string {
  return listSentence("In figures", items.map((stat) => `${stat.value} ${stat.label}`));
}

function homeDocuments(): SearchDocument[] {
  const industries = HOME_INDUSTRIES;
  return page("/", [
    {
      heading: HOME_HERO.headline,
      subheadings: HOME_HERO.highlights.map((item) => item.title),
      passages: [HOME_HERO.tagline, ...highlights(HOME_HERO.highlights)],
    },
    {
      heading: HOME_SERVICES.heading,
      anchor: "services",
      subheadings: HOME_SERVICES.cards.map((card) => card.title),
      passages: [HOME_SERVICES.intro, ...cards(HOME_SERVICES.cards)],
    },
    {
      heading: HOME_DISTRIBUTION.heading,
      subheadings: HOME_DISTRIBUTION.points.map((item) => item.title),
      passages: [HOME_DISTRIBUTION.intro, ...highlights(HOME_DISTRIBUTION.points)],
    },
    {
      heading: HOME_RETAIL_MARKETING.heading,
      subheadings: HOME_RETAIL_MARKETING.tiles.map((tile) => tile.title),
      passages: [
        HOME_RETAIL_MARKETING.intro,
        ...HOME_RETAIL_MARKETING.tiles.map((tile) => titled(tile.title, tile.description)),
      ],
    },
    {
      heading: HOME_PARTNERSHIP.heading,
      anchor: "partner",
      subheadings: HOME_PARTNERSHIP.points.map((item) => item.title),
      passages: [HOME_PARTNERSHIP.intro, ...highlights(HOME_PARTNERSHIP.points)],
    },
    {
      heading: HOME_PROCESS.heading,
      subheadings: HOME_PROCESS.steps.map((step) => step.title),
      passages: [HOME_PROCESS.intro, ...steps(HOME_PROCESS.steps)],
    },
    {
      heading: industries.heading,
      subheadings: industries.categories.map((category) => category.title),
      passages: [
        industries.intro,
        ...industries.categories.flatMap((category) => [
          titled(category.title, category.description),
          listSentence(`Our ${category.title} expertise`, category.expertise),
        ]),
        titled(industries.otherCategory.heading, industries.otherCategory.text),
      ],
    },
    {
      heading: HOME_ABOUT.heading,
      anchor: "about",
      passages: [...HOME_ABOUT.paragraphs, ...HOME_ABOUT.bullets.map(sentence)],
    },
    {
      heading: HOME_TRUST.heading,
      subheadings: HOME_TRUST.points.map((item) => item.title),
      passages: highlights(HOME_TRUST.points),
    },
    // One document per question, like the FAQ on /services.
    ...HOME_FAQ.entries.map((entry) => ({
      heading: entry.question,
      subheadings: [HOME_FAQ.heading],
      passages: [entry.answer],
    })),
    {
      heading: HOME_INSIGHTS.heading,
      anchor: "insights",
      passages: [HOME_INSIGHTS.intro],
    },
    {
      heading: HOME_CONTACT.heading,
      anchor: "contact",
      passages: [HOME_CONTACT.intro],
    },
  ]);
}

function servicesDocuments(): SearchDocument[] {
  const [first, second] = SERVICES_INTRO;
  return page("/services", [
    { heading: SERVICES_HERO.title, passages: [SERVICES_HERO.subtitle] },
    { heading: first.heading, passages: first.paragraphs },
    { heading: second.heading, passages: second.paragraphs },
    {
      heading: SERVICES_BRAND_MANAGEMENT_TEASER.heading,
      passages: [SERVICES_BRAND_MANAGEMENT_TEASER.intro],
    },
    {
      heading: SERVICES_DISTRIBUTION_TEASER.heading,
      passages: [SERVICES_DISTRIBUTION_TEASER.intro],
    },
    { heading: SERVICES_CLOSING.heading, passages: [SERVICES_CLOSING.text], weight: 0.6 },
  ]);
}

function brandManagementDocuments(): SearchDocument[] {
  return page("/services/brand-management", [
    {
      heading: BRAND_MANAGEMENT_HERO.title,
      passages: [BRAND_MANAGEMENT_HERO.subtitle, ...BRAND_MANAGEMENT_APPROACH.paragraphs],
    },
    {
      heading: BRAND_MANAGEMENT_AREAS.heading,
      subheadings: BRAND_MANAGEMENT_AREAS.areas.map((area) => area.title),
      passages: [BRAND_MANAGEMENT_AREAS.intro, ...highlights(BRAND_MANAGEMENT_AREAS.areas)],
    },
    {
      heading: BRAND_MANAGEMENT_PROCESS.heading,
      subheadings: BRAND_MANAGEMENT_PROCESS.steps.map((step) => step.title),
      passages: [BRAND_MANAGEMENT_PROCESS.intro, ...steps(BRAND_MANAGEMENT_PROCESS.steps)],
    },
    {
      heading: BRAND_MANAGEMENT_OUTCOMES.heading,
      passages: BRAND_MANAGEMENT_OUTCOMES.bullets.map(sentence),
    },
    {
      heading: BRAND_MANAGEMENT_CLOSING.heading,
      passages: [BRAND_MANAGEMENT_CLOSING.text],
      weight: 0.6,
    },
  ]);
}

function distributionDocuments(): SearchDocument[] {
  return page("/distribution", [
    {
      heading: DISTRIBUTION_HERO.title,
      passages: [DISTRIBUTION_HERO.subtitle, stats(DISTRIBUTION_STATS)],
    },
    {
      heading: DISTRIBUTION_BENEFITS.heading,
      subheadings: DISTRIBUTION_BENEFITS.cards.map((card) => card.title),
      passages: [DISTRIBUTION_BENEFITS.intro, ...highlights(DISTRIBUTION_BENEFITS.cards)],
    },
    { heading: DISTRIBUTION_CLOSING.heading, passages: [DISTRIBUTION_CLOSING.text] },
  ]);
}

function marketingDocuments(): SearchDocument[] {
  const { expertise, channels } = MARKETING_CAPABILITIES;
  return page("/marketing", [
    { heading: MARKETING_HERO.title, passages: [MARKETING_HERO.subtitle] },
    {
      heading: expertise.heading,
      passages: [listSentence(expertise.heading, expertise.items)],
    },
    {
      heading: channels.heading,
      passages: [listSentence(channels.heading, channels.items)],
    },
    {
      heading: MARKETING_SERVICES.heading,
      subheadings: MARKETING_SERVICES.cards.map((card) => card.title),
      passages: [MARKETING_SERVICES.intro, ...cards(MARKETING_SERVICES.cards)],
    },
    {
      heading: MARKETING_PROCESS.heading,
      subheadings: MARKETING_PROCESS.steps.map((step) => step.title),
      passages: [MARKETING_PROCESS.intro, ...steps(MARKETING_PROCESS.steps)],
    },
    {
      heading: MARKETING_SUCCESS_STORIES.heading,
      passages: [
        MARKETING_SUCCESS_STORIES.intro,
        ...MARKETING_SUCCESS_STORIES.stories.flatMap((story) => [
          sentence(`${story.metric.value} ${story.metric.label} for ${lowerFirst(story.client)}`),
          story.challenge,
          story.solution,
          story.result,
        ]),
      ],
    },
    { heading: MARKETING_CLOSING.heading, passages: [MARKETING_CLOSING.text], weight: 0.6 },
  ]);
}

function aboutDocuments(): SearchDocument[] {
  return page("/about", [
    { heading: ABOUT_HERO.title, passages: [ABOUT_HERO.subtitle] },
    { heading: ABOUT_STORY.heading, passages: ABOUT_STORY.paragraphs },
    {
      heading: ABOUT_VALUES.heading,
      subheadings: ABOUT_VALUES.values.map((value) => value.title),
      passages: [ABOUT_VALUES.intro, ...highlights(ABOUT_VALUES.values)],
    },
    { heading: ABOUT_CLOSING.heading, passages: [ABOUT_CLOSING.text], weight: 0.6 },
  ]);
}

function partnerDocuments(): SearchDocument[] {
  return page("/partner", [
    { heading: PARTNER_HERO.title, passages: [PARTNER_HERO.subtitle] },
    {
      heading: PARTNER_WHY.heading,
      passages: [...PARTNER_WHY.paragraphs, sentence(PARTNER_WHY.badge)],
    },
    {
      heading: PARTNER_ADVANTAGES.heading,
      subheadings: PARTNER_ADVANTAGES.cards.map((card) => card.title),
      passages: [
        PARTNER_ADVANTAGES.intro,
        ...PARTNER_ADVANTAGES.cards.map((card) => titled(card.title, card.description)),
      ],
    },
    {
      heading: PARTNER_PROCESS.heading,
      subheadings: PARTNER_PROCESS.stages.map((stage) => stage.title),
      passages: [
        PARTNER_PROCESS.intro,
        ...PARTNER_PROCESS.stages.map((stage) =>
          titled(`Stage ${stage.stage}, ${stage.title}`, stage.description)
        ),
      ],
    },
    {
      heading: PARTNER_IDEAL.heading,
      passages: [PARTNER_IDEAL.intro, listSentence("Good-fit brands have", PARTNER_IDEAL.criteria)],
    },
    { heading: PARTNER_CLOSING.heading, passages: [PARTNER_CLOSING.text], weight: 0.6 },
  ]);
}

function contactDocuments(): SearchDocument[] {
  const hours = OFFICE_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join("; ");
  return page("/contact", [
    {
      heading: CONTACT_HERO.title,
      keywords: ["contact", "enquiry form", "message", "get in touch", "reach", "speak"],
      passages: [CONTACT_HERO.intro, CONTACT_REVIEW_PROMISE],
    },
    {
      heading: CONTACT_CARD_LABELS.heading,
      subheadings: [
        CONTACT_CARD_LABELS.email,
        CONTACT_CARD_LABELS.address,
        CONTACT_CARD_LABELS.hours,
      ],
      keywords: ["email", "address", "location", "office", "hours", "phone", "call", "visit"],
      passages: [
        sentence(`For general enquiries, e-mail ${GENERAL_ENQUIRIES_EMAIL}`),
        sentence(`Our address is ${POSTAL_ADDRESS_LINE}`),
        sentence(`Office hours are ${hours}`),
      ],
    },
  ]);
}

/** Documents of the home, services, brand management, distribution, marketing, about, partner and
 * contact pages. */
export function mainPageDocuments(): SearchDocument[] {
  return [
    ...homeDocuments(),
    ...servicesDocuments(),
    ...brandManagementDocuments(),
    ...distributionDocuments(),
    ...marketingDocuments(),
    ...aboutDocuments(),
    ...partnerDocuments(),
    ...contactDocuments(),
  ];
}
