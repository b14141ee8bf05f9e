/**
 * The client's address, for rate limits and sign-in throttling. Proxies append the address they
 * received the request from to `X-Forwarded-For`, so only the right-most entries are trustworthy:
 * with `TRUST_PROXY=n` the client is the entry `n` hops from the right, and anything further left
 * (which the client itself can write) is ignored. With 0, the socket address is used.
 * In-process tests (`app.request()`) have no socket and share the key "local".
 */
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/deno";

const KEY = "clientAddress" as never;

/**
 * The address `trustedHops` proxies from the right of `forwardedFor`, or undefined when the header
 * is absent. With fewer entries than hops, the left-most entry: every entry then came from a
 * trusted proxy.
 */
export function forwardedClient(
  forwardedFor: string | undefined,
  trustedHops: number,
): string | undefined {
  if (trustedHops <= 0 || !forwardedFor) return undefined;
  const entries = forwardedFor.split(",").map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length) return undefined;
  return entries[Math.max(0, entries.length - trustedHops)];
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}

/** Resolves the client address once per request (see the module comment); mount first. */
export function resolveClientAddress(trustedHops: number): MiddlewareHandler {
  return async (c, next) => {
    c.set(KEY, forwardedClient(c.req.header("x-forwarded-for"), trustedHops) ?? socketAddress(c));
    await next();
  };
}

/** The address {@linkcode resolveClientAddress} found for `c` (the socket's when not mounted). */
export function clientAddress(c: Context): string {
  return (c.get(KEY) as string | undefined) ?? socketAddress(c);
}
