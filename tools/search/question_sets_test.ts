import assert from "node:assert/strict";
import {
  freshSplitFiles,
  freshSplits,
  loadQuestionSet,
  newestFreshSplit,
  oneEntryPerQuestion,
  QUESTIONS_DIRECTORY,
} from "./question_sets.ts";
import { wilsonInterval } from "./evaluate.ts";

Deno.test("every question set file under questions/ matches the schema", () => {
  const names = [...Deno.readDirSync(QUESTIONS_DIRECTORY)].map((entry) => entry.name).sort();
  assert.ok(names.length >= 5, names.join(", "));
  for (const name of names) {
    assert.match(name, /^[a-z0-9_]+\.json$/, "only question set JSON lives in questions/");
    assert.ok(loadQuestionSet(name.slice(0, -".json".length)).length > 0, name);
  }
});

Deno.test("a question set with a bad field or a question listed twice is refused by name", async () => {
  const directory = new URL(`file://${await Deno.makeTempDir()}/`);
  try {
    const write = (name: string, questions: unknown) =>
      Deno.writeTextFileSync(new URL(name, directory), JSON.stringify({ about: "x", questions }));
    write("bad.json", [{ question: "q", expected: ["services"] }]);
    assert.throws(() => loadQuestionSet("bad", directory), /bad\.json[\s\S]*expected/);
    write("twice.json", [{ question: "q", expected: [] }, { question: "q", expected: [] }]);
    assert.throws(() => loadQuestionSet("twice", directory), /listed twice: q/);
  } finally {
    await Deno.remove(directory, { recursive: true });
  }
});

Deno.test("the newest fresh split is the last name in natural order; others are ignored", () => {
  assert.deepEqual(
    freshSplitFiles([
      "fresh_10.json",
      "dev.json",
      "fresh_2.json",
      "fresh_2_test.ts",
      "fresh_2026_11_27.json",
    ]),
    ["fresh_2.json", "fresh_10.json", "fresh_2026_11_27.json"],
  );
});

Deno.test("fresh splits are read from their files, oldest first", async () => {
  const directory = new URL(`file://${await Deno.makeTempDir()}/`);
  try {
    assert.equal(newestFreshSplit(directory), undefined);
    const write = (name: string, questions: unknown) =>
      Deno.writeTextFileSync(new URL(name, directory), JSON.stringify({ about: "x", questions }));
    write("fresh_1.json", [{ question: "old", expected: [] }]);
    write("fresh_2.json", [
      { persona: "visitor", question: "a", expected: ["/"] },
      { question: "f", expected: ["/about"], facts: ["2014"] },
    ]);
    write("dev.json", [{ question: "d", expected: [] }]);
    const newest = newestFreshSplit(directory);
    assert.equal(newest?.name, "2");
    assert.deepEqual(newest?.questions.map((item) => item.question), ["a", "f"]);
    assert.deepEqual(freshSplits(directory).map((split) => split.name), ["1", "2"]);
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

Deno.test("a question in two joined sets counts once, with its facts", () => {
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
