/**
 * axe (WCAG 2.2 AA rules) finds nothing on any page or state a visitor can reach: every sitemap
 * page and both not-found screens with the cookie banner open, the banner's manage view, the
 * mobile menu, the services FAQ while its rows animate, and the contact form's errors. No page
 * logs a console error (a CSP violation, e.g. by a JSON-LD script, would log one).
 */
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { renderSkippedSections } from "../helpers/rendered_sections.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { AXE_TAGS } from "../helpers/axe.ts";

async function violations(page: Page): Promise<string[]> {
  await renderSkippedSections(page);
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(" ")} ${node.failureSummary ?? ""}`)
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
    "the banner's manage view, the mobile menu, an animating FAQ and contact form errors have 0 axe violations",
  ...BROWSER_TEST,
  fn: () =>
    withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(server.origin + "/", { waitUntil: "load" });
      await waitForHydration(page);
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
      assert.deepEqual(errors, []);
    }),
});
