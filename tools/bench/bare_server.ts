/**
 * The baseline of `deno task bench:cached`: a bare `Deno.serve` that answers each path with the
 * status, headers and bytes the site sent for it, from memory, doing nothing else.
 * `deno run -A bare_server.ts <responses.json> <port> [clone]`; the JSON maps a path to
 * `{ status, headers: [name, value][], body: base64 }`. With `clone`, each answer is built once and
 * every request sends a clone of it, as the site does (`PreparedAnswers.responses`,
 * server/render/encoded_body.ts): the same technique without the site, so the bench can tell what
 * the technique gains from what the site's own code costs. Binds 127.0.0.1; `/healthz` answers 200 (for the bench's readiness poll), other paths 404.
 */
import { Buffer } from "node:buffer";

/** One recorded answer of the site. */
export interface RecordedResponse {
  status: number;
  headers: [string, string][];
  /** The body bytes as sent (brotli when the site sent brotli), base64. */
  body: string;
}

const [file, portArg, mode] = Deno.args;
if (!file || !portArg) throw new Error("Usage: bare_server.ts <responses.json> <port>");
const recorded = JSON.parse(await Deno.readTextFile(file)) as Record<string, RecordedResponse>;
const cloned = mode === "clone";
const answers = new Map(
  Object.entries(recorded).map((
    [path, r],
  ) => {
    const bytes = new Uint8Array(Buffer.from(r.body, "base64"));
    return [path, { ...r, bytes, prepared: new Response(bytes, r) }];
  }),
);
Deno.serve({ hostname: "127.0.0.1", port: Number(portArg), onListen() {} }, (request) => {
  const path = request.url.slice(request.url.indexOf("/", 8));
  if (path === "/healthz") return new Response("ok");
  const answer = answers.get(path);
  if (!answer) return new Response("Not found", { status: 404 });
  if (cloned) return answer.prepared.clone();
  return new Response(answer.bytes, { status: answer.status, headers: answer.headers });
});
