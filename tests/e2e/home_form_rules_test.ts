/**
 * The home enquiry form in Chromium checks the shared schema's rules with the browser's own
 * validation (docs/requirements.md#enquiry-validation), and when the API still refuses a field
 * the visitor sees why and can correct it instead of failing again.
 */
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import type { TestServer } from "../helpers/test_app.ts";
import { ENQUIRY_MESSAGES } from "../../shared/schemas/enquiry_fields.ts";

async function withHomeForm(
  fn: (page: Page, server: TestServer, posts: string[], errors: string[]) => Promise<void>,
) {
  await withSiteAndBrowser(async ({ server, browser }) => {
    const { page, errors } = await openPage(browser);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/contact")) {
        posts.push(request.postData() ?? "");
      }
    });
    await page.goto(server.origin + "/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await fn(page, server, posts, errors);
  });
}

/** Fills the home form's fields by label. */
async function fill(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

/** Values the browser must refuse, and the validity flag it must raise on each refused field. */
const STOPPED_BY_THE_BROWSER = [
  {
    name: "home form: a 9-character message is stopped by the browser and nothing is sent",
    values: { "Full name": "Tom Reed", "Email address": "tom@example.com", "Message": "Call me!!" },
    refused: { "Message": "tooShort" },
    focused: "home-message",
  },
  {
    name: "home form: 'jane@company' and a phone with letters are stopped by the browser",
    values: {
      "Full name": "Jane Doe",
      "Email address": "jane@company",
      "Phone number": "020 7946 0000 ext 5",
      "Message": "Please send me your distribution terms.",
    },
    refused: { "Email address": "patternMismatch", "Phone number": "patternMismatch" },
    focused: "home-email",
  },
] as const satisfies readonly {
  name: string;
  values: Record<string, string>;
  refused: Record<string, "tooShort" | "patternMismatch">;
  focused: string;
}[];

for (const example of STOPPED_BY_THE_BROWSER) {
  Deno.test({
    name: example.name,
    ...BROWSER_TEST,
    fn: () =>
      withHomeForm(async (page, server, posts, errors) => {
        const form = page.locator("#contact form");
        await fill(form, example.values);
        await form.getByRole("button", { name: "Send Message" }).click();
        for (const [label, flag] of Object.entries(example.refused)) {
          const raised = await form.getByLabel(label).evaluate(
            (el: HTMLInputElement, flag) => el.validity[flag as keyof ValidityState],
            flag,
          );
          assert.equal(raised, true, `${label}: ${flag}`);
        }
        assert.equal(await page.evaluate(() => document.activeElement?.id), example.focused);
        // Give a stray submit the time to reach the server before counting.
        await page.waitForTimeout(300);
        assert.deepEqual(posts, []);
        const rows = await server.db.execute("SELECT COUNT(*) AS n FROM enquiries");
        assert.equal(Number(rows.rows[0]?.n), 0);
        assert.deepEqual(errors, []);
      }),
  });
}

Deno.test({
  name: "home form: a name the server refuses shows its message on the field; corrected, it sends",
  ...BROWSER_TEST,
  fn: () =>
    withHomeForm(async (page, server, posts, errors) => {
      const form = page.locator("#contact form");
      const name = form.getByLabel("Full name");
      // A zero-width space pasted inside: the browser sees 8 characters, the schema refuses it.
      await fill(form, {
        "Full name": "Jane\u200BDoe",
        "Email address": "jane@example.com",
        "Message": "Please send me your distribution terms.",
      });
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.getByRole("alert").filter({ hasText: "Error" }).waitFor();
      assert.equal(posts.length, 1);
      await page.waitForFunction(
        (expected) =>
          (document.getElementById("home-name") as HTMLInputElement | null)?.validationMessage ===
            expected,
        ENQUIRY_MESSAGES.nameCharacters,
      );
      assert.equal(await page.evaluate(() => document.activeElement?.id), "home-name");

      await name.fill("Jane Doe");
      assert.equal(await name.evaluate((el: HTMLInputElement) => el.validationMessage), "");
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.getByRole("status").filter({ hasText: "Message Sent" }).waitFor();
      const rows = await server.db.execute("SELECT name FROM enquiries");
      assert.deepEqual(rows.rows.map((r) => r.name), ["Jane Doe"]);
      // Chromium logs the refused request (400) itself; nothing else may be logged.
      assert.deepEqual(errors.filter((e) => !e.includes("400")), []);
    }),
});
