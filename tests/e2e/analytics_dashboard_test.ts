/**
 * What analytics a visitor allowed reports to staff, in Chromium (docs/requirements.md#consent,
 * #analytics-events, #analytics-dashboard): the staff dashboard's page views, sessions, top pages
 * and consent share after a visit, and a sent enquiry counted as a conversion of the visit's source.
 */
import assert from "node:assert/strict";
import { loadDashboard } from "../../server/analytics/dashboard.ts";
import { parseDateRange } from "../../server/analytics/date_range.ts";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import {
  banner,
  browseAndScroll,
  hydrated,
  openHome,
  recordEvents,
  withSite,
} from "./consent_fixtures.ts";
import { axeViolations } from "../helpers/axe.ts";

Deno.test({
  name: "the staff dashboard shows the page views just generated",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors, events } = await openHome(browser, server);
      await banner(page).getByRole("button", { name: "Accept All" }).click();
      await browseAndScroll(page);
      const views = events.filter((event) => event.name === "page_view").length;
      assert.equal(views, 4);

      const email = "analyst@example.co.uk", password = "Harbour-Lantern-Quartz-42";
      await server.staff.accounts.create(email, password);
      await page.goto(server.origin + "/admin/analytics");
      assert.equal(new URL(page.url()).pathname, "/admin/login", "signed-out staff sign in first");
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      const signIn = await page.evaluate(async (body) => {
        const response = await fetch("/api/staff/login", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        return response.status;
      }, { email, password });
      assert.equal(signIn, 200);
      await page.waitForTimeout(300); // the last page view is on its way
      const viewsSent = events.filter((event) => event.name === "page_view").length;
      assert.equal(viewsSent, 5, "four while browsing, one on returning to sign in");
      await server.analytics.queue.flush();
      await page.goto(server.origin + "/admin/analytics", { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Website analytics" }).waitFor();
      const figure = (label: string) =>
        page.locator(".analytics-total").filter({ hasText: label }).locator("dd").innerText();
      assert.equal(await figure("Page views"), String(viewsSent));
      assert.equal(await figure("Unique sessions"), "1");
      const pages = page.getByRole("region", { name: "Top pages", exact: true });
      for (const path of ["/", "/about", "/services"]) {
        await pages.getByRole("rowheader", { name: path, exact: true }).waitFor();
      }
      const consent = page.getByRole("region", { name: "Cookie consent", exact: true });
      assert.match(await consent.innerText(), /Accepted all\s+1\s+100%/);
      assert.deepEqual(
        events.filter((event) => event.url.startsWith("/admin")),
        [],
        "staff pages are not tracked",
      );
      assert.deepEqual(await axeViolations(page), [], "axe on /admin/analytics");
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "with analytics allowed, a sent enquiry is a conversion credited to the visit's source",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors } = await openPage(browser);
      const events = recordEvents(page);
      await page.goto(server.origin + "/?utm_source=newsletter&utm_medium=email", {
        waitUntil: "networkidle",
      });
      await hydrated(page);
      // Wait for the server's answers, not just the requests: the queue is flushed below.
      const analyticsAnswer = (name: string) =>
        page.waitForResponse((response) =>
          response.url().endsWith("/api/analytics") &&
          response.request().postData()?.includes(`"${name}"`) === true
        );
      const landing = analyticsAnswer("page_view");
      await banner(page).getByRole("button", { name: "Accept All" }).click();
      await landing;
      const form = page.locator("#contact form");
      await form.getByLabel("Full name").fill("Priya Shah");
      await form.getByLabel("Email address").fill("priya@oatfield.example");
      await form.getByLabel("Message").fill("Oat drinks, ready for UK convenience.");
      const conversion = analyticsAnswer("conversion");
      await form.getByRole("button", { name: "Send Message" }).click();
      await conversion;
      const sent = events.find((event) => event.name === "conversion");
      assert.equal(sent?.label, "enquiry:home");

      await server.analytics.queue.flush();
      const range = parseDateRange({}, Date.now());
      assert.ok(!("error" in range));
      const dashboard = await loadDashboard(server.db, range, {
        enquiriesBySource: (span) => server.enquiries.countBySource(span),
      });
      assert.deepEqual(
        dashboard.conversionsBySource.map((row) => [row.source, row.conversions]),
        [["newsletter", 1]],
      );
      assert.deepEqual(errors, []);
    }),
});
