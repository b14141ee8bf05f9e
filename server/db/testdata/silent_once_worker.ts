/**
 * A writer worker that, the first time it is started for a marker file, never reports ready (as a
 * worker stuck loading its modules would), and afterwards is the real writer worker. The marker's
 * path is this module's `?marker=` query parameter. Used by `server/db/writer_ready_test.ts`.
 */
const marker = new URL(import.meta.url).searchParams.get("marker");
if (!marker) throw new Error("silent_once_worker.ts needs ?marker=<path>");
// Messages that arrive while this module awaits, handed to the real worker once it has loaded.
const early: MessageEvent[] = [];
self.onmessage = (event: MessageEvent) => early.push(event);
let first = false;
try {
  await Deno.writeTextFile(marker, "started", { createNew: true });
  first = true;
} catch {
  // Started before: behave.
}
if (!first) {
  await import("../writer_worker.ts");
  for (const event of early) self.onmessage?.(event);
}
