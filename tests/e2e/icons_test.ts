/**
 * Icons (shared/components/icon.tsx, ADR 0013): the server draws every icon's shapes inline, so a
 * page paints its icons without a sprite request or a shadow tree per icon; hydration keeps them;
 * icons the browser renders later (the menu's close button, a page reached by client-side
 * navigation) come from the sprite and are drawn too.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

/** Every icon on the page: its class, whether it has shapes, and its drawn width in px. */
function icons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGSVGElement>("svg.lucide")].map((svg) => ({
      name: svg.getAttribute("class") ?? "",
      shapes: svg.childElementCount,
      uses: svg.querySelectorAll("use").length,
      visible: svg.checkVisibility(),
      inMain: svg.closest("main") !== null,
      // A shape's drawn box: 0 when nothing was drawn (an emptied icon, a missing sprite symbol).
      drawn: (({ width, height }) => width + height)(svg.getBBox()),
    }))
  );
}

Deno.test({
  name: "icons arrive drawn in the HTML, survive hydration, and icons rendered later are drawn",
  ...BROWSER_TEST,
  fn: () =>
    withSiteAndBrowser(async ({ server, browser }) => {
      const html = await (await fetch(server.origin + "/")).text();
      const served = [...html.matchAll(/<svg[^>]*class="lucide[^"]*"[^>]*>([\s\S]*?)<\/svg>/g)];
      assert.ok(served.length > 20, `home page icons: ${served.length}`);
      for (const [, inner] of served) {
        assert.match(inner!, /^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
      }

      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      const sprite: string[] = [];
      page.on("request", (request) => {
        if (/\/assets\/icons-[0-9a-f]+\.svg$/.test(new URL(request.url()).pathname)) {
          sprite.push(request.url());
        }
      });
      await page.goto(server.origin + "/", { waitUntil: "networkidle" });
      await waitForHydration(page);
      await page.waitForTimeout(500);
      const hydrated = await icons(page);
      assert.equal(hydrated.length, served.length);
      for (const icon of hydrated) {
        assert.ok(icon.shapes > 0 && icon.uses === 0, `${icon.name} kept its shapes`);
        if (icon.visible) assert.ok(icon.drawn > 0, `${icon.name} is drawn`);
      }
      assert.deepEqual(sprite, [], "no sprite request while every icon is inline");

      // The menu button's icon changes after hydration: it is rendered by the browser.
      await page.getByRole("button", { name: "Open menu" }).click();
      const close = page.getByRole("button", { name: "Close menu" }).locator("svg");
      await page.waitForFunction(
        () => {
          const use = document.querySelector("svg.lucide-x use") as SVGGraphicsElement | null;
          return use !== null && use.getBBox().width > 0;
        },
        undefined,
        { timeout: 5000 },
      );
      assert.match((await close.getAttribute("class")) ?? "", /lucide-x/);
      assert.equal(sprite.length, 1, "the sprite is fetched once, when first needed");

      // A client-side navigation renders the next page's icons in the browser.
      await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About Us" })
        .click();
      await page.waitForURL(/\/about$/);
      await page.waitForTimeout(300);
      const navigated = (await icons(page)).filter((icon) => icon.inMain && icon.visible);
      assert.ok(navigated.length >= 4, `icons on /about: ${navigated.length}`);
      for (const icon of navigated) {
        assert.ok(icon.drawn > 0, `${icon.name} is drawn after navigation`);
      }
      assert.deepEqual(errors, []);
    }),
});
