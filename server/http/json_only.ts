/**
 * JSON API guards. Hono's `csrf()` only inspects form-like content types, so a cross-site
 * `application/json` POST would pass it; requiring JSON here closes that gap, because browsers
 * cannot send `application/json` cross-site without a CORS preflight we never grant.
 */
import { createMiddleware } from "hono/factory";

/** Answers 415 to a body-carrying request whose Content-Type is not `application/json`. */
export const jsonOnly = createMiddleware(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return await next();
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return c.json({ error: "Content-Type must be application/json" }, 415);
  }
  await next();
});
