/**
 * What the cached-page path sends (server/pages.ts, server/static_files.ts,
 * server/http/security_headers.ts, server/http/request_log.ts): a page carries the whole document
 * header set and its request id; a script, stylesheet, font or raster image carries only what
 * matters for a subresource; each request writes one access line with the fields the log has
 * always had, in order, the request id matching the response's.
 */
import assert from "node:assert/strict";
import {
  ACCESS_LOG_BATCH_LINES,
  ACCESS_LOG_FLUSH_MS,
  flushLog,
  log,
  logRequest,
  setRequestLogSink,
} from "../../server/log.ts";
import { createTestApp } from "../helpers/test_app.ts";

const DOCUMENT_ONLY = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
];

Deno.test("a cached page carries the document headers and a request id; its scripts only nosniff and CORP", async () => {
  const app = await createTestApp();
  try {
    const page = await app.app.request("/", { headers: { "Accept-Encoding": "br" } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get("content-encoding"), "br");
    for (const name of DOCUMENT_ONLY) assert.ok(page.headers.get(name), `page: ${name}`);
    assert.match(page.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/, "page: request id");
    const html = await (await app.app.request("/")).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
    assert.ok(scripts.length && styles.length, "the page links a script and a stylesheet");
    for (const path of [scripts[0]!, styles[0]!]) {
      const asset = await app.app.request(path, { headers: { "Accept-Encoding": "br" } });
      await asset.body?.cancel();
      assert.equal(asset.status, 200, path);
      assert.equal(asset.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(asset.headers.get("cross-origin-resource-policy"), "same-origin", path);
      assert.match(asset.headers.get("cache-control") ?? "", /immutable/, path);
      assert.match(asset.headers.get("content-type") ?? "", /^text\/(javascript|css)/, path);
      for (const name of DOCUMENT_ONLY) {
        assert.equal(asset.headers.get(name), null, `${path}: ${name}`);
      }
    }
    // An SVG opened on its own is a document: it keeps the policy.
    const svgPath = html.match(/(\/(?:icons|images)\/[^"]+\.svg)/)?.[1];
    if (svgPath) {
      const svg = await app.app.request(svgPath);
      await svg.body?.cancel();
      if (svg.status === 200) assert.ok(svg.headers.get("content-security-policy"), svgPath);
    }
    // Revalidation keeps the set too.
    const etag = page.headers.get("etag")!;
    const again = await app.app.request("/", { headers: { "If-None-Match": etag } });
    assert.equal(again.status, 304);
    assert.ok(again.headers.get("content-security-policy"), "304: policy");
  } finally {
    await app.cleanup();
  }
});

Deno.test("each request writes one access line, buffered, in the log's order and shape", async () => {
  const writes: string[] = [];
  const restore = setRequestLogSink((bytes) => writes.push(new TextDecoder().decode(bytes)));
  const app = await createTestApp({ overrides: { accessLog: true } });
  try {
    const answers = await Promise.all(
      ["/", "/contact?ref=x", "/no-such-page", "/"].map((path) => app.app.request(path)),
    );
    for (const answer of answers) await answer.body?.cancel();
    flushLog();
    const lines = writes.join("").split("\n").filter(Boolean).map((line) => JSON.parse(line));
    assert.equal(lines.length, 4);
    const byId = new Map(lines.map((line) => [line.requestId, line]));
    for (const line of lines) {
      assert.deepEqual(Object.keys(line), [
        "time",
        "level",
        "msg",
        "requestId",
        "method",
        "path",
        "status",
        "ms",
      ]);
      assert.equal(line.level, "info");
      assert.equal(line.msg, "request");
      assert.ok(!Number.isNaN(Date.parse(line.time)));
      assert.equal(typeof line.ms, "number");
    }
    // Each line is its response's (same request id), with the path but no query string.
    assert.deepEqual(
      answers.map((answer) => {
        const line = byId.get(answer.headers.get("x-request-id"));
        return [line?.method, line?.path, line?.status];
      }),
      [["GET", "/", 200], ["GET", "/contact", 200], ["GET", "/no-such-page", 404], [
        "GET",
        "/",
        200,
      ]],
    );
    // A request id from a proxy is kept when sane, replaced when not.
    const kept = await app.app.request("/", { headers: { "X-Request-Id": "abc-123=" } });
    await kept.body?.cancel();
    assert.equal(kept.headers.get("x-request-id"), "abc-123=");
    const replaced = await app.app.request("/", { headers: { "X-Request-Id": 'a"b' } });
    await replaced.body?.cancel();
    assert.match(replaced.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
    // Lines wait to be written together (server/log.ts) and go out in one write; any other line
    // first writes the access lines collected before it.
    flushLog();
    writes.length = 0;
    const line = { requestId: "r", method: "GET", path: "/x", status: 200, ms: 0.1 };
    logRequest(line);
    logRequest({ ...line, path: "/y" });
    assert.equal(writes.length, 0, "collected, not written yet");
    log("info", "another line");
    assert.equal(writes.length, 1, "both lines in one write, before the other line");
    assert.match(writes[0]!, /"path":"\/x".*\n.*"path":"\/y"/s);
    // With no other line, one timer writes the batch (a later timer fires after it); a full batch
    // is written at once.
    writes.length = 0;
    logRequest(line);
    logRequest({ ...line, path: "/y" });
    await new Promise((resolve) => setTimeout(resolve, ACCESS_LOG_FLUSH_MS + 1));
    assert.equal(writes.length, 1, "written by the timer, together");
    assert.equal(writes[0]!.split("\n").filter(Boolean).length, 2);
    writes.length = 0;
    for (let i = 0; i < ACCESS_LOG_BATCH_LINES; i++) logRequest(line);
    assert.equal(writes.length, 1, "a full batch is written without waiting");
    assert.equal(writes[0]!.split("\n").filter(Boolean).length, ACCESS_LOG_BATCH_LINES);
  } finally {
    await app.cleanup();
    restore();
  }
});
