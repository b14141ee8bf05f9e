/**
 * The search corpus: every section of every page the route table names copy for (service, legal
 * and other static pages, `content_walk.ts`), FAQ item and insight article section
 * (docs/decisions/0011-search-retrieval.md: answers come from the site's own content).
 */
import { FAQ_ITEMS, type FaqItem } from "../../shared/content/faq.ts";
import { INSIGHT_ARTICLES } from "../../shared/content/insights/articles.ts";
import type { ArticleBlock } from "../../shared/content/insights/types.ts";
import { PAGE_HEADS } from "../../shared/routes.ts";
import { routePageDocuments } from "./content_walk.ts";
import type { CompanyContact } from "../../shared/content/site_links.ts";
import { SPEC_COMPANY_CONTACT } from "../content/seed.ts";
import { contactOf } from "../site_links_config.ts";
import { BRANDS_SECTION, TEAM_SECTION } from "../../shared/content/staff_sections.ts";
import {
  pageDocuments,
  pageNameOf,
  type SearchDocument,
  type SectionInput,
  sentence,
} from "./document.ts";

export type { SearchDocument } from "./document.ts";

/** Prior weight of insight articles: they inform, while service pages answer "what do you do". */
const ARTICLE_WEIGHT = 0.85;

/** An article as the corpus reads it: its summary fields and its body as blocks. */
export interface CorpusArticle {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  keywords: readonly string[];
  body: readonly ArticleBlock[];
}

/** The published content the corpus indexes besides the pages' own copy. */
export interface CorpusContent {
  articles: readonly CorpusArticle[];
  /** The company's published contact details (the contact page's card). */
  contact?: CompanyContact;
  faq: readonly FaqItem[];
  /** Published people, brands and named case studies (none in the seed). */
  people?: readonly { name: string; role: string; bio: string }[];
  brands?: readonly { name: string; category: string }[];
  caseStudies?: readonly {
    title: string;
    brand: string;
    category: string;
    baseline: string;
    result: string;
    period: string;
    summary: string;
  }[];
}

/** The sections staff publish on /about and /marketing (ADR 0014), when they have items. */
function staffSectionDocuments(content: CorpusContent): SearchDocument[] {
  const documents: SearchDocument[] = [];
  const people = content.people ?? [];
  const brands = content.brands ?? [];
  const studies = content.caseStudies ?? [];
  if (people.length || brands.length) {
    documents.push(
      ...pageDocuments({ path: "/about", title: pageNameOf("/about") }, [
        ...(people.length
          ? [{
            heading: TEAM_SECTION.heading,
            passages: people.map((person) =>
              sentence(`${person.name}, ${person.role}${person.bio ? `. ${person.bio}` : ""}`)
            ),
          }]
          : []),
        ...(brands.length
          ? [{
            heading: BRANDS_SECTION.heading,
            passages: brands.map((brand) => sentence(`${brand.name} (${brand.category})`)),
          }]
          : []),
      ]).map((document, index) => ({ ...document, id: `/about staff ${index}` })),
    );
  }
  if (studies.length) {
    documents.push(
      ...pageDocuments(
        { path: "/marketing", title: pageNameOf("/marketing") },
        studies.map((study) => ({
          heading: study.title,
          keywords: [study.brand, study.category],
          passages: [
            sentence(
              `${study.brand}: from ${study.baseline} to ${study.result} over ${study.period}`,
            ),
            study.summary,
          ],
        })),
      ).map((document, index) => ({ ...document, id: `/marketing case ${index}` })),
    );
  }
  return documents;
}

/**
 * The content a fresh start publishes (the seed, `server/content/seed.ts`): what the evaluation
 * tools and unit tests index when no database is involved. The running site indexes what the
 * content registry has published instead.
 */
export const SEED_CORPUS_CONTENT: CorpusContent = {
  articles: INSIGHT_ARTICLES,
  faq: FAQ_ITEMS,
  contact: contactOf(SPEC_COMPANY_CONTACT),
};

/** FAQ items are listed on /services, with category filters (docs/requirements.md#services). */
function faqDocuments(faq: readonly FaqItem[]): SearchDocument[] {
  return pageDocuments(
    { path: "/services", title: pageNameOf("/services") },
    faq.map((item) => ({
      heading: item.question,
      keywords: [item.category, ...(item.tags ?? [])],
      passages: [item.answer],
    })),
  ).map((document, index) => ({ ...document, id: `/services faq ${index}` }));
}

function articleBlockPassages(block: ArticleBlock): string[] {
  switch (block.type) {
    case "paragraph":
      return [block.text];
    case "list":
      return block.items.map(sentence);
    case "callout":
      // The title is a label ("Key takeaways"), not part of the sentence.
      return [block.text];
    case "quote":
      return [block.text];
    default:
      return [];
  }
}

/**
 * One document for the article's opening and one per `heading` block
 * (docs/requirements.md#insight-article).
 */
function articleDocuments(article: CorpusArticle): SearchDocument[] {
  const sections: SectionInput[] = [];
  let current: { heading: string; subheadings: string[]; passages: string[] } = {
    heading: article.title,
    subheadings: [],
    passages: [article.excerpt],
  };
  for (const block of article.body) {
    if (block.type === "heading") {
      sections.push(current);
      current = { heading: block.text, subheadings: [], passages: [] };
    } else if (block.type === "subheading") {
      current.subheadings.push(block.text);
    } else {
      current.passages.push(...articleBlockPassages(block));
    }
  }
  sections.push(current);
  return pageDocuments(
    {
      path: `/insights/${article.id}`,
      title: article.title,
      keywords: [article.category, ...article.keywords],
    },
    sections.map((section) => ({ ...section, weight: ARTICLE_WEIGHT })),
  );
}

function insightsListDocuments(articles: readonly CorpusArticle[]): SearchDocument[] {
  return pageDocuments(
    {
      path: "/insights",
      title: pageNameOf("/insights"),
      keywords: PAGE_HEADS["/insights"].keywords,
    },
    [{
      heading: "Insights",
      subheadings: articles.map((article) => article.title),
      passages: [PAGE_HEADS["/insights"].description],
      weight: 0.7,
    }],
  ).map((document) => ({ ...document, id: "/insights list" }));
}

/**
 * Every searchable section of the site, in a stable order. Pure: reads the pages' copy and
 * `content` (the published insights and FAQ; by default the seed).
 */
export function buildCorpus(content: CorpusContent = SEED_CORPUS_CONTENT): SearchDocument[] {
  return [
    ...routePageDocuments(content.contact),
    ...faqDocuments(content.faq),
    ...insightsListDocuments(content.articles),
    ...content.articles.flatMap(articleDocuments),
    ...staffSectionDocuments(content),
  ].filter((document) => document.passages.length > 0);
}
