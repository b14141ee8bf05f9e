/**
 * The contact page's enquiry form in Chromium (docs/requirements.md#enquiry-states,
 * #enquiry-validation): the validation matrix, success (alert, toast, reset, row stored) and
 * failure (alert with the e-mail, values kept). axe-core scans the form with its errors showing in
 * `accessibility_test.ts`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { SPEC_COMPANY_CONTACT } from "../../server/content/seed.ts";

/** The inbox a fresh start publishes. */
const GENERAL_ENQUIRIES_EMAIL = SPEC_COMPANY_CONTACT.email;
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

/** Each field's label, an invalid value, its required message and a valid value. */
const MATRIX = [
  { label: "Full name", bad: "J", message: "Name must be at least 2 characters", good: "Jane Doe" },
  { label: "Company", bad: "", message: "Company is required", good: "Acme Foods" },
  {
    label: "Email address",
    bad: "jane@",
    message: "Please enter a valid email address",
    good: "jane@example.com",
  },
  {
    label: "Phone number",
    bad: "",
    message: "Phone number is required",
    good: "020 7946 0000",
  },
  {
    label: "Area of interest",
    bad: "",
    message: "Please select an area of interest",
    good: "distribution",
  },
  {
    label: "Message",
    bad: "Too short",
    message: "Message must be at least 10 characters",
    good: "We make oat drinks in Sweden and want UK convenience listings.",
  },
] as const;

/** Waits until React has hydrated the form, so its handlers are attached. */
async function waitForForm(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form[aria-labelledby='enquiry-form-title']");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
}

async function fill(page: Page, label: string, value: string) {
  if (label === "Area of interest") {
    await page.getByLabel(label).selectOption(value);
  } else {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

async function fillValid(page: Page) {
  for (const row of MATRIX) await fill(page, row.label, row.good);
}

Deno.test({
  name: "/contact shows every spec message on an empty submit and clears each on correction",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.origin}/contact`);
      await waitForForm(page);
      await page.getByRole("button", { name: "Send Message" }).click();

      for (const row of MATRIX) {
        const control = page.getByLabel(row.label, { exact: true });
        assert.equal(await control.getAttribute("aria-invalid"), "true", row.label);
        const describedBy = await control.getAttribute("aria-describedby");
        assert.ok(describedBy, `${row.label} is described by its error`);
        assert.equal(await page.locator(`#${describedBy}`).textContent(), row.message);
      }
      // Focus goes to the first invalid field.
      assert.equal(await page.evaluate(() => document.activeElement?.id), "contact-name");
      assert.equal(await page.getByRole("alert").filter({ hasText: /\S/ }).count(), 0);

      // Re-validation on change: an invalid value keeps the message, a valid one clears it.
      for (const row of MATRIX) {
        if (row.bad) {
          await fill(page, row.label, row.bad);
          await page.getByText(row.message, { exact: true }).waitFor();
        }
        await fill(page, row.label, row.good);
        await page.getByText(row.message, { exact: true }).waitFor({ state: "detached" });
        const control = page.getByLabel(row.label, { exact: true });
        assert.equal(await control.getAttribute("aria-invalid"), null, row.label);
      }
      assert.equal(await page.locator(".field__error").count(), 0);
      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "/contact sends a valid enquiry: Sending..., success alert and toast, reset, row stored",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.origin}/contact`);
      await waitForForm(page);
      await fillValid(page);

      // Hold the request so the sending state can be observed.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/api/contact", async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("button", { name: "Send Message" }).click();
      const sending = page.getByRole("button", { name: "Sending..." });
      await sending.waitFor();
      assert.ok(await sending.isDisabled());
      release();

      await page.getByRole("alert").filter({
        hasText:
          "SUCCESS: Message sent successfully! Thank you for your enquiry. We will respond within 24 hours.",
      }).waitFor();
      const toast = page.getByRole("status").filter({
        hasText: "Message sent successfully!",
      });
      await toast.waitFor();
      assert.ok(
        (await toast.textContent())?.includes(
          "Thank you for your enquiry. We'll respond within 24 hours.",
        ),
      );
      for (const row of MATRIX) {
        assert.equal(await page.getByLabel(row.label, { exact: true }).inputValue(), "", row.label);
      }
      assert.ok(await page.getByRole("button", { name: "Send Message" }).isEnabled());

      const rows = await server.db.execute({
        sql: "SELECT name, company, email, phone, interest, message FROM enquiries",
        args: [],
      });
      assert.equal(rows.rows.length, 1);
      const [row] = rows.rows;
      assert.equal(row?.name, "Jane Doe");
      assert.equal(row?.company, "Acme Foods");
      assert.equal(row?.email, "jane@example.com");
      assert.equal(row?.phone, "020 7946 0000");
      assert.equal(row?.interest, "distribution");
      assert.equal(row?.message, MATRIX[5].good);
      assert.deepEqual(errors, []);
    });
  },
});

Deno.test({
  name: "/contact keeps the values and shows the e-mail when sending fails",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.origin}/contact`);
      await waitForForm(page);
      await page.route("**/api/contact", (route) => route.fulfill({ status: 500, body: "x" }));
      await fillValid(page);
      await page.getByRole("button", { name: "Send Message" }).click();

      const alertText =
        `ERROR: Message failed to send. Please try again or email us directly at ${GENERAL_ENQUIRIES_EMAIL}`;
      await page.locator(".form__outcome[role='alert']").filter({ hasText: alertText }).waitFor();
      const toast = page.locator(".toast--destructive[role='alert']");
      await toast.waitFor();
      const toastText = await toast.textContent() ?? "";
      assert.ok(toastText.includes("Message failed to send"));
      assert.ok(toastText.includes(GENERAL_ENQUIRIES_EMAIL));
      for (const row of MATRIX) {
        assert.equal(
          await page.getByLabel(row.label, { exact: true }).inputValue(),
          row.good,
          row.label,
        );
      }
      assert.equal(
        await page.getByRole("link", { name: GENERAL_ENQUIRIES_EMAIL }).first()
          .getAttribute("href"),
        `mailto:${GENERAL_ENQUIRIES_EMAIL}`,
      );
      const rows = await server.db.execute("SELECT COUNT(*) AS n FROM enquiries");
      assert.equal(Number(rows.rows[0]?.n), 0);
      // The fulfilled 500 is logged by Chromium itself; nothing else may be.
      const unexpected = errors.filter((error) =>
        !/^Failed to load resource: the server responded with a status of 500/.test(error)
      );
      assert.deepEqual(unexpected, []);
    });
  },
});

Deno.test({
  name: "/contact shows the server's per-field messages when the API answers 400",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      const { page, errors } = await openPage(browser);
      await page.goto(`${server.origin}/contact`);
      await waitForForm(page);
      const serverMessage = "This address cannot receive e-mail";
      await page.route("**/api/contact", (route) =>
        route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: "Please correct the highlighted fields",
            fields: { email: serverMessage },
          }),
        }));
      await fillValid(page);
      await page.getByRole("button", { name: "Send Message" }).click();

      const email = page.getByLabel("Email address");
      await page.getByText(serverMessage, { exact: true }).waitFor();
      assert.equal(await email.getAttribute("aria-invalid"), "true");
      assert.equal(await page.evaluate(() => document.activeElement?.id), "contact-email");
      assert.equal(await email.inputValue(), "jane@example.com");
      const unexpected = errors.filter((error) =>
        !/^Failed to load resource: the server responded with a status of 400/.test(error)
      );
      assert.deepEqual(unexpected, []);
    });
  },
});
