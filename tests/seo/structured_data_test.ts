/**
 * Every page in the sitemap carries valid schema.org JSON-LD: 0 errors from the structured-data
 * validator (Google rich-result rules, plus ours for the types it lacks), and the types a crawler
 * expects on each kind of page.
 */
import assert from "node:assert/strict";
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { addRichResultRules, type Issue } from "./rich_result_rules.ts";

type Node = Record<string, unknown>;
interface Extracted {
  jsonld: Record<string, Node[]>;
  errors?: unknown[];
}

function extract(html: string): Extracted {
  return new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] })
    .parse(html) as Extracted;
}

async function validate(extracted: Extracted): Promise<Issue[]> {
  const validator = new Validator();
  addRichResultRules(validator);
  // The validator deletes its location markers from the data: give it a copy.
  return await validator.validate(structuredClone(extracted)) as Issue[];
}

async function sitemapPaths(app: TestApp): Promise<string[]> {
  const xml = await (await app.app.request("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

const SERVICE_PAGES = ["/services", "/services/brand-management", "/distribution", "/marketing"];
const FAQ_PAGES = ["/", "/services"];

Deno.test("every sitemap page's JSON-LD passes the structured-data validator with 0 errors", async () => {
  const app = await createTestApp();
  try {
    const paths = await sitemapPaths(app);
    assert.ok(paths.length >= 28, `sitemap lists every page (got ${paths.length})`);
    for (const path of paths) {
      const html = await (await app.app.request(path)).text();
      const extracted = extract(html);
      const types = Object.keys(extracted.jsonld);
      assert.ok(types.length > 0, `${path}: has JSON-LD`);
      const errors = (await validate(extracted)).filter((issue) => issue.severity === "ERROR");
      assert.deepEqual(errors, [], `${path}: validator errors`);

      if (path === "/") {
        assert.ok(types.includes("Organization"), "/: Organization");
        const site = extracted.jsonld.WebSite?.[0];
        const action = site?.potentialAction as Node | undefined;
        assert.equal(
          (action?.target as Node | undefined)?.urlTemplate,
          "http://localhost:8000/search?q={search_term_string}",
        );
      } else {
        const crumbs = extracted.jsonld.BreadcrumbList?.[0]?.itemListElement as Node[] | undefined;
        assert.ok(crumbs && crumbs.length >= 2, `${path}: BreadcrumbList`);
        assert.equal(crumbs[0]?.item, "http://localhost:8000/", `${path}: trail starts at home`);
        // schema.org ListItem: positions count from 1 in the trail's order.
        assert.deepEqual(
          crumbs.map((crumb) => Number(crumb.position)),
          crumbs.map((_, index) => index + 1),
          `${path}: breadcrumb positions`,
        );
        assert.equal(
          crumbs.at(-1)?.item,
          `http://localhost:8000${path}`,
          `${path}: trail ends here`,
        );
      }
      if (SERVICE_PAGES.includes(path)) assert.ok(types.includes("Service"), `${path}: Service`);
      if (FAQ_PAGES.includes(path)) assert.ok(types.includes("FAQPage"), `${path}: FAQPage`);
      if (path === "/about") assert.ok(types.includes("AboutPage"), "/about: AboutPage");
      if (path === "/contact") assert.ok(types.includes("ContactPage"), "/contact: ContactPage");
      if (path.startsWith("/insights/")) {
        const article = extracted.jsonld.Article?.[0];
        assert.match(String(article?.datePublished), /^\d{4}-\d{2}-\d{2}$/, `${path}: published`);
        assert.match(String(article?.dateModified), /^\d{4}-\d{2}-\d{2}$/, `${path}: modified`);
      }
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("the FAQ on / lists the five questions the page shows, with their answers", async () => {
  const app = await createTestApp();
  try {
    const extracted = extract(await (await app.app.request("/")).text());
    const faq = extracted.jsonld.FAQPage?.[0]?.mainEntity as Node[];
    assert.equal(faq.length, 5);
    assert.equal(faq[0]?.name, "How quickly can my products reach UK shelves?");
  } finally {
    await app.cleanup();
  }
});

Deno.test("the validator reports a question without an answer and an undated article", async () => {
  const html = `<script type="application/ld+json">${
    JSON.stringify({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Where?" }],
    })
  }</script><script type="application/ld+json">${
    JSON.stringify({ "@context": "https://schema.org", "@type": "Article", headline: "Hi" })
  }</script>`;
  const messages = (await validate(extract(html)))
    .filter((issue) => issue.severity === "ERROR")
    .map((issue) => issue.issueMessage);
  assert.ok(messages.includes('Required attribute "acceptedAnswer" is missing'), String(messages));
  assert.ok(messages.includes('Required attribute "datePublished" is missing'), String(messages));
});
