import assert from "node:assert/strict";
import { freshSplitFiles, newestFreshSplit, oneEntryPerQuestion } from "./fresh_split.ts";
import { wilsonInterval } from "./evaluate.ts";

Deno.test("the newest fresh split is the last name in natural order; others are ignored", () => {
  assert.deepEqual(
    freshSplitFiles([
      "eval_questions_fresh_10.ts",
      "eval_questions_dev.ts",
      "eval_questions_fresh_2.ts",
      "eval_questions_fresh_2_test.ts",
      "eval_questions_fresh_2026_11_27.ts",
    ]),
    [
      "eval_questions_fresh_2.ts",
      "eval_questions_fresh_10.ts",
      "eval_questions_fresh_2026_11_27.ts",
    ],
  );
});

Deno.test("a fresh split file's labelled questions are read from all its exports", async () => {
  const directory = await Deno.makeTempDir();
  try {
    assert.equal(await newestFreshSplit(new URL(`file://${directory}/`)), undefined);
    await Deno.writeTextFile(
      `${directory}/eval_questions_fresh_1.ts`,
      `export const Q = [{ question: "old", expected: [] }];`,
    );
    await Deno.writeTextFile(
      `${directory}/eval_questions_fresh_2.ts`,
      `export const A = [{ question: "a", expected: ["/"] }];
       export const F = [{ question: "f", expected: ["/about"], facts: ["2014"] }];
       export const NOTE = "not questions";`,
    );
    const split = await newestFreshSplit(new URL(`file://${directory}/`));
    assert.equal(split?.name, "2");
    assert.deepEqual(split?.questions.map((item) => item.question), ["a", "f"]);
  } finally {
    await Deno.remove(directory, { recursive: true });
  }
});

Deno.test("Wilson intervals bracket the share and stay within 0 and 1", () => {
  const [low, high] = wilsonInterval(4, 15);
  assert.ok(low > 0.1 && low < 4 / 15 && high > 4 / 15 && high < 0.55, `${low}–${high}`);
  assert.equal(wilsonInterval(0, 10)[0], 0);
  assert.ok(wilsonInterval(10, 10)[1] <= 1);
  assert.ok(wilsonInterval(0, 0).every(Number.isNaN));
});

Deno.test("a question in both a writer's visitor list and fact list counts once, with its facts", () => {
  const merged = oneEntryPerQuestion([
    { question: "MOQ?", expected: ["/services"] },
    { question: "Listing fees?", expected: ["/services"] },
    { question: "MOQ?", expected: ["/services"], facts: ["no minimum"] },
  ]);
  assert.deepEqual(merged, [
    { question: "MOQ?", expected: ["/services"], facts: ["no minimum"] },
    { question: "Listing fees?", expected: ["/services"] },
  ]);
});
