/**
 * Link check over the rendered site (docs/requirements.md#routes: every internal link leads
 * somewhere real). Starts at "/" and every sitemap URL, follows every internal `href` (pages,
 * assets, documents) and every `src`/`srcset` found in the server HTML, and checks in-page anchors
 * (`#id`, `/#id`) exist. Every target must answer 200, or 301 for a legacy article id whose target
 * answers 200. All broken links are reported at once. No page links off the site unless the
 * deployment configured that destination (proposal form, social profiles).
 */
import assert from "node:assert/strict";
import { LEGACY_INSIGHT_REDIRECTS } from "../../shared/content/insights/summaries.ts";
import { createTestApp } from "../helpers/test_app.ts";

const ORIGIN = "http://localhost:8000";

/** Paths that may answer 301 (docs/requirements.md#routes: the legacy article id). */
const ALLOWED_REDIRECTS = new Set(
  Object.keys(LEGACY_INSIGHT_REDIRECTS).map((id) => `/insights/${id}`),
);

function decodeAttribute(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
}

/** Every URL referenced by `href`, `src` or `srcset` in `html`. */
function referencesIn(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(href|src|srcSet|srcset)="([^"]*)"/g)) {
    const [, attribute, raw] = match;
    const value = decodeAttribute(raw!);
    if (attribute!.toLowerCase() === "srcset") {
      found.push(...value.split(",").map((part) => part.trim().split(/\s+/)[0]!).filter(Boolean));
    } else {
      found.push(value);
    }
  }
  return found;
}

/** Whether `reference` leaves the site (another origin over http(s), or protocol-relative). */
function isExternal(reference: string): boolean {
  if (reference.startsWith("//")) return true;
  return /^https?:\/\//i.test(reference) && new URL(reference).origin !== ORIGIN;
}

/** The same-site path (with query) and fragment of `reference` seen on `page`, or undefined. */
function internalTarget(
  reference: string,
  page: string,
): { path: string; hash: string } | undefined {
  if (/^(mailto|tel|javascript|data):/i.test(reference)) return undefined;
  const url = new URL(reference, ORIGIN + page);
  if (url.origin !== ORIGIN) return undefined;
  return { path: url.pathname + url.search, hash: decodeURIComponent(url.hash.slice(1)) };
}

Deno.test("every internal link of the rendered site answers 200 (or the intended 301)", async () => {
  const app = await createTestApp();
  try {
    const sitemap = await (await app.app.request("/sitemap.xml")).text();
    const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1]!).pathname);
    assert.ok(sitemapPaths.includes("/insights/retail-trends"), "sitemap lists the articles");

    const broken: string[] = [];
    const statuses = new Map<string, number>();
    const pageHtml = new Map<string, string>();
    const anchors: { page: string; path: string; hash: string }[] = [];
    const external: string[] = [];
    const queue = ["/", ...sitemapPaths];
    const referrer = new Map<string, string>(queue.map((path) => [path, "sitemap"]));

    while (queue.length > 0) {
      const path = queue.shift()!;
      if (statuses.has(path)) continue;
      const response = await app.app.request(path);
      statuses.set(path, response.status);
      const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      if (response.status === 301 && ALLOWED_REDIRECTS.has(path)) {
        const location = response.headers.get("location") ?? "";
        const target = new URL(location, ORIGIN).pathname;
        referrer.set(target, `${path} (redirect)`);
        queue.push(target);
      } else if (response.status !== 200) {
        broken.push(`${path} answered ${response.status} (linked from ${referrer.get(path)})`);
      }
      if (response.status !== 200 || !isHtml) {
        await response.body?.cancel();
        continue;
      }
      const html = await response.text();
      pageHtml.set(path, html);
      for (const reference of referencesIn(html)) {
        if (isExternal(reference)) external.push(`${path} links to ${reference}`);
        const target = internalTarget(reference, path);
        if (!target) continue;
        if (target.hash) anchors.push({ page: path, ...target });
        if (!statuses.has(target.path) && !referrer.has(target.path)) {
          referrer.set(target.path, path);
          queue.push(target.path);
        }
      }
    }

    for (const { page, path, hash } of anchors) {
      const html = pageHtml.get(path);
      if (html !== undefined && !html.includes(`id="${hash}"`)) {
        broken.push(`${path}#${hash} has no element with that id (linked from ${page})`);
      }
    }
    const unique = [...new Set(broken)];
    assert.deepEqual(unique, [], `broken links:\n${unique.join("\n")}`);
    // Each illustration belongs to one page; only article pictures recur (cards, related).
    const pagesOfImage = new Map<string, Set<string>>();
    for (const [path, html] of pageHtml) {
      for (const match of html.matchAll(/\/images\/([a-z0-9-]+)-\d+\.(?:avif|webp)/g)) {
        const key = match[1]!;
        if (key.startsWith("insight-")) continue;
        const page = path.split("?")[0]!;
        pagesOfImage.set(key, (pagesOfImage.get(key) ?? new Set()).add(page));
      }
    }
    const reused = [...pagesOfImage].filter(([, pages]) => pages.size > 1)
      .map(([key, pages]) => `${key} on ${[...pages].join(", ")}`);
    assert.deepEqual(reused, [], "illustrations shown on more than one page");
    // Nothing is configured in this app, so any outbound link is an invented destination.
    assert.deepEqual([...new Set(external)], [], "outbound links that nobody configured");
    assert.ok(statuses.size > sitemapPaths.length, "the crawl followed links beyond the sitemap");
  } finally {
    await app.cleanup();
  }
});

