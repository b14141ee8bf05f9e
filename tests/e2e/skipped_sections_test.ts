/**
 * Sections after the hero, and the footer, are laid out and painted only near the viewport
 * (`content-visibility: auto`, ADR 0015's second amendment), which keeps a phone's main thread
 * short while the page loads and when Inter swaps in. Until rendered, each stands in with a height
 * measured per section type (`client/styles/main.css`): close to the real one, so the scroll bar
 * and the page's height stay put while a visitor scrolls, and never much shorter, so skipped
 * content does not overflow into the next section for a tool that reads the layout unscrolled.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { renderSkippedSections } from "../helpers/rendered_sections.ts";
import { withSharedSiteAndBrowser } from "../helpers/site_browser.ts";

const PAGES = ["/", "/about", "/insights", "/partner", "/services/brand-management"];
const WIDTHS = [390, 1440];
/** Most a stand-in may fall short of its section, px: less than a section's top padding (28 px
 * on a phone) plus the space above the first text. */
const SHORTFALL_MAX_PX = 40;
/** Most the page's height at load may differ from its rendered height. */
const PAGE_HEIGHT_ERROR_MAX = 0.03;

/** Waits until the page has hydrated and Inter's faces have loaded or failed (ADR 0015). */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() =>
    document.fonts.status === "loaded" &&
    [...document.fonts].every((face) => face.status !== "loading")
  );
}

Deno.test({
  name: "sections below the first screens skip rendering until a visitor scrolls near them",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(server.origin + "/", { waitUntil: "load" });
      await settled(page);
      const contact = page.locator("#contact");
      const skipped = () =>
        contact.evaluate((section) =>
          !section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })
        );
      assert.equal(await skipped(), true, "the contact section is skipped at load");
      await contact.scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        document.querySelector("#contact > *")!.checkVisibility({ contentVisibilityAuto: true })
      );
      await page.getByRole("button", { name: "Send Message" }).waitFor();
      assert.deepEqual(errors, []);
    }),
});

Deno.test({
  name: "each section's stand-in height is close to its rendered height at 390 and 1440 px",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const problems: string[] = [];
      for (const width of WIDTHS) {
        const { page, errors } = await openPage(browser, { width, height: 844 });
        for (const path of PAGES) {
          await page.goto(server.origin + path, { waitUntil: "load" });
          await settled(page);
          const sections = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>("main section:not(.hero), .site-footer")]
              .map((element) => {
                const label = element.getAttribute("aria-labelledby") ??
                  element.getAttribute("aria-label") ?? element.className;
                // `hidden` skips the content: the box takes its stand-in height (or the height it
                // remembered, if it has been on screen).
                element.style.setProperty("content-visibility", "hidden");
                const standIn = element.getBoundingClientRect().height;
                element.style.setProperty("content-visibility", "visible");
                const real = element.getBoundingClientRect().height;
                element.style.removeProperty("content-visibility");
                return { label, standIn, real };
              })
          );
          for (const { label, standIn, real } of sections) {
            if (real - standIn > SHORTFALL_MAX_PX) {
              problems.push(
                `${path} at ${width} px: "${label}" stands in at ${Math.round(standIn)} px for ${
                  Math.round(real)
                } px`,
              );
            }
          }
          const atLoad = await page.evaluate(() => document.documentElement.scrollHeight);
          await renderSkippedSections(page);
          const rendered = await page.evaluate(() => document.documentElement.scrollHeight);
          if (Math.abs(atLoad - rendered) > rendered * PAGE_HEIGHT_ERROR_MAX) {
            problems.push(`${path} at ${width} px: ${atLoad} px at load, ${rendered} px rendered`);
          }
        }
        assert.deepEqual(errors, []);
        await page.context().close();
      }
      assert.deepEqual(problems, []);
    }),
});

Deno.test({
  name: "after renderSkippedSections every section has its rendered height, whatever its stand-in",
  ...BROWSER_TEST,
  fn: () =>
    withSharedSiteAndBrowser(async ({ server, browser }) => {
      const { page } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(server.origin + "/services/brand-management", { waitUntil: "load" });
      await settled(page);
      // Stand-ins that have drifted far from the content (as after an edit to the copy) must not
      // matter: the helper renders every section, as a visitor scrolling through would.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>("main section, footer")) {
          element.style.setProperty("contain-intrinsic-size", "auto 100px");
        }
        scrollTo(0, 300);
      });
      await renderSkippedSections(page);
      const { heights, top } = await page.evaluate(() => {
        const sections = [...document.querySelectorAll<HTMLElement>("main section, .site-footer")];
        const laidOut = sections.map((element) =>
          Math.round(element.getBoundingClientRect().height)
        );
        for (const element of sections) element.style.setProperty("content-visibility", "visible");
        const real = sections.map((element) => Math.round(element.getBoundingClientRect().height));
        for (const element of sections) element.style.removeProperty("content-visibility");
        return { heights: { laidOut, real }, top: scrollY };
      });
      assert.deepEqual(heights.laidOut, heights.real);
      assert.equal(top, 300, "the page is back where it was");
    }),
});
