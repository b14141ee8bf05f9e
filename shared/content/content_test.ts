/** Content rules of docs/requirements.md checked against the content modules. */
import assert from "node:assert/strict";
import * as about from "./about.ts";
import * as brandManagement from "./brand_management.ts";
import { RESPONSE_PROMISE_HOURS } from "./company.ts";
import * as contact from "./contact.ts";
import * as distribution from "./distribution.ts";
import * as faq from "./faq.ts";
import { BRAND_PARTNERS, YEARS_EXPERIENCE } from "./figures.ts";
import * as home from "./home.ts";
import * as homeContact from "./home_contact.ts";
import { IMAGE_KEYS } from "./images.ts";
import * as industries from "./industries.ts";
import * as marketing from "./marketing.ts";
import * as pageMeta from "./page_meta.ts";
import { DEFAULT_META, HOME_PAGE_TITLE, NOT_FOUND_META } from "./page_meta.ts";
import { matchRoute, PAGE_HEADS, PAGE_ROUTES, type PageRoute } from "../routes.ts";
import { type CopyModule, copyOf } from "../page_copy.ts";
import * as partner from "./partner.ts";
import * as search from "./search.ts";
import * as services from "./services.ts";

/**
 * Every page's copy, as the route table names it (`PageRoute.copy`, shared/routes.ts), plus the
 * pages' heads and the FAQ's seed, which no route prints as copy: a new page's words are checked
 * without touching this file.
 */
const MODULES: Record<string, CopyModule> = {
  ...Object.fromEntries(
    (PAGE_ROUTES as readonly PageRoute[]).flatMap((route) =>
      (route.copy ?? []).map((path, index) => [path, copyOf(route)[index]!])
    ),
  ),
  "shared/content/faq.ts": faq,
  "shared/content/page_meta.ts": pageMeta,
};

/** Every string and every object with an `href`, found by walking a value. */
function collect(value: unknown, found = { strings: [] as string[], links: [] as unknown[] }) {
  if (typeof value === "string") found.strings.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value !== null && typeof value === "object") {
    if ("href" in value) found.links.push(value);
    Object.values(value).forEach((item) => collect(item, found));
  }
  return found;
}

function titles(items: readonly { title: string }[]): string[] {
  return items.map((item) => item.title);
}

Deno.test("home hero has the spec's title, headline and four highlights", () => {
  assert.equal(HOME_PAGE_TITLE, "Trusted UK FMCG Distributor | Industry Expertise");
  assert.equal(PAGE_HEADS["/"].title, HOME_PAGE_TITLE);
  assert.equal(home.HOME_HERO.headline, "Your Trusted Partner for UK Market Growth");
  assert.deepEqual(titles(home.HOME_HERO.highlights), [
    "Fast Market Entry",
    "Nationwide Coverage",
    "Dedicated Support",
    "Results-Driven",
  ]);
  assert.equal(home.HOME_STATS.length, 4);
  assert.ok(home.HOME_STATS.some((stat) => stat.value === YEARS_EXPERIENCE.value));
});

Deno.test("home shows 4 service cards of 3 features each", () => {
  assert.deepEqual(titles(home.HOME_SERVICES.cards), [
    "FMCG Distribution",
    "Route to Market Strategy",
    "Retail Placement & Visibility",
    "Brand Activation & Sampling",
  ]);
  for (const card of home.HOME_SERVICES.cards) assert.equal(card.features.length, 3, card.title);
});

Deno.test("home shows 3 distribution points, 3 marketing tiles and 4 partnership points", () => {
  assert.equal(home.HOME_DISTRIBUTION.points.length, 3);
  assert.equal(home.HOME_DISTRIBUTION.cta.label, "Discuss Your Distribution Needs");
  assert.deepEqual(titles(home.HOME_RETAIL_MARKETING.tiles), [
    "Custom POS Displays",
    "In-Store Activations",
    "Strategic Placement",
  ]);
  for (const tile of home.HOME_RETAIL_MARKETING.tiles) {
    assert.ok((IMAGE_KEYS as readonly string[]).includes(tile.image), tile.image);
  }
  assert.equal(home.HOME_RETAIL_MARKETING.cta.label, "Discuss Your Marketing Strategy");
  assert.equal(home.HOME_PARTNERSHIP.points.length, 4);
  assert.equal(home.HOME_ABOUT.cta.label, "Discuss Your Products");
  assert.equal(homeContact.HOME_CONTACT.cta.label, "Get in Touch");
});

