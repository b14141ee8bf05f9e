import assert from "node:assert/strict";
import { buildCorpus } from "./corpus.ts";
import { createSearchIndex } from "./index.ts";
import { createSearchIndexBuilder } from "./index_builder.ts";

const QUESTIONS = [
  "How quickly can you deliver?",
  "Do you charge listing fees?",
  "warehose in the midlands",
  "How do you help a new snack brand get into convenience stores?",
  "What data do you keep about me?",
];

Deno.test("an index built in the worker answers exactly as one built on this thread", async () => {
  const corpus = buildCorpus();
  const here = createSearchIndex(corpus);
  const builder = createSearchIndexBuilder();
  builder.start();
  try {
    const there = await builder.build(corpus);
    assert.equal(there.documents.length, here.documents.length);
    for (const question of QUESTIONS) {
      assert.deepEqual(there.search(question), here.search(question), question);
      assert.equal(there.termWeight("deliveri"), here.termWeight("deliveri"));
    }
  } finally {
    await builder.stop();
  }
});

Deno.test("while the worker builds, this thread keeps running other work", async () => {
  const corpus = buildCorpus();
  const builder = createSearchIndexBuilder();
  builder.start();
  try {
    await builder.build(corpus);
    let turns = 0;
    let building = true;
    const tick = () => {
      turns++;
      if (building) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await builder.build(corpus);
    building = false;
    // On this thread the build would run in one task: at most the turn before it would pass.
    assert.ok(turns > 2, `${turns} turns of the event loop during the build`);
  } finally {
    await builder.stop();
  }
});

Deno.test("a stopped builder refuses what it had not finished, and builds on this thread after", async () => {
  const corpus = buildCorpus();
  const builder = createSearchIndexBuilder();
  builder.start();
  const pending = builder.build(corpus);
  await builder.stop();
  await assert.rejects(pending, /stopped/);
  const index = await builder.build(corpus);
  assert.equal(index.documents.length, corpus.length);
});
