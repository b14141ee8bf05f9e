/**
 * CSP violation reports (server/api/csp_reports.ts): the site's policy asks browsers to report to
 * `/api/csp-reports` in both formats; reports are counted per directive, blocked origin and page
 * path, without the sender's address or any query string; bad bodies get a 4xx and change
 * nothing; one address is held to its allowance; admins read the counts; the purge removes old
 * days.
 */
import assert from "node:assert/strict";
import { loadRetentionConfig } from "../../server/retention/config.ts";
import { purgeExpired } from "../../server/retention/purge.ts";
import {
  createTestApp,
  EXACT_RATE_LIMITS,
  type TestApp,
  type TestAppOptions,
} from "../helpers/test_app.ts";
import { GOOD_PASSWORD, signInCookie } from "./staff_fixtures.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A `report-uri` report as Chromium sends it. */
function cspReport(overrides: Record<string, unknown> = {}) {
  return {
    "csp-report": {
      "document-uri": "http://localhost:8000/contact?email=jane%40example.com#form",
      "referrer": "https://www.google.com/search?q=jane+doe",
      "violated-directive": "script-src-elem",
      "effective-directive": "script-src-elem",
      "original-policy": "default-src 'self'; script-src 'self'",
      "disposition": "enforce",
      "blocked-uri": "https://evil.example/steal.js?session=abc123",
      "line-number": 12,
      "column-number": 3,
      "source-file": "http://localhost:8000/contact?email=jane%40example.com",
      "status-code": 200,
      "script-sample": "",
      ...overrides,
    },
  };
}

/** One Reporting API report of a CSP violation. */
function reportingApiReport(body: Record<string, unknown> = {}) {
  return {
    type: "csp-violation",
    age: 12,
    url: "http://localhost:8000/insights?ref=newsletter",
    user_agent: CHROME,
    body: {
      documentURL: "http://localhost:8000/insights?ref=newsletter",
      referrer: "",
      blockedURL: "trusted-types-sink",
      effectiveDirective: "require-trusted-types-for",
      originalPolicy: "require-trusted-types-for 'script'",
      sourceFile: "http://localhost:8000/assets/main-ABC.js",
      sample: "Element innerHTML|<img src=x onerror=alert(1)>",
      disposition: "enforce",
      statusCode: 200,
      lineNumber: 1,
      columnNumber: 99,
      ...body,
    },
  };
}

