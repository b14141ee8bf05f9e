/**
 * The client's address, for rate limiting. Behind a proxy you control (`TRUST_PROXY=true`) the
 * first `X-Forwarded-For` hop is used; otherwise the socket address. In-process tests
 * (`app.request()`) have no socket, so they share the key "local".
 */
import type { Context } from "hono";
import { getConnInfo } from "hono/deno";

/** Returns the client address for `c` (see module comment). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
