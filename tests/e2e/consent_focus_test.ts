/**
 * The cookie banner and the keyboard (WCAG 2.2 2.4.3 Focus Order, 2.4.11 Focus Not Obscured):
 * it comes right after the skip link, never takes focus by itself, never covers the focused
 * element, and takes at most a fifth of a 390×844 phone screen.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

const PHONE = { width: 390, height: 844 };

/** The focused element's accessible-ish name, whether it sits in the banner, and its overlap. */
async function focusState(page: Page) {
  return await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const banner = document.querySelector<HTMLElement>(
      "section[aria-labelledby='consent-banner-title']",
    );
    if (!active || active === document.body) return { name: "(body)", inBanner: false, hidden: 0 };
    const name = (active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(
      0,
      60,
    );
    if (!banner) return { name, inBanner: false, hidden: 0 };
    const b = banner.getBoundingClientRect();
    const a = active.getBoundingClientRect();
    const overlap = Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) *
      Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left));
    const area = Math.max(1, a.width * a.height);
    return { name, inBanner: banner.contains(active), hidden: overlap / area };
  });
}

Deno.test({
  name: "the cookie banner follows the skip link in the focus order and never hides the focus",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, PHONE);
      await page.goto(`${server.origin}/`);
      await waitForHydration(page);
      const banner = page.getByRole("region", { name: "Your cookie choices" });
      await banner.waitFor();
      await page.waitForTimeout(400); // the banner's 0.3 s reveal

      // It does not take focus by itself.
      assert.equal((await focusState(page)).name, "(body)");

      // At most a fifth of the phone screen.
      const box = await banner.boundingBox();
      assert.ok(box, "the banner is visible");
      const share = box.height * box.width / (PHONE.width * PHONE.height);
      assert.ok(share <= 0.2, `the banner covers ${(share * 100).toFixed(1)}% of the screen`);

      await page.keyboard.press("Tab");
      assert.equal((await focusState(page)).name, "Skip to main content");
      const inBanner: string[] = [];
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("Tab");
        const state = await focusState(page);
        if (!state.inBanner) break;
        inBanner.push(state.name);
      }
      assert.ok(inBanner.includes("Accept All"), `after the skip link: ${inBanner.join(", ")}`);
      assert.ok(inBanner.includes("Decline All"), `after the skip link: ${inBanner.join(", ")}`);

      // Through the rest of the page: no focused element is behind the banner.
      const obscured: string[] = [];
      let steps = 0;
      for (; steps < 150; steps++) {
        const state = await focusState(page);
        if (state.name === "Skip to main content") break;
        if (!state.inBanner && state.hidden > 0) {
          obscured.push(`${state.name} (${Math.round(state.hidden * 100)}%)`);
        }
        await page.keyboard.press("Tab");
      }
      assert.ok(steps > 20, `only ${steps} focusable elements were reached`);
      assert.deepEqual(obscured, []);
      assert.deepEqual(errors, []);
    });
  },
});
