/**
 * Cookie consent and analytics in Chromium (docs/requirements.md#consent, #analytics-events): the
 * banner on a first visit, nothing sent or stored before consent or after declining, events
 * after accepting, withdrawal on /cookies, re-asking after a policy change, no layout shift,
 * keyboard handling of the manage view, axe-core, and the staff dashboard's counts.
 */
import assert from "node:assert/strict";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { CONSENT_STORAGE_KEY } from "../../shared/consent/consent_record.ts";
import { loadDashboard } from "../../server/analytics/dashboard.ts";
import { parseDateRange } from "../../server/analytics/date_range.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { renderSkippedSections } from "../helpers/rendered_sections.ts";
import type { TestServer } from "../helpers/test_app.ts";

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const ANALYTICS_KEY_PREFIX = "crownbridge.analytics";

interface SentEvent {
  name: string;
  url: string;
  value?: number;
  action?: string;
  label?: string;
}

async function withSite(
  fn: (ctx: { browser: Browser; server: TestServer }) => Promise<void>,
) {
  // Headless Chromium is an automated browser; this test server counts it (allowAutomation).
  await withSiteAndBrowser(fn, { overrides: { analytics: { allowAutomation: true } } });
}

/** Records every analytics event the page sends. */
function recordEvents(page: Page): SentEvent[] {
  const events: SentEvent[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== "/api/analytics") return;
    try {
      // A beacon's Blob body is not exposed to the page's request events.
      const body = request.postData();
      events.push(body ? JSON.parse(body) : { name: "unreadable", url: "" });
    } catch {
      events.push({ name: "unreadable", url: "" });
    }
  });
  return events;
}

async function hydrated(page: Page) {
  await waitForHydration(page);
  // Effects (reading the stored choice) run right after hydration.
  await page.waitForTimeout(100);
}

/** Names of everything the site keeps in the browser, besides the consent record itself. */
async function analyticsIdentifiers(page: Page): Promise<string[]> {
  return await page.evaluate((prefix) => {
    const keys = [
      ...Object.keys(localStorage).map((key) => `local:${key}`),
      ...Object.keys(sessionStorage).map((key) => `session:${key}`),
    ];
    const cookies = document.cookie ? document.cookie.split("; ").map((c) => `cookie:${c}`) : [];
    return [...keys.filter((key) => key.includes(prefix)), ...cookies];
  }, ANALYTICS_KEY_PREFIX);
}

async function browseAndScroll(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["About Us", "Our Services", "Home"]) {
    await nav.getByRole("link", { name, exact: true }).first().click();
    await page.waitForLoadState("networkidle");
    // Down to the bottom in steps a reader might take, however long the page is.
    for (let i = 0; i < 20; i++) {
      await page.mouse.wheel(0, 900);
      await page.waitForTimeout(350);
      const atBottom = await page.evaluate(() =>
        globalThis.scrollY + globalThis.innerHeight + 2 >= document.documentElement.scrollHeight
      );
      if (atBottom) break;
    }
  }
  await page.waitForTimeout(1200); // longer than the scroll-check interval
}

function banner(page: Page) {
  return page.getByRole("region", { name: "Your cookie choices" });
}

