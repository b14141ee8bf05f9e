/**
 * The search index's building thread (a Deno Web Worker, `index_builder.ts`). Building the index
 * holds a thread for 100–300 ms on a loaded machine; here it holds this one, while the serving
 * thread keeps answering from the old index.
 *
 * Protocol: the owner posts {@linkcode IndexBuildRequest}s; each gets one
 * {@linkcode IndexBuildReply}, in order. It is handed the corpus, so it never loads the page
 * modules the corpus is read from.
 */
/// <reference lib="deno.worker" />
import type { SearchDocument } from "./document.ts";
import { buildSearchIndexData, type SearchIndexData } from "./index.ts";

/** Build the index of these sections (the corpus, `publishedCorpus`). */
export interface IndexBuildRequest {
  id: number;
  documents: readonly SearchDocument[];
}

/** The built index as data, or why it could not be built. */
export type IndexBuildReply =
  | { id: number; ok: true; data: SearchIndexData }
  | { id: number; ok: false; error: string };

self.onmessage = (event: MessageEvent<IndexBuildRequest>) => {
  const { id, documents } = event.data;
  let reply: IndexBuildReply;
  try {
    reply = { id, ok: true, data: buildSearchIndexData(documents) };
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
