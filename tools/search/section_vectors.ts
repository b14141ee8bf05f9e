/**
 * `deno task search:vectors`: embeds every section text of the search corpus with the sentence
 * encoder (`server/search/meaning.ts`) and writes `server/search/section_vectors.json`. Texts
 * whose vector is stored already are kept as they are; texts no longer on the site are dropped.
 * Re-run after changing site content: the search works without it, but embeds the changed texts
 * at every start-up, and `server/search/meaning_test.ts` fails until the table is current.
 */
import { buildCorpus } from "../../server/search/corpus.ts";
import {
  DIMENSIONS,
  encodeVector,
  sectionTexts,
  SENTENCE_MODEL,
  sentenceEncoder,
  type StoredVectors,
  textKey,
} from "../../server/search/meaning.ts";
import stored from "../../server/search/section_vectors.json" with { type: "json" };

const OUT = new URL("../../server/search/section_vectors.json", import.meta.url);
/** Texts embedded per call: larger batches pad every text to the longest. */
const BATCH = 8;

const previous = stored as StoredVectors;
const reuse = previous.model === SENTENCE_MODEL && previous.dimensions === DIMENSIONS;
const texts = [...new Set(buildCorpus().flatMap(sectionTexts))];
const vectors: Record<string, string> = {};
const todo: string[] = [];
for (const text of texts) {
  const key = textKey(text);
  const kept = reuse ? previous.vectors[key] : undefined;
  if (kept) vectors[key] = kept;
  else todo.push(text);
}
const encoder = await sentenceEncoder();
const started = performance.now();
for (let i = 0; i < todo.length; i += BATCH) {
  const batch = todo.slice(i, i + BATCH);
  const embedded = await encoder.embed(batch);
  batch.forEach((text, j) => vectors[textKey(text)] = encodeVector(embedded[j]!));
}
const sorted = Object.fromEntries(Object.entries(vectors).sort(([a], [b]) => a < b ? -1 : 1));
const table: StoredVectors = { model: SENTENCE_MODEL, dimensions: DIMENSIONS, vectors: sorted };
await Deno.writeTextFile(OUT, JSON.stringify(table) + "\n");
const formatted = await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", OUT.pathname] })
  .output();
if (!formatted.success) throw new Error(new TextDecoder().decode(formatted.stderr));
console.log(
  `${texts.length} section texts: ${todo.length} embedded in ${
    Math.round(performance.now() - started)
  } ms, ${texts.length - todo.length} kept; wrote ${OUT.pathname}`,
);
