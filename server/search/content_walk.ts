/**
 * Search documents for every page of the route table that names its copy (`PageRoute.copy`,
 * shared/routes.ts), collected by one generic walk over each page's copy modules
 * (docs/decisions/0042-search-on-minisearch.md): every exported object with a heading (or a hero's
 * title) becomes a section, and the strings under it become its passages, formatted by the shape
 * of the typed content they come from (cards, steps, stats, FAQ entries, lists, legal pages). A new
 * page, or new copy in a page's module, is searchable without touching this file.
 */
import * as contact from "../../shared/content/contact.ts";
import * as home from "../../shared/content/home.ts";
import * as homeContact from "../../shared/content/home_contact.ts";
import {
  addressLine,
  type CompanyContact,
  officeHoursText,
} from "../../shared/content/site_links.ts";
import { type CopyModule, copyOf } from "../../shared/page_copy.ts";
import { PAGE_ROUTES, type PageRoute } from "../../shared/routes.ts";
import {
  listSentence,
  lowerFirst,
  pageDocuments,
  type SearchDocument,
  type SectionInput,
  sentence,
  titled,
} from "./document.ts";
import { isLegalPage, legalSections } from "./legal_walk.ts";

type Entry = Readonly<Record<string, unknown>>;

/**
 * Section anchors the page components render (`<section id="…">`), by the content export the
 * section shows; content modules do not know them. Sections not listed link to the page itself.
 */
const ANCHORS: ReadonlyMap<unknown, string> = new Map<unknown, string>([
  [home.HOME_SERVICES, "services"],
  [home.HOME_PARTNERSHIP, "partner"],
  [home.HOME_ABOUT, "about"],
  [home.HOME_INSIGHTS, "insights"],
  [homeContact.HOME_CONTACT, "contact"],
]);

/**
 * Exports that are not page copy: form text and messages, select options, labels, metadata, and
 * the search page's suggestion chips (questions to ask, not answers).
 */
const NOT_COPY =
  /(?:^|_)(?:FORM|MESSAGES?|OPTIONS|LABELS?|STRUCTURED_DATA|PAGE_TITLE|SUGGESTIONS)(?:_|$)/;
/** Fields that are not prose: pictures, icons, colours, ids, dates, option lists. */
const NOT_PROSE = new Set("image imageAlt icon tone id href date eyebrow value".split(" "));
/** Fields that name a section or an item rather than say something. */
const NAME_FIELDS = ["heading", "title", "headline", "question"] as const;
/** Fields that number an item ("step": "01"); printed before its title ("Step 01, …"). */
const NUMBER_FIELDS = ["step", "stage"] as const;
/** List items at most this long on average (in words) are labels, quoted as one list sentence. */
const LABEL_WORDS = 5;

const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isLink = (value: unknown) => isEntry(value) && typeof value.href === "string";

/** Options lists and links to other pages' content (teasers) are not this page's copy. */
function isSkipped(key: string, value: unknown): boolean {
  return NOT_PROSE.has(key) || /options/i.test(key) || isLink(value) ||
    (isEntry(value) &&
      ("id" in value || Object.values(value).some((v) => isEntry(v) && "id" in v)));
}

function nameOf(entry: Entry): string | undefined {
  for (const field of NAME_FIELDS) {
    if (typeof entry[field] === "string") return entry[field];
  }
  return undefined;
}

const isStat = (value: unknown): value is { value: string; label: string } =>
  isEntry(value) && typeof value.value === "string" && typeof value.label === "string" &&
  Object.keys(value).length === 2;

/** Passages of a list of strings: labels as one list sentence, longer items one by one. */
function stringList(lead: string, items: readonly string[]): string[] {
  const words = items.reduce((sum, item) => sum + item.split(/\s+/).length, 0) / items.length;
  return words <= LABEL_WORDS && !items.every((item) => /[.!?]$/.test(item))
    ? [listSentence(lead, items)]
    : items.map(sentence);
}

