/**
 * The cached-page fast path: the handler `Deno.serve` is given (`server/main.ts`). A GET or HEAD
 * for a public page the page cache holds is answered here, synchronously, ahead of the Hono chain;
 * every other request goes to `app.fetch` unchanged.
 *
 * Why: behind the cached answer, Hono's middleware chain (request log, client address, security
 * headers, compress: four `await next()`) made every cached page a promise, and `Deno.serve` takes
 * its slower path for a handler that returns one. With the chain, the site served cached pages at
 * 0.5–0.65 of a bare `Deno.serve` sending the same bytes and headers (`deno task bench:cached`,
 * docs/performance/). What the chain does to a cached answer is done here with the same code:
 * - the answer, its headers (content type, cache control, the document security headers, ETag,
 *   Vary, encoding, length) and the 304 on `If-None-Match` come from the pages module's own
 *   `cachedAnswer` (`server/pages.ts`), the function its route calls first;
 * - the request id comes from `requestIdOf` and the access line goes through the same buffered
 *   `logRequest` (`server/http/request_log.ts`, `server/log.ts`): one line per request;
 * - the security-headers middleware leaves a response that carries the set alone, and the
 *   client-address middleware only records a setting, so neither has anything to add;
 * - compress leaves an answer alone when it is encoded already, a HEAD or a 304. It would
 *   compress an identity answer for a client that accepts only deflate or `*`, so a request whose
 *   `Accept-Encoding` leads to identity goes through the chain (a cached page always has brotli
 *   and gzip bytes, `server/render/encoded_body.ts`).
 *
 * `tests/api/cached_fast_path_test.ts` compares the two paths answer for answer.
 */
import { getPath } from "hono/utils/url";
import { logRequest } from "../log.ts";
import { type ContentCoding, pickEncoding } from "../render/encoded_body.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "./request_log.ts";

const REQUEST_ID_NAME = REQUEST_ID_HEADER.toLowerCase();

/**
 * What `Deno.serve` calls per request (Hono's `app.fetch` takes the same arguments). Without
 * `info` (in-process tests) the client address is "local" (`server/http/client_address.ts`).
 */
export type ServeHandler = (
  request: Request,
  info?: Deno.ServeHandlerInfo<Deno.NetAddr>,
) => Response | Promise<Response>;

/** Options of {@linkcode cachedPageFastPath}. */
export interface FastPathOptions {
  /** The page cache's answer, or undefined when it holds none (`PagesApp`, `server/pages.ts`). */
  cachedAnswer(
    request: Request,
    also?: [string, string],
    wanted?: ContentCoding,
  ): Response | undefined;
  /** Write an access line per request, as the request log middleware does (its `access`). */
  access: boolean;
}

/**
 * Wraps `fallback` (the app's `fetch`) with the fast path described in the module comment. The
 * returned handler answers a cached page with a `Response`, not a promise.
 */
export function cachedPageFastPath(options: FastPathOptions, fallback: ServeHandler): ServeHandler {
  const { cachedAnswer, access } = options;
  return (request, info) => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return fallback(request, info);
    const started = access ? performance.now() : 0;
    const encoding = request.headers.get("accept-encoding");
    const wanted = encoding === null ? "identity" : pickEncoding(encoding);
    if (encoding !== null && wanted === "identity") return fallback(request, info);
    const id = requestIdOf(request);
    // The id is handed to `preparedResponse` (encoded_body.ts), which sets it on the clone of the
    // prepared answer (or builds a HEAD or 304 with it). Lower-case, as the prepared header
    // lists are.
    const answer = cachedAnswer(request, [REQUEST_ID_NAME, id], wanted);
    if (!answer) return fallback(request, info);
    if (access) {
      logRequest({
        requestId: id,
        method,
        // Hono's own reading of the path (percent-decoded), as `c.req.path` gives the middleware.
        path: getPath(request),
        status: answer.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
    return answer;
  };
}
