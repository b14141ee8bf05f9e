/**
 * Building the search index (docs/decisions/0011-search-retrieval.md; ADR 0014, "Propagation"):
 * each section analysed once (split, stemmed, paired, WordNet related terms) and its analysed
 * fields indexed by MiniSearch. The result is plain data ({@linkcode SearchIndexData}) that
 * structured clone carries between threads, so the build can run in a worker
 * (`index_worker.ts`) and the serving thread adopts it without re-indexing (`index.ts`,
 * `searchIndexFromData`). This module imports only what the build needs, so the worker starts
 * quickly.
 */
import MiniSearch, { type Options } from "minisearch";
import type { SearchDocument } from "./document.ts";
import { corpusTermOf, relatedTermsOf } from "./related_words.ts";
import { splitWords } from "./text.ts";
import { acronymsOf, type AcronymTable, acronymTermsOf } from "./acronyms.ts";

/** The indexed fields of a section, in the order they are analysed. */
export const FIELDS = [
  "heading",
  "subheadings",
  "pageTitle",
  "keywords",
  "body",
  "related",
  "acronym",
] as const;
export type Field = typeof FIELDS[number];

/** A section analysed once at build time: what MiniSearch indexes and what coverage reads. */
export interface AnalysedDocument extends SectionTerms {
  /**
   * Index terms of each field, in the order met. Kept as lists, not space-joined text: the bulk
   * insert ({@linkcode PortableMiniSearch.addAllAnalysed}) reads them as they are, where text would
   * be joined here and split again there (some 30,000 related terms a build).
   */
  fields: Record<Field, readonly string[]>;
}

/** What ranking reads of a section after the build. */
export interface SectionTerms {
  /** Every term of the section's own text. */
  terms: Set<string>;
  /**
   * Terms related (WordNet) to the section's words that the section does not use itself, and the
   * terms it gains from the corpus's acronyms (`acronyms.ts`).
   */
  related: Set<string>;
  /** Adjacent term pairs within one line ("cash carri"). */
  pairs: Set<string>;
}

/** {@linkcode SectionTerms} with each set joined by newlines (no term holds one). */
export type PackedSectionTerms = Record<keyof SectionTerms, string>;

function packTerms({ terms, related, pairs }: SectionTerms): PackedSectionTerms {
  const pack = (set: Set<string>) => [...set].join("\n");
  return {
    terms: pack(terms),
    related: pack(related),
    pairs: pack(pairs),
  };
}

export function unpackTerms({ terms, related, pairs }: PackedSectionTerms): SectionTerms {
  const unpack = (text: string) => new Set(text ? text.split("\n") : []);
  return {
    terms: unpack(terms),
    related: unpack(related),
    pairs: unpack(pairs),
  };
}

/** The lines of a section, as written: what its terms and the corpus's acronyms are read from. */
function linesOf(
  document: SearchDocument,
): Record<Exclude<Field, "related" | "acronym">, readonly string[]> {
  return {
    heading: [document.heading],
    subheadings: document.subheadings.split("\n"),
    pageTitle: [document.pageTitle],
    keywords: document.keywords.split("\n"),
    body: document.passages,
  };
}

/**
 * Analyses a section: every line is split, stemmed and paired exactly once. `acronyms` are the
 * corpus's definitions (`acronyms.ts`): their terms join the section's related terms.
 */
function analyse(document: SearchDocument, acronyms: AcronymTable): AnalysedDocument {
  const lines = linesOf(document);
  const terms = new Set<string>();
  const pairs = new Set<string>();
  const words: string[] = [];
  const fields = {} as Record<Field, readonly string[]>;
  for (const [field, fieldLines] of Object.entries(lines)) {
    const fieldTerms: string[] = [];
    for (const line of fieldLines) {
      const lineWords = splitWords(line);
      words.push(...lineWords);
      let previous: string | undefined;
      for (const word of lineWords) {
        const term = corpusTermOf(word);
        if (!term) continue;
        terms.add(term);
        fieldTerms.push(term);
        if (previous) pairs.add(`${previous} ${term}`);
        previous = term;
      }
    }
    fields[field as Field] = fieldTerms;
  }
  const related = relatedTermsOf(words, terms);
  fields.related = [...related];
  // An acronym's expansion names what the acronym does: its own field, weighed like body text,
  // and in coverage a related word (a visitor's "consumer goods" for the section's "FMCG").
  const expanded = acronymTermsOf(acronyms, terms, pairs);
  fields.acronym = [...expanded];
  for (const term of expanded) related.add(term);
  return { fields, terms, related, pairs };
}

