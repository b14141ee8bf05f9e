/**
 * The words the site's sections use: one walk over every indexed field of every section (heading,
 * sub-headings, page title, keywords, passages), shared by the lists made from it (the corpus
 * words WordNet is read for, `tools/search/related_words.ts`; the words staff synonyms are checked
 * against, `server/search_curation/curation.ts`), each choosing its words with a filter.
 */
import type { SearchDocument } from "./document.ts";
import { splitWords } from "./text.ts";

/** The indexed text of a section, its fields one a line. */
function sectionText(document: SearchDocument): string {
  return [
    document.heading,
    document.subheadings,
    document.pageTitle,
    document.keywords,
    ...document.passages,
  ].join("\n");
}

/**
 * Distinct words (lower case, as `splitWords` gives them) of every section of `documents` that
 * `keep` accepts (default: every word), sorted.
 *
 * @example
 * siteWords(documents, (word) => word.length >= 3); // ["about", "accessibility", …]
 */
export function siteWords(
  documents: readonly SearchDocument[],
  keep: (word: string) => boolean = () => true,
): string[] {
  const words = new Set<string>();
  for (const document of documents) {
    for (const word of splitWords(sectionText(document))) if (keep(word)) words.add(word);
  }
  return [...words].sort();
}
