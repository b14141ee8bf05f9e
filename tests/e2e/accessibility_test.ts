/**
 * The one accessibility pass (docs/requirements.md#accessibility): axe (WCAG 2.2 AA rules) finds
 * nothing on any page or state a visitor can reach. Every sitemap page and both not-found screens
 * with the cookie banner open; the banner's manage view, the mobile menu, the services FAQ while
 * its rows animate and the contact form's errors on a phone; the content pages, home and /cookies
 * on a phone; the services FAQ with its answers open, the contact form's errors on a desktop and
 * /search with an answer at 390 and 1440 px. Other browser tests assert behaviour and leave the
 * scanning of public pages to this file. No page logs a console error (a CSP violation, e.g. by a
 * JSON-LD script, would log one).
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { FAQ_UI } from "../../shared/content/faq.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { axeViolations as violations } from "../helpers/axe.ts";

/** The content pages built from `shared/pages/content/` (their FAQ widgets animate in). */
const CONTENT_ROUTES = [
  "/services",
  "/services/brand-management",
  "/distribution",
  "/marketing",
  "/about",
  "/partner",
];

/** Resolves once no CSS animation (e.g. the FAQ rows' entrance) is running. */
async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running")
  );
}

Deno.test({
  name: "every page and both not-found screens have 0 axe violations with the cookie banner open",
  ...BROWSER_TEST,
  fn: () =>
    withSiteAndBrowser(async ({ server, browser }) => {
      const xml = await (await fetch(server.origin + "/sitemap.xml")).text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      paths.push("/no-such-page", "/insights/no-such-article");
      const { page, errors } = await openPage(browser);
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(server.origin + path, { waitUntil: "load" });
        await waitForHydration(page);
        await page.getByRole("region", { name: /cookie/i }).first().waitFor();
        found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      }
      assert.deepEqual(found, []);
      // The two not-found screens answer 404, which Chromium logs as a failed resource load.
      assert.deepEqual(errors.filter((e) => !e.includes("404")), []);
    }),
});

Deno.test({
  name:
    "the banner's manage view, the mobile menu, an animating FAQ, contact form errors and the content pages on a phone have 0 axe violations",
  ...BROWSER_TEST,
  fn: () =>
    withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(server.origin + "/", { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByRole("region", { name: "Your cookie choices" }).waitFor();
      await animationsDone(page); // the banner's fade-in
      assert.deepEqual(await violations(page), [], "home with the banner");
      await page.getByRole("button", { name: "Manage" }).click();
      await page.getByRole("dialog", { name: "Manage cookie preferences" }).waitFor();
      assert.deepEqual(await violations(page), [], "manage view open");
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Decline All" }).click();

      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Mobile" }).waitFor();
      assert.deepEqual(await violations(page), [], "mobile menu open");

      await page.goto(server.origin + "/services", { waitUntil: "load" });
      await waitForHydration(page);
      const logistics = page.getByRole("button", { name: "Logistics", exact: true });
      await logistics.scrollIntoViewIfNeeded();
      await logistics.click();
      await page.getByRole("button", { name: "Expand All" }).click();
      // Straight away: the rows are still sliding in.
      assert.deepEqual(await violations(page), [], "FAQ expanding");

      await page.goto(server.origin + "/contact", { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Name must be at least 2 characters").waitFor();
      assert.deepEqual(await violations(page), [], "contact form errors");

      const found: string[] = [];
      for (const path of [...CONTENT_ROUTES, "/cookies"]) {
        await page.goto(server.origin + path, { waitUntil: "networkidle" });
        await animationsDone(page);
        found.push(...(await violations(page)).map((v) => `${path} ${v}`));
      }
      assert.deepEqual(found, [], "pages at 390 px");
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name:
    "/services with FAQ answers open, contact form errors on a desktop and /search with an answer at 390 and 1440 px have 0 axe violations",
  ...BROWSER_TEST,
  fn: () =>
    withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
      await page.goto(`${server.origin}/services`, { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.getByRole("button", { name: "Partnership", exact: true }).click();
      await page.getByRole("button", { name: FAQ_UI.expandAll }).click();
      await animationsDone(page);
      assert.ok((await page.getByRole("region").count()) > 0, "answers open");
      assert.deepEqual(await violations(page), [], "FAQ answers open");

      await page.goto(`${server.origin}/contact`, { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.getByText("Name must be at least 2 characters").waitFor();
      assert.deepEqual(await violations(page), [], "contact form errors at 1280 px");

      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.origin}/search?q=UK%20retail%20partnerships`, {
          waitUntil: "networkidle",
        });
        await waitForHydration(page);
        await page.getByRole("region", { name: "AI Search Results" }).waitFor();
        assert.deepEqual(await violations(page), [], `/search with an answer at ${width} px`);
      }
      assert.deepEqual(errors, []);
    }),
});
