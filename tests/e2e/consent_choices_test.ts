/**
 * The visitor's cookie choice in Chromium (docs/requirements.md#consent, #analytics-events): the
 * banner on a first visit, nothing sent or stored before a choice or after declining, events after
 * accepting, withdrawal on /cookies, and asking again after a policy change.
 */
import assert from "node:assert/strict";
import { CONSENT_STORAGE_KEY } from "../../shared/consent/consent_record.ts";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import {
  analyticsIdentifiers,
  banner,
  browseAndScroll,
  hydrated,
  openHome,
  recordEvents,
  withSite,
} from "./consent_fixtures.ts";

Deno.test({
  name: "before any choice and after Decline All nothing is sent and nothing is stored",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors, events } = await openHome(browser, server);
      await banner(page).waitFor();
      await browseAndScroll(page);
      assert.deepEqual(events, [], "no analytics request before a choice");
      assert.deepEqual(await analyticsIdentifiers(page), []);

      const proof = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
      await banner(page).getByRole("button", { name: "Decline All" }).click();
      assert.equal((await proof).status(), 201);
      await banner(page).waitFor({ state: "detached" });
      const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
      assert.equal(JSON.parse(stored ?? "{}").categories.analytics, false);

      await browseAndScroll(page);
      await page.reload({ waitUntil: "networkidle" });
      await hydrated(page);
      assert.equal(await banner(page).count(), 0, "the choice is remembered");
      await browseAndScroll(page);
      assert.deepEqual(events, [], "no analytics request after declining");
      assert.deepEqual(await analyticsIdentifiers(page), []);
      const rows = await server.db.execute("SELECT kind FROM consent_records");
      assert.deepEqual(rows.rows.map((row) => row.kind), ["declined"]);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "Accept All sends page views and scroll depth; Reject All on /cookies stops them at once",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors, events } = await openHome(browser, server);
      const firstView = page.waitForRequest((request) =>
        request.url().endsWith("/api/analytics") && request.postData()?.includes("page_view") ===
          true
      );
      await banner(page).getByRole("button", { name: "Accept All" }).click();
      await firstView;
      await browseAndScroll(page);
      const names = new Set(events.map((event) => event.name));
      for (const name of ["page_view", "page_performance", "page_title", "scroll_depth"]) {
        assert.ok(names.has(name), `${name} sent`);
      }
      const views = events.filter((event) => event.name === "page_view").map((event) => event.url);
      assert.deepEqual(views, ["/", "/about", "/services", "/"], "route changes are page views");
      const aboutTitle = events.find((event) =>
        event.name === "page_title" && event.url === "/about"
      );
      assert.match(aboutTitle?.label ?? "", /About/, "the title is read after the route change");
      const depths = events.filter((event) => event.name === "scroll_depth").map((e) => e.value);
      assert.ok(depths.includes(25) && depths.includes(100), `depths ${depths}`);
      let reached = new Set<number | undefined>();
      for (const event of events) {
        if (event.name === "page_view") reached = new Set();
        if (event.name !== "scroll_depth") continue;
        assert.ok(!reached.has(event.value), `depth ${event.value} sent once per view`);
        reached.add(event.value);
      }
      assert.equal(
        (await analyticsIdentifiers(page)).filter((key) => key.startsWith("session:")).length,
        1,
        "a session id exists once analytics is allowed",
      );

      await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
      await page.getByRole("heading", { level: 1, name: "Cookie Policy" }).waitFor();
      const analyticsSwitch = page.getByRole("switch", { name: "Analytics" });
      await page.waitForFunction(() =>
        (document.getElementById("page-consent-analytics") as HTMLInputElement | null)?.checked
      );
      assert.equal(await analyticsSwitch.isChecked(), true, "the stored choice is shown");
      assert.equal(await page.getByRole("switch", { name: "Necessary" }).isDisabled(), true);

      await page.getByRole("button", { name: "Reject All" }).click();
      await page.getByRole("status").filter({ hasText: "Cookie preferences saved" }).waitFor();
      const sentBefore = events.length;
      assert.equal(await analyticsSwitch.isChecked(), false);
      assert.deepEqual(await analyticsIdentifiers(page), [], "identifiers removed at once");
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(1200);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" })
        .click();
      await page.waitForTimeout(1200);
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(1200);
      assert.equal(events.length, sentBefore, "nothing sent after withdrawing");
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "a stored choice for an older policy version shows the banner again and allows nothing",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors } = await openPage(browser);
      const events = recordEvents(page);
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await page.evaluate((key) => {
        localStorage.setItem(
          key,
          JSON.stringify({
            categories: { necessary: true, analytics: true, functional: true, marketing: true },
            policyVersion: "2024-01",
            choiceTime: "2024-02-01T10:00:00.000Z",
            consentId: "2f0b7c7e-9d55-4b8e-8a57-3c1f1f0c9e21",
          }),
        );
      }, CONSENT_STORAGE_KEY);
      await page.reload({ waitUntil: "networkidle" });
      await hydrated(page);
      await page.waitForTimeout(500);
      assert.equal(await banner(page).isVisible(), true, "banner asks again");
      assert.deepEqual(events, [], "an outdated choice is not consent");

      await banner(page).getByRole("button", { name: "Accept All" }).click();
      await page.reload({ waitUntil: "networkidle" });
      await hydrated(page);
      assert.equal(await banner(page).count(), 0, "a current choice hides the banner");
      const record = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
      assert.equal(
        JSON.parse(record ?? "{}").consentId,
        "2f0b7c7e-9d55-4b8e-8a57-3c1f1f0c9e21",
        "the consent id carries over",
      );
      assert.deepEqual(errors, []);
    }),
});
