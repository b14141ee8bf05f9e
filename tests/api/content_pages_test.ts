/**
 * Server HTML of the six content pages (docs/requirements.md#pages): status 200, one `<h1>`,
 * headings in order, the fixed texts and counts, and the /services structured data.
 */
import assert from "node:assert/strict";
import { ABOUT_CLOSING, ABOUT_STORY, ABOUT_VALUES } from "../../shared/content/about.ts";
import {
  BRAND_MANAGEMENT_AREAS,
  BRAND_MANAGEMENT_CLOSING,
  BRAND_MANAGEMENT_OUTCOMES,
  BRAND_MANAGEMENT_PROCESS,
} from "../../shared/content/brand_management.ts";
import { DISTRIBUTION_BENEFITS, DISTRIBUTION_STATS } from "../../shared/content/distribution.ts";
import { FAQ_FILTER_OPTIONS, FAQ_ITEMS, FAQ_UI } from "../../shared/content/faq.ts";
import {
  MARKETING_CAPABILITIES,
  MARKETING_PROCESS,
  MARKETING_SERVICES,
  MARKETING_SUCCESS_STORIES,
} from "../../shared/content/marketing.ts";
import {
  PARTNER_ADVANTAGES,
  PARTNER_IDEAL,
  PARTNER_PROCESS,
  PARTNER_WHY,
} from "../../shared/content/partner.ts";
import { SERVICES_INTRO } from "../../shared/content/services.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { textOf } from "../helpers/html_text.ts";

/** The page's HTML. */
async function fetchPage(app: TestApp, path: string): Promise<string> {
  const response = await app.app.request(path);
  assert.equal(response.status, 200, `${path} answers 200`);
  assert.match(response.headers.get("content-type") ?? "", /text\/html/);
  return await response.text();
}

/** The `<main>` element's HTML (header and footer excluded). */
function mainOf(html: string): string {
  const match = html.match(/<main[\s\S]*<\/main>/);
  assert.ok(match, "page has a <main>");
  return match[0];
}

/** Headings of `html` in document order, as level and text. */
function headingsOf(html: string): { level: number; text: string }[] {
  return [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => ({
    level: Number(match[1]),
    text: textOf(match[2] ?? "").trim(),
  }));
}

/** Number of elements whose class attribute is exactly `className`. */
function countClass(html: string, className: string): number {
  return html.split(`class="${className}"`).length - 1;
}

/** Asserts one `<h1>` with `title`, no skipped heading level, and every text present. */
function assertPage(html: string, title: string, texts: readonly string[]) {
  const main = mainOf(html);
  assert.equal(html.split("<h1").length - 1, 1, "exactly one <h1>");
  const headings = headingsOf(main);
  assert.equal(headings[0]?.level, 1);
  assert.equal(headings[0]?.text, title);
  headings.reduce((previous, heading) => {
    assert.ok(heading.level <= previous + 1, `"${heading.text}" skips a heading level`);
    return heading.level;
  }, 1);
  const text = textOf(main);
  for (const expected of texts) assert.ok(text.includes(expected), `page shows "${expected}"`);
}

/** Hrefs of links whose visible text is `label`. */
function hrefsOf(html: string, label: string): string[] {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter((match) => textOf(match[2] ?? "").trim() === label)
    .map((match) => match[1] ?? "");
}

