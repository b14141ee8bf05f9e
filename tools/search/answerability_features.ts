/**
 * The answerability lab (production decides with `server/search/answerability.ts`, which uses
 * none of this): whether the site can answer a question, as a logistic model over what the search
 * measures (how much of the question the top sections cover and through which kind of match, the
 * heaviest term they miss, the scores, the question's unknown words and kind), so that a decision
 * learnt from labelled questions can replace one hand-set coverage threshold
 * (tools/search/lab_notes.md, fifth round). `deno task search:answerability` fits
 * candidate models on the evaluation's dev split, compares them by nested cross-validation within
 * that split, and writes `answerability_model.json` beside this file: a fitted model when one makes fewer errors
 * than the old rule, else the old rule itself (coverage ≥ 0.35, as a steep logistic), which is
 * what it wrote last.
 */
import model from "./answerability_model.json" with { type: "json" };
import { expectationOf } from "../../server/search/answer_kind.ts";
import type { RankedDocument, Retrieval } from "../../server/search/index.ts";

/** Top sections the decision looks at, and of which the answer is built around one. */
export const ANSWERABILITY_DEPTH = 2;

/** Every signal the model may use, each a number for one question. */
export const ANSWERABILITY_FEATURES = [
  "coverage",
  "coverageFirst",
  "nearCoverage",
  "direct",
  "typo",
  "related",
  "near",
  "missing",
  "logScore",
  "scorePerTerm",
  "scoreRatio",
  "topicalTerms",
  "unknownShare",
  "unknownWords",
  "yesNo",
  "figure",
  "personal",
  "coveringSections",
] as const;
/** The name of a signal. */
export type AnswerabilityFeature = typeof ANSWERABILITY_FEATURES[number];

/** The fitted model as stored: features are standardised (x − mean) / scale before weighing. */
export interface AnswerabilityModel {
  features: AnswerabilityFeature[];
  mean: number[];
  scale: number[];
  weights: number[];
  bias: number;
  /** Least probability at which the site answers. */
  threshold: number;
}

const MODEL = model as AnswerabilityModel;
/**
 * A section covering this share of the question counts among `coveringSections`; and a question
 * of one term is answerable when a top section covers this much of it (a direct match, a typo or
 * a related word): the model was fitted on written questions, of which three have one term, so it
 * has no evidence on keyword searches ("jobs", "warehose"), which the site should still answer.
 */
export const MIN_COVERAGE = 0.35;
/** Questions with fewer terms are decided by coverage alone (see {@linkcode MIN_COVERAGE}). */
export const MODEL_MIN_TERMS = 2;
const PERSONAL = /\b(you|your|yours|crownbridge)\b/i;

/**
 * The top section the answer is built around: of the first {@linkcode ANSWERABILITY_DEPTH}, the
 * one covering the most of the question (the first on a tie); the first-ranked section can win on
 * a repeated word while the second covers the question.
 */
export function anchorSection(retrieval: Retrieval): RankedDocument | undefined {
  let best: RankedDocument | undefined;
  for (const result of retrieval.results.slice(0, ANSWERABILITY_DEPTH)) {
    if (!best || result.coverage > best.coverage) best = result;
  }
  return best;
}

/**
 * The signals of `question` and its retrieval; `undefined` when nothing was retrieved (the site
 * cannot answer).
 */
export function answerabilityFeatures(
  question: string,
  retrieval: Retrieval,
): Record<AnswerabilityFeature, number> | undefined {
  const anchor = anchorSection(retrieval);
  const first = retrieval.results[0];
  if (!anchor || !first) return undefined;
  const second = retrieval.results[1];
  const { evidence } = anchor;
  const expectation = expectationOf(question);
  const terms = Math.max(1, retrieval.terms.length);
  return {
    coverage: anchor.coverage,
    coverageFirst: first.coverage,
    nearCoverage: anchor.coverage + evidence.near,
    direct: evidence.direct,
    typo: evidence.typo,
    related: evidence.related,
    near: evidence.near,
    missing: evidence.missing,
    logScore: Math.log(1 + first.score),
    scorePerTerm: Math.log(1 + first.score / terms),
    scoreRatio: second ? second.score / first.score : 0,
    topicalTerms: Math.log(terms),
    unknownShare: retrieval.unknown.terms / terms,
    unknownWords: retrieval.unknown.words / terms,
    yesNo: expectation === "yes-no" ? 1 : 0,
    figure: expectation === "yes-no" || expectation === "other" ? 0 : 1,
    personal: PERSONAL.test(question) ? 1 : 0,
    coveringSections: Math.log(
      1 + retrieval.results.filter((result) => result.coverage >= MIN_COVERAGE).length,
    ),
  };
}

/** Probability (0–1) that `model` gives the site an answer to a question with `features`. */
export function answerProbability(
  features: Record<AnswerabilityFeature, number>,
  fitted: AnswerabilityModel = MODEL,
): number {
  let z = fitted.bias;
  fitted.features.forEach((name, i) => {
    z += fitted.weights[i]! * (features[name] - fitted.mean[i]!) / fitted.scale[i]!;
  });
  return 1 / (1 + Math.exp(-z));
}

/**
 * Whether the site can answer `question` from `retrieval`: the stored model decides, or for a
 * question of one term, whether a top section covers it.
 */
export function isAnswerable(question: string, retrieval: Retrieval): boolean {
  const features = answerabilityFeatures(question, retrieval);
  if (!features) return false;
  if (retrieval.terms.length < MODEL_MIN_TERMS) return features.coverage >= MIN_COVERAGE;
  return answerProbability(features) >= MODEL.threshold;
}
