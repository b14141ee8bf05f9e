/**
 * The dev split of the visitor evaluation, gathered once: tuning (`search:eval --dev`, the
 * answerability tool) reads it; the held-out test split stays apart in `eval_questions_test.ts`
 * (ADR 0011).
 */
import { DEV_FACTS, DEV_QUESTIONS } from "./eval_questions_dev.ts";
import { DEV_EXTRA_FACTS, DEV_EXTRA_QUESTIONS } from "./eval_questions_dev_extra.ts";
import { DEV_ROUND3_FACTS, DEV_ROUND3_QUESTIONS } from "./eval_questions_dev_round3.ts";

/** Dev questions with their acceptable pages (an empty list: the site cannot answer). */
export const DEV_VISITOR_QUESTIONS = [
  ...DEV_QUESTIONS,
  ...DEV_EXTRA_QUESTIONS,
  ...DEV_ROUND3_QUESTIONS,
];

/** Dev questions with the fact the answer's first sentence must state. */
export const DEV_FACT_QUESTIONS = [...DEV_FACTS, ...DEV_EXTRA_FACTS, ...DEV_ROUND3_FACTS];

/** The whole dev split, visitor questions first. */
export const DEV_SPLIT = [...DEV_VISITOR_QUESTIONS, ...DEV_FACT_QUESTIONS];
