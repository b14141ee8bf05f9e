/**
 * Static parts (shared/components/static_part.tsx, ADR 0013): on a first visit to the home page the
 * browser loads none of the static sections' code and keeps the server's markup; their links still
 * navigate client-side and scroll in the page; a client-side navigation to the home page loads
 * and renders them.
 */
import assert from "node:assert/strict";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";

/** The chunk of the home page's static sections, from the build's manifest. */
async function staticSectionsChunks(): Promise<string[]> {
  const manifest = JSON.parse(await Deno.readTextFile("dist/manifest.json")) as {
    pageChunks: Record<string, string[]>;
    appModules: string[];
  };
  const chunks = manifest.pageChunks["shared/pages/home/home_static_sections.ts"];
  assert.ok(chunks?.length, "the build lists the static sections' chunks");
  const home = new Set([
    ...manifest.pageChunks["shared/pages/home/home_page.tsx"] ?? [],
    ...manifest.appModules,
  ]);
  // The module's own chunks: not one the page or the app shell itself needs (the published
  // content's module is the app's, shared with the sections that read it).
  return chunks.filter((url) => !home.has(url));
}

Deno.test({
  name: "the home page's static sections load no code on a first visit and keep working links",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const own = await staticSectionsChunks();
      assert.ok(own.length > 0);
      const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.waitForTimeout(300);
      assert.deepEqual(scripts.filter((url) => own.includes(url)), [], "no static section code");
      const hero = page.getByRole("heading", { level: 1 });
      assert.match((await hero.textContent()) ?? "", /\S/);

      // A full page load would lose this marker; a client-side navigation keeps it.
      await page.evaluate(() => (globalThis as unknown as { marker: number }).marker = 1);

      // '#services' inside the hero scrolls to the section and stays on the page.
      const heroSection = page.locator("section[aria-labelledby=home-hero-title]");
      await heroSection.getByRole("link", { name: "Our Services" }).click();
      await page.waitForFunction(() => {
        const top = document.getElementById("services")!.getBoundingClientRect().top;
        return Math.abs(top - 80) < 4;
      });
      assert.equal(new URL(page.url()).hash, "#services");

      // A route link inside a static section navigates client-side.
      await heroSection.getByRole("link", { name: "Contact Us" }).click();
      await page.waitForURL(/\/contact$/);
      await page.getByRole("heading", { level: 1 }).waitFor();
      assert.equal(
        await page.evaluate(() => (globalThis as unknown as { marker?: number }).marker),
        1,
        "no full page load",
      );

      // Back on the home page by client-side navigation: the sections' code loads and renders.
      await page.getByRole("banner").getByRole("link", { name: /home/i }).first().click();
      await page.waitForURL(/\/$/);
      await page.locator("#home-hero-title").waitFor();
      assert.ok(
        scripts.some((url) => own.includes(url)),
        "the sections' chunk loads on navigation",
      );
      for (const id of ["services", "insights", "about", "contact"]) {
        assert.ok(await page.locator(`#${id}`).isVisible(), `#${id} rendered`);
      }
      assert.equal(
        await page.evaluate(() => (globalThis as unknown as { marker?: number }).marker),
        1,
      );
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "an article's body is adopted on a first visit (no body chunk) and loaded for the next one",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(server.origin + "/insights/functional-beverages", {
        waitUntil: "networkidle",
      });
      await waitForHydration(page);
      await page.waitForTimeout(300);
      const article = page.getByRole("article");
      const firstBody = (await article.locator(".article-body").textContent()) ?? "";
      assert.ok(firstBody.length > 2000, `the body is on the page (${firstBody.length} chars)`);
      // Plain words from a paragraph of the body (the bundle escapes other characters).
      const paragraphs = await article.locator(".article-body p").allTextContents();
      const words = paragraphs.map((text) => text.match(/[A-Za-z ]{40,}/)?.[0]).find(Boolean);
      assert.ok(words, "a paragraph with 40 plain characters");
      const fetched = await Promise.all(
        [...new Set(scripts)].map(async (url) => (await fetch(server.origin + url)).text()),
      );
      assert.ok(fetched.length > 3, "the app's scripts loaded");
      assert.equal(
        fetched.filter((code) => code.includes(words)).length,
        0,
        "no script carries the body shown",
      );

      // A related article, reached client-side, loads and renders its own body.
      await page.getByRole("heading", { name: "Related Insights" }).scrollIntoViewIfNeeded();
      const related = page.locator(".related-grid").getByRole("link").first();
      const href = await related.getAttribute("href");
      await related.hover();
      await related.click();
      await page.waitForURL((url) => url.pathname === href);
      await page.locator("#article-title").waitFor();
      await page.waitForFunction(
        (previous) => {
          const text = document.querySelector(".article-body")?.textContent ?? "";
          return text.length > 2000 && text !== previous;
        },
        firstBody,
      );
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name:
    "a static page loads none of its code on a first visit; the next static page renders its own",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const manifest = JSON.parse(await Deno.readTextFile("dist/manifest.json")) as {
        pageChunks: Record<string, string[]>;
        appModules: string[];
      };
      const app = new Set(manifest.appModules);
      const aboutOwn = (manifest.pageChunks["shared/pages/about/about_page.tsx"] ?? [])
        .filter((url) => !app.has(url));
      assert.ok(aboutOwn.length > 0, "/about has chunks of its own");
      const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(server.origin + "/about", { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.waitForTimeout(300);
      assert.deepEqual(scripts.filter((url) => aboutOwn.includes(url)), [], "no /about code");
      const aboutTitle = await page.getByRole("heading", { level: 1 }).textContent();
      await page.evaluate(() => (globalThis as unknown as { marker: number }).marker = 1);

      // Another static page, reached client-side, renders its own content, not the adopted one.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Partner" })
        .click();
      await page.waitForURL(/\/partner$/);
      await page.waitForFunction(
        (previous) => document.querySelector("main h1")?.textContent !== previous,
        aboutTitle,
      );
      const partnerTitle = await page.getByRole("heading", { level: 1 }).textContent();
      assert.notEqual(partnerTitle, aboutTitle);
      assert.equal(
        await page.evaluate(() => (globalThis as unknown as { marker?: number }).marker),
        1,
        "no full page load",
      );
      // And back again: /about renders from its code this time.
      await page.goBack();
      await page.waitForURL(/\/about$/);
      await page.waitForFunction(
        (title) => document.querySelector("main h1")?.textContent === title,
        aboutTitle,
      );
      assert.ok(scripts.some((url) => aboutOwn.includes(url)), "/about's code loads on navigation");
      assert.deepEqual(errors, []);
    }),
});
