/**
 * Kinds of fact the site states on few pages or none (docs/decisions/0042-search-on-minisearch.md):
 * a question asking for one (a sum of money, a job, a person by office, a private purchase) is
 * answered only where a top section states one. A page can share every word of "What is the
 * salary for a brand strategist?" and state no salary: quoting it answers nothing.
 */
import type { Retrieval } from "./index.ts";
import { askingPart, splitSentences } from "./text.ts";

/** Each kind: how a question asks for it, and how a sentence states one. */
const KINDS: readonly { asks: RegExp; states: RegExp }[] = [
  {
    asks:
      /\b(jobs?|vacanc\w*|careers?|internships?|apprentice\w*|graduates?|hiring|recruit\w*|cv|salar(y|ies)|pensions?|employees?|staff discount|dress code|visas?|work for you|people work)\b/i,
    states:
      /\b(vacanc\w*|jobs?|careers?|salar(y|ies)|recruit\w*|hiring|internships?|apprentice\w*|job applicants?)\b/i,
  },
  {
    asks:
      /\b(costs?(?! of living)|charges?|fees?|salar(y|ies)|revenue|turnover|profit|commission|price list|pay you)\b/i,
    states: /(£\s?\d|\d\s?%|\bfree\b|\bno (fee|charge|cost)s?\b|\bcharges?\b|\bfees?\b)/i,
  },
  {
    asks:
      /\b(who (is|are|runs|owns|leads|founded)|managing director|chief executive|ceo|founder|owner|chairman)\b/i,
    states: /\b[A-Z][a-z]+ [A-Z][a-z]+\b.{0,40}\b(director|chief|ceo|founder|head|manager|lead)\b/i,
  },
  { asks: /\bwhere (can|do|could) i buy\b|\bcheap\b/i, states: /\bbuy from us\b/i },
  {
    asks: /\b(what|which) year\b|\bwhen (was|were|did)\b/i,
    states:
      /\b((19|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december)\b/i,
  },
];

/** Top sections searched for a sentence stating the kind asked for. */
const DEPTH = 3;

/**
 * Whether `question` asks for a kind of fact none of the top sections of `retrieval` states (so
 * the site should decline it).
 */
export function factMissing(question: string, retrieval: Retrieval): boolean {
  const asking = askingPart(question);
  const kinds = KINDS.filter((kind) => kind.asks.test(asking));
  if (kinds.length === 0) return false;
  const sentences = retrieval.results.slice(0, DEPTH)
    .flatMap(({ document }) => document.passages.flatMap(splitSentences));
  return kinds.some((kind) => !sentences.some((sentence) => kind.states.test(sentence)));
}