/** Analyses sections; {@linkcode sectionAnalyser} gives one that remembers its last build. */
export type SectionAnalyser = (documents: readonly SearchDocument[]) => AnalysedDocument[];

/** The text of a section that its analysis depends on. */
function analysedText(document: SearchDocument): string {
  return JSON.stringify([
    document.heading,
    document.subheadings,
    document.pageTitle,
    document.keywords,
    document.passages,
  ]);
}

/**
 * An analyser that reuses the analysis of every section whose text is unchanged since its previous
 * call. Publishing one article changes a handful of the site's ~190 sections, so a rebuild
 * analyses only those; it keeps one build's analyses, no more.
 */
export function sectionAnalyser(): SectionAnalyser {
  let previous = new Map<string, AnalysedDocument>();
  let previousAcronyms = "";
  return (documents) => {
    const acronyms = acronymsOf(
      documents.flatMap((document) => Object.values(linesOf(document)).flat()),
    );
    // A definition published or withdrawn changes the terms of every section using the acronym.
    const acronymsKey = JSON.stringify([...acronyms]);
    if (acronymsKey !== previousAcronyms) previous = new Map();
    previousAcronyms = acronymsKey;
    const current = new Map<string, AnalysedDocument>();
    const analysed = documents.map((document) => {
      const key = analysedText(document);
      const found = current.get(key) ?? previous.get(key) ?? analyse(document, acronyms);
      current.set(key, found);
      return found;
    });
    previous = current;
    return analysed;
  };
}

/**
 * MiniSearch's options for the analysed fields, plus `extra` (how to read a field when adding;
 * search options when answering).
 */
export function miniSearchOptions(
  extra: Partial<Options<SearchDocument>> = {},
): Options<SearchDocument> {
  return {
    idField: "id",
    fields: [...FIELDS],
    // Fields hold analysed terms already: split on spaces only, so nothing is stemmed twice.
    tokenize: (text) => text.split(" "),
    processTerm: (term) => term || null,
    ...extra,
  };
}

/**
 * A built MiniSearch index as plain data: the radix tree of terms (nested `Map`s) and the
 * document tables. Structured clone carries it from the worker that built it to the serving
 * thread as it is, so the serving thread never re-inserts a term.
 */
export interface MiniSearchState {
  tree: unknown;
  documentCount: number;
  nextId: number;
  documentIds: Map<number, unknown>;
  idToShortId: Map<unknown, number>;
  fieldIds: Record<string, number>;
  fieldLength: Map<number, number[]>;
  avgFieldLength: number[];
  storedFields: Map<number, Record<string, unknown>>;
  dirtCount: number;
}

/**
 * MiniSearch whose built state can leave the thread that built it. Its index lives in protected
 * fields of plain Maps and arrays (minisearch 7.2, pinned in deno.json); a subclass is the way the
 * library leaves open to reach them. `toJSON`/`loadJS` would rebuild the radix tree term by term
 * on the serving thread, the very cost the worker is there to take away.
 */
export class PortableMiniSearch extends MiniSearch<SearchDocument> {
  /** The built index as plain data (shared, not copied: do not add to it afterwards). */
  state(): MiniSearchState {
    return {
      tree: this._index._tree,
      documentCount: this._documentCount,
      nextId: this._nextId,
      documentIds: this._documentIds,
      idToShortId: this._idToShortId,
      fieldIds: this._fieldIds,
      fieldLength: this._fieldLength,
      avgFieldLength: this._avgFieldLength,
      storedFields: this._storedFields,
      dirtCount: this._dirtCount,
    };
  }