Deno.test("home shows 6 industry categories of 4 expertise items and the proposal box", () => {
  const { HOME_INDUSTRIES } = industries;
  assert.deepEqual(titles(HOME_INDUSTRIES.categories), [
    "Alternative Nicotine Products",
    "Beverages (functional and wellness drinks)",
    "Energy Products",
    "Confectionery & Impulse Snacks",
    "Health & Beauty",
    "Household Items",
  ]);
  for (const category of HOME_INDUSTRIES.categories) {
    assert.equal(category.expertise.length, 4, category.title);
  }
  assert.equal(HOME_INDUSTRIES.otherCategory.heading, "Don't See Your Category?");
  assert.match(HOME_INDUSTRIES.otherCategory.text, /each opportunity individually/);
  assert.deepEqual(HOME_INDUSTRIES.proposalCta, {
    label: "Submit Your Proposal",
    href: "/contact?interest=partnership#enquiry-form",
  });
  assert.equal(HOME_INDUSTRIES.partnershipCta.label, "Start Your Partnership");
});

Deno.test("home FAQ has 5 entries and the teaser shows the 3 newest insights", () => {
  assert.equal(homeContact.HOME_FAQ.entries.length, 5);
  // Which three is the published content's business (server/content/registry_test.ts).
  assert.equal(home.HOME_INSIGHTS.count, 3);
});

Deno.test("process steps number 4 on home, brand management and marketing, 6 on partner", () => {
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => `0${i + 1}`);
  assert.deepEqual(home.HOME_PROCESS.steps.map((s) => `${s.step} ${s.title}`), [
    "01 Market Analysis",
    "02 Partnership Setup",
    "03 Market Launch",
    "04 Growth & Optimisation",
  ]);
  assert.deepEqual(titles(brandManagement.BRAND_MANAGEMENT_PROCESS.steps), [
    "Brand Audit & Analysis",
    "Strategy Development",
    "Asset Creation",
    "Campaign Execution",
  ]);
  assert.deepEqual(
    marketing.MARKETING_PROCESS.steps.map((s) => [s.step, s.title, s.duration]),
    [
      ["01", "Strategic Thinking", "2-3 weeks"],
      ["02", "Creative Concept", "3-4 weeks"],
      ["03", "Creative Crafting", "4-6 weeks"],
      ["04", "Campaign Integration", "Ongoing"],
    ],
  );
  assert.deepEqual(brandManagement.BRAND_MANAGEMENT_PROCESS.steps.map((s) => s.step), numbers(4));
  assert.deepEqual(partner.PARTNER_PROCESS.stages.map((s) => s.stage), numbers(6));
});

Deno.test("brand management page has its 5 areas, 3 calls to action and note", () => {
  const { BRAND_MANAGEMENT_AREAS, BRAND_MANAGEMENT_OUTCOMES } = brandManagement;
  assert.deepEqual(titles(BRAND_MANAGEMENT_AREAS.areas), [
    "Strategic Positioning",
    "Retail Readiness",
    "Content & Activation",
    "Trade Marketing",
    "Performance Tracking",
  ]);
  assert.ok(BRAND_MANAGEMENT_OUTCOMES.bullets.length >= 5);
  assert.deepEqual(
    [
      brandManagement.BRAND_MANAGEMENT_HERO.cta,
      BRAND_MANAGEMENT_OUTCOMES.cta,
      brandManagement.BRAND_MANAGEMENT_CLOSING.cta,
    ],
    ["Start Your Brand Journey", "Get Your Brand Assessment", "Get Started Today"]
      .map((label) => ({ label, href: "/contact" })),
  );
  assert.equal(brandManagement.BRAND_MANAGEMENT_CLOSING.note, "No obligation • Quick response");
});

