/**
 * The newest fresh split of the search evaluation: questions written after the last change by
 * someone who saw only the rendered site, kept as `eval_questions_fresh_<name>.ts` beside this
 * file (docs/decisions/0011-search-retrieval.md). The newest is the last name in natural order
 * ("…_2" before "…_10"; a date written year first sorts the same way); every array it exports of
 * labelled questions (with `question` and `expected`, facts optional) is read.
 */
import type { LabelledQuestion } from "./eval_types.ts";

/** A fresh split's file name stem and its questions. */
export interface FreshSplit {
  name: string;
  questions: (LabelledQuestion & { facts?: readonly string[] })[];
}

const FRESH_FILE = /^eval_questions_fresh_(.+)\.ts$/;

/** The names of the fresh split files in `directory`, oldest first. */
export function freshSplitFiles(names: readonly string[]): string[] {
  return names.filter((name) => FRESH_FILE.test(name) && !name.endsWith("_test.ts"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
}

function isQuestion(value: unknown): value is LabelledQuestion {
  return typeof value === "object" && value !== null &&
    typeof (value as LabelledQuestion).question === "string" &&
    Array.isArray((value as LabelledQuestion).expected);
}

/** The newest fresh split in `directory`, or `undefined` when there is none. */
export async function newestFreshSplit(directory: URL): Promise<FreshSplit | undefined> {
  return (await freshSplits(directory, 1))[0];
}

/**
 * The fresh splits in `directory`, oldest first; with `newest`, only that many of the newest
 * (`deno task search:eval --all` prints every one: the older ones are development data).
 */
export async function freshSplits(directory: URL, newest = Infinity): Promise<FreshSplit[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(directory)) if (entry.isFile) names.push(entry.name);
  const files = freshSplitFiles(names);
  const splits: FreshSplit[] = [];
  for (const file of files.slice(Math.max(0, files.length - newest))) {
    const module = await import(new URL(file, directory).href) as Record<string, unknown>;
    const listed = Object.values(module).flatMap((value) =>
      Array.isArray(value) && value.every(isQuestion) ? value : []
    );
    splits.push({ name: FRESH_FILE.exec(file)![1]!, questions: oneEntryPerQuestion(listed) });
  }
  return splits;
}

/**
 * A question listed in two arrays (a writer's visitor list and its fact list) counts once, with
 * the facts of whichever entry has them: counted twice it would weigh double in every rate.
 */
export function oneEntryPerQuestion(
  listed: readonly FreshSplit["questions"][number][],
): FreshSplit["questions"] {
  const byText = new Map<string, FreshSplit["questions"][number]>();
  for (const entry of listed) {
    const seen = byText.get(entry.question);
    // The entry with facts wins; without facts on either, the first stays.
    if (!seen || entry.facts) byText.set(entry.question, entry);
  }
  return [...byText.values()];
}
