/**
 * JSON API guards. Hono's `csrf()` only inspects form-like content types, so a cross-site
 * `application/json` POST would pass it; requiring JSON here closes that gap, because browsers
 * cannot send `application/json` cross-site without a CORS preflight we never grant.
 *
 * JSON is UTF-8 (RFC 8259 §8.1): a body declared in another charset is refused with 415, and one
 * that is not valid UTF-8 with 400, rather than decoded with U+FFFD in place of its bad bytes and
 * stored that way.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";

/** Message of the 400 answer to a body that is not valid UTF-8. */
export const INVALID_UTF8_MESSAGE = "Request body is not valid UTF-8";

const INVALID_UTF8 = "invalidUtf8" as never;

/** True when the Content-Type parameters name no charset or a label of UTF-8 (WHATWG Encoding). */
function declaresUtf8(contentType: string): boolean {
  for (const parameter of contentType.split(";").slice(1)) {
    const [name, ...value] = parameter.split("=");
    if (name?.trim().toLowerCase() !== "charset") continue;
    const label = value.join("=").trim().replace(/^"(.*)"$/, "$1");
    try {
      return new TextDecoder(label).encoding === "utf-8";
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Passes the request body through unchanged while checking that it is UTF-8; a bad byte fails
 * the read with a 400 and marks `c`, so whichever reader meets it the answer says why.
 */
function checkUtf8(c: Context): void {
  const body = c.req.raw.body;
  if (!body) return;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const refuse = () => {
    c.set(INVALID_UTF8, true);
    return new HTTPException(400, { message: INVALID_UTF8_MESSAGE });
  };
  const checked = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        try {
          decoder.decode(chunk, { stream: true });
        } catch {
          throw refuse();
        }
        controller.enqueue(chunk);
      },
      flush() {
        try {
          decoder.decode();
        } catch {
          throw refuse();
        }
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: checked, duplex: "half" } as RequestInit);
}

/**
 * Answers 415 to a body-carrying request whose Content-Type is not `application/json` or names a
 * charset other than UTF-8, and 400 to a body that is not valid UTF-8.
 */
export const jsonOnly = createMiddleware(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return await next();
  const header = c.req.header("content-type") ?? "";
  const type = header.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    return c.json({ error: "Content-Type must be application/json" }, 415);
  }
  if (!declaresUtf8(header)) {
    return c.json({ error: "Content-Type must be application/json in UTF-8" }, 415);
  }
  checkUtf8(c);
  // A JSON parser that met the bad byte reports "Malformed JSON" (thrown, or already answered by
  // the app's error handler); say what is wrong instead.
  try {
    await next();
  } catch (error) {
    if (!c.get(INVALID_UTF8)) throw error;
  }
  if (c.get(INVALID_UTF8)) {
    c.res = undefined;
    c.res = c.json({ error: INVALID_UTF8_MESSAGE }, 400);
  }
});