Deno.test("marketing page has 6 service cards of 4 features and 3 stories with spec metrics", () => {
  assert.deepEqual(titles(marketing.MARKETING_SERVICES.cards), [
    "Strategic Brand Consultancy",
    "Integrated Advertising Campaigns",
    "Creative Concept Development",
    "Brand Identity & Design",
    "Campaign Strategy & Planning",
    "Brand Transformation",
  ]);
  for (const card of marketing.MARKETING_SERVICES.cards) {
    assert.equal(card.features.length, 4, card.title);
  }
  assert.deepEqual(marketing.MARKETING_SUCCESS_STORIES.stories.map((story) => story.metric), [
    { value: "300%", label: "Brand awareness" },
    { value: "150%", label: "Distribution growth" },
    { value: "85%", label: "Purchase intent" },
  ]);
  assert.equal(marketing.MARKETING_CAPABILITIES.expertise.items.length, 6);
  assert.equal(marketing.MARKETING_CAPABILITIES.channels.items.length, 9);
});

Deno.test("other pages carry their spec counts and verbatim texts", () => {
  assert.equal(distribution.DISTRIBUTION_STATS.length, 4);
  assert.equal(distribution.DISTRIBUTION_BENEFITS.cards.length, 6);
  assert.equal(distribution.DISTRIBUTION_CLOSING.cta.href, "/partner");
  assert.equal(about.ABOUT_STORY.heading, "Your UK Market Gateway");
  assert.deepEqual(titles(about.ABOUT_VALUES.values), [
    "Speed and Efficiency",
    "Innovative by Design",
    "Reliability",
    "Growth Partnership",
  ]);
  assert.equal(partner.PARTNER_HERO.title, "Strategic Partnerships");
  assert.equal(partner.PARTNER_WHY.badge, `${BRAND_PARTNERS.value} Brand Partners`);
  assert.equal(partner.PARTNER_ADVANTAGES.cards.length, 6);
  assert.equal(partner.PARTNER_IDEAL.criteria.length, 5);
  assert.equal(services.SERVICES_HERO.title, "Our Services");
  assert.equal(services.SERVICES_INTRO.length, 2);
  assert.equal(search.SEARCH_HERO.title, "AI-Powered Search");
  assert.deepEqual(search.SEARCH_SUGGESTIONS, [
    "Distribution services for FMCG brands",
    "UK retail partnerships",
    "Market entry strategies",
    "Wholesale distribution network",
    "Brand marketing services",
  ]);
  assert.equal(search.SEARCH_EXPLAINER.points.length, 3);
  assert.equal(
    search.SEARCH_FAILURE_MESSAGE,
    "Search service temporarily unavailable. Please try again later.",
  );
  assert.equal(contact.CONTACT_HERO.title, "Get In Touch");
  assert.match(contact.CONTACT_REVIEW_PROMISE, /within 48 hours/);
});

Deno.test("form interest options: home values all non-empty, contact starts blank", () => {
  for (const option of homeContact.HOME_CONTACT.interestOptions) {
    assert.notEqual(option.value.trim(), "");
  }
  assert.ok(
    homeContact.HOME_INTEREST_OPTIONS.some((option) =>
      option.value === "tradecircle" && option.label === "TradeCircle Retailer Network"
    ),
  );
  assert.deepEqual(contact.CONTACT_INTEREST_OPTIONS.map((option) => option.value), [
    "",
    "distribution",
    "marketing",
    "partnership",
    "other",
  ]);
  assert.equal(contact.CONTACT_INTEREST_OPTIONS[0]?.label, "Select an option");
});

