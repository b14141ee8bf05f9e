/**
 * Request ids and the access log. Every response carries `X-Request-Id` (kept from a proxy that
 * sent a sane one, as Hono's `requestId()` does); each request logs one JSON line with its id,
 * method, path without the query string, status and duration, and nothing that identifies a
 * person. One middleware does both, and the line is buffered (`logRequest`, server/log.ts): on the
 * cached-page path these were most of the cost (`deno task bench:cached`).
 */
import type { MiddlewareHandler } from "hono";
import { logRequest } from "../log.ts";

/** The header that carries the id of the current request. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** A request id from a proxy is kept when it is at most this long and of these characters. */
const SANE_ID = /^[\w\-=]{1,255}$/;

/**
 * The id of `request`: the `X-Request-Id` a proxy sent when it is sane (at most 255 word
 * characters, `-` or `=`), otherwise a new random UUID. Also used by the cached-page fast path
 * (`server/http/cached_fast_path.ts`), so both paths assign ids alike.
 */
export function requestIdOf(request: Request): string {
  const sent = request.headers.get(REQUEST_ID_HEADER);
  return sent && SANE_ID.test(sent) ? sent : crypto.randomUUID();
}

/** Assigns request ids and, when `access` is true, logs each request. */
export function requestLog(options: { access: boolean }): MiddlewareHandler {
  const access = options.access;
  return async (c, next) => {
    const id = requestIdOf(c.req.raw);
    c.set("requestId" as never, id as never);
    const started = access ? performance.now() : 0;
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
    if (!access) return;
    logRequest({
      requestId: id,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
