/** Shapes of the search evaluation sets (see `eval_questions_dev.ts` and `eval_questions_test.ts`). */

/** Who is asking: the visitors the site serves, in their own words. */
export type Persona =
  | "brand-owner"
  | "retail-buyer"
  | "journalist"
  | "job-seeker"
  | "data-subject"
  | "visitor";

/** A question and every page path (no anchor) that answers it; `[]` when none does. */
export interface LabelledQuestion {
  question: string;
  expected: readonly string[];
}

/** A visitor's question. */
export interface VisitorQuestion extends LabelledQuestion {
  persona: Persona;
}

/**
 * A question whose answer the site states as a fact ("4-6 weeks"): the first sentence of the
 * answer must contain one of `facts` (dashes and case ignored).
 */
export interface FactQuestion extends LabelledQuestion {
  facts: readonly string[];
}
