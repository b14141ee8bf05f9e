/**
 * Request ids and the access log. Every response carries `X-Request-Id` (kept from a proxy that
 * sent a sane one); each request logs one JSON line with its id, method, path without the query
 * string, status and duration, and nothing that identifies a person.
 */
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { requestId } from "hono/request-id";
import { log } from "../log.ts";

/** The id of the current request (set by {@linkcode requestLog}). */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Assigns request ids and, when `access` is true, logs each request. */
export function requestLog(options: { access: boolean }): MiddlewareHandler {
  const assign = requestId({ headerName: REQUEST_ID_HEADER });
  if (!options.access) return assign;
  return every(assign, async (c, next) => {
    const started = performance.now();
    await next();
    log("info", "request", {
      requestId: c.get("requestId" as never),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
}
