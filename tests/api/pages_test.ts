/**
 * Every page route, rendered in-process: status codes, and the head metadata a crawler reads in
 * the first chunk (docs/requirements.md#page-meta: exactly one title, description and canonical
 * inside <head>).
 */
import assert from "node:assert/strict";
import { createTestApp } from "../helpers/test_app.ts";
import { NOT_FOUND_META } from "../../shared/content/page_meta.ts";
import { PAGE_ROUTES } from "../../shared/routes.ts";
import { textOf } from "../helpers/html_text.ts";

/** Every concrete path: static routes plus one article for the dynamic segment. */
const PATHS = PAGE_ROUTES.map((route) =>
  route.path === "/insights/:id" ? "/insights/functional-beverages" : route.path
);

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

Deno.test("every route's first flushed chunk carries one title, description and canonical in <head>", async () => {
  const app = await createTestApp();
  try {
    for (const path of PATHS) {
      const response = await app.app.request(path);
      // Staff pages redirect to the sign-in page without a session: covered by the staff tests.
      if (path.startsWith("/admin") && path !== "/admin/login" && response.status !== 200) continue;
      assert.equal(response.status, 200, path);
      const chunk = await firstChunk(response);
      const headEnd = chunk.indexOf("</head>");
      assert.ok(headEnd > 0, `${path}: </head> is in the first chunk`);
      const head = chunk.slice(0, headEnd);
      assert.equal(count(chunk, /<title>/g), 1, `${path}: one <title>`);
      assert.equal(count(head, /<title>[^<]+<\/title>/g), 1, `${path}: title inside <head>`);
      assert.equal(count(head, /<meta name="description" content="[^"]{20,}"/g), 1, path);
      assert.equal(count(chunk, /<link rel="canonical"/g), 1, `${path}: one canonical`);
      assert.match(head, /<meta property="og:locale" content="en_GB"/, path);
      assert.match(head, /<meta name="twitter:card" content="summary_large_image"/, path);
      assert.match(head, /<meta name="theme-color" content="#23295a"/, path);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("before the first paint a page asks for no script but the boot module, no font, no preload, no manifest or icon", async () => {
  const app = await createTestApp();
  try {
    for (const path of ["/", "/contact", "/insights/functional-beverages", "/no-such-page"]) {
      const html = await (await app.app.request(path)).text();
      const scripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) =>
        m[1]
      );
      assert.equal(scripts.length, 1, `${path}: one module script`);
      assert.match(scripts[0]!, /^\/assets\/boot-[A-Z0-9]+\.js$/, path);
      const preloads = [...html.matchAll(/<link rel="(?:module)?preload"[^>]*href="([^"]+)"/g)]
        .map((m) => m[1]!);
      assert.deepEqual(
        preloads.filter((href) => href.endsWith(".js") && href !== scripts[0]),
        [],
        `${path}: no app chunk is preloaded`,
      );
      // The boot plan names Inter's files for after the first paint; nothing else may.
      const withoutPlan = html.replace(/<script type="application\/json" id="boot-plan">[^<]+/, "");
      assert.doesNotMatch(withoutPlan, /\.woff2/, `${path}: no web font before the first paint`);
      assert.doesNotMatch(html, /rel="manifest"/, `${path}: the boot module links the manifest`);
      assert.match(html, /<link rel="icon" href="data:image\/svg\+xml,/, `${path}: inline icon`);
      const plan = JSON.parse(
        html.match(/<script type="application\/json" id="boot-plan">([^<]+)/)![1]!,
      );
      assert.ok(plan.modules.length > 3, `${path}: the boot plan lists the app's chunks`);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("a page fetches at most its first image eagerly with high priority, the rest lazily", async () => {
  const app = await createTestApp();
  try {
    for (const path of PATHS) {
      const response = await app.app.request(path);
      if (response.status !== 200) continue;
      const html = await response.text();
      const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
      const images = [...main.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
      const high = images.filter((img) => img.includes('fetchPriority="high"'));
      assert.ok(high.length <= 1, `${path}: ${high.length} high-priority images`);
      if (high.length) assert.equal(high[0], images[0], `${path}: the first image leads`);
      for (const img of images.slice(1)) assert.match(img, /loading="lazy"/, `${path}: ${img}`);
    }
    // The featured article leads the list page, so its image is the page's largest paint.
    const insights = await (await app.app.request("/insights")).text();
    const first = insights.slice(insights.indexOf("<main")).match(/<img [^>]*>/)![0];
    assert.match(first, /fetchPriority="high"/);
    assert.match(first, /loading="eager"/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("the home page title is the spec's, the company name is in og:site_name and JSON-LD, and its canonical uses PUBLIC_ORIGIN", async () => {
  const app = await createTestApp({ env: { PUBLIC_ORIGIN: "https://www.example.co.uk" } });
  try {
    const html = await (await app.app.request("/")).text();
    assert.match(html, /<title>Trusted UK FMCG Distributor \| Industry Expertise<\/title>/);
    assert.match(html, /<meta property="og:site_name" content="Crownbridge Distribution"\/>/);
    assert.match(html, /"@type":"Organization"[^<]*"name":"Crownbridge Distribution"/);
    assert.match(html, /<link rel="canonical" href="https:\/\/www\.example\.co\.uk\/"\/>/);
    assert.match(html, /<meta property="og:url" content="https:\/\/www\.example\.co\.uk\/"\/>/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("an unknown path answers 404 with the not-found screen, title and description", async () => {
  const app = await createTestApp();
  try {
    const response = await app.app.request("/no-such-page");
    assert.equal(response.status, 404);
    const html = await response.text();
    assert.match(html, /<title>Page Not Found \| Crownbridge Distribution<\/title>/);
    // The screen prints the not-found meta, keywords included, not a copy of its own.
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1];
    assert.equal(textOf(description ?? ""), NOT_FOUND_META.description);
    assert.match(html, new RegExp(`<meta name="keywords" content="${NOT_FOUND_META.keywords[0]}`));
    assert.match(html, /Sorry, we couldn(&#x27;|')t find the page you(&#x27;|')re looking for/);
    assert.match(html, /href="\/"[^>]*>.*Return Home/s);
    assert.match(html, /<meta name="robots" content="noindex, follow"/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a trailing slash redirects 301 to the canonical path", async () => {
  const app = await createTestApp();
  try {
    const response = await app.app.request("/about/");
    assert.equal(response.status, 301);
    assert.equal(response.headers.get("location"), "/about");
  } finally {
    await app.cleanup();
  }
});

Deno.test("pages carry the strict CSP and security headers, also on 404", async () => {
  const app = await createTestApp({ env: { PUBLIC_ORIGIN: "https://www.example.co.uk" } });
  try {
    for (const path of ["/", "/no-such-page", "/api/nothing"]) {
      const response = await app.app.request(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      assert.match(csp, /script-src 'self'/, path);
      // Nothing is allowed that a directive does not name (the HTTP Observatory's best CSP).
      assert.match(csp, /^default-src 'none';/, path);
      assert.doesNotMatch(csp, /unsafe-inline/, path);
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'"]) {
        assert.ok(csp.includes(directive), `${path}: ${directive}`);
      }
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
      assert.match(response.headers.get("strict-transport-security") ?? "", /max-age=31536000/);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("every page's one script names the boot module's Subresource Integrity hash", async () => {
  const app = await createTestApp();
  try {
    for (const path of ["/", "/insights", "/no-such-page"]) {
      const html = await (await app.app.request(path)).text();
      const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)];
      assert.equal(scripts.length, 1, `${path}: one script`);
      const [tag, src] = scripts[0]!;
      const integrity = /\bintegrity="(sha384-[^"]+)"/.exec(tag)?.[1];
      assert.ok(integrity, `${path}: ${tag}`);
      const served = new Uint8Array(await (await app.app.request(src!)).arrayBuffer());
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-384", served));
      assert.equal(integrity, `sha384-${btoa(String.fromCharCode(...digest))}`, path);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("cached pages are served brotli-compressed with an ETag and answer 304 on revalidation", async () => {
  const app = await createTestApp();
  try {
    const first = await app.app.request("/about", { headers: { "Accept-Encoding": "br, gzip" } });
    assert.equal(first.headers.get("content-encoding"), "br");
    const etag = first.headers.get("etag");
    assert.ok(etag);
    const again = await app.app.request("/about", { headers: { "If-None-Match": etag } });
    assert.equal(again.status, 304);
  } finally {
    await app.cleanup();
  }
});

Deno.test("built assets are content-hashed and cached for a year", async () => {
  const app = await createTestApp();
  try {
    const html = await (await app.app.request("/")).text();
    const boot = html.match(/<script type="module" src="(\/assets\/boot-[A-Z0-9]+\.js)"/)?.[1];
    assert.ok(boot, "the document's one script, the boot module, is content-hashed");
    const plan = JSON.parse(
      html.match(/<script type="application\/json" id="boot-plan">([^<]+)/)![1]!,
    );
    assert.match(plan.app, /^\/assets\/client-[A-Z0-9]+\.js$/, "the app entry is content-hashed");
    for (const script of [boot, plan.app, ...plan.modules]) {
      const response = await app.app.request(script, { headers: { "Accept-Encoding": "br" } });
      assert.equal(response.status, 200, script);
      assert.equal(response.headers.get("cache-control"), "public, max-age=31536000, immutable");
      assert.equal(response.headers.get("content-encoding"), "br");
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("robots.txt and sitemap.xml list every indexable page with absolute URLs, never /admin", async () => {
  const app = await createTestApp({ env: { PUBLIC_ORIGIN: "https://www.example.co.uk" } });
  try {
    const robots = await (await app.app.request("/robots.txt")).text();
    assert.match(robots, /Sitemap: https:\/\/www\.example\.co\.uk\/sitemap\.xml/);
    const sitemap = await (await app.app.request("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of ["/", "/distribution", "/insights/digital-shelf-optimisation", "/cookies"]) {
      assert.ok(locs.includes(`https://www.example.co.uk${path}`), path);
    }
    assert.ok(!locs.some((loc) => loc.includes("/admin")));
    assert.equal(locs.filter((loc) => loc.includes("/insights/")).length, 13);
  } finally {
    await app.cleanup();
  }
});

Deno.test("every route names the module its page imports (for modulepreload)", async () => {
  for (const route of PAGE_ROUTES) {
    const source = await Deno.readTextFile("shared/routes.ts");
    assert.ok(
      source.includes(`import("./${route.module.replace("shared/", "")}")`),
      `${route.path}: module ${route.module} matches its import()`,
    );
  }
});
