/**
 * `deploy/Caddyfile` refuses bodies with the app's own limits (`server/http/body_limits.ts`), so an
 * upload or an article the app takes is never cut off by the proxy, and a body the app would
 * refuse never reaches an instance. Reads the file only: the proxy itself is exercised by
 * `proxy_test.ts`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  CONTENT_JSON_BODY_MAX,
  IMAGE_UPLOAD_BODY_MAX,
  OTHER_BODY_MAX,
} from "../../server/http/body_limits.ts";
import { CONTACT_BODY_LIMIT_BYTES } from "../../server/api/contact.ts";
import { CONSENT_BODY_LIMIT_BYTES } from "../../server/api/consent.ts";
import { CSP_REPORT_BODY_LIMIT_BYTES } from "../../server/api/csp_reports.ts";
import { SEARCH_BODY_LIMIT_BYTES } from "../../server/api/search.ts";
import { ANALYTICS_LIMITS } from "../../shared/schemas/analytics_fields.ts";
import { ROOT } from "./ops_harness.ts";

const caddyfile = await Deno.readTextFile(join(ROOT, "deploy/Caddyfile"));

/** The byte figure in the `expression` of the named matcher's block. */
function limitOf(matcher: string): number {
  const block = caddyfile.match(new RegExp(`@${matcher} \\{([\\s\\S]*?)\\n\\t\\}`))?.[1];
  assert.ok(block, `the Caddyfile has a matcher @${matcher}`);
  const figure = block.match(/Content-Length\}\) > (\d+)/)?.[1];
  assert.ok(figure, `@${matcher} compares Content-Length with a figure`);
  return Number(figure);
}

Deno.test("Caddy refuses image uploads above the app's upload limit", () => {
  assert.equal(limitOf("image_upload_too_large"), IMAGE_UPLOAD_BODY_MAX);
});

Deno.test("Caddy refuses content API bodies above the app's content limit", () => {
  assert.equal(limitOf("content_api_too_large"), CONTENT_JSON_BODY_MAX);
});

Deno.test("Caddy refuses other bodies above the largest any other route takes", () => {
  assert.equal(limitOf("other_too_large"), OTHER_BODY_MAX);
  for (
    const [name, limit] of Object.entries({
      CONTACT_BODY_LIMIT_BYTES,
      CONSENT_BODY_LIMIT_BYTES,
      CSP_REPORT_BODY_LIMIT_BYTES,
      SEARCH_BODY_LIMIT_BYTES,
      "ANALYTICS_LIMITS.bodyBytes": ANALYTICS_LIMITS.bodyBytes,
    })
  ) {
    assert.ok(limit <= OTHER_BODY_MAX, `${name} (${limit}) fits under the proxy's limit`);
  }
});

Deno.test("Caddy's passive health needs several failed round trips, never a status", () => {
  const maxFails = Number(caddyfile.match(/max_fails (\d+)/)?.[1]);
  assert.ok(maxFails >= 2, `max_fails is ${maxFails}: one client's broken request cannot eject`);
  assert.doesNotMatch(caddyfile, /unhealthy_status/, "no answer's status ejects an instance");
  assert.doesNotMatch(caddyfile, /max_size/, "no body is cut off mid-stream by request_body");
  assert.match(caddyfile, /health_uri \/healthz/, "active health on /healthz");
});
