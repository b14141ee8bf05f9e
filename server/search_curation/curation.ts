/**
 * How the search service applies staff curations (docs/decisions/0026-search-curation.md), kept
 * apart from retrieval and answering so neither has to know about them:
 *
 * - **Synonyms** (Algolia's synonyms): a set of words search treats as the same. At query time a
 *   member the site never uses ("skid") is replaced by the members it does use ("pallet"); a
 *   member the site uses is left as typed. A question with no member is not touched at all.
 * - **Pins** (Elastic App Search's curations): a query, by its normalised text, is answered from
 *   the pinned section, which is its first (and only) citation.
 *
 * The evaluation (`deno task search:eval`) builds its service without curations: they are the
 * site's own data, not part of the method under test.
 */
import { searchCacheKey } from "../../shared/schemas/search.ts";
import { type ComposedAnswer, sourceTitle, withMarker } from "../search/answer.ts";
import type { SearchDocument } from "../search/document.ts";
import type { RankedDocument, Retrieval, SearchIndex } from "../search/index.ts";
import { splitSentences, splitWords, stemWord } from "../search/text.ts";

/** What staff curated, as the service applies it. */
export interface Curations {
  /** Synonym sets, each word lower case ("skid", "pallet"). */
  synonyms: readonly (readonly string[])[];
  /** Pinned section URL ("/distribution#coverage") by normalised query (`searchCacheKey`). */
  pins: ReadonlyMap<string, string>;
}

/** No curations: what the evaluation and unit tests run with. */
export const NO_CURATIONS: Curations = { synonyms: [], pins: new Map() };

/** What the search service retrieves from when curations apply. */
export interface CuratedRetrieval {
  /** The question retrieval and the answer read: synonyms applied. */
  question: string;
  retrieval: Retrieval;
  /** With a pin: the answer from the pinned section, for when the composed answer declines. */
  pinned?: ComposedAnswer;
}

/** The hook the search service calls (`server/search/service.ts`). */
export interface SearchCuration {
  /** Retrieves for `query` with the synonyms and pin in force now. */
  retrieve(query: string, index: SearchIndex, limit: number): CuratedRetrieval;
  /** Told of each answer given to a visitor (cached or not), e.g. to count questions declined. */
  answered(query: string, kind: ComposedAnswer["kind"]): void;
  /** Runs `listener` when the curations change, so cached answers are forgotten. */
  onChange(listener: () => void): void;
}

/** Stems of the words of a phrase, as questions and pages are compared. */
function stems(text: string): string[] {
  return splitWords(text).map(stemWord);
}

/**
 * `question` with synonyms applied: each occurrence of a set member whose words the site does
 * not all use is replaced by the members whose words it does. Returns `question` itself when
 * nothing applies.
 *
 * @example
 * expandSynonyms("price per skid?", [["skid", "pallet"]], index); // "price per pallet"
 */
export function expandSynonyms(
  question: string,
  synonyms: Curations["synonyms"],
  index: Pick<SearchIndex, "knows">,
): string {
  if (synonyms.length === 0) return question;
  const usedBySite = (phrase: readonly string[]) =>
    phrase.length > 0 && phrase.every((stem) => index.knows(stem));
  const words = splitWords(question);
  const asked = words.map(stemWord);
  let out: string[] = [];
  let changed = false;
  for (let at = 0; at < words.length;) {
    let replaced = false;
    for (const set of synonyms) {
      const members = set.map(stems);
      const member = members.find((phrase) =>
        phrase.length > 0 && phrase.every((stem, i) => asked[at + i] === stem)
      );
      if (!member || usedBySite(member)) continue;
      const instead = set.filter((_, i) => usedBySite(members[i]!));
      if (instead.length === 0) continue;
      out = [...out, ...instead];
      at += member.length;
      replaced = changed = true;
      break;
    }
    if (!replaced) out.push(words[at++]!);
  }
  return changed ? out.join(" ") : question;
}

/**
 * The answer a pin gives when the composed answer declines: the pinned section's first two
 * sentences, citing it.
 */
function pinnedAnswer(document: SearchDocument): ComposedAnswer {
  const sentences = document.passages.flatMap(splitSentences).slice(0, 2);
  const text = sentences.length ? sentences.join(" ") : document.heading;
  return {
    kind: "answer",
    content: withMarker(text, 1),
    sources: [{ path: document.path, url: document.url, title: sourceTitle(document) }],
  };
}

/** The section a URL names: the section with that URL, else the first section of that page. */
export function sectionAt(
  documents: readonly SearchDocument[],
  url: string,
): SearchDocument | undefined {
  return documents.find((document) => document.url === url) ??
    documents.find((document) => document.path === url);
}

/**
 * Retrieval for `query` under `curations`: synonyms applied to the question; with a pin, the
 * pinned section as the only result (fully covering the question), so the answer quotes it and
 * cites it first.
 */
export function curatedRetrieval(
  query: string,
  index: SearchIndex,
  limit: number,
  curations: Curations,
): CuratedRetrieval {
  const question = expandSynonyms(query, curations.synonyms, index);
  const retrieval = index.search(question, { limit });
  const url = curations.pins.get(searchCacheKey(query));
  const document = url === undefined ? undefined : sectionAt(index.documents, url);
  if (!document) return { question, retrieval };
  const pinned: RankedDocument = {
    document,
    score: Math.max(1, ...retrieval.results.map((result) => result.score)),
    coverage: 1,
  };
  return {
    question,
    retrieval: { ...retrieval, results: [pinned] },
    pinned: pinnedAnswer(document),
  };
}