/** An item of a card, step, value or story list: its own passages and its title. */
function itemPassages(item: Entry): { title?: string; passages: string[] } {
  const title = nameOf(item);
  const number = NUMBER_FIELDS.find((field) => typeof item[field] === "string");
  const label = title && number
    ? `${number[0]!.toUpperCase()}${number.slice(1)} ${item[number]}, ${title}`
    : title;
  const named = label && typeof item.duration === "string" ? `${label} (${item.duration})` : label;
  const passages: string[] = [];
  const client = typeof item.client === "string" ? item.client : undefined;
  for (const [key, value] of Object.entries(item)) {
    if (isSkipped(key, value) || NAME_FIELDS.includes(key as never)) continue;
    if ((NUMBER_FIELDS as readonly string[]).includes(key) || key === "duration") continue;
    if (key === "client") continue;
    if (typeof value === "string") {
      passages.push(named && passages.length === 0 ? titled(named, value) : sentence(value));
    } else if (Array.isArray(value) && value.every((v) => typeof v === "string")) {
      passages.push(listSentence(`${title ?? "It"} includes`, value));
    } else if (isStat(value)) {
      // A figure reads with whom it was achieved for: "150% distribution growth for a …".
      const who = client ? ` for ${lowerFirst(client)}` : "";
      passages.unshift(sentence(`${value.value} ${lowerFirst(value.label)}${who}`));
    }
  }
  if (named && passages.length === 0) passages.push(sentence(named));
  return { ...(title ? { title } : {}), passages };
}

/**
 * The sections of one exported value: itself when it has a heading (its nested headed objects and
 * FAQ entries become sections of their own), or each headed entry of an array. Copy without a
 * heading (a stats strip, a promise line) is returned as loose passages for the page's first
 * section.
 */
function sectionsOf(value: unknown): { sections: SectionInput[]; loose: string[] } {
  const sections: SectionInput[] = [];
  const loose: string[] = [];
  if (typeof value === "string") return { sections, loose: [sentence(value)] };
  if (Array.isArray(value)) {
    if (value.every(isStat)) return { sections, loose: [statsSentence(value)] };
    for (const item of value) {
      const nested = sectionsOf(item);
      sections.push(...nested.sections);
      loose.push(...nested.loose);
    }
    return { sections, loose };
  }
  if (!isEntry(value)) return { sections, loose };
  const heading = nameOf(value);
  if (!heading) {
    // A group of headed blocks ("expertise" and "channels"): each is a section.
    for (const field of Object.values(value)) {
      if (isEntry(field) && nameOf(field)) sections.push(...sectionsOf(field).sections);
    }
    return { sections, loose };
  }
  const section = {
    heading,
    subheadings: [] as string[],
    passages: [] as string[],
    ...(ANCHORS.has(value) ? { anchor: ANCHORS.get(value)! } : {}),
  };
  // A hero's title is the page's <h1>; its intro reads with it, as a card's text reads with the
  // card's title, so a visitor asking for the page by its heading gets a sentence to quote.
  const hero = isHero(value);
  for (const [key, field] of Object.entries(value)) {
    if (isSkipped(key, field) || NAME_FIELDS.includes(key as never)) continue;
    if (typeof field === "string") {
      section.passages.push(
        hero && section.passages.length === 0 ? titled(heading, field) : sentence(field),
      );
    } else if (isEntry(field) && nameOf(field)) {
      sections.push(...sectionsOf(field).sections);
    } else if (Array.isArray(field) && field.length > 0) {
      if (field.every((item) => typeof item === "string")) {
        section.passages.push(...stringList(heading, field));
      } else if (field.every(isStat)) {
        section.passages.push(statsSentence(field));
      } else if (field.every((item) => isEntry(item) && typeof item.question === "string")) {
        // One section per question, as the FAQ lists them.
        for (const entry of field as Entry[]) {
          sections.push({
            heading: String(entry.question),
            subheadings: [heading],
            passages: [String(entry.answer ?? "")],
          });
        }
      } else if (field.every((item) => isEntry(item) && nameOf(item) && "paragraphs" in item)) {
        for (const item of field) sections.push(...sectionsOf(item).sections);
      } else {
        for (const item of field) {
          if (!isEntry(item) || isSkipped(key, item)) continue;
          const { title, passages } = itemPassages(item);
          if (title) section.subheadings.push(title);
          section.passages.push(...passages);
        }
      }
    }
  }
  return {
    sections: [section, ...sections],
    loose,
  };
}

