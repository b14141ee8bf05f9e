import assert from "node:assert/strict";
import { buildCorpus } from "./corpus.ts";
import type { SearchDocument } from "./document.ts";
import type { RankedDocument, Retrieval } from "./index.ts";
import {
  createMeaningIndex,
  decodeVector,
  DIMENSIONS,
  encodeVector,
  rankByMeaning,
  sectionTexts,
  SENTENCE_MODEL,
  type SentenceEncoder,
  sentenceEncoder,
  type StoredVectors,
  textKey,
} from "./meaning.ts";
import stored from "./section_vectors.json" with { type: "json" };

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

Deno.test("every section text of the site has a stored vector (run `deno task search:vectors`)", () => {
  const table = stored as StoredVectors;
  assert.equal(table.model, SENTENCE_MODEL);
  const missing = buildCorpus().flatMap(sectionTexts).filter((text) =>
    !Object.hasOwn(table.vectors, textKey(text))
  );
  assert.deepEqual(missing.slice(0, 3), [], `${missing.length} texts have no vector`);
});

Deno.test("a stored vector reads back as the same direction", () => {
  const vector = Array.from({ length: DIMENSIONS }, (_, i) => Math.sin(i * 0.37) * (i % 7));
  const norm = Math.hypot(...vector);
  const original = Float32Array.from(vector, (x) => x / norm);
  const decoded = decodeVector(encodeVector(vector));
  assert.ok(Math.abs(dot(decoded, decoded) - 1) < 1e-5, "decoded as a unit vector");
  assert.ok(dot(original, decoded) > 0.999, `cosine ${dot(original, decoded)}`);
});

function section(id: string, heading: string, passages: string[]): SearchDocument {
  return {
    id,
    path: `/${id}`,
    url: `/${id}`,
    pageTitle: id,
    heading,
    subheadings: "",
    keywords: "",
    passages,
    weight: 1,
  };
}

Deno.test("the encoder puts a reworded question nearer its answer than an unrelated text", async () => {
  const encoder = await sentenceEncoder();
  const documents = [
    section("onboarding", "Getting started", [
      "Most brands are listed with their first retailers four to six weeks after signing.",
    ]),
    section("cookies", "Cookie settings", [
      "You can change your cookie choices at any time from the link in the footer.",
    ]),
  ];
  const meaning = await createMeaningIndex(documents, encoder, {
    model: SENTENCE_MODEL,
    dimensions: DIMENSIONS,
    vectors: {},
  });
  assert.equal(meaning.embeddedAtLoad, 4, "each section whole and its passage");
  const near = await meaning.similarities("How soon could my snacks be sold in British shops?");
  assert.ok(
    near.get("onboarding")!.whole > near.get("cookies")!.whole + 0.1,
    JSON.stringify(Object.fromEntries(near)),
  );
});

Deno.test("stored vectors are used, and only texts without one are embedded at load", async () => {
  const embedded: string[] = [];
  const axis = (i: number) => Float32Array.from({ length: DIMENSIONS }, (_, d) => d === i ? 1 : 0);
  const encoder: SentenceEncoder = {
    embed(texts) {
      embedded.push(...texts);
      return Promise.resolve(texts.map((text) => axis(text.startsWith("Where") ? 2 : 1)));
    },
  };
  const documents = [section("a", "Delivery", ["We deliver nationwide."])];
  const [whole, passage] = sectionTexts(documents[0]!);
  const table: StoredVectors = {
    model: SENTENCE_MODEL,
    dimensions: DIMENSIONS,
    vectors: { [textKey(passage!)]: encodeVector(axis(2)) },
  };
  const meaning = await createMeaningIndex(documents, encoder, table);
  assert.deepEqual(embedded, [whole], "only the whole-section text lacked a vector");
  assert.equal(meaning.embeddedAtLoad, 1);
  const similarity = (await meaning.similarities("Where do you deliver?")).get("a")!;
  assert.ok(Math.abs(similarity.passage - 1) < 1e-6, "the stored passage vector was read");
  assert.ok(Math.abs(similarity.whole) < 1e-6, "the embedded whole vector was used");
});

Deno.test("meaning re-ranks sections that words rank alike, and records the nearest passage", () => {
  const ranked = (id: string, score: number): RankedDocument => ({
    document: section(id, id, [`About ${id}.`]),
    score,
    coverage: 0.5,
    evidence: { direct: 0.5, typo: 0, related: 0, near: 0, missing: 0 },
  });
  const retrieval: Retrieval = {
    terms: ["hire"],
    expansions: [],
    variants: [],
    unknown: { terms: 0, words: 0 },
    corrected: "Are you hiring?",
    results: [ranked("importers", 10), ranked("careers", 9)],
  };
  const similarities = new Map([
    ["importers", { whole: 0.1, passage: 0.05 }],
    ["careers", { whole: 0.3, passage: 0.6 }],
    ["unretrieved", { whole: 0.2, passage: 0.7 }],
  ]);
  const reranked = rankByMeaning(retrieval, similarities);
  assert.deepEqual(reranked.results.map((result) => result.document.id), ["careers", "importers"]);
  assert.equal(reranked.results[0]!.similarity, 0.6, "the higher of whole and passage");
  assert.equal(reranked.nearestPassage, 0.7, "over every section, retrieved or not");
  assert.deepEqual(retrieval.results.map((result) => result.document.id), [
    "importers",
    "careers",
  ], "the words-only retrieval is left as it was");
});
