/**
 * The content screens in Chromium, as an editor uses them (ADR 0014): sign in as an `editor`,
 * write an article with a heading, a list, a link and an uploaded image with alt text (Insert
 * stays disabled until the alt text is there), preview it, schedule it, and save the same article
 * from two browsers: the second save gets the conflict choice and its text stays in the editor.
 * axe-core on the list and the editor; no console error but the 409 the browser notes.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { CONTENT_MESSAGES, type ContentItem } from "../../shared/schemas/content.ts";
import { GOOD_PASSWORD } from "../api/staff_fixtures.ts";
import { BROWSER_TEST, openPage, type WatchedPage } from "../helpers/browser.ts";
import { axeViolations } from "../helpers/axe.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

const EDITOR = "editor@example.com";
const TITLE = "Shelf-ready packaging wins listings";
const SLUG = "shelf-ready-packaging-wins-listings";

async function expectNoAxeViolations(page: Page, screen: string) {
  assert.deepEqual(
    await axeViolations(page, { bestPractice: true }),
    [],
    `axe violations on ${screen}`,
  );
}

/** A signed-in editor's page (each call a browser context of its own). */
async function signedIn(browser: Browser, origin: string): Promise<WatchedPage> {
  const watched = await openPage(browser, { width: 1280, height: 900 });
  const { page } = watched;
  await page.goto(`${origin}/admin/login`);
  await page.getByRole("textbox", { name: "E-mail address" }).fill(EDITOR);
  await page.getByLabel("Password").fill(GOOD_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/admin/content`);
  return watched;
}

Deno.test({
  name:
    "content editor: write, upload an image with alt text, preview, schedule, 409 keeps my text",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create(EDITOR, GOOD_PASSWORD, { role: "editor" });
      const { page, errors } = await signedIn(browser, server.origin);
      await page.getByRole("heading", { level: 2, name: /Insights/ }).waitFor();
      await expectNoAxeViolations(page, "/admin/content");

      await page.getByRole("link", { name: "New insight" }).click();
      await page.getByRole("heading", { level: 1, name: "New insight" }).waitFor();
      await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
      assert.equal(await page.getByRole("textbox", { name: "Slug" }).inputValue(), SLUG);
      // Chosen from the managed list, seeded from the spec's articles: a typo cannot make a new
      // category.
      const category = page.getByRole("combobox", { name: "Category", exact: true });
      await category.locator("option", { hasText: "Market Analysis" }).waitFor({
        state: "attached",
      });
      assert.deepEqual(
        (await category.locator("option").allTextContents()).slice(0, 3),
        ["Choose one…", "Brand Strategy", "Distribution"],
      );
      await category.selectOption("Market Analysis");
      await page.getByRole("textbox", { name: "Excerpt" }).fill(
        "What buyers check before a new line goes on shelf.",
      );

      // The body: a heading, a paragraph, a list, a link, an image.
      const body = page.getByRole("textbox", { name: "Body" });
      const toolbar = page.getByRole("toolbar", { name: "Formatting" });
      await body.click();
      await toolbar.getByRole("button", { name: "Heading", exact: true }).click();
      await page.keyboard.type("Why it matters");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Buyers ask three questions.");
      await page.keyboard.press("Enter");
      await toolbar.getByRole("button", { name: "Bulleted list" }).click();
      await page.keyboard.type("Case size");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Shelf life");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      await page.keyboard.type("Read the GS1 guide");
      await page.keyboard.press("Shift+Home");
      await toolbar.getByRole("button", { name: "Link" }).click();
      const linkDialog = page.getByRole("dialog", { name: "Link" });
      await linkDialog.getByRole("textbox").fill("javascript:alert(1)");
      await linkDialog.getByRole("button", { name: "Apply link" }).click();
      await linkDialog.getByText(/Use an https:\/\/ or mailto: address/).waitFor();
      await linkDialog.getByRole("textbox").fill("https://www.gs1uk.org/");
      await linkDialog.getByRole("button", { name: "Apply link" }).click();
      await page.keyboard.press("End");
      await page.keyboard.press("Enter");

      await toolbar.getByRole("button", { name: "Insert image" }).click();
      const imageDialog = page.getByRole("dialog", { name: "Insert an image" });
      const insert = imageDialog.getByRole("button", { name: "Insert image" });
      const png = await sharp({
        create: { width: 640, height: 400, channels: 3, background: "#23295a" },
      }).png().toBuffer();
      await imageDialog.getByLabel(/Image file/).setInputFiles({
        name: "chart.png",
        mimeType: "image/png",
        buffer: png,
      });
      await imageDialog.getByText("Uploaded.").waitFor();
      assert.equal(await insert.isDisabled(), true, "no image goes in without alt text");
      await imageDialog.getByRole("textbox", { name: "Alt text" }).fill("A navy test chart");
      await insert.click();
      await body.getByRole("img", { name: "A navy test chart" }).waitFor();
      await expectNoAxeViolations(page, "the insight editor");

      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByRole("status").filter({ hasText: /^Saved at \d\d:\d\d$/ }).waitFor();
      await page.waitForURL(/\/admin\/content\/insights\/(?!new)[^/]+$/);
      const id = decodeURIComponent(page.url().split("/").pop()!);

      // What the server stored, through the API the screens use.
      const stored = await page.evaluate(
        async (path) => await (await fetch(path)).json(),
        `/api/staff/content/insights/${id}`,
      ) as ContentItem<"insights">;
      assert.equal(stored.status, "draft");
      assert.equal(stored.slug, SLUG);
      assert.equal(stored.category, "Market Analysis");
      assert.match(stored.bodyHtml, /<h2>Why it matters<\/h2>/);
      assert.match(stored.bodyHtml, /<ul><li><p>Case size<\/p><\/li>/);
      assert.match(
        stored.bodyHtml,
        /<a href="https:\/\/www\.gs1uk\.org\/"[^>]*>Read the GS1 guide<\/a>/,
      );
      assert.match(stored.bodyHtml, /<img [^>]*alt="A navy test chart"/);

      // Preview: the unsaved page as visitors will see it.
      await page.getByRole("button", { name: "Preview" }).click();
      const preview = page.getByRole("article", { name: TITLE });
      await preview.getByRole("heading", { name: "Why it matters" }).waitFor();
      await preview.getByRole("link", { name: "Read the GS1 guide" }).waitFor();
      await preview.getByRole("listitem").filter({ hasText: "Shelf life" }).waitFor();
      const image = preview.getByRole("img", { name: "A navy test chart" });
      await image.waitFor();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll<HTMLImageElement>(".content-preview img")]
            .every((img) => img.complete && img.naturalWidth > 0),
      );
      await page.getByRole("button", { name: "Back to editing" }).click();

      // Schedule in London time; the API gets UTC.
      await page.getByRole("button", { name: "Schedule" }).click();
      await page.getByLabel("Publish at (UK time)").fill("2030-07-02T09:30");
      await page.locator("#content-schedule").getByRole("button", { name: "Schedule" }).click();
      await page.getByText("Scheduled for 2 Jul 2030, 09:30.").waitFor();
      const scheduled = await page.evaluate(
        async (path) => await (await fetch(path)).json(),
        `/api/staff/content/insights/${id}`,
      ) as ContentItem<"insights">;
      assert.equal(scheduled.status, "published");
      assert.equal(scheduled.publishAt, "2030-07-02T08:30:00.000Z");
      const early = await fetch(`${server.origin}/insights/${SLUG}`);
      await early.body?.cancel();
      assert.equal(early.status, 404, "not public before its time");

      // Two editors: the other saves first; my save gets the choice and keeps my text.
      const other = await signedIn(browser, server.origin);
      await other.page.goto(page.url());
      await other.page.getByRole("textbox", { name: "Title" }).fill("Their title");
      await other.page.getByRole("button", { name: "Save changes" }).click();
      await other.page.getByRole("status").filter({ hasText: /^Saved at/ }).waitFor();

      await body.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type("My unsaved sentence.");
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("heading", { name: "Someone else saved this item" }).waitFor();
      await page.getByRole("alert").filter({ hasText: CONTENT_MESSAGES.stale }).waitFor();
      await page.getByText(`Their version: saved by ${EDITOR}`).waitFor();
      assert.match(await body.innerText(), /My unsaved sentence\./);
      assert.equal(await page.getByRole("textbox", { name: "Title" }).inputValue(), TITLE);
      await expectNoAxeViolations(page, "the conflict choice");

      await page.getByRole("button", { name: "Overwrite with mine" }).click();
      await page.getByRole("status").filter({ hasText: /^Saved at/ }).waitFor();
      const mine = await page.evaluate(
        async (path) => await (await fetch(path)).json(),
        `/api/staff/content/insights/${id}`,
      ) as ContentItem<"insights">;
      assert.equal(mine.title, TITLE);
      assert.match(mine.bodyHtml, /My unsaved sentence\./);

      // The browser notes the 409 answer; nothing else may be logged.
      assert.deepEqual(errors, [
        "Failed to load resource: the server responded with a status of 409 (Conflict)",
      ]);
      assert.deepEqual(other.errors, []);
    });
  },
});
