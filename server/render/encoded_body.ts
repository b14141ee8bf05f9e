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

/** Encodes `bytes` once for every later request (brotli quality 9: ~1 ms per 50 KB page). */
export async function encodeBody(bytes: Uint8Array): Promise<EncodedBody> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-1", bytes as Uint8Array<ArrayBuffer>),
  );
  const etag = `"${
    Array.from(digest.slice(0, 10), (b) => b.toString(16).padStart(2, "0")).join("")
  }"`;
  return {
    identity: bytes,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(bytes, { level: 9 }),
    etag,
  };
}

/**
 * Chooses the encoding for an `Accept-Encoding` header: brotli, then gzip, then identity.
 * q-values of 0 exclude an encoding (RFC 9110 §12.5.3).
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** Builds a response for `body` honouring `Accept-Encoding` and `If-None-Match`. */
export function encodedResponse(
  request: Request,
  body: EncodedBody,
  init: { status: number; headers: Record<string, string> },
): Response {
  const headers = new Headers(init.headers);
  headers.set("ETag", body.etag);
  headers.append("Vary", "Accept-Encoding");
  if (init.status === 200 && request.headers.get("if-none-match") === body.etag) {
    return new Response(null, { status: 304, headers });
  }
  const wanted = pickEncoding(request.headers.get("accept-encoding") ?? undefined);
  const encoded = wanted === "br" ? body.br : wanted === "gzip" ? body.gzip : undefined;
  if (encoded) headers.set("Content-Encoding", wanted);
  const bytes = encoded ?? body.identity;
  headers.set("Content-Length", String(bytes.byteLength));
  return new Response(request.method === "HEAD" ? null : bytes as Uint8Array<ArrayBuffer>, {
    status: init.status,
    headers,
  });
}
