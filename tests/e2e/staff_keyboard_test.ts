/**
 * The staff area with the keyboard, and before its script has run
 * (docs/decisions/0040-staff-controls-keep-focus-and-wait-for-hydration.md): a save leaves the
 * focus on the button that was pressed (or, when that button gives way, on the editor's first
 * button), not at the top of the page; the first Tab reaches a skip link that takes the focus
 * past the staff bar and the filters to the enquiry list; and until the page has hydrated its
 * controls are disabled, with a note saying why, instead of taking clicks no handler hears.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { GOOD_PASSWORD, sampleEnquiry } from "../api/staff_fixtures.ts";
import { BROWSER_TEST, openPage, waitForHydration, type WatchedPage } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";

const ADMIN = "keys.admin@example.com";

/** Signs `email` in through the sign-in page (created on first use) and lands on `path`. */
async function signedIn(
  browser: Browser,
  server: {
    origin: string;
    staff: { accounts: { create(e: string, p: string): Promise<unknown> } };
  },
  options: { width?: number } = {},
): Promise<WatchedPage> {
  await server.staff.accounts.create(ADMIN, GOOD_PASSWORD).catch(() => {});
  const watched = await openPage(browser, { width: options.width ?? 1280, height: 900 });
  const { page } = watched;
  await page.goto(`${server.origin}/admin/login`);
  await page.getByRole("textbox", { name: "E-mail address" }).fill(ADMIN);
  await page.getByLabel("Password").fill(GOOD_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.origin}/admin`);
  return watched;
}

/** What the focused element is, as a staff member would name it. */
function focused(page: Page): Promise<{ tag: string; text: string; id: string }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? "",
      // The body's text would be the whole page: its start is enough to read a failure.
      text: active?.textContent?.trim().slice(0, 40) ?? "",
      id: active?.id ?? "",
    };
  });
}

Deno.test({
  name: "content editor: Save draft pressed with Enter keeps the focus; after Publish now it is " +
    "on Save changes, not at the top of the page",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await signedIn(browser, server);
      await page.goto(`${server.origin}/admin/content/brands/new`);
      await page.getByRole("heading", { level: 1, name: "New brand" }).waitFor();
      await page.getByRole("textbox", { name: "Name" }).fill("Keyboard Crisps");
      await page.getByRole("textbox", { name: "Category", exact: true }).fill("Snacks");

      const save = page.getByRole("button", { name: "Save draft" });
      await save.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: /^Saved at/ }).waitFor();
      await page.waitForURL(/\/admin\/content\/brands\/(?!new)[^/]+$/);
      assert.deepEqual(await focused(page), { tag: "button", text: "Save draft", id: "" });

      // Publish now leaves the bar once the brand is live: the focus goes to its first button.
      await page.getByRole("button", { name: "Publish now" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: "Published." }).waitFor();
      await page.getByRole("button", { name: "Save changes" }).waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === "BUTTON");
      assert.deepEqual(await focused(page), { tag: "button", text: "Save changes", id: "" });
      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "enquiry: Add note and Save (owner) pressed with Enter keep the focus on their button",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const enquiry = await server.enquiries.create(
        sampleEnquiry({ name: "Keyboard Kate", email: "kate@example.com" }),
      );
      const { page, errors } = await signedIn(browser, server);
      await page.goto(`${server.origin}/admin?open=${enquiry.record.id}`);
      const detail = page.getByRole("article", { name: "Keyboard Kate" });
      await detail.waitFor();

      await detail.getByRole("textbox", { name: "Add a note" }).fill(
        "Called back, left a message.",
      );
      await detail.getByRole("button", { name: "Add note" }).focus();
      await page.keyboard.press("Enter");
      await detail.getByRole("heading", { name: "Notes (1)" }).waitFor();
      assert.deepEqual(await focused(page), { tag: "button", text: "Add note", id: "" });

      await detail.getByRole("combobox", { name: "Owner" }).selectOption(ADMIN);
      await detail.getByRole("button", { name: "Save", exact: true }).focus();
      await page.keyboard.press("Enter");
      await detail.getByRole("status").filter({ hasText: "Saved" }).waitFor();
      assert.deepEqual(await focused(page), { tag: "button", text: "Save", id: "" });
      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "staff shell: the first Tab reaches 'Skip to enquiries', and Enter puts the focus on the " +
    "enquiry list; other screens skip to their content",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await signedIn(browser, server);
      await page.reload();
      await waitForHydration(page);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to enquiries" });
      assert.deepEqual(await focused(page), { tag: "a", text: "Skip to enquiries", id: "" });
      const box = await skip.boundingBox();
      assert.ok(box && box.y >= 0 && box.height > 0, "the focused skip link is on screen");
      await page.keyboard.press("Enter");
      assert.equal((await focused(page)).id, "enquiries");
      // The next Tab goes on from the list, not from the top of the page.
      await page.keyboard.press("Tab");
      assert.equal(
        await page.evaluate(() =>
          document.getElementById("enquiries")!.contains(document.activeElement)
        ),
        true,
      );

      await page.goto(`${server.origin}/admin/staff`);
      await waitForHydration(page);
      await page.keyboard.press("Tab");
      assert.deepEqual(await focused(page), { tag: "a", text: "Skip to content", id: "" });
      await page.keyboard.press("Enter");
      assert.equal((await focused(page)).id, "main-content");
      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "staff screens before hydration: the controls are disabled and a note says why, so no " +
    "click is silently lost; once hydrated they work",
  ...BROWSER_TEST,
  async fn() {
    await withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await signedIn(browser, server, { width: 390 });
      // The app's chunks are held back until the test lets them through (a slow phone).
      let release = () => {};
      const held = new Promise<void>((resolve) => release = resolve);
      await page.route(/\/assets\/(client|chunk)-[A-Z0-9]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.origin}/admin`, { waitUntil: "load" });
      const toggle = page.getByRole("button", { name: "Search and filters" });
      await toggle.waitFor();
      assert.equal(await toggle.isDisabled(), true, "the filters' button waits for the script");
      await page.getByRole("status").filter({ hasText: "Getting this screen ready…" }).waitFor();
      // A tap now changes nothing, and the screen has said so.
      await toggle.click({ force: true });
      assert.equal(await toggle.getAttribute("aria-expanded"), "false");

      release();
      await waitForHydration(page);
      await page.getByRole("status").filter({ hasText: "Getting this screen ready…" })
        .waitFor({ state: "detached" });
      assert.equal(await toggle.isDisabled(), false);
      await toggle.click();
      assert.equal(await toggle.getAttribute("aria-expanded"), "true");
      assert.deepEqual(errors, []);
    });
  },
});