Deno.test("content pages render their spec content in the server HTML", async (t) => {
  const app = await createTestApp();
  try {
    await t.step(
      "/services shows the hero, intros, teasers, FAQ widget and closing call",
      async () => {
        const html = await fetchPage(app, "/services");
        const main = mainOf(html);
        assertPage(html, "Our Services", [
          ...SERVICES_INTRO.map((section) => section.heading),
          FAQ_UI.stillHaveQuestions.heading,
          "Get in Touch",
          ...FAQ_ITEMS.map((item) => item.question),
        ]);
        assert.ok(hrefsOf(main, "Explore Brand Management").includes("/services/brand-management"));
        assert.ok(hrefsOf(main, "Explore Distribution").includes("/distribution"));
        assert.ok(hrefsOf(main, "Explore Retail Marketing").includes("/marketing"));
        assert.ok(hrefsOf(main, "Get Started Today").includes("/contact"));
        assert.deepEqual(hrefsOf(main, "Become a Partner"), ["/partner"]);
        assert.deepEqual(hrefsOf(main, "Get in Touch"), ["/contact"]);
        // The widget: filters on, search off, every question closed on first render
        // (docs/requirements.md#faq).
        assert.doesNotMatch(main, /type="search"/);
        for (const option of FAQ_FILTER_OPTIONS) {
          assert.ok(textOf(main).includes(option.label), `filter "${option.label}"`);
        }
        assert.equal(main.split('aria-pressed="true"').length - 1, 1, "one category pressed");
        assert.equal(main.split('aria-expanded="false"').length - 1, FAQ_ITEMS.length);
        assert.equal(main.split('aria-expanded="true"').length - 1, 0);
        assert.equal(main.split('role="region"').length - 1, FAQ_ITEMS.length);
      },
    );

    await t.step("/services carries Service structured data for the United Kingdom", async () => {
      const html = await fetchPage(app, "/services");
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ]
        .map((match) => JSON.parse(match[1] ?? "null"));
      const service = blocks.find((block) => block?.["@type"] === "Service");
      assert.ok(service, "a Service JSON-LD block");
      assert.equal(service["@context"], "https://schema.org");
      assert.deepEqual(service.areaServed, { "@type": "Country", name: "United Kingdom" });
      assert.equal(typeof service.name, "string");
      assert.equal(typeof service.description, "string");
      assert.ok(service.serviceType.length > 0);
      assert.equal(service.provider["@type"], "Organization");
      assert.equal(service.provider.url, "http://localhost:8000/");
    });

    await t.step(
      "/services/brand-management shows five areas, four steps and three calls",
      async () => {
        const html = await fetchPage(app, "/services/brand-management");
        const main = mainOf(html);
        assertPage(html, "Brand Management That Earns Its Place on UK Shelves", [
          "Strategic Positioning",
          "Retail Readiness",
          "Content & Activation",
          "Trade Marketing",
          "Performance Tracking",
          "Brand Audit & Analysis",
          "Strategy Development",
          "Asset Creation",
          "Campaign Execution",
          "No obligation • Quick response",
          ...BRAND_MANAGEMENT_OUTCOMES.bullets,
        ]);
        assert.equal(BRAND_MANAGEMENT_AREAS.areas.length, 5);
        assert.equal(countClass(main, "card"), 5);
        assert.equal(BRAND_MANAGEMENT_PROCESS.steps.length, 4);
        assert.equal(countClass(main, "step"), 4);
        for (const label of ["Start Your Brand Journey", "Get Your Brand Assessment"]) {
          assert.deepEqual(hrefsOf(main, label), ["/contact"], label);
        }
        assert.deepEqual(hrefsOf(main, BRAND_MANAGEMENT_CLOSING.cta.label), ["/contact"]);
        assert.equal(BRAND_MANAGEMENT_CLOSING.cta.label, "Get Started Today");
      },
    );

    await t.step(
      "/distribution shows the stats, six benefit cards and a call to /partner",
      async () => {
        const html = await fetchPage(app, "/distribution");
        const main = mainOf(html);
        assertPage(html, "UK Distribution You Can Build a Brand On", [
          ...DISTRIBUTION_STATS.flatMap((stat) => [stat.value, stat.label]),
          ...DISTRIBUTION_BENEFITS.cards.map((card) => card.title),
        ]);
        assert.equal(countClass(main, "stat"), 4);
        assert.equal(countClass(main, "card"), 6);
        assert.ok(hrefsOf(main, "Become a Distribution Partner").includes("/partner"));
      },
    );

    await t.step(
      "/marketing shows expertise, channels, cards, steps and three stories",
      async () => {
        const html = await fetchPage(app, "/marketing");
        const main = mainOf(html);
        assertPage(html, "Marketing That Turns UK Shoppers Into Loyal Customers", [
          "Our Expertise",
          ...MARKETING_CAPABILITIES.expertise.items,
          ...MARKETING_CAPABILITIES.channels.items,
          "Strategic Brand Consultancy",
          "Integrated Advertising Campaigns",
          "Creative Concept Development",
          "Brand Identity & Design",
          "Campaign Strategy & Planning",
          "Brand Transformation",
          ...MARKETING_SERVICES.cards.flatMap((card) => card.features),
          "Strategic Thinking",
          "2-3 weeks",
          "Creative Concept",
          "3-4 weeks",
          "Creative Crafting",
          "4-6 weeks",
          "Campaign Integration",
          "300%",
          "Brand awareness",
          "150%",
          "Distribution growth",
          "85%",
          "Purchase intent",
          ...MARKETING_SUCCESS_STORIES.stories.flatMap((s) => [s.challenge, s.solution, s.result]),
        ]);
        assert.equal(MARKETING_CAPABILITIES.expertise.items.length, 6);
        assert.equal(MARKETING_CAPABILITIES.channels.items.length, 9);
        assert.equal(countClass(main, "card"), 6);
        assert.equal(countClass(main, "check-list card__features"), 6);
        for (const card of MARKETING_SERVICES.cards) assert.equal(card.features.length, 4);
        assert.equal(countClass(main, "step"), 4);
        assert.equal(MARKETING_PROCESS.steps.length, 4);
        assert.equal(countClass(main, "success-story"), 3);
        assert.equal(main.split("<dt>").length - 1, 9, "challenge, solution and result per story");
        assert.ok(hrefsOf(main, "Start Your Marketing Journey").includes("/contact"));
        assert.deepEqual(hrefsOf(main, "Get Your Marketing Strategy"), ["/contact"]);
        assert.deepEqual(hrefsOf(main, "Partner With Us"), ["/partner"]);
      },
    );

    await t.step(
      "/about shows the story, four values and calls to /partner and /contact",
      async () => {
        const html = await fetchPage(app, "/about");
        const main = mainOf(html);
        assertPage(html, "The UK Partner for Brands With Ambition", [
          "Your UK Market Gateway",
          ...ABOUT_STORY.paragraphs,
          "Speed and Efficiency",
          "Innovative by Design",
          "Reliability",
          "Growth Partnership",
        ]);
        assert.equal(ABOUT_VALUES.values.length, 4);
        assert.equal(countClass(main, "card"), 4);
        assert.deepEqual(hrefsOf(main, ABOUT_CLOSING.primary.label), ["/partner"]);
        assert.deepEqual(hrefsOf(main, ABOUT_CLOSING.secondary.label), ["/contact"]);
      },
    );

    await t.step(
      "/partner shows the badge, six advantages, six stages and five criteria",
      async () => {
        const html = await fetchPage(app, "/partner");
        const main = mainOf(html);
        assertPage(html, "Strategic Partnerships", [
          "100+ Brand Partners",
          PARTNER_WHY.heading,
          ...PARTNER_ADVANTAGES.cards.map((card) => card.title),
          ...PARTNER_PROCESS.stages.flatMap((stage) => [stage.title, stage.description]),
          ...PARTNER_IDEAL.criteria,
        ]);
        assert.equal(countClass(main, "card"), 6);
        assert.equal(countClass(main, "step"), 6);
        assert.deepEqual(
          PARTNER_PROCESS.stages.map((stage) => stage.stage),
          ["01", "02", "03", "04", "05", "06"],
        );
        assert.equal(countClass(main, "check-list ideal-partner__list"), 1);
        assert.equal(PARTNER_IDEAL.criteria.length, 5);
        for (const criterion of PARTNER_IDEAL.criteria) {
          assert.ok(main.includes(`<li>${criterion}</li>`), criterion);
        }
        assert.ok(hrefsOf(main, "Start Your Expansion").includes("/contact"));
        assert.deepEqual(hrefsOf(main, "View Our Services"), ["/services"]);
        // Each tone maps to a badge colour: the six cards use four distinct badge classes.
        const badges = new Set(
          [...main.matchAll(/class="(icon-badge[^"]*)"/g)].map((match) => match[1]),
        );
        assert.equal(badges.size, 4);
      },
    );
  } finally {
    await app.cleanup();
  }
});
