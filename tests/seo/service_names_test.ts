/**
 * One name per service (docs/requirements.md#service-names, ADR 0018): every page a visitor or
 * crawler can load, its head and JSON-LD, and the search index use the names in
 * `shared/content/service_names.ts` and no other spelling of them.
 */
import assert from "node:assert/strict";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import { SEARCH_SUGGESTIONS } from "../../shared/content/search.ts";
import {
  type NamedService,
  SERVICE_NAMES,
  SERVICE_PATHS,
} from "../../shared/content/service_names.ts";
import { buildCorpus } from "../../server/search/corpus.ts";
import { textOf } from "../helpers/html_text.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";

const SERVICES = Object.keys(SERVICE_NAMES) as NamedService[];

/** Names the site used before ADR 0018 that are not a casing of a current name. */
const FORMER_NAMES = ["Brand Marketing"];

/**
 * Fixed texts that contain a former name and must stay as they are: the search suggestion chip
 * "Brand marketing services" is a visitor's question, verbatim from docs/requirements.md#search-page.
 */
const FIXED_TEXTS = SEARCH_SUGGESTIONS.filter((text) => /brand marketing/i.test(text));

/** `name` as a pattern: any case, any run of whitespace between its words, whole words only. */
function anyCase(name: string): RegExp {
  return new RegExp(`\\b${name.split(" ").join("\\s+")}\\b`, "gi");
}

/**
 * Every spelling of a service name in `text` that is not the name itself: a current name in
 * another casing (all lower case is running prose, "our retail marketing team", and allowed), or
 * a former name in any casing.
 */
function secondSpellings(text: string): string[] {
  const found: string[] = [];
  const fixedRemoved = FIXED_TEXTS.reduce((rest, fixed) => rest.replaceAll(fixed, " "), text);
  for (const name of Object.values(SERVICE_NAMES)) {
    for (const [match] of fixedRemoved.matchAll(anyCase(name))) {
      const spelling = match.replace(/\s+/g, " ");
      if (spelling !== name && spelling !== name.toLowerCase()) found.push(spelling);
    }
  }
  for (const former of FORMER_NAMES) {
    for (const [match] of fixedRemoved.matchAll(anyCase(former))) found.push(match);
  }
  return found;
}

/** Every string inside a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

type Node = Record<string, unknown>;

/** The page's JSON-LD nodes, `@graph` members included. */
function jsonLdNodes(html: string): Node[] {
  const scripts = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...scripts].flatMap(([, json]) => {
    const data = JSON.parse(json!) as Node;
    return [data, ...((data["@graph"] as Node[] | undefined) ?? [])];
  });
}

/** What a reader and a crawler get from a page: visible text, attribute values, JSON-LD strings. */
function readableParts(html: string): string[] {
  const attributes = [...html.matchAll(/\s[a-z:-]+="([^"]*)"/g)].map(([, value]) => textOf(value!));
  return [textOf(html), ...attributes, ...jsonLdNodes(html).flatMap(stringsOf)];
}

async function sitemapPaths(app: TestApp): Promise<string[]> {
  const xml = await (await app.app.request("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

Deno.test("service names: no page, head or JSON-LD spells a service another way", async () => {
  const app = await createTestApp({ background: false });
  try {
    const paths = [...await sitemapPaths(app), "/admin/login", "/no-such-page"];
    assert.ok(paths.length >= 30, `every page (got ${paths.length})`);
    const problems: string[] = [];
    for (const path of paths) {
      const html = await (await app.app.request(path)).text();
      const spellings = new Set(readableParts(html).flatMap(secondSpellings));
      if (spellings.size) problems.push(`${path}: ${[...spellings].join(", ")}`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await app.cleanup();
  }
});

Deno.test("service names: every link to a service page names it, on every page", async () => {
  const app = await createTestApp({ background: false });
  try {
    const problems: string[] = [];
    let links = 0;
    for (const path of await sitemapPaths(app)) {
      const html = await (await app.app.request(path)).text();
      for (const service of SERVICES) {
        const name = SERVICE_NAMES[service];
        const pattern = new RegExp(
          `<a [^>]*href="${SERVICE_PATHS[service]}"[^>]*>([\\s\\S]*?)</a>`,
          "g",
        );
        for (const [, inner] of html.matchAll(pattern)) {
          links++;
          const label = textOf(inner!);
          if (!label.includes(name) && !label.includes(name.toLowerCase())) {
            problems.push(`${path}: "${label}" links to ${SERVICE_PATHS[service]}`);
          }
        }
      }
    }
    assert.ok(
      links > 3 * 28,
      `the header and footer link to the services on every page (${links})`,
    );
    assert.deepEqual(problems, []);
  } finally {
    await app.cleanup();
  }
});

Deno.test("service names: each service page's title, breadcrumb and Service node carry its name", async () => {
  const app = await createTestApp({ background: false });
  try {
    for (const service of SERVICES) {
      const name = SERVICE_NAMES[service];
      const path = SERVICE_PATHS[service];
      const html = await (await app.app.request(path)).text();
      assert.equal(
        textOf(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
        `${name} | ${COMPANY_NAME}`,
      );
      const nodes = jsonLdNodes(html);
      const serviceNode = nodes.find((node) => node["@type"] === "Service");
      assert.equal(serviceNode?.name, name, `${path}: Service name`);
      const crumbs = nodes.find((node) => node["@type"] === "BreadcrumbList")
        ?.itemListElement as Node[] | undefined;
      assert.equal(crumbs?.at(-1)?.name, name, `${path}: last breadcrumb`);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("service names: the search index names each service page by its name and spells no other", () => {
  const corpus = buildCorpus();
  for (const service of SERVICES) {
    const documents = corpus.filter((document) => document.path === SERVICE_PATHS[service]);
    assert.ok(documents.length > 0, service);
    for (const document of documents) assert.equal(document.pageTitle, SERVICE_NAMES[service]);
  }
  const problems = corpus.flatMap((document) => {
    const text = [
      document.pageTitle,
      document.heading,
      document.subheadings,
      document.keywords,
      ...document.passages,
    ];
    const spellings = text.flatMap(secondSpellings);
    return spellings.length ? [`${document.id}: ${spellings.join(", ")}`] : [];
  });
  assert.deepEqual(problems, []);
});

Deno.test("secondSpellings finds another casing or a former name and allows prose and fixed texts", () => {
  assert.deepEqual(secondSpellings("Retail marketing | Brand management | Brand Marketing"), [
    "Brand management",
    "Retail marketing",
    "Brand Marketing",
  ]);
  assert.deepEqual(secondSpellings("brand marketing"), ["brand marketing"]);
  assert.deepEqual(
    secondSpellings("Retail Marketing and our retail marketing team; Brand marketing services"),
    [],
  );
});
