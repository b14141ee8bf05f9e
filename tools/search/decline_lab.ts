/**
 * `deno task search:decline-lab`: whether any signal of intent separates the questions the site
 * can answer from those it cannot better than production's rule (coverage ≥ 0.35, 0.5 when the
 * focus word is unknown; `server/search/answerability.ts`). A lab: production reads none of it
 * (tools/search/lab_notes.md, tenth round).
 *
 * Dev is the dev split plus fresh split 01 (tuned on since it was scored); validation and test are
 * read for the decision only, and so is a newer fresh split when there is one (its own column). For each candidate signal it prints the ROC AUC on every split
 * (0.5: no better than chance; below 0.5 the signal points the other way). Then each candidate
 * logistic model (`logistic.ts`) is fitted on dev, its threshold set on dev so that it declines no
 * more answerable dev questions than the rule does, and its decisions counted on validation and
 * test beside the rule's, with 95% Wilson intervals. Last, the ceiling: the most off-topic
 * validation questions any threshold of the model could decline while declining at most the
 * issue's share of answerable ones (3 of 55), with the threshold chosen on validation itself.
 *
 * Decisions are `isAnswerable`'s; the service can still decline an answerable question when no
 * sentence is fit to quote (one of fresh split 01's), so `search:eval` may count one more.
 *
 * `--wordnet` also tries reading each question word the site never uses as its WordNet relatives
 * that the site uses (synonyms, hypernyms or derivations of its two commonest senses, through
 * `natural`, about 30 s), and counts the rule's decisions on the rewritten questions.
 */
import { isAnswerable } from "../../server/search/answerability.ts";
import { buildSearchIndexData, unpackTerms } from "../../server/search/index_data.ts";
import { RETRIEVAL_LIMIT, siteSearchIndex } from "../../server/search/service.ts";
import { ceilingLine, curve, decisions, rocAuc } from "./decline_measures.ts";
import { type Row, type Signal, SIGNALS, signalsOf, type Site } from "./decline_signals.ts";
import { wordnetBridge } from "./decline_wordnet.ts";
import { fitLogistic, predict } from "./logistic.ts";
import {
  type LabelledQuestion,
  loadQuestionSet,
  newestFreshSplit,
  oneEntryPerQuestion,
} from "./question_sets.ts";

/** The fresh split tuned on in this round, counted as dev. */
const TUNED_FRESH_SPLIT = "01";

/** Candidate models: production's two inputs, then each kind of intent signal added. */
const MODELS: readonly (readonly Signal[])[] = [
  ["coverage", "focusUnknown"],
  ["coverage", "logScore"],
  ["coverage", "logScore", "focusUnknown"],
  ["coverage", "intentTop", "focusUnknown", "logScore"],
  ["coverage", "siteAffinity", "focusUnknown", "logScore"],
  ["coverage", "unknownRarest", "focusUnknown", "logScore"],
  ["coverage", "terms", "focusUnknown"],
  ["coverage", "article", "focusUnknown", "logScore"],
  [...SIGNALS],
];

async function main(): Promise<void> {
  const index = siteSearchIndex();
  const data = buildSearchIndexData(index.documents);
  const sections = data.sections.map(unpackTerms);
  const site: Site = {
    frequency: data.documentFrequency,
    sections: index.documents.length,
    terms: new Map(index.documents.map((document, i) => [document.id, sections[i]!])),
    relatedAnywhere: new Set(sections.flatMap((section) => [...section.related])),
  };
  const rowsOf = (questions: readonly LabelledQuestion[]): Row[] =>
    oneEntryPerQuestion(questions).map(({ question, expected }) => {
      const retrieval = index.search(question, { limit: RETRIEVAL_LIMIT });
      return {
        question,
        answerable: expected.length > 0,
        answered: isAnswerable(question, retrieval),
        empty: retrieval.results.length === 0,
        signals: signalsOf(question, retrieval, site),
      };
    });
  const splits: [string, Row[]][] = [
    ["dev+fresh01", rowsOf([...loadQuestionSet("dev"), ...loadQuestionSet("fresh_01")])],
    ["validation", rowsOf(loadQuestionSet("validation"))],
    ["test", rowsOf(loadQuestionSet("test"))],
  ];
  // A fresh split written after this round is read like test: the models were fitted without it.
  const fresh = newestFreshSplit();
  if (fresh && fresh.name !== TUNED_FRESH_SPLIT) {
    splits.push([`fresh ${fresh.name}`, rowsOf(fresh.questions)]);
  }
  const [, dev] = splits[0]!;
  const [, validation] = splits[1]!;

  console.log(
    `ROC AUC (answerable above off-topic)\n${"".padEnd(16)}` +
      splits.map(([name]) => name.padStart(13)).join(""),
  );
  for (const signal of SIGNALS) {
    const aucs = splits.map(([, rows]) =>
      rocAuc(
        rows.filter((row) => row.answerable).map((row) => row.signals[signal]),
        rows.filter((row) => !row.answerable).map((row) => row.signals[signal]),
      ).toFixed(3).padStart(13)
    );
    console.log(`${signal.padEnd(16)}${aucs.join("")}`);
  }

  console.log("\nproduction's rule");
  for (const [name, rows] of splits) {
    console.log(`  ${name.padEnd(12)} ${decisions(rows, (row) => row.answered)}`);
  }
  // The rule as one score (its two thresholds 0.15 apart), to read its own ceiling.
  const ruleScore = (row: Row) =>
    row.empty ? -1 : row.signals.coverage - (row.signals.focusUnknown ? 0.15 : 0);
  console.log(`  ${ceilingLine(validation, ruleScore)}`);
  const ruleDeclined = dev.filter((row) => row.answerable && !row.answered).length;
  for (const model of MODELS) {
    const trained = dev.filter((row) => !row.empty);
    const fitted = fitLogistic(
      trained.map((row) => model.map((signal) => row.signals[signal])),
      trained.map((row) => (row.answerable ? 1 : 0)),
      1,
    );
    const p = (row: Row) =>
      row.empty ? 0 : predict(fitted, model.map((signal) => row.signals[signal]));
    // The highest threshold declining no more answerable dev questions than the rule does.
    let threshold = 0;
    for (const t of [...new Set(dev.map(p))].sort((a, b) => a - b)) {
      if (dev.filter((row) => row.answerable && p(row) < t).length <= ruleDeclined) threshold = t;
    }
    console.log(`\n${model.join(" + ")} (threshold ${threshold.toFixed(3)} on dev)`);
    for (const [name, rows] of splits) {
      console.log(`  ${name.padEnd(12)} ${decisions(rows, (row) => p(row) >= threshold)}`);
    }
    console.log(`  ${ceilingLine(validation, p)}`);
    if (Deno.args.includes("--curve")) curve(splits, p);
  }
  if (Deno.args.includes("--curve")) {
    console.log(
      "\nproduction's rule as one score (coverage, less 0.15 with an unknown focus word)",
    );
    curve(splits, ruleScore);
  }
  if (Deno.args.includes("--wordnet")) await wordnetBridge(splits, site);
}

if (import.meta.main) await main();
