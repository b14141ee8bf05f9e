/**
 * The media library in Chromium, as an editor uses it (ADR 0014): an image uploaded into a brand's
 * Logo field shows its progress while Save draft and Publish now wait for it, shows as a thumbnail
 * after a reload, and is then chosen from the library, with the keyboard, for a second brand; the
 * alt text comes with it and focus returns to the field. axe-core on the open library.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import type { ContentItem } from "../../shared/schemas/content.ts";
import { GOOD_PASSWORD } from "../api/staff_fixtures.ts";
import { BROWSER_TEST, openPage, type WatchedPage } from "../helpers/browser.ts";
import { axeViolations } from "../helpers/axe.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

const EDITOR = "editor@example.com";

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

/** Opens a new brand's screen and fills its required fields. */
async function newBrand(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/admin/content/brands/new`);
  await page.getByRole("heading", { level: 1, name: "New brand" }).waitFor();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Category", exact: true }).fill("Snacks");
}

/** The stored brand the screen at `page.url()` edits, through the API the screens use. */
async function storedBrand(page: Page): Promise<ContentItem<"brands">> {
  await page.waitForURL(/\/admin\/content\/brands\/(?!new)[^/]+$/);
  const id = decodeURIComponent(page.url().split("/").pop()!);
  return await page.evaluate(
    async (path) => await (await fetch(path)).json(),
    `/api/staff/content/brands/${id}`,
  ) as ContentItem<"brands">;
}

Deno.test({
  name: "media library: upload with progress holds Publish, thumbnail after reload, reuse",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create(EDITOR, GOOD_PASSWORD, { role: "editor" });
      const { page, errors } = await signedIn(browser, server.origin);
      await newBrand(page, server.origin, "Northern Crisps");

      // A smooth gradient (quick to encode) stored without compression: about 1.2 MB, sent at
      // 300 KB/s, so the upload takes seconds.
      const width = 800, height = 500;
      const pixels = new Uint8Array(width * height * 3).map((_, index) =>
        Math.floor((index / 3 % width) / width * 255)
      );
      const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .png({ compressionLevel: 0 }).toBuffer();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 300 * 1024,
      });

      const publish = page.getByRole("button", { name: "Publish now" });
      const save = page.getByRole("button", { name: "Save draft" });
      const progress = page.getByRole("progressbar", { name: "Upload progress" });
      await page.getByLabel("Upload an image").setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: png,
      });
      await progress.waitFor();
      // Bytes are reported as they go: a value part of the way.
      await page.waitForFunction(() => {
        const bar = document.querySelector<HTMLProgressElement>("progress");
        return bar !== null && bar.hasAttribute("value") && bar.value > 0 && bar.value < bar.max;
      });
      assert.equal(await publish.isDisabled(), true, "Publish waits for the upload");
      assert.equal(await save.isDisabled(), true, "Save waits for the upload");
      await page.getByText("Saving and publishing wait until the image has uploaded.").waitFor();

      await page.getByText("Uploaded.", { exact: true }).waitFor({ timeout: 60_000 });
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      assert.equal(await progress.count(), 0);
      assert.equal(await publish.isDisabled(), false);
      await page.getByRole("textbox", { name: "Alt text" }).fill("Northern Crisps logo");
      await publish.click();
      const first = await storedBrand(page);
      assert.equal(first.status, "published");
      assert.match(first.imageId, /^up-/);

      // After a reload the field shows the image, not its id.
      await page.reload();
      const thumb = page.getByRole("img", { name: "Current image" });
      await thumb.waitFor();
      assert.ok((await thumb.getAttribute("src"))?.startsWith(`/images/${first.imageId}-`));
      assert.equal(await thumb.evaluate((img: HTMLImageElement) => img.complete), true);
      assert.ok(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
      assert.equal(await page.getByText(first.imageId).count(), 0);

      // A second brand reuses it from the library, by keyboard.
      await newBrand(page, server.origin, "Southern Crisps");
      const open = page.getByRole("button", { name: "Choose from library" });
      await open.focus();
      await page.keyboard.press("Enter");
      const library = page.getByRole("dialog", { name: "Choose an image" });
      const choose = library.getByRole("button", { name: "Use “Northern Crisps logo”" });
      await choose.waitFor();
      await library.getByText("Used by: Brand “Northern Crisps”").waitFor();
      assert.deepEqual(
        await axeViolations(page, { include: "#content-imageId-library" }),
        [],
        "axe on the library",
      );
      await choose.focus();
      await page.keyboard.press("Enter");
      await library.waitFor({ state: "hidden" });
      assert.equal(
        await open.evaluate((button) => document.activeElement === button),
        true,
        "focus returns to the field's library button",
      );
      assert.equal(
        await page.getByRole("textbox", { name: "Alt text" }).inputValue(),
        "Northern Crisps logo",
      );
      await page.getByRole("img", { name: "Current image" }).waitFor();
      await publish.click();
      const second = await storedBrand(page);
      assert.equal(second.status, "published");
      assert.equal(second.imageId, first.imageId);
      assert.equal(second.imageAlt, "Northern Crisps logo");

      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "media library: an image uploaded once goes into a second insight's body from the " +
    "library, with its alt text, and the published article shows it",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create(EDITOR, GOOD_PASSWORD, { role: "editor" });
      const { page, errors } = await signedIn(browser, server.origin);

      // Uploaded once, as a first insight's hero image with its alt text, through the API the
      // screens use.
      const png = await sharp({
        create: { width: 640, height: 400, channels: 3, background: "#0f6e6a" },
      }).png().toBuffer();
      const uploaded = await page.evaluate(async (bytes) => {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "p.png");
        const response = await fetch("/api/staff/content/images", { method: "POST", body: form });
        return await response.json() as { id: string };
      }, [...png]);
      const first = await page.evaluate(async (imageId) => {
        const response = await fetch("/api/staff/content/insights", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            slug: "oat-drinks-on-pallets",
            title: "Oat drinks on pallets",
            category: "Distribution",
            excerpt: "How a pallet of oat drinks reaches a convenience store.",
            bodyHtml: "<p>From the port to the shelf.</p>",
            imageId,
            imageAlt: "Pallets of oat drinks in a warehouse",
          }),
        });
        return response.status;
      }, uploaded.id);
      assert.equal(first, 201);

      // A second insight, written in the editor, takes it from the library into its body.
      await page.goto(`${server.origin}/admin/content/insights/new`);
      await page.getByRole("heading", { level: 1, name: "New insight" }).waitFor();
      await page.getByRole("textbox", { name: "Title" }).fill("Chilled range reviews");
      await page.getByRole("combobox", { name: "Category", exact: true }).selectOption(
        "Distribution",
      );
      await page.getByRole("textbox", { name: "Excerpt" }).fill(
        "What a buyer checks before a chilled line goes on shelf.",
      );
      const body = page.getByRole("textbox", { name: "Body" });
      await body.click();
      await page.keyboard.type("The same pallets, a month later.");
      await page.keyboard.press("Enter");
      await page.getByRole("toolbar", { name: "Formatting" })
        .getByRole("button", { name: "Insert image" }).click();
      const imageDialog = page.getByRole("dialog", { name: "Insert an image" });
      const open = imageDialog.getByRole("button", { name: "Choose from library" });
      await open.click();
      const library = page.getByRole("dialog", { name: "Choose an image" });
      const choose = library.getByRole("button", {
        name: "Use “Pallets of oat drinks in a warehouse”",
      });
      await choose.focus();
      await page.keyboard.press("Enter");
      await library.waitFor({ state: "hidden" });
      assert.equal(
        await open.evaluate((button) => document.activeElement === button),
        true,
        "focus returns to the dialog's library button",
      );
      assert.equal(
        await imageDialog.getByRole("textbox", { name: "Alt text" }).inputValue(),
        "Pallets of oat drinks in a warehouse",
        "the alt text comes with the image",
      );
      await imageDialog.getByRole("button", { name: "Insert image" }).click();
      await body.getByRole("img", { name: "Pallets of oat drinks in a warehouse" }).waitFor();
      await page.getByRole("button", { name: "Publish now" }).click();
      await page.getByRole("status").filter({ hasText: "Published." }).waitFor();

      // The published article shows the picture, from the upload's renditions.
      const visitor = await openPage(browser);
      await visitor.page.goto(`${server.origin}/insights/chilled-range-reviews`);
      const shown = visitor.page.getByRole("main")
        .getByRole("img", { name: "Pallets of oat drinks in a warehouse" });
      await shown.waitFor();
      assert.ok((await shown.getAttribute("src"))?.startsWith(`/images/${uploaded.id}-`));
      await visitor.page.waitForFunction(
        (id) =>
          [...document.querySelectorAll<HTMLImageElement>(`main img[src^="/images/${id}-"]`)]
            .some((img) => img.complete && img.naturalWidth > 0),
        uploaded.id,
      );
      assert.deepEqual(errors, []);
      assert.deepEqual(visitor.errors, []);
    });
  },
});
