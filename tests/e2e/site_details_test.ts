/**
 * Details a first-time visitor notices: the services menu closes on Escape and gives focus back,
 * "Submit Your Proposal" opens the contact form with Brand Partnership chosen, the home form sends
 * the interest its select shows, the home page offers "Get in Touch", and legal pages link their
 * e-mail addresses and cross-references.
 */
import assert from "node:assert/strict";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

Deno.test({
  name:
    "services menu, proposal route, home form interest and legal links behave as a visitor expects",
  ...BROWSER_TEST,
  fn: () =>
    withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
      await page.goto(server.origin + "/", { waitUntil: "load" });
      await page.getByRole("button", { name: "Decline All" }).click();
      await waitForHydration(page);

      // Services menu: Escape closes it and returns focus to its button.
      const disclosure = page.getByRole("button", { name: "Show service pages" });
      await disclosure.click();
      const submenuLink = page.getByRole("link", { name: "Brand Management", exact: true });
      await submenuLink.waitFor();
      await page.keyboard.press("Escape");
      await submenuLink.waitFor({ state: "hidden" });
      assert.equal(await disclosure.getAttribute("aria-expanded"), "false");
      assert.equal(await disclosure.evaluate((el) => el === document.activeElement), true);

      // "Get in Touch" is on the home page and scrolls to the contact form.
      await page.getByRole("link", { name: "Get in Touch" }).click();
      await page.waitForFunction(() => location.hash === "#contact");

      // The home form sends "general", the interest its select shows before any change.
      const interest = page.getByRole("combobox", { name: /Area of interest/ });
      assert.equal(await interest.inputValue(), "general");
      await page.getByRole("textbox", { name: /Full name/ }).fill("Ada Visitor");
      await page.getByRole("textbox", { name: /Email address/ }).fill("ada@example.com");
      await page.getByRole("textbox", { name: /Message/ }).fill("We make oat drinks for the UK.");
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith("/api/contact") && r.method() === "POST"),
        page.getByRole("button", { name: "Send Message" }).click(),
      ]);
      assert.equal(JSON.parse(request.postData() ?? "{}").interest, "general");
      await page.getByText("Message Sent", { exact: true }).first().waitFor();

      // "Submit Your Proposal" (no external form configured) opens the contact form on site.
      await page.getByRole("link", { name: "Submit Your Proposal" }).click();
      await page.waitForURL(`${server.origin}/contact?interest=partnership#enquiry-form`);
      const contactInterest = page.getByRole("combobox", { name: /Area of interest/ });
      await page.waitForFunction(() =>
        (document.getElementById("contact-interest") as HTMLSelectElement | null)?.value ===
          "partnership"
      );
      assert.equal(
        await contactInterest.locator("option:checked").textContent(),
        "Brand Partnership",
      );

      // Legal pages: the inbox is a mailto link, another policy a page link.
      await page.goto(server.origin + "/privacy", { waitUntil: "load" });
      await waitForHydration(page);
      const main = page.getByRole("main");
      assert.equal(
        await main.getByRole("link", { name: "enquiries@crownbridge.co.uk" }).first()
          .getAttribute("href"),
        "mailto:enquiries@crownbridge.co.uk",
      );
      assert.equal(
        await main.getByRole("link", { name: "the address above" }).getAttribute("href"),
        "#who-we-are",
      );
      await main.getByRole("link", { name: "Cookie Policy" }).first().click();
      await page.waitForURL(`${server.origin}/cookies`);
      await page.getByRole("heading", { level: 1, name: "Cookie Policy" }).waitFor();

      assert.deepEqual(errors, []);
    }),
});