function statsSentence(stats: readonly { value: string; label: string }[]): string {
  return listSentence("In figures", stats.map((stat) => `${stat.value} ${stat.label}`));
}

/** Whether an export is a page's opening (hero): it has a title and no heading. */
const isHero = (value: unknown) =>
  isEntry(value) && !("heading" in value) &&
  (typeof value.title === "string" || typeof value.headline === "string");

/**
 * The contact details are the company document's (ADR 0014), which the contact page prints beside
 * its own copy.
 */
function contactDetails(details: CompanyContact): SectionInput {
  const hours = officeHoursText(details, "; ");
  return {
    heading: contact.CONTACT_CARD_LABELS.heading,
    subheadings: [
      ...(details.phone ? [contact.CONTACT_CARD_LABELS.phone] : []),
      contact.CONTACT_CARD_LABELS.email,
      contact.CONTACT_CARD_LABELS.address,
      contact.CONTACT_CARD_LABELS.hours,
    ],
    keywords: ["email", "address", "location", "office", "hours", "phone", "call", "visit"],
    passages: [
      details.phone && sentence(`To speak to the team, call ${details.phone}`),
      sentence(`For general enquiries, e-mail ${details.email}`),
      sentence(`Our address is ${addressLine(details.address)}`),
      sentence(`Office hours are ${hours}`),
    ],
  };
}

/**
 * The sections of one page: the hero first, then every other export's sections; a legal page's
 * sections as `legal_walk.ts` reads them, its placeholders filled from `details`.
 */
function pageSections(
  modules: readonly CopyModule[],
  details: CompanyContact | undefined,
): SectionInput[] {
  const exports = modules.flatMap((module) =>
    Object.entries(module).filter(([name]) => !NOT_COPY.test(name)).map(([, value]) => value)
  );
  // Values nested in another export (a list a section shows) are collected there, not twice.
  const nested = new Set<unknown>();
  const collect = (value: unknown) => {
    if (typeof value !== "object" || value === null) return;
    for (const child of Object.values(value)) {
      if (typeof child === "object" && child !== null) {
        nested.add(child);
        collect(child);
      }
    }
  };
  exports.forEach(collect);
  const own = exports.filter((value) => !nested.has(value));
  const ordered = [...own.filter(isHero), ...own.filter((value) => !isHero(value))];
  const sections: SectionInput[] = [];
  const loose: string[] = [];
  for (const value of ordered) {
    if (isLegalPage(value)) {
      sections.push(...legalSections(value, details));
      continue;
    }
    const found = sectionsOf(value);
    sections.push(...found.sections);
    loose.push(...found.loose);
  }
  const [first, ...rest] = sections;
  if (!first) return [];
  return [{ ...first, passages: [...first.passages, ...loose] }, ...rest];
}

/**
 * Documents of every page of the route table that names its copy, in route order, one per
 * section; `details`: the published contact details, which the page printing the contact card's
 * copy (`shared/content/contact.ts`, on /contact) shows beside it and the legal texts quote.
 */
export function routePageDocuments(details?: CompanyContact): SearchDocument[] {
  return (PAGE_ROUTES as readonly PageRoute[]).flatMap((route) => {
    const modules = copyOf(route);
    if (modules.length === 0) return [];
    const sections = pageSections(modules, details);
    if (modules.includes(contact)) {
      sections[0] = {
        ...sections[0]!,
        keywords: ["contact", "enquiry form", "message", "get in touch", "reach", "speak"],
      };
      if (details?.email) sections.push(contactDetails(details));
    }
    const { path, head } = route;
    return pageDocuments(
      { path, title: head?.name ?? path, ...(head ? { keywords: head.keywords } : {}) },
      sections,
    );
  });
}