Deno.test({
  name: "before any choice and after Decline All nothing is sent and nothing is stored",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors } = await openPage(browser);
      const events = recordEvents(page);
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await hydrated(page);
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
      const { page, errors } = await openPage(browser);
      const events = recordEvents(page);
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await hydrated(page);
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

/** What a returning visitor's page load painted: layout shift and every largest-paint entry. */
interface PaintRecord {
  cls: number;
  /** Largest-contentful-paint entries in order: size in px², element, whether it is the banner. */
  entries: { size: number; element: string; banner: boolean; at: number }[];
}

/** Loads /, accepts all, then reloads as a returning visitor and reads what was painted. */
async function returningVisitorPaints(browser: Browser, origin: string, width: number) {
  const { page, errors } = await openPage(browser, { width, height: 844 });
  await page.addInitScript(() => {
    const w = globalThis as unknown as { paints: PaintRecord };
    w.paints = { cls: 0, entries: [] };
    new PerformanceObserver((list) => {
      for (
        const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]
      ) {
        if (!entry.hadRecentInput) w.paints.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      for (
        const entry of list.getEntries() as unknown as {
          size: number;
          element?: Element;
          startTime: number;
        }[]
      ) {
        w.paints.entries.push({
          size: entry.size,
          element: `${entry.element?.tagName ?? "?"}.${entry.element?.className ?? ""}`,
          banner: Boolean(entry.element?.closest(".consent-banner")),
          at: Math.round(entry.startTime),
        });
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(origin + "/", { waitUntil: "networkidle" });
  await hydrated(page);
  await page.waitForTimeout(800);
  await banner(page).getByRole("button", { name: "Accept All" }).click();
  await page.waitForTimeout(300);
  // A returning visitor: the server still sends the banner, hydration hides it.
  await page.reload({ waitUntil: "networkidle" });
  await hydrated(page);
  await page.waitForTimeout(800);
  const paints = await page.evaluate(() =>
    (globalThis as unknown as { paints: PaintRecord }).paints
  );
  await page.context().close();
  return { paints, errors };
}

Deno.test({
  name: "the banner shifts no layout and is never the largest paint",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      for (const width of [390, 1440]) {
        let { paints, errors } = await returningVisitorPaints(browser, server.origin, width);
        assert.equal(paints.cls, 0, `cumulative layout shift at ${width}px`);
        if (paints.entries.at(-1)?.banner) {
          // Seen once in a full parallel run, never alone: the entries are printed so the next
          // occurrence can be explained; a banner that really is the largest paint fails twice.
          console.warn(`largest paints at ${width}px: ${JSON.stringify(paints.entries)}`);
          ({ paints, errors } = await returningVisitorPaints(browser, server.origin, width));
        }
        assert.equal(
          paints.entries.at(-1)?.banner,
          false,
          `largest paint at ${width}px: ${JSON.stringify(paints.entries)}`,
        );
        assert.deepEqual(errors, []);
      }
    }),
});

Deno.test({
  name:
    "the manage view takes focus, closes with Escape, saves a custom choice, reopens from the footer",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors } = await openPage(browser);
      const events = recordEvents(page);
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await hydrated(page);
      const manage = banner(page).getByRole("button", { name: "Manage" });
      await manage.click();
      const dialog = page.getByRole("dialog", { name: "Manage cookie preferences" });
      await dialog.waitFor();
      assert.ok(await dialog.evaluate((element) => element.contains(document.activeElement)));
      for (const name of ["Analytics", "Functional", "Marketing"]) {
        assert.equal(await dialog.getByRole("switch", { name }).isChecked(), false, `${name} off`);
      }
      assert.equal(await dialog.getByRole("switch", { name: "Necessary" }).isChecked(), true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      assert.ok(await manage.evaluate((element) => element === document.activeElement));

      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await dialog.getByRole("switch", { name: "Analytics" }).check();
      await dialog.getByRole("button", { name: "Save Preferences" }).click();
      await dialog.waitFor({ state: "hidden" });
      await banner(page).waitFor({ state: "detached" });
      const stored = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
      assert.deepEqual(JSON.parse(stored ?? "{}").categories, {
        necessary: true,
        analytics: true,
        functional: false,
        marketing: false,
      });
      await page.waitForTimeout(300);
      assert.ok(events.some((event) => event.name === "page_view"), "analytics now allowed");

      const settings = page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" });
      await settings.click();
      await dialog.waitFor();
      assert.equal(new URL(page.url()).pathname, "/", "reopened in place, no navigation");
      assert.equal(await dialog.getByRole("switch", { name: "Analytics" }).isChecked(), true);
      await dialog.getByRole("button", { name: "Close cookie preferences" }).click();
      await dialog.waitFor({ state: "hidden" });
      assert.ok(await settings.evaluate((element) => element === document.activeElement));
      const rows = await server.db.execute("SELECT kind FROM consent_records");
      assert.deepEqual(rows.rows.map((row) => row.kind), ["customised"]);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "the manage view reopens when Manage is pressed before the browser's late close event",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await hydrated(page);
      const manage = banner(page).getByRole("button", { name: "Manage" });
      const dialog = page.getByRole("dialog", { name: "Manage cookie preferences" });
      // The browser fires a dialog's `close` event in a later task. A visitor quick enough (or a
      // busy phone) presses Manage in between; the dialog must open and stay open. Each way of
      // closing is run here with Manage pressed before that task, after React's own microtasks.
      for (const closeWith of ["Escape", "close button"]) {
        await manage.click();
        await dialog.waitFor();
        const reopened = await page.evaluate(async (how) => {
          const element = document.getElementById("consent-dialog") as HTMLDialogElement;
          if (how === "Escape") {
            // The same request to close that Escape makes: `cancel` now, `close` queued.
            (element as HTMLDialogElement & { requestClose(): void }).requestClose();
          } else {
            element.querySelector<HTMLButtonElement>(".consent-dialog__close")!.click();
          }
          for (let i = 0; i < 3; i++) await null;
          document.querySelector<HTMLButtonElement>(".consent-banner__manage")!.click();
          // Let the queued `close` run, then look.
          await new Promise((resolve) => setTimeout(resolve, 200));
          return element.open;
        }, closeWith);
        assert.equal(reopened, true, `reopened after ${closeWith}`);
        assert.equal(await manage.getAttribute("aria-expanded"), "true");
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "hidden" });
        assert.equal(await manage.getAttribute("aria-expanded"), "false");
      }
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "axe-core finds no violation on / with the banner and manage view, and on /cookies",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await hydrated(page);
      await page.waitForTimeout(600); // the banner's fade-in
      await renderSkippedSections(page);
      const home = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      assert.deepEqual(home.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`), []);
      await banner(page).getByRole("button", { name: "Manage" }).click();
      await page.getByRole("dialog").waitFor();
      const dialog = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      assert.deepEqual(dialog.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`), []);
      await page.goto(server.origin + "/cookies", { waitUntil: "networkidle" });
      await hydrated(page);
      await renderSkippedSections(page);
      const cookies = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      assert.deepEqual(cookies.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`), []);
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "the staff dashboard shows the page views just generated",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors } = await openPage(browser);
      const events = recordEvents(page);
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await hydrated(page);
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
      const axe = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes[0]?.target}`), []);
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
      const dashboard = await loadDashboard(server.db, range);
      assert.deepEqual(
        dashboard.conversionsBySource.map((row) => [row.source, row.conversions]),
        [["newsletter", 1]],
      );
      assert.deepEqual(errors, []);
    }),
});
