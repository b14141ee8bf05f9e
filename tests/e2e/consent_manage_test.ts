/**
 * The consent manage view in Chromium (docs/requirements.md#consent): it takes focus, closes with
 * Escape, saves a custom choice and reopens from the footer, reopens when Manage is pressed before
 * the browser's late close event. axe-core scans the banner, the manage view and /cookies in
 * `accessibility_test.ts`.
 */
import assert from "node:assert/strict";
import { CONSENT_STORAGE_KEY } from "../../shared/consent/consent_record.ts";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { banner, hydrated, openHome, withSite } from "./consent_fixtures.ts";

Deno.test({
  name:
    "the manage view takes focus, closes with Escape, saves a custom choice, reopens from the footer",
  ...BROWSER_TEST,
  fn: () =>
    withSite(async ({ browser, server }) => {
      const { page, errors, events } = await openHome(browser, server);
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
