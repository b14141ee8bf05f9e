/**
 * The search evaluation's question sets: JSON data under `tools/search/questions/`, one file per
 * split, read through one zod schema (docs/decisions/0042-search-on-minisearch.md):
 *
 * - `dev.json`: tuned against; `validation.json`: checks that a change tuned on dev generalises;
 *   `test.json`: the held-out split, split from the first dev batch by a hash of the text;
 * - `fresh_<name>.json`: written after a change by someone who saw only the rendered site; the
 *   newest is the last name in natural order ("…_2" before "…_10"; a date written year first sorts
 *   the same way) and is scored once as fresh, the older ones are development data;
 * - `own.json`: the requirements' chips, paraphrases, typos and out-of-scope questions
 *   (docs/requirements.md#search-quality), read by the benchmark.
 *
 * Each file carries `about` (who wrote the questions, when, from what) and `questions`: each with
 * the text, every page path (no anchor) that answers it (`[]`: the site has no answer and must say
 * so), optionally who asks or what kind of question it is, and `facts`, strings one of which the
 * first sentence of the answer must state (dashes and case ignored).
 */
import { z } from "zod";

/** Who is asking: the visitors the site serves, in their own words. */
export const PERSONAS = [
  "brand-owner",
  "retail-buyer",
  "journalist",
  "job-seeker",
  "data-subject",
  "visitor",
] as const;

/** Kinds of the requirements' own questions (`own.json`). */
export const QUESTION_KINDS = ["chip", "paraphrase", "typo", "faq", "out-of-scope"] as const;

/**
 * How a question is typed: a few search words, one ordinary question, or a long chatty one (20 or
 * more words, with greetings and context) — the style docs/decisions/0038 found weakest.
 */
export const QUESTION_STYLES = ["keyword", "plain", "chatty"] as const;

/** One labelled question of a set. */
export const LABELLED_QUESTION = z.object({
  persona: z.enum(PERSONAS).optional(),
  kind: z.enum(QUESTION_KINDS).optional(),
  style: z.enum(QUESTION_STYLES).optional(),
  question: z.string().trim().min(1),
  /** Page paths (no anchor, no query) that answer it; empty when the site has no answer. */
  expected: z.array(z.string().regex(/^\/[^#?]*$/, "a page path without anchor or query")),
  /** Strings one of which the answer's first sentence must state. */
  facts: z.array(z.string().min(1)).min(1).optional(),
}).strict();

/** A question set file: what it is, then its questions (each text once). */
export const QUESTION_SET = z.object({
  about: z.string().min(1),
  questions: z.array(LABELLED_QUESTION).min(1),
}).strict().superRefine((set, context) => {
  const seen = new Set<string>();
  set.questions.forEach((item, index) => {
    if (seen.has(item.question)) {
      context.addIssue({
        code: "custom",
        path: ["questions", index, "question"],
        message: `listed twice: ${item.question}`,
      });
    }
    seen.add(item.question);
  });
});

/** A labelled question as the evaluation reads it. */
export type LabelledQuestion = z.infer<typeof LABELLED_QUESTION>;

/** The folder of the question set files. */
export const QUESTIONS_DIRECTORY = new URL("./questions/", import.meta.url);

/**
 * The questions of `name` (`dev`, `validation`, `test`, `own`, `fresh_12`…) in `directory`, in the
 * file's order.
 *
 * @throws {Error} naming the file and every field that does not match {@linkcode QUESTION_SET}.
 */
export function loadQuestionSet(name: string, directory = QUESTIONS_DIRECTORY): LabelledQuestion[] {
  const file = new URL(`${name}.json`, directory);
  const parsed = QUESTION_SET.safeParse(JSON.parse(Deno.readTextFileSync(file)));
  if (!parsed.success) {
    throw new Error(`${file.pathname}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.questions;
}

/** A fresh split's name (`12` for `fresh_12.json`) and its questions. */
export interface FreshSplit {
  name: string;
  questions: LabelledQuestion[];
}

const FRESH_FILE = /^fresh_(.+)\.json$/;

/** The fresh split files among `names`, oldest first (natural order). */
export function freshSplitFiles(names: readonly string[]): string[] {
  return names.filter((name) => FRESH_FILE.test(name))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

/**
 * The fresh splits in `directory`, oldest first; with `newest`, only that many of the newest
 * (`deno task search:eval --all` prints every one: the older ones are development data).
 */
export function freshSplits(directory = QUESTIONS_DIRECTORY, newest = Infinity): FreshSplit[] {
  const names = [...Deno.readDirSync(directory)].filter((entry) => entry.isFile)
    .map((entry) => entry.name);
  const files = freshSplitFiles(names);
  return files.slice(Math.max(0, files.length - newest)).map((file) => {
    const name = FRESH_FILE.exec(file)![1]!;
    return { name, questions: loadQuestionSet(`fresh_${name}`, directory) };
  });
}

/** The newest fresh split in `directory`, or `undefined` when there is none. */
export function newestFreshSplit(directory = QUESTIONS_DIRECTORY): FreshSplit | undefined {
  return freshSplits(directory, 1)[0];
}

/**
 * Questions of several sets joined, each text once (the last entry with facts wins, else the
 * first): a question asked in two sets would otherwise weigh double in every rate.
 */
export function oneEntryPerQuestion(listed: readonly LabelledQuestion[]): LabelledQuestion[] {
  const byText = new Map<string, LabelledQuestion>();
  for (const entry of listed) {
    const seen = byText.get(entry.question);
    if (!seen || entry.facts) byText.set(entry.question, entry);
  }
  return [...byText.values()];
}
