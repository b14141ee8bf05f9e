/**
 * The contact form in Chromium refuses hidden characters with a message under the field, before
 * anything is sent (the same shared rule the API applies).
 */
import assert from "node:assert/strict";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

Deno.test({
  name: "/contact shows a field message for a name of zero-width spaces and a bidi override",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/contact")) {
          posts.push(request.url());
        }
      });
      await page.goto(`${server.origin}/contact`);
      await page.waitForFunction(() => {
        const form = document.querySelector("form[aria-labelledby='enquiry-form-title']");
        return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
      });
      await page.getByLabel("Full name", { exact: true }).fill("\u200B\u200B\u200B");
      await page.getByLabel("Company", { exact: true }).fill("Acme Foods");
      await page.getByLabel("Email address", { exact: true }).fill("jane@example.com");
      await page.getByLabel("Phone number", { exact: true }).fill("020 7946 0000");
      await page.getByLabel("Area of interest").selectOption("distribution");
      await page.getByLabel("Message", { exact: true }).fill(
        "Please call me about \u202Enoitubirtsid in the UK.",
      );
      await page.getByRole("button", { name: "Send Message" }).click();

      const expected = {
        "Full name":
          "Name cannot contain line breaks or hidden characters (such as zero-width spaces)",
        "Message": "Message cannot contain hidden control or text-direction characters",
      };
      for (const [label, message] of Object.entries(expected)) {
        const control = page.getByLabel(label, { exact: true });
        assert.equal(await control.getAttribute("aria-invalid"), "true", label);
        const describedBy = await control.getAttribute("aria-describedby");
        assert.equal(await page.locator(`#${describedBy}`).textContent(), message, label);
      }
      assert.equal(await page.evaluate(() => document.activeElement?.id), "contact-name");

      // Correcting the name clears its message at once.
      await page.getByLabel("Full name", { exact: true }).fill("Jane Doe");
      await page.getByText(expected["Full name"], { exact: true }).waitFor({ state: "detached" });

      assert.deepEqual(posts, []);
      const count = await server.db.execute("SELECT COUNT(*) AS n FROM enquiries");
      assert.equal(Number(count.rows[0]?.n), 0);
      assert.deepEqual(errors, []);
    });
  },
});
