/**
 * `deno task search:decline-cv`: leave-one-split-out cross-validation of two decline rules added to
 * production's coverage rule (`coversEnough`, `server/search/answerability.ts`):
 *
 * - **fact type** (shipped): a question asking for a sum of money, the company's own identifying
 *   or registration number, a person by office, a share, a date or a time of the company's own
 *   (`factTypeOf`, `fact_type.ts`) is declined unless one of the top `depth` sections states
 *   one; candidates
 *   from 1 to 12 sections and no rule at all;
 * - **focus off the page** (not shipped): when the answering section's page never uses the
 *   question's focus word (the site knows it, but only elsewhere or as a WordNet relative), the
 *   section must cover more than 0.35 of the question;
 * - **intent words off the answer** (not shipped, thirteenth round): the same coverage raised when
 *   the asking sentence's rarest content word in general English, or its second rarest, is neither
 *   on the answering section's page nor a WordNet relative of a word of that section; when its two
 *   rarest are not both there; or when one of its words of general English is nowhere on the site;
 * - **direct coverage** (not shipped): the answering section must cover a share of the question
 *   with the question's own words, typos and WordNet relatives aside.
 *
 * For each split held out, each rule's setting is chosen on the other splits (dev, fresh 01,
 * validation, test and every fresh split: all tuned on, so all dev now) to maximise off-topic questions
 * declined less twice the answerable ones declined (a wrong decline costs more than a missed one;
 * the lower setting on a tie), and the held-out split's decisions are printed beside the
 * coverage rule's alone. A lab: production reads none of it
 * (tools/search/lab_notes.md, twelfth round).
 */
import {
  anchorSection,
  coversEnough,
  FACT_TYPE_DEPTH,
  factTypeRank,
} from "../../server/search/answerability.ts";
import { buildSearchIndexData, unpackTerms } from "../../server/search/index_data.ts";
import type { Retrieval } from "../../server/search/index.ts";
import { RETRIEVAL_LIMIT, siteSearchIndex } from "../../server/search/service.ts";
import {
  askingSentence,
  FILLER_WORDS,
  isSoftTerm,
  splitWords,
  termOf,
} from "../../server/search/text.ts";
import { englishRarity } from "../../server/search/english_words.ts";
import {
  freshSplits,
  type LabelledQuestion,
  loadQuestionSet,
  oneEntryPerQuestion,
} from "./question_sets.ts";

/** How many missed declines one wrong decline is worth. */
export const WRONG_DECLINE_COST = 2;

/** A question as the rules see it. */
export interface Row {
  answerable: boolean;
  /** Production's coverage rule alone. */
  covered: boolean;
  /** The answering section's coverage. */
  coverage: number;
  /** Whether the site knows the focus word but the answering section's page never uses it. */
  offPage: boolean;
  /** `factTypeRank`: rank of the first section stating the asked type of fact. */
  typeRank: number | undefined;
  /** Whether the asking sentence's rarest content word is off the answering page (see above). */
  rarestOff: boolean;
  /** …its second rarest. */
  secondOff: boolean;
  /** Whether one of its words of general English is nowhere on the site nor related there. */
  unknownWord: boolean;
  /** The answering section's coverage by the question's own words alone. */
  direct: number;
}

/** Coverage settings of the rules that raise the coverage needed. */
const COVERAGE_SETTINGS = [0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7] as const;

/** A decline rule with its candidate settings, the first of which changes nothing. */
export interface Rule {
  name: string;
  settings: readonly number[];
  declines: (row: Row, setting: number) => boolean;
}

export const RULES: readonly Rule[] = [
  {
    name: "fact type (sections searched)",
    settings: [Infinity, 12, 8, 5, 3, 1],
    // Infinity: no rule (a question whose type no retrieved section states is answered too).
    declines: (row, depth) => depth !== Infinity && (row.typeRank ?? 0) >= depth,
  },
  {
    name: "focus off the page (coverage needed)",
    settings: [0.35, 0.4, 0.45, 0.5, 0.55, 0.6],
    declines: (row, threshold) => row.offPage && row.coverage < threshold,
  },
  {
    name: "rarest word off the answering page (coverage needed)",
    settings: COVERAGE_SETTINGS,
    declines: (row, threshold) => row.rarestOff && row.coverage < threshold,
  },
  {
    name: "second rarest word off the answering page (coverage needed)",
    settings: COVERAGE_SETTINGS,
    declines: (row, threshold) => row.secondOff && row.coverage < threshold,
  },
  {
    name: "two rarest words not both on the page (coverage needed)",
    settings: COVERAGE_SETTINGS,
    declines: (row, threshold) => (row.rarestOff || row.secondOff) && row.coverage < threshold,
  },
  {
    name: "a word of general English unknown to the site (coverage needed)",
    settings: COVERAGE_SETTINGS,
    declines: (row, threshold) => row.unknownWord && row.coverage < threshold,
  },
  {
    name: "direct coverage (share needed)",
    settings: [0, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5],
    declines: (row, threshold) => row.direct < threshold,
  },
];

