/**
 * Rebuilds the search index off the serving thread (ADR 0014, "Propagation"). While the builder
 * runs (it is a background job of the search feature), builds happen in a Web Worker
 * (`index_worker.ts`) that stays up between builds, so its compiled code is reused; the serving
 * thread only receives the built data and loads it (`searchIndexFromData`), and keeps answering
 * from the old index until then. When the
 * background jobs do not run (tests that drive the clock), the same build runs on this thread
 * after the current task.
 */
import type { SearchDocument } from "./document.ts";
import { buildSearchIndexData, type SearchIndex, searchIndexFromData } from "./index.ts";
import type { IndexBuildReply, IndexBuildRequest } from "./index_worker.ts";

/** Builds indexes of published content. */
export interface SearchIndexBuilder {
  /**
   * The index of `documents` (the corpus, `publishedCorpus`), built in the worker while the
   * builder runs, else on this thread.
   *
   * @throws {Error} when the build failed, or the builder stopped before it finished.
   */
  build(documents: readonly SearchDocument[]): Promise<SearchIndex>;
  /**
   * Starts the worker, so it has loaded its modules (about a second on a loaded machine) before
   * the first change. No build is made ahead: a change right after start would queue behind it.
   */
  start(): void;
  /** Stops the worker; builds it had not finished are refused. */
  stop(): Promise<void>;
}

/** Creates a builder; it builds on this thread until {@linkcode SearchIndexBuilder.start}. */
export function createSearchIndexBuilder(): SearchIndexBuilder {
  let worker: Worker | undefined;
  let running = false;
  let nextId = 1;
  const waiting = new Map<number, (reply: IndexBuildReply) => void>();

  function refuseWaiting(error: string) {
    for (const [id, settle] of waiting) settle({ id, ok: false, error });
    waiting.clear();
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const fresh = new Worker(new URL("./index_worker.ts", import.meta.url).href, {
      type: "module",
    });
    fresh.onmessage = (event: MessageEvent<IndexBuildReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    fresh.onerror = (event) => {
      // A crashed worker fails what it held; the next build starts a new one.
      event.preventDefault();
      if (worker === fresh) worker = undefined;
      fresh.terminate();
      refuseWaiting(`search index worker failed: ${event.message}`);
    };
    worker = fresh;
    return fresh;
  }

  function inWorker(documents: readonly SearchDocument[]): Promise<IndexBuildReply> {
    const target = ensureWorker();
    const id = nextId++;
    const reply = new Promise<IndexBuildReply>((resolve) => waiting.set(id, resolve));
    target.postMessage({ id, documents } satisfies IndexBuildRequest);
    return reply;
  }

  return {
    async build(documents) {
      if (!running) {
        // After the current task, as the worker would be: the change's own request is answered
        // first.
        await new Promise((resolve) => setTimeout(resolve, 0));
        return searchIndexFromData(buildSearchIndexData(documents));
      }
      const reply = await inWorker(documents);
      if (!reply.ok) throw new Error(reply.error);
      return searchIndexFromData(reply.data);
    },
    start() {
      if (running) return;
      running = true;
      ensureWorker();
    },
    stop() {
      running = false;
      worker?.terminate();
      worker = undefined;
      refuseWaiting("search index builder stopped");
      return Promise.resolve();
    },
  };
}
