/**
 * Trusted Types in Chromium (ADR 0036, enforced again by ADR 0043): the site's policy requires
 * Trusted Types for every script sink, and the site's own code passes through its named policies
 * only. Visiting every route of the route table (`shared/routes.ts`), navigating client-side
 * through the main menu and back to the first page, and from one article to another,
 * opening the staff content editor with a stored body, pasting HTML into it and previewing it
 * raise no `securitypolicyviolation` event and log no console error. A plain string written as
 * HTML, and a policy of another name, are refused: the policy is really enforced.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { PAGE_ROUTES } from "../../shared/routes.ts";
import { GOOD_PASSWORD } from "../api/staff_fixtures.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

const ADMIN = "admin@example.com";
const ARTICLE = "seasonal-category-management";

/** Records every CSP violation of the page's documents in `window.cspViolations`. */
function recordViolations() {
  const seen: string[] = [];
  (globalThis as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener("securitypolicyviolation", (event) => {
    seen.push(
      `${location.pathname}: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
    );
  });
}

async function violationsOf(page: Page): Promise<string[]> {
  return await page.evaluate(() =>
    (globalThis as unknown as { cspViolations?: string[] }).cspViolations ?? []
  );
}

/** A concrete address for each route pattern of the route table. */
function pathFor(pattern: string, itemPath: string): string {
  if (pattern === "/insights/:id") return `/insights/${ARTICLE}`;
  if (pattern === "/admin/content/:collection/:id") return itemPath;
  if (pattern === "/admin/content/:collection/:id/preview") return `${itemPath}/preview`;
  assert.ok(!pattern.includes(":"), `a path for ${pattern}`);
  return pattern;
}

Deno.test({
  name: "every route, client-side navigation and the body editor raise no Trusted Types violation",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create(ADMIN, GOOD_PASSWORD);
      const { page, errors } = await openPage(browser);
      await page.addInitScript(recordViolations);
      const all: string[] = [];
      const collect = async () => all.push(...await violationsOf(page));

      await page.goto(`${server.origin}/admin/login`);
      await waitForHydration(page);
      await page.getByRole("textbox", { name: "E-mail address" }).fill(ADMIN);
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => url.pathname !== "/admin/login");
      await collect();

      // The stored article's edit screen, as the content list links to it.
      await page.goto(`${server.origin}/admin/content`);
      const itemLink = page.locator(`a[href^="/admin/content/insights/"]:not([href$="/new"])`)
        .first();
      const itemPath = (await itemLink.getAttribute("href"))!;
      await collect();

      const visited: string[] = [];
      for (const route of PAGE_ROUTES) {
        const path = pathFor(route.path, itemPath);
        await page.goto(`${server.origin}${path}`);
        await waitForHydration(page);
        await page.waitForLoadState("networkidle");
        await collect();
        visited.push(path);
      }
      assert.equal(visited.length, PAGE_ROUTES.length);

      // Client-side through the main menu, as a visitor browses: the home page → About Us →
      // Our Services → back to the home page, whose head (with its JSON-LD) was the one hydrated
      // (ADR 0043).
      await page.goto(`${server.origin}/`);
      await waitForHydration(page);
      await page.evaluate(() =>
        (globalThis as unknown as { sameDocument: boolean }).sameDocument = true
      );
      const menu = page.getByRole("navigation", { name: "Main" });
      for (
        const [name, path] of [["About Us", "/about"], ["Our Services", "/services"], [
          "Home",
          "/",
        ]] as const
      ) {
        await menu.getByRole("link", { name, exact: true }).first().click();
        await page.waitForURL(`${server.origin}${path}`);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await page.waitForLoadState("networkidle");
      }
      assert.ok(
        await page.evaluate(() =>
          (globalThis as unknown as { sameDocument?: boolean }).sameDocument
        ),
        "the menu's pages were reached without loading a new document",
      );
      await collect();

      // Client-side: the insights list → an article → another article (its body fetched from the
      // content API and written through the site's policy; its JSON-LD left to the server).
      await page.goto(`${server.origin}/insights`);
      await waitForHydration(page);
      await page.evaluate(() =>
        (globalThis as unknown as { sameDocument: boolean }).sameDocument = true
      );
      await page.locator(`a[href="/insights/${ARTICLE}"]`).first().click();
      await page.waitForURL(`${server.origin}/insights/${ARTICLE}`);
      await page.locator(".article-body p").first().waitFor();
      const next = page.locator(`main a[href^="/insights/"]:not([href="/insights/${ARTICLE}"])`)
        .first();
      const nextPath = (await next.getAttribute("href"))!;
      await next.click();
      await page.waitForURL(`${server.origin}${nextPath}`);
      await page.locator(".article-body p").first().waitFor();
      assert.ok(
        await page.evaluate(() =>
          (globalThis as unknown as { sameDocument?: boolean }).sameDocument
        ),
        "the articles were reached without loading a new document",
      );
      await collect();

      // The body editor with the stored body; HTML pasted into it (ProseMirror's clipboard
      // policy); the preview of the unsaved text (the site's policy).
      await page.goto(`${server.origin}${itemPath}`);
      const body = page.getByRole("textbox", { name: "Body" });
      await body.locator("p").first().waitFor();
      assert.ok((await body.innerText()).trim().length > 50, "the stored body is in the editor");
      await body.click();
      await page.keyboard.press("Control+End");
      await body.evaluate((element) => {
        const data = new DataTransfer();
        data.setData(
          "text/html",
          "<p>Pasted <strong>bold</strong> line</p>",
        );
        data.setData("text/plain", "Pasted bold line");
        element.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      });
      await body.getByText("Pasted").waitFor();
      await page.getByRole("button", { name: "Preview" }).click();
      await page.getByRole("article").locator(".article-body").getByText("Pasted").waitFor();
      await collect();

      assert.deepEqual(all, [], "no CSP violation");
      assert.deepEqual(errors, [], "no console error");
    });
  },
});

Deno.test({
  name: "a plain string written as HTML, or a policy of another name, is refused",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page } = await openPage(browser);
      await page.addInitScript(recordViolations);
      await page.goto(`${server.origin}/about`);
      await waitForHydration(page);
      const outcome = await page.evaluate(() => {
        const target = document.createElement("div");
        document.body.append(target);
        let innerHtml = "written";
        try {
          target.innerHTML = "<img src=x>";
        } catch (error) {
          innerHtml = (error as Error).name;
        }
        let otherPolicy = "created";
        try {
          (globalThis as unknown as {
            trustedTypes: { createPolicy(name: string, rules: object): unknown };
          }).trustedTypes.createPolicy("default", { createHTML: (s: string) => s });
        } catch (error) {
          otherPolicy = (error as Error).name;
        }
        return { innerHtml, otherPolicy, children: target.childElementCount };
      });
      assert.deepEqual(outcome, { innerHtml: "TypeError", otherPolicy: "TypeError", children: 0 });
      const violations = await violationsOf(page);
      assert.ok(
        violations.some((each) => each.includes("require-trusted-types-for trusted-types-sink")),
        violations.join("\n"),
      );
      assert.ok(
        violations.some((each) => each.includes("trusted-types trusted-types-policy default")),
        violations.join("\n"),
      );
    });
  },
});
