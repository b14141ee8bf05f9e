/**
 * The peers the evaluation compares the site's search with: MiniSearch's BM25+ over the same page
 * sections with its default options (no stemming, typo tolerance, prefixes, boosts or synonyms),
 * plain or with the `stopword` package's English list dropped from pages and questions (the peer
 * docs/decisions/0042-search-on-minisearch.md judges against). They never decline and write no
 * answer; only their ranking is compared.
 */
import MiniSearch from "minisearch";
import { eng } from "stopword";
import type { SearchDocument } from "../../server/search/corpus.ts";

/** Ranks page paths for a question, best first, distinct. */
export type PeerSearch = (question: string) => string[];

const STOP_WORDS = new Set(eng);

/**
 * A MiniSearch index over `documents` (heading, page title, sub-headings, keywords, body); with
 * `stopWords`, the English stop words are dropped.
 */
export function createPeerSearch(
  documents: readonly SearchDocument[],
  { stopWords = false } = {},
): PeerSearch {
  const mini = new MiniSearch<{ id: string; text: Record<string, string> }>({
    idField: "id",
    ...(stopWords
      ? {
        processTerm: (term: string) => {
          const lower = term.toLowerCase();
          return STOP_WORDS.has(lower) ? null : lower;
        },
      }
      : {}),
    fields: ["heading", "pageTitle", "subheadings", "keywords", "body"],
    extractField: (item, field) => field === "id" ? item.id : item.text[field] ?? "",
  });
  const paths = new Map(documents.map((document) => [document.id, document.path]));
  mini.addAll(documents.map((document) => ({
    id: document.id,
    text: {
      heading: document.heading,
      pageTitle: document.pageTitle,
      subheadings: document.subheadings,
      keywords: document.keywords,
      body: document.passages.join("\n"),
    },
  })));
  return (question) => {
    const pages: string[] = [];
    for (const hit of mini.search(question)) {
      const path = paths.get(String(hit.id));
      if (path && !pages.includes(path)) pages.push(path);
    }
    return pages;
  };
}
