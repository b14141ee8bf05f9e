/**
 * Pre-encoded response bodies. `Deno.serve` does not compress, and compressing per request costs
 * more than rendering; cached pages and built assets are therefore stored as identity, brotli and
 * gzip bytes once, and each request picks one.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** One body in the three encodings, with a strong ETag over the identity bytes. */
export interface EncodedBody {
  identity: Uint8Array;
  /** Absent for formats that are compressed already (fonts, images): identity is served. */
  br?: Uint8Array | undefined;
  gzip?: Uint8Array | undefined;
  etag: string;
}

/**
 * A plain `Uint8Array` over the same memory. node:zlib returns Node `Buffer`s, and `new Response`
 * copies a `Buffer` body through Buffer's own constructor on every request: on the cached-page
 * path that copy was the largest cost after the headers.
 */
function plainBytes(bytes: Uint8Array): Uint8Array {
  return Object.getPrototypeOf(bytes) === Uint8Array.prototype
    ? bytes
    : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Encodes `bytes` once for every later request (brotli quality 9: ~1 ms per 50 KB page). */
export async function encodeBody(bytes: Uint8Array): Promise<EncodedBody> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-1", bytes as Uint8Array<ArrayBuffer>),
  );
  const etag = `"${
    Array.from(digest.slice(0, 10), (b) => b.toString(16).padStart(2, "0")).join("")
  }"`;
  return {
    identity: plainBytes(bytes),
    br: plainBytes(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
    gzip: plainBytes(gzipSync(bytes, { level: 9 })),
    etag,
  };
}

/** A content coding the site sends (RFC 9110 §8.4.1), or none. */
export type ContentCoding = "br" | "gzip" | "identity";

const pickCache = new Map<string, ContentCoding>();

/**
 * Chooses the encoding for an `Accept-Encoding` header: brotli, then gzip, then identity.
 * q-values of 0 exclude an encoding (RFC 9110 §12.5.3). Browsers send a handful of distinct
 * headers, so answers are remembered (at most 64; the memory is dropped when full).
 */
export function pickEncoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  const known = pickCache.get(acceptEncoding);
  if (known) return known;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  const picked = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : "identity";
  if (pickCache.size >= 64) pickCache.clear();
  pickCache.set(acceptEncoding, picked);
  return picked;
}

/**
 * Each way a body can be answered, built once per body: the status, the header list of each
 * encoding, and a finished `Response` per encoding that each request clones.
 */
export interface PreparedAnswers {
  status: number;
  identity: [string, string][];
  br: [string, string][];
  gzip: [string, string][];
  notModified: [string, string][];
  /**
   * The full answer in each encoding the body has, never sent itself: a request sends a clone.
   * `new Response` checks and lower-cases every header it is given (twenty on a page) and copies
   * the list to the native side; a clone copies the checked list and shares the bytes. Serving a
   * cached page, a clone with one header added (the request id) ran at 1.3–2.3× the requests per
   * second of `new Response` with the same bytes and headers (Deno 2.9, `wrk`, server pinned to
   * one core; docs/performance/cached-page-2026-11-27.md).
   */
  responses: Partial<Record<ContentCoding, Response>>;
}

/**
 * Builds the header lists of {@linkcode PreparedAnswers} for `body` with `headers` first (e.g.
 * Content-Type, Cache-Control and the security headers), then ETag, Vary, Content-Encoding and
 * Content-Length. Names are stored lower-case: `new Response` lower-cases every header name it is
 * given, and a name that is lower-case already costs it no new string (HTTP/1.1 and HTTP/2 send
 * names lower-case either way, RFC 9110 §5.1, RFC 9113 §8.2.2).
 */
export function prepareAnswers(
  body: EncodedBody,
  init: { status: number; headers: [string, string][] },
): PreparedAnswers {
  const common: [string, string][] = [
    ...init.headers.map(([name, value]): [string, string] => [name.toLowerCase(), value]),
    ["etag", body.etag],
    ["vary", "Accept-Encoding"],
  ];
  const length = (bytes: Uint8Array): [string, string] => [
    "content-length",
    String(bytes.byteLength),
  ];
  const identity: [string, string][] = [...common, length(body.identity)];
  const br: [string, string][] = body.br
    ? [...common, ["content-encoding", "br"], length(body.br)]
    : [];
  const gzip: [string, string][] = body.gzip
    ? [...common, ["content-encoding", "gzip"], length(body.gzip)]
    : [];
  const status = init.status;
  const responses: PreparedAnswers["responses"] = {
    identity: new Response(body.identity as Uint8Array<ArrayBuffer>, { status, headers: identity }),
  };
  if (body.br) {
    responses.br = new Response(body.br as Uint8Array<ArrayBuffer>, { status, headers: br });
  }
  if (body.gzip) {
    responses.gzip = new Response(body.gzip as Uint8Array<ArrayBuffer>, { status, headers: gzip });
  }
  return { status, identity, br, gzip, notModified: common, responses };
}

/**
 * Answers `request` with `body` honouring `Accept-Encoding` and `If-None-Match`: a clone of the
 * prepared answer in the chosen encoding (see `PreparedAnswers.responses`), a 304 or a HEAD built
 * from the prepared header lists. `also` is one more header sent last (the request id on the
 * cached-page fast path), set on the clone: a clone has not yet handed its header list to
 * `Deno.serve`'s native side, so adding one costs a single header check. `wanted` is the encoding
 * {@linkcode pickEncoding} chose from the request's `Accept-Encoding`, for a caller that has read
 * it already.
 */
export function preparedResponse(
  request: Request,
  body: EncodedBody,
  prepared: PreparedAnswers,
  also?: [string, string],
  wanted: ContentCoding = pickEncoding(
    request.headers.get("accept-encoding") ?? undefined,
  ),
): Response {
  const status = prepared.status;
  if (status === 200) {
    const match = request.headers.get("if-none-match");
    if (match !== null && match === body.etag) {
      const headers = also ? [...prepared.notModified, also] : prepared.notModified;
      return new Response(null, { status: 304, headers });
    }
  }
  const coding = (wanted === "br" && body.br) || (wanted === "gzip" && body.gzip)
    ? wanted
    : "identity";
  if (request.method === "HEAD") {
    const headers = prepared[coding];
    return new Response(null, { status, headers: also ? [...headers, also] : headers });
  }
  const response = prepared.responses[coding]!.clone();
  if (also) response.headers.set(also[0], also[1]);
  return response;
}

/** Builds a response for `body` honouring `Accept-Encoding` and `If-None-Match`. */
export function encodedResponse(
  request: Request,
  body: EncodedBody,
  init: { status: number; headers: Record<string, string> },
): Response {
  return preparedResponse(
    request,
    body,
    prepareAnswers(body, { status: init.status, headers: Object.entries(init.headers) }),
  );
}