  /**
   * Adds `documents`, whose fields `fieldsOf` gives as analysed terms, as `addAll` would given the
   * same terms space-joined, with the same result: the postings are gathered in plain maps first
   * and each distinct term enters the radix tree once, where `addAll` walks the tree for every
   * occurrence (tens of thousands of occurrences, most in the related field).
   * No stored fields (none are configured).
   */
  addAllAnalysed(
    documents: readonly SearchDocument[],
    fieldsOf: (document: SearchDocument) => Record<Field, readonly string[]>,
  ): void {
    const postings = new Map<string, Map<number, Map<number, number>>>();
    for (const document of documents) {
      const id = document.id;
      if (this._idToShortId.has(id)) throw new Error(`MiniSearch: duplicate ID ${id}`);
      const shortId = this._nextId;
      this._idToShortId.set(id, shortId);
      this._documentIds.set(shortId, id);
      this._documentCount += 1;
      this._nextId += 1;
      const fields = fieldsOf(document);
      const lengths: number[] = [];
      this._fieldLength.set(shortId, lengths);
      for (const field of FIELDS) {
        const tokens = fields[field];
        const fieldId = this._fieldIds[field]!;
        // The field's length is MiniSearch's: the distinct tokens of the space-joined text, where
        // an empty field is one empty token. A token's first posting in this section counts it,
        // so no set of the tokens is built (the related field is a long list).
        let length = 0;
        let empty = tokens.length === 0;
        for (const term of tokens) {
          if (!term) {
            empty = true;
            continue;
          }
          let byField = postings.get(term);
          if (!byField) postings.set(term, byField = new Map());
          let byDocument = byField.get(fieldId);
          if (!byDocument) byField.set(fieldId, byDocument = new Map());
          const seen = byDocument.get(shortId);
          if (seen === undefined) length += 1;
          byDocument.set(shortId, (seen ?? 0) + 1);
        }
        if (empty) length += 1;
        lengths[fieldId] = length;
        // As MiniSearch's addFieldLength: the running mean, in the same order of operations.
        const count = this._documentCount - 1;
        this._avgFieldLength[fieldId] = ((this._avgFieldLength[fieldId] || 0) * count + length) /
          (count + 1);
      }
    }
    for (const [term, byField] of postings) {
      const existing = this._index.get(term);
      if (existing) {
        for (const [fieldId, byDocument] of byField) {
          const into = existing.get(fieldId);
          if (!into) existing.set(fieldId, byDocument);
          else {for (const [shortId, count] of byDocument) {
              into.set(shortId, (into.get(shortId) ?? 0) + count);
            }}
        }
      } else this._index.set(term, byField);
    }
  }

  /**
   * An index answering from `state` (as {@linkcode PortableMiniSearch.state} gave it), with
   * `options` (those of the build, plus search options).
   */
  static fromState(state: MiniSearchState, options: Options<SearchDocument>): PortableMiniSearch {
    const mini = new PortableMiniSearch(options);
    mini._index._tree = state.tree as typeof mini._index._tree;
    mini._documentCount = state.documentCount;
    mini._nextId = state.nextId;
    mini._documentIds = state.documentIds;
    mini._idToShortId = state.idToShortId;
    mini._fieldIds = state.fieldIds;
    mini._fieldLength = state.fieldLength;
    mini._avgFieldLength = state.avgFieldLength;
    mini._storedFields = state.storedFields;
    mini._dirtCount = state.dirtCount;
    return mini;
  }
}

/**
 * A built index as plain data (Maps, Sets, arrays, strings): what structured clone carries from
 * the worker that builds it (`index_worker.ts`) to the thread that answers from it
 * (`searchIndexFromData` in `index.ts`).
 */
export interface SearchIndexData {
  documents: readonly SearchDocument[];
  /**
   * What ranking reads of each section, in the order of `documents`, each set as one
   * newline-joined string: a string crosses threads as one copy, a `Set` as thousands of entries
   * to rehash on the serving thread, which only ever reads the few sections a question hits.
   */
  sections: readonly PackedSectionTerms[];
  /** Number of sections each term occurs in. */
  documentFrequency: Map<string, number>;
  mini: MiniSearchState;
  /** Time the build took, ms. */
  buildMs: number;
}

/**
 * Builds the index over `documents` as data: analyses every section (or reuses what `analyser`
 * remembers), indexes the terms in MiniSearch and counts each term's sections. The one place
 * that decides what is indexed and how; `searchIndexFromData` (`index.ts`) only adopts the result.
 */
export function buildSearchIndexData(
  documents: readonly SearchDocument[],
  analyser: SectionAnalyser = sectionAnalyser(),
): SearchIndexData {
  const started = performance.now();
  const analysedList = analyser(documents);
  const analysed = new Map(
    documents.map((document, i) => [document.id, analysedList[i]!]),
  );
  const mini = new PortableMiniSearch(miniSearchOptions({
    extractField: (document, field) =>
      field === "id"
        ? document.id
        : analysed.get(document.id)?.fields[field as Field].join(" ") ?? "",
  }));
  mini.addAllAnalysed(documents, (document) => analysed.get(document.id)!.fields);
  const documentFrequency = new Map<string, number>();
  for (const { terms } of analysedList) {
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  return {
    documents,
    sections: analysedList.map(packTerms),
    documentFrequency,
    mini: mini.state(),
    buildMs: performance.now() - started,
  };
}