/** Off-topic and answerable questions of `rows` declined by `rule` at `setting`. */
export function counts(
  rows: readonly Row[],
  rule: Rule,
  setting: number,
): { off: number; on: number } {
  const declined = (row: Row) => !row.covered || rule.declines(row, setting);
  return {
    off: rows.filter((row) => !row.answerable && declined(row)).length,
    on: rows.filter((row) => row.answerable && declined(row)).length,
  };
}

/** The setting of `rule` with the best net declines on `rows` (the first on a tie). */
export function chooseSetting(rows: readonly Row[], rule: Rule): number {
  let best = { setting: rule.settings[0]!, net: -Infinity };
  for (const setting of rule.settings) {
    const { off, on } = counts(rows, rule, setting);
    const net = off - WRONG_DECLINE_COST * on;
    if (net > best.net) best = { setting, net };
  }
  return best.setting;
}

function main(): void {
  const index = siteSearchIndex();
  const data = buildSearchIndexData(index.documents);
  const pageTerms = new Map<string, Set<string>>();
  const siteTerms = new Set<string>();
  const sectionTerms = index.documents.map((_, i) => unpackTerms(data.sections[i]!));
  index.documents.forEach((document, i) => {
    const terms = pageTerms.get(document.path) ?? new Set();
    for (const term of sectionTerms[i]!.terms) {
      terms.add(term);
      siteTerms.add(term);
    }
    pageTerms.set(document.path, terms);
  });
  const rowOf = (question: string, answerable: boolean): Row => {
    const retrieval: Retrieval = index.search(question, { limit: RETRIEVAL_LIMIT });
    const anchor = anchorSection(retrieval);
    const term = retrieval.focus ? termOf(retrieval.focus.word) : null;
    const related = anchor
      ? sectionTerms[index.documents.indexOf(anchor.document)]!.related
      : new Set<string>();
    const onPage = anchor ? pageTerms.get(anchor.document.path)! : new Set<string>();
    // The asking sentence's content words of general English, rarest first.
    const words = splitWords(askingSentence(question)).flatMap((word) => {
      const wordTerm = FILLER_WORDS.has(word) ? null : termOf(word);
      const rarity = englishRarity(word);
      return wordTerm && !isSoftTerm(wordTerm) && rarity !== Infinity
        ? [{ term: wordTerm, rarity }]
        : [];
    }).sort((a, b) => b.rarity - a.rarity);
    const off = (at: number) =>
      words[at] !== undefined && !onPage.has(words[at]!.term) && !related.has(words[at]!.term);
    return {
      answerable,
      covered: coversEnough(retrieval),
      coverage: anchor?.coverage ?? 0,
      offPage: retrieval.focus?.known === true && term !== null && anchor !== undefined &&
        !pageTerms.get(anchor.document.path)?.has(term),
      typeRank: factTypeRank(question, retrieval),
      rarestOff: off(0),
      secondOff: off(1),
      unknownWord: words.some(({ term }) => !siteTerms.has(term) && !related.has(term)),
      direct: anchor?.evidence.direct ?? 0,
    };
  };
  const rowsOf = (questions: readonly LabelledQuestion[]): Row[] =>
    oneEntryPerQuestion(questions).map(({ question, expected }) =>
      rowOf(question, expected.length > 0)
    );
  const splits: [string, Row[]][] = [
    ["dev", rowsOf(loadQuestionSet("dev"))],
    ["fresh 01", rowsOf(loadQuestionSet("fresh_01"))],
    ["validation", rowsOf(loadQuestionSet("validation"))],
    ["test", rowsOf(loadQuestionSet("test"))],
  ];
  // Every fresh split after 01 (each one dev once the next is written), read by file name so
  // that none drops out when a newer one is added.
  for (const fresh of freshSplits()) {
    if (fresh.name !== "01") splits.push([`fresh ${fresh.name}`, rowsOf(fresh.questions)]);
  }
  console.log(`production: fact type searched in the top ${FACT_TYPE_DEPTH} sections\n`);
  for (const rule of RULES) {
    const cell = (rows: readonly Row[], setting: number) => {
      const { off, on } = counts(rows, rule, setting);
      const offTotal = rows.filter((row) => !row.answerable).length;
      return `off-topic ${off}/${offTotal}, answerable ${on}/${rows.length - offTotal}`;
    };
    console.log(`${rule.name}: held-out split (setting chosen on the others)`);
    for (const [held, rows] of splits) {
      const training = splits.filter(([name]) => name !== held).flatMap(([, other]) => other);
      const setting = chooseSetting(training, rule);
      console.log(
        `  ${held.padEnd(11)} ${String(setting).padStart(8)}: ${cell(rows, setting)}` +
          `   (coverage rule alone: ${cell(rows, rule.settings[0]!)})`,
      );
    }
    console.log("  every setting on every split (off-topic declined · answerable declined)");
    for (const setting of rule.settings) {
      console.log(`  ${String(setting).padStart(8)}  ${
        splits.map(([, rows]) => {
          const { off, on } = counts(rows, rule, setting);
          return `${off}·${on}`;
        }).join("   ")
      }`);
    }
    console.log();
  }
}

if (import.meta.main) main();
