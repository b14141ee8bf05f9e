/**
 * Toasts (docs/requirements.md#toasts): a sideways swipe of 50 px dismisses one; a shorter one
 * leaves it where it was.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

/** Drags across `toast` by `dx` px with the mouse (pointer events, as a finger sends). */
async function drag(page: Page, toast: Locator, dx: number): Promise<void> {
  const box = await toast.boundingBox();
  assert.ok(box, "the toast is on screen");
  // From the toast's text, away from its close button.
  const x = box.x + 24;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

Deno.test({
  name: "a toast stays after a 30 px swipe and is dismissed by a 60 px one",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await waitForHydration(page);
      // A refused enquiry shows the destructive toast at once (a 400 is not retried).
      await page.route(
        "**/api/contact",
        (route) =>
          route.fulfill({ status: 400, json: { error: "Please correct the highlighted fields" } }),
      );
      const form = page.locator("#contact form");
      await form.getByLabel("Full name").fill("Tom Reed");
      await form.getByLabel("Email address").fill("tom@example.com");
      await form.getByLabel("Message").fill("Please send me your distribution terms.");
      await form.getByRole("button", { name: "Send Message" }).click();
      const toast = page.getByRole("alert").filter({ hasText: "Error" });
      await toast.waitFor();

      await drag(page, toast, 30);
      assert.equal(await toast.count(), 1, "a 30 px swipe leaves the toast");
      await drag(page, toast, 60);
      await toast.waitFor({ state: "detached", timeout: 1000 });
      assert.deepEqual(errors.filter((e) => !e.includes("400")), []);
    });
  },
});