Deno.test("form messages are verbatim from the requirements", () => {
  const { CONTACT_MESSAGES, HOME_FORM_MESSAGES } = contact;
  assert.equal(RESPONSE_PROMISE_HOURS.reply, 24);
  assert.equal(
    CONTACT_MESSAGES.success.alert,
    "SUCCESS: Message sent successfully! Thank you for your enquiry. We will respond within 24 hours.",
  );
  assert.equal(CONTACT_MESSAGES.success.toastTitle, "Message sent successfully!");
  assert.equal(
    CONTACT_MESSAGES.success.toastDescription,
    "Thank you for your enquiry. We'll respond within 24 hours.",
  );
  assert.equal(
    CONTACT_MESSAGES.failure.alert("a@b.uk"),
    "ERROR: Message failed to send. Please try again or email us directly at a@b.uk",
  );
  assert.equal(CONTACT_MESSAGES.failure.toastTitle, "Message failed to send");
  assert.equal(
    CONTACT_MESSAGES.failure.toastDescription("a@b.uk"),
    "Please try again or email us directly at a@b.uk",
  );
  assert.deepEqual(HOME_FORM_MESSAGES, {
    success: {
      title: "Message Sent",
      description: "Thank you for your message! We will be in touch soon.",
    },
    failure: {
      title: "Error",
      description: "There was a problem sending your message. Please try again.",
    },
  });
});

Deno.test("every link in the content is internal and names a known route or download", async () => {
  for (const [name, module] of Object.entries(MODULES)) {
    for (const link of collect(module).links as { label?: string; href: string }[]) {
      // A legal text's reference to a part of its own page is an anchor ("#who-we-are").
      if (link.href.startsWith("#")) continue;
      assert.match(link.href, /^\/(?!\/)/, `${name}: ${link.href}`);
      const path = link.href.split(/[?#]/)[0] ?? "";
      if (path.startsWith("/documents/")) {
        // A download: a file the site serves from static/.
        await Deno.stat(new URL(`../../static${path}`, import.meta.url));
        continue;
      }
      assert.ok(matchRoute(path), `${name}: ${link.label} → ${link.href}`);
    }
  }
});

Deno.test("copy uses British spelling, no placeholders and no exclamation marks", () => {
  // The only exclamation marks allowed are in the messages docs/requirements.md#enquiry-messages
  // prints verbatim.
  const verbatim = new Set(collect([contact.CONTACT_MESSAGES, contact.HOME_FORM_MESSAGES]).strings);
  const american = /\b\w*(optimiz|organiz|realiz|analyz|recogniz|behavior|favorite|color|center)/i;
  for (const [name, module] of Object.entries(MODULES)) {
    for (const text of collect(module).strings) {
      assert.doesNotMatch(text, american, `${name}: ${text}`);
      assert.doesNotMatch(text, /lorem|ipsum|TODO|TBC/i, `${name}: ${text}`);
      // /legal-documents explains the templates' fields to fill in, quoting them on purpose.
      if (!/square brackets/.test(text)) assert.doesNotMatch(text, /\[.*\]/, `${name}: ${text}`);
      if (!verbatim.has(text)) assert.doesNotMatch(text, /!/, `${name}: ${text}`);
    }
  }
});

Deno.test("every route with a head has a title up to 60 characters, a 120-160 description, 4-8 keywords", () => {
  // Every page crawlers may index carries its own head, except a route whose head depends on the
  // value of its parameter (an article prints its own).
  for (const route of PAGE_ROUTES as readonly PageRoute[]) {
    if (route.indexable && !route.collection) assert.ok(route.head, `${route.path}: head`);
  }
  const all = { ...PAGE_HEADS, "not found": NOT_FOUND_META, default: DEFAULT_META };
  for (const [route, meta] of Object.entries(all)) {
    assert.ok(meta.title.length <= 60, `${route} title: ${meta.title.length}`);
    const length = meta.description.length;
    assert.ok(length >= 120 && length <= 160, `${route} description: ${length}`);
    assert.ok(meta.keywords.length >= 4 && meta.keywords.length <= 8, `${route} keywords`);
  }
  assert.match(NOT_FOUND_META.title, /^Page Not Found/);
  assert.equal(PAGE_HEADS["/admin"].noindex, true);
});
