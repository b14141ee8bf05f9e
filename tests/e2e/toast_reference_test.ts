/**
 * The success toast never hides the enquiry reference (docs/requirements.md#enquiry-reference):
 * the reference is what the enquirer copies or notes down the moment the form answers, so for the
 * toast's whole life, on a phone and on a desktop, the two do not overlap on screen.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height &&
    b.y < a.y + a.height;
}

/**
 * Samples the reference's and the toast's boxes every 100 ms while the toast is shown; returns the
 * times (ms after the first sample) at which they overlapped.
 */
async function overlapsWhileToastShows(page: Page): Promise<number[]> {
  const reference = page.locator(".enquiry-reference");
  const toast = page.locator(".toast");
  await reference.waitFor();
  await toast.waitFor();
  const start = Date.now();
  const overlaps: number[] = [];
  while (Date.now() - start < 5500) {
    // Both boxes read in one step in the page: a toast that leaves between two separate reads
    // would leave the second waiting for it.
    const boxes = await page.evaluate(() => {
      const box = (selector: string) => {
        const rect = document.querySelector(selector)?.getBoundingClientRect();
        return rect ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
      };
      return { reference: box(".enquiry-reference"), toast: box(".toast") };
    });
    if (!boxes.toast) break;
    if (boxes.reference && overlap(boxes.reference, boxes.toast)) {
      overlaps.push(Date.now() - start);
    }
    await page.waitForTimeout(100);
  }
  return overlaps;
}

/** Fills every field of the form of `formSelector` as a visitor would and sends it. */
async function fillAndSend(page: Page, formSelector: string): Promise<void> {
  const form = page.locator(formSelector);
  await form.getByLabel("Full name").fill("Tom Reed");
  await form.getByLabel("Email address").fill("tom@example.com");
  await form.getByLabel("Company", { exact: false }).fill("Reed Foods");
  await form.getByLabel("Phone number").fill("020 7946 0000");
  await form.getByLabel("Area of interest").selectOption("distribution");
  await form.getByLabel("Message").fill("Please send me your distribution terms.");
  await form.getByRole("button", { name: "Send Message" }).click();
}

for (const [width, height] of [[390, 844], [1440, 900]] as const) {
  Deno.test({
    name:
      `the success toast never covers the enquiry reference at ${width} px (/contact and /#contact)`,
    ...BROWSER_TEST,
    async fn() {
      await withSharedSiteAndBrowser(async ({ server, browser }) => {
        for (
          const [path, formSelector] of [
            ["/contact", "form[aria-labelledby='enquiry-form-title']"],
            ["/", "#contact form"],
          ]
        ) {
          const { page, errors } = await openPage(browser, { width, height });
          await page.goto(server.origin + path, { waitUntil: "networkidle" });
          await waitForHydration(page);
          await fillAndSend(page, formSelector!);
          assert.deepEqual(await overlapsWhileToastShows(page), [], `${path} at ${width} px`);
          assert.deepEqual(errors, []);
          await page.context().close();
        }
      });
    },
  });
}