function post(app: TestApp, body: unknown, type: string, headers: Record<string, string> = {}) {
  return app.app.request("/api/csp-reports", {
    method: "POST",
    headers: { "Content-Type": type, "User-Agent": CHROME, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function table(app: TestApp) {
  return (await app.db.execute(
    "SELECT day, directive, blocked, document_path, reports FROM csp_violations ORDER BY directive",
  )).rows.map((row) => ({ ...row }));
}

async function withApp(fn: (app: TestApp) => Promise<void>, options: TestAppOptions = {}) {
  const app = await createTestApp({ background: false, ...options });
  try {
    await fn(app);
  } finally {
    await app.cleanup();
  }
}

async function adminCookie(app: TestApp): Promise<string> {
  await app.staff.accounts.create("admin@example.com", GOOD_PASSWORD);
  return await signInCookie(app.app, "admin@example.com");
}

Deno.test("every document's CSP enforces Trusted Types and reports to the report endpoint", () =>
  withApp(async (app) => {
    for (const path of ["/", "/insights", "/no-such-page", "/api/nothing"]) {
      const response = await app.app.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      assert.match(csp, /(^|; )require-trusted-types-for 'script'(;|$)/, path);
      const policies = /(?:^|; )trusted-types ([^;]*)/.exec(csp)?.[1]?.split(" ");
      assert.deepEqual(policies, ["crownbridge-html", "ProseMirrorClipboard"], path);
      assert.match(csp, /(^|; )report-uri \/api\/csp-reports(;|$)/, path);
      assert.match(csp, /(^|; )report-to csp-endpoint(;|$)/, path);
      assert.equal(
        response.headers.get("reporting-endpoints"),
        'csp-endpoint="/api/csp-reports"',
        path,
      );
    }
  }));

Deno.test("a report-uri report is counted by directive, blocked origin and page path only", () =>
  withApp(async (app) => {
    const first = await post(app, cspReport(), "application/csp-report", {
      "X-Forwarded-For": "203.0.113.7",
    });
    assert.equal(first.status, 204);
    const again = await post(app, cspReport(), "application/csp-report; charset=utf-8");
    assert.equal(again.status, 204);
    const rows = await table(app);
    assert.equal(rows.length, 1);
    assert.deepEqual(
      { ...rows[0], day: undefined },
      {
        day: undefined,
        directive: "script-src-elem",
        blocked: "https://evil.example",
        document_path: "/contact",
        reports: 2,
      },
    );
    const stored = JSON.stringify(
      (await app.db.execute("SELECT * FROM csp_violations")).rows,
    );
    for (const secret of ["203.0.113.7", "jane", "session", "abc123", "google", "Mozilla", "?"]) {
      assert.ok(!stored.includes(secret), `nothing stored contains ${secret}`);
    }
  }));

Deno.test("a Reporting API delivery counts its CSP violations and skips other reports", () =>
  withApp(async (app) => {
    const delivery = [
      reportingApiReport(),
      reportingApiReport(),
      reportingApiReport({
        blockedURL: "data:image/png;base64,AAAA",
        effectiveDirective: "img-src",
        documentURL: "http://localhost:8000/about",
      }),
      { type: "deprecation", age: 3, url: "http://localhost:8000/", body: { id: "x" } },
    ];
    const response = await post(app, delivery, "application/reports+json");
    assert.equal(response.status, 204);
    const rows = (await table(app)).map(({ day: _day, ...row }) => row);
    assert.deepEqual(rows, [
      { directive: "img-src", blocked: "data", document_path: "/about", reports: 1 },
      {
        directive: "require-trusted-types-for",
        blocked: "trusted-types-sink",
        document_path: "/insights",
        reports: 2,
      },
    ]);
    const stored = JSON.stringify(rows);
    assert.ok(!stored.includes("onerror") && !stored.includes("newsletter"), "no sample or query");
  }));

Deno.test("malformed reports get 400, 413 or 415, never 500, and count nothing", () =>
  withApp(async (app) => {
    const bad: [unknown, string, number][] = [
      ["{not json", "application/csp-report", 400],
      ["", "application/csp-report", 400],
      [null, "application/csp-report", 400],
      [{}, "application/csp-report", 400],
      [{ "csp-report": {} }, "application/csp-report", 400],
      [{ "csp-report": { "document-uri": 5 } }, "application/csp-report", 400],
      [
        cspReport({ "effective-directive": "<script>", "violated-directive": undefined }),
        "application/csp-report",
        400,
      ],
      [cspReport({ "document-uri": "x".repeat(5000) }), "application/csp-report", 400],
      [[], "application/reports+json", 400],
      [{ type: "csp-violation" }, "application/reports+json", 400],
      [[{ type: "csp-violation", body: {} }], "application/reports+json", 400],
      [[{ type: "csp-violation", body: { documentURL: [] } }], "application/reports+json", 400],
      [
        Array.from({ length: 101 }, () => ({
          type: "csp-violation",
          body: { documentURL: "http://localhost:8000/", effectiveDirective: "img-src" },
        })),
        "application/reports+json",
        400,
      ],
      ["[1, 2, 3]", "application/reports+json", 400],
      [cspReport({ "script-sample": "x".repeat(20_000) }), "application/csp-report", 413],
      [cspReport(), "application/json", 415],
      [cspReport(), "text/plain", 415],
    ];
    for (const [body, type, status] of bad) {
      const response = await post(app, body, type);
      const label = `${type} ${JSON.stringify(body)?.slice(0, 80)}`;
      assert.equal(response.status, status, label);
      const answer = await response.json() as { error?: string };
      assert.ok(answer.error, label);
    }
    const named = await post(
      app,
      { "csp-report": { "document-uri": 5 } },
      "application/csp-report",
    );
    const fields = (await named.json() as { fields?: Record<string, string> }).fields ?? {};
    assert.ok(fields["csp-report.document-uri"], JSON.stringify(fields));
    assert.deepEqual(await table(app), []);
  }));

Deno.test("one address is held to its report allowance with 429 and Retry-After", () =>
  withApp(async (app) => {
    for (let i = 0; i < 3; i++) {
      assert.equal((await post(app, cspReport(), "application/csp-report")).status, 204);
    }
    const refused = await post(app, cspReport(), "application/csp-report");
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get("retry-after")) > 0);
    // Junk is answered for what it is and never counted against the allowance.
    assert.equal((await post(app, "{", "application/csp-report")).status, 400);
    assert.equal((await table(app))[0]?.reports, 3, "the refused report was not counted");
  }, {
    overrides: {
      ...EXACT_RATE_LIMITS,
      cspReportRateRule: { name: "csp-test", limit: 3, windowMs: 60_000 },
    },
  }));

Deno.test("admins read the counts; anyone else is refused; the purge removes old days", () =>
  withApp(async (app) => {
    await post(app, cspReport(), "application/csp-report");
    assert.equal((await app.app.request("/api/admin/csp-reports")).status, 401);
    const cookie = await adminCookie(app);
    const read = await app.app.request("/api/admin/csp-reports?days=7", {
      headers: { Cookie: cookie },
    });
    assert.equal(read.status, 200);
    const answer = await read.json() as {
      days: number;
      violations: { directive: string; blocked: string; documentPath: string; reports: number }[];
    };
    assert.equal(answer.days, 7);
    assert.deepEqual(
      answer.violations.map(({ directive, blocked, documentPath, reports }) => ({
        directive,
        blocked,
        documentPath,
        reports,
      })),
      [{
        directive: "script-src-elem",
        blocked: "https://evil.example",
        documentPath: "/contact",
        reports: 1,
      }],
    );
    const badPeriod = await app.app.request("/api/admin/csp-reports?days=-3", {
      headers: { Cookie: cookie },
    });
    assert.equal(badPeriod.status, 400);
    assert.ok((await badPeriod.json() as { fields: { days: string } }).fields.days);

    // A year and a half later the count is past the analytics period (13 months).
    const later = Date.now() + 540 * 24 * 60 * 60_000;
    await app.cspReports.store.record(
      [{ directive: "img-src", blocked: "data", documentPath: "/" }],
      later,
    );
    const result = await purgeExpired({
      writer: app.writer,
      retention: loadRetentionConfig({}),
      now: () => later,
    });
    assert.equal(result.cspViolations, 1);
    assert.deepEqual((await table(app)).map((row) => row.directive), ["img-src"]);
  }));