Deno.test("configured outbound links appear, and only those; the registration shows in the footer and /terms", async () => {
  const app = await createTestApp({
    env: {
      PROPOSAL_FORM_URL: "https://forms.example.org/proposal",
      SOCIAL_LINKEDIN_URL: "https://www.linkedin.example/company/crownbridge",
      COMPANY_NUMBER: "SC123456",
      COMPANY_REGISTERED_OFFICE: "1 Example Street, Glasgow G1 1AA",
    },
  });
  try {
    const configured = new Set([
      "https://forms.example.org/proposal",
      "https://www.linkedin.example/company/crownbridge",
    ]);
    const seen = new Set<string>();
    for (const path of ["/", "/terms", "/contact", "/insights"]) {
      const html = await (await app.app.request(path)).text();
      for (const reference of referencesIn(html).filter(isExternal)) {
        assert.ok(configured.has(reference), `${path} links to unconfigured ${reference}`);
        seen.add(reference);
      }
      assert.match(
        html,
        /Crownbridge Distribution is registered in Scotland, company number SC123456\. Registered office: 1 Example Street, Glasgow G1 1AA\./,
        `${path} footer shows the registration`,
      );
      assert.doesNotMatch(html, /instagram|facebook/i, `${path} shows no unconfigured profile`);
    }
    assert.deepEqual([...seen].sort(), [...configured].sort());
    const home = await (await app.app.request("/")).text();
    assert.match(
      home,
      /<a href="https:\/\/forms\.example\.org\/proposal"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Submit Your Proposal/,
    );
    const terms = await (await app.app.request("/terms")).text();
    const main = terms.slice(terms.indexOf("<main"), terms.indexOf("</main>"));
    assert.match(main, /company number SC123456/, "/terms states the registration in its text");
  } finally {
    await app.cleanup();
  }
});

Deno.test("with nothing configured, Submit Your Proposal opens the contact form with Brand Partnership chosen", async () => {
  const app = await createTestApp();
  try {
    const home = await (await app.app.request("/")).text();
    assert.match(
      home,
      /<a href="\/contact\?interest=partnership#enquiry-form"[^>]*>Submit Your Proposal/,
    );
    assert.doesNotMatch(home, /registered in/, "no registration line until configured");
  } finally {
    await app.cleanup();
  }
});
