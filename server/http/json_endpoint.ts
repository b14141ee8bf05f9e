/**
 * The one guard in front of every JSON endpoint that takes a body, in this order:
 *
 * 1. refuse a cross-site browser request (`Sec-Fetch-Site: cross-site`, 403) and a body that is
 *    not `application/json` (415): Hono's `csrf()` inspects only form content types, and a web
 *    page can make a visitor's browser send `text/plain` anywhere;
 * 2. refuse an oversized body (413) before reading it;
 * 3. validate the body with the endpoint's shared zod schema (400 with field messages);
 * 4. only then count the request against its rate limit (429 with Retry-After).
 *
 * Junk therefore never uses up a visitor's allowance (docs/requirements.md#abuse).
 */
import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import type * as core from "zod/v4/core";
import type { RateLimitStore, RateRule } from "../rate_limit/store.ts";
import { clientKey } from "./client_address.ts";
import { jsonOnly } from "./json_only.ts";

/** Answer to a refused request: `{ error, fields? }`. */
export interface JsonError {
  error: string;
  fields?: Partial<Record<string, string>>;
}

/** Options of {@linkcode jsonEndpoint}. */
export interface JsonEndpointOptions<S extends core.$ZodType> {
  /** The shared schema of the body. */
  schema: S;
  /** Largest body accepted, bytes. */
  maxBytes: number;
  /** Message of the 413 answer. */
  tooLarge: string;
  /** The 400 answer for a body the schema refuses. */
  invalid: (error: core.$ZodError) => JsonError;
  /** The allowance counted once the request is well formed, per client address. */
  rateLimit?: { store: RateLimitStore; rule: RateRule; tooMany: string };
}

/** Refuses requests a browser marks as sent from another site (Fetch Metadata). */
export const refuseCrossSite: MiddlewareHandler = async (c, next) => {
  if (c.req.header("sec-fetch-site") === "cross-site") {
    return c.json<JsonError>({ error: "Cross-site requests are not accepted" }, 403);
  }
  await next();
};

/**
 * Whole seconds until a rate-limit window that ends at `resetAt` (ms since the epoch) resets, at
 * least 1: the `Retry-After` value (RFC 9110, section 10.2.3) of every 429 the site sends.
 */
export function retryAfterSeconds(resetAt: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/**
 * Counts a request against `rule` per client address; 429 with `Retry-After` (seconds) and
 * `RateLimit-*` headers (IETF draft-6 names, as hono-rate-limiter sends) when over the limit.
 */
export function rateLimited(
  store: RateLimitStore,
  rule: RateRule,
  tooMany: (c: Context) => Response,
): MiddlewareHandler {
  return async (c, next) => {
    const decision = await store.take(rule, clientKey(c));
    const resetSeconds = retryAfterSeconds(decision.resetAt);
    c.header("RateLimit-Limit", String(rule.limit));
    c.header("RateLimit-Remaining", String(decision.remaining));
    c.header("RateLimit-Reset", String(resetSeconds));
    if (!decision.allowed) {
      c.header("Retry-After", String(resetSeconds));
      return tooMany(c);
    }
    await next();
  };
}

/**
 * The guard described in the module comment, as one middleware. After it, `c.req.valid("json")`
 * holds the parsed body, typed by `schema`.
 */
export function jsonEndpoint<S extends core.$ZodType>(
  options: JsonEndpointOptions<S>,
): MiddlewareHandler<
  // deno-lint-ignore no-explicit-any
  any,
  string,
  { in: { json: core.input<S> }; out: { json: core.output<S> } }
> {
  const steps: MiddlewareHandler[] = [
    refuseCrossSite,
    jsonOnly,
    bodyLimit({
      maxSize: options.maxBytes,
      onError: (c) => c.json<JsonError>({ error: options.tooLarge }, 413),
    }),
    zValidator("json", options.schema, (result, c) => {
      if (!result.success) {
        return c.json<JsonError>(options.invalid(result.error as core.$ZodError), 400);
      }
    }) as unknown as MiddlewareHandler,
  ];
  const limit = options.rateLimit;
  if (limit) {
    steps.push(
      rateLimited(limit.store, limit.rule, (c) => c.json<JsonError>({ error: limit.tooMany }, 429)),
    );
  }
  return every(...steps);
}
