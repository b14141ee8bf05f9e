/**
 * The home page in Chromium (docs/requirements.md#home): loads and hydrates with no console error,
 * navigates client-side, scrolls to sections below the header, obeys the FAQ rules, sends
 * enquiries. axe-core scans home, also with the mobile menu open, in `accessibility_test.ts`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser, withSiteAndBrowser } from "../helpers/site_browser.ts";
import type { TestServer } from "../helpers/test_app.ts";

/**
 * Opens home on this file's shared site, or on a site of its own with `ownSite` (the form tests
 * count the stored enquiries and read the first reference).
 */
async function withHome(
  fn: (page: Page, server: TestServer, errors: string[]) => Promise<void>,
  options: { width?: number; height?: number; ownSite?: boolean } = {},
) {
  const { ownSite, ...viewport } = options;
  await (ownSite ? withSiteAndBrowser : withSharedSiteAndBrowser)(async ({ server, browser }) => {
    const { page, errors } = await openPage(browser, viewport);
    await page.goto(server.origin + "/", { waitUntil: "networkidle" });
    await fn(page, server, errors);
  });
}

Deno.test({
  name: "home loads, hydrates and shows every section with no console error",
  ...BROWSER_TEST,
  fn: () =>
    withHome(async (page, _server, errors) => {
      await waitForHydration(page);
      assert.equal(await page.title(), "Trusted UK FMCG Distributor | Industry Expertise");
      await page.getByRole("heading", {
        level: 1,
        name: "Your Trusted Partner for UK Market Growth",
      })
        .waitFor();
      for (const id of ["services", "partner", "about", "insights", "contact"]) {
        assert.equal(await page.locator(`#${id}`).count(), 1, `#${id} exists`);
      }
      assert.equal(await page.locator("#services .card").count(), 4);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "header links navigate client-side and scroll to the top",
  ...BROWSER_TEST,
  fn: () =>
    withHome(async (page, _server, errors) => {
      await waitForHydration(page);
      await page.evaluate(() => {
        (globalThis as unknown as { marker: string }).marker = "same document";
      });
      await page.mouse.wheel(0, 1500);
      await page.waitForFunction(() => scrollY > 1000);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" })
        .click();
      await page.waitForURL("**/about");
      await page.waitForFunction(() => scrollY === 0);
      const marker = await page.evaluate(() =>
        (globalThis as unknown as { marker?: string }).marker
      );
      assert.equal(marker, "same document", "no full page load");
      // The title is swapped after the route's chunk commits; a reader sees it a frame later.
      await page.waitForFunction(() => document.title.includes("About"), undefined, {
        timeout: 5000,
      });
      assert.equal(await page.locator("title").count(), 1, "one title after navigation");
      assert.equal(await page.locator('link[rel="canonical"]').count(), 1);
      assert.equal(await page.locator('meta[name="description"]').count(), 1);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "'Our Services' lands #services 80 px below the top, under the fixed header",
  ...BROWSER_TEST,
  fn: () =>
    withHome(async (page, _server, errors) => {
      await waitForHydration(page);
      // The hero's button, not the header's "Our Services" link to /services.
      await page.locator("main").getByRole("link", { name: "Our Services" }).first().click();
      await page.waitForFunction(
        () => {
          const top = document.getElementById("services")!.getBoundingClientRect().top;
          return Math.abs(top - 80) <= 2;
        },
        undefined,
        { timeout: 5000 },
      );
      assert.deepEqual(errors, []);
    }, { width: 1280, height: 800 }),
});

/** Whether each of the home FAQ's five questions is open. */
async function openQuestions(page: Page): Promise<boolean[]> {
  return await page.locator("section[aria-labelledby='home-faq-title'] details").evaluateAll(
    (all) => all.map((details) => (details as HTMLDetailsElement).open),
  );
}

Deno.test({
  name: "home FAQ starts with the first open, keeps at most one open, and closes on a second click",
  ...BROWSER_TEST,
  fn: () =>
    withHome(async (page, _server, errors) => {
      await waitForHydration(page);
      const questions = page.locator("section[aria-labelledby='home-faq-title'] summary");
      assert.equal(await questions.count(), 5);
      assert.deepEqual(await openQuestions(page), [true, false, false, false, false]);
      await questions.nth(2).click();
      assert.deepEqual(await openQuestions(page), [false, false, true, false, false]);
      await questions.nth(2).click();
      assert.deepEqual(await openQuestions(page), [false, false, false, false, false]);
      await questions.nth(4).press("Enter");
      assert.deepEqual(await openQuestions(page), [false, false, false, false, true]);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "home FAQ opens and closes questions without JavaScript",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(server.origin + "/", { waitUntil: "load" });
      const questions = page.locator("section[aria-labelledby='home-faq-title'] summary");
      await questions.nth(1).click();
      assert.deepEqual(await openQuestions(page), [false, true, false, false, false]);
      await questions.nth(1).click();
      assert.deepEqual(await openQuestions(page), [false, false, false, false, false]);
      await context.close();
    }),
});

Deno.test({
  name: "home form sends an enquiry: 'Sending...', success toast, reset, row stored",
  ...BROWSER_TEST,
  fn: () =>
    withHome(async (page, server, errors) => {
      await waitForHydration(page);
      const form = page.locator("#contact form");
      await form.getByLabel("Full name").fill("Amelia Hart");
      await form.getByLabel("Email address").fill("amelia@brightbrew.example");
      await form.getByLabel("Area of interest").selectOption("tradecircle");
      await form.getByLabel("Message").fill("We make cold brew coffee and want UK listings.");
      let release!: () => void;
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.continue();
      });
      await form.getByRole("button", { name: "Send Message" }).click();
      const busy = form.getByRole("button", { name: "Sending..." });
      await busy.waitFor();
      assert.equal(await busy.isDisabled(), true);
      release();
      await page.getByRole("status").filter({ hasText: "Message Sent" }).waitFor();
      await page.getByText("Thank you for your message! We will be in touch soon.").waitFor();
      // Beside the toast, under the form: the reference to quote (docs/requirements.md#enquiry-reference).
      await form.getByRole("status").filter({
        hasText: /^Your reference is CB-\d{4}-000001\. Please quote it/,
      }).waitFor();
      assert.equal(await form.getByLabel("Full name").inputValue(), "");
      const rows = await server.db.execute("SELECT name, interest FROM enquiries");
      assert.deepEqual(rows.rows.map((r) => [r.name, r.interest]), [[
        "Amelia Hart",
        "tradecircle",
      ]]);
      assert.deepEqual(errors, []);
    }, { ownSite: true }),
});

Deno.test({
  name: "home form failure shows the destructive toast and keeps the values",
  ...BROWSER_TEST,
  fn: () =>
    withHome(async (page, server, errors) => {
      await waitForHydration(page);
      await page.route("**/api/contact", (route) => route.abort("failed"));
      const form = page.locator("#contact form");
      await form.getByLabel("Full name").fill("Tom Reed");
      await form.getByLabel("Email address").fill("tom@example.com");
      await form.getByLabel("Message").fill("Please send me your distribution terms.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.getByRole("alert").filter({ hasText: "Error" }).waitFor();
      await page.getByText("There was a problem sending your message. Please try again.").waitFor();
      assert.equal(await form.getByLabel("Full name").inputValue(), "Tom Reed");
      assert.equal(
        await form.getByLabel("Message").inputValue(),
        "Please send me your distribution terms.",
      );
      const rows = await server.db.execute("SELECT COUNT(*) AS n FROM enquiries");
      assert.equal(Number(rows.rows[0]?.n), 0);
      // The aborted request is reported by Chromium itself; nothing else may be logged.
      assert.deepEqual(errors.filter((e) => !e.includes("net::ERR_FAILED")), []);
    }, { ownSite: true }),
});

Deno.test({
  name: "the 404 screen answers status 404 with 'Page Not Found' and its two buttons",
  ...BROWSER_TEST,
  fn: () =>
    withHome(async (page, server, errors) => {
      const response = await page.goto(server.origin + "/definitely-not-here");
      assert.equal(response?.status(), 404);
      await page.getByRole("heading", { level: 1, name: "Page Not Found" }).waitFor();
      await page.getByRole("link", { name: "Return Home" }).waitFor();
      await page.getByRole("main").getByRole("link", { name: "Contact Us" }).waitFor();
      // Chromium logs the 404 document response itself.
      assert.deepEqual(errors.filter((e) => !e.includes("404")), []);
    }),
});
