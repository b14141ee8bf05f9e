/**
 * The client's address, for rate limits and sign-in throttling. Proxies append the address they
 * received the request from to `X-Forwarded-For`, so only the right-most entries are trustworthy:
 * with `TRUST_PROXY=n` the client is the entry `n` hops from the right, and anything further left
 * (which the client itself can write) is ignored. With 0, the socket address is used.
 * In-process tests (`app.request()`) have no socket and share the key "local".
 *
 * Addresses are kept in one canonical text (so textual variants of one address are one client),
 * and allowances and sign-in throttles count per {@linkcode allowanceKey}: an IPv6 /64 is one
 * client, because one subscriber or host is routinely given a whole /64 (RFC 6177, RFC 7421) and
 * could otherwise draw a fresh allowance from each of its 2^64 addresses.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getConnInfo } from "hono/deno";
import ipaddr from "ipaddr.js";

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

/**
 * The canonical text of an IP address: an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as the
 * IPv4 address it carries, IPv6 lower-case and compressed (RFC 5952), brackets, port and zone
 * index dropped. Some proxies and load balancers forward the client's source port with its address
 * (`203.0.113.5:40001`, `[2001:db8::1]:4444`, the bracketed form of RFC 3986 §3.2.2): the port
 * changes with every connection, so kept it would give one client a fresh allowance per connection.
 * Text that is not an address (e.g. "local") is returned as it was.
 */
export function canonicalAddress(address: string): string {
  const trimmed = address.trim();
  // "[v6]" or "[v6]:port"; "v4:port" (one colon: an IPv6 address without brackets has several).
  const host = /^\[([^\]]*)\](?::\d*)?$/.exec(trimmed)?.[1] ??
    /^([^:]*):\d*$/.exec(trimmed)?.[1] ?? trimmed;
  const bare = host.replace(/%.*$/, "");
  return ipaddr.isValid(bare) ? ipaddr.process(bare).toString() : address;
}

/**
 * The key an address is counted under for allowances and sign-in throttling: an IPv4 address
 * itself, an IPv6 address's /64 (`2001:db8:1:2::/64`), both after {@linkcode canonicalAddress}.
 */
export function allowanceKey(address: string): string {
  const canonical = canonicalAddress(address);
  if (!ipaddr.IPv6.isValid(canonical)) return canonical;
  const parts = ipaddr.IPv6.parse(canonical).parts.map((part, index) => index < 4 ? part : 0);
  return `${new ipaddr.IPv6(parts).toString()}/64`;
}

const HOPS = "clientAddressHops" as never;

/**
 * Makes {@linkcode clientAddress} read `X-Forwarded-For` with `trustedHops` (see the module
 * comment); mount first. The address is worked out when a handler first asks for it, once per
 * request: a cached page never needs it, and parsing it on every request cost as much as the page.
 */
export function resolveClientAddress(trustedHops: number): MiddlewareHandler {
  // Not async: one promise fewer per request, the handler's own is passed through.
  return (c, next) => {
    c.set(HOPS, trustedHops as never);
    return next();
  };
}

/** The client address of `c` (see the module comment; the socket's when not mounted). */
export function clientAddress(c: Context): string {
  const known = c.get(KEY) as string | undefined;
  if (known !== undefined) return known;
  const hops = (c.get(HOPS) as number | undefined) ?? 0;
  const address = canonicalAddress(
    forwardedClient(c.req.header("x-forwarded-for"), hops) ?? socketAddress(c),
  );
  c.set(KEY, address as never);
  return address;
}

/** The {@linkcode allowanceKey} of the client of `c`, for rate limits. */
export function clientKey(c: Context): string {
  return allowanceKey(clientAddress(c));
}
