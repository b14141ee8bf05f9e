/**
 * The staff area in Chromium (docs/requirements.md#admin): sign in, see the list, open an enquiry,
 * filter, change a status, export CSV (formula cell neutralised), erase by e-mail, send the backlog
 * after confirming and see the success alert, see a second send refused while an e-mail of it
 * waits, sign out; the empty, loading and load-error states;
 * axe-core on the sign-in and admin screens.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { axeViolations } from "../helpers/axe.ts";
import { withBrowser } from "../helpers/site_browser.ts";
import { startTestServer, type TestServer } from "../helpers/test_app.ts";
import { GOOD_PASSWORD, sampleEnquiry } from "../api/staff_fixtures.ts";

const FORMULA = "=cmd|' /C calc'!A0";

async function startServer(): Promise<TestServer> {
  const server = await startTestServer({
    overrides: { mail: { worker: { pollIntervalMs: 200, log: () => {} } } },
  });
  await server.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
  return server;
}

async function expectNoAxeViolations(page: Page, screen: string) {
  assert.deepEqual(
    await axeViolations(page, { bestPractice: true }),
    [],
    `axe violations on ${screen}`,
  );
}

async function signIn(page: Page, origin: string) {
  await page.goto(`${origin}/admin`);
  await page.waitForURL(`${origin}/admin/login`);
  await page.getByRole("heading", { level: 1, name: "Staff sign in" }).waitFor();
  await page.getByRole("textbox", { name: "E-mail address" }).fill("alice@example.com");
  await page.getByLabel("Password").fill(GOOD_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${origin}/admin`);
  await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
}

Deno.test({
  name: "admin: sign in, filter, triage, export CSV, erase, send the backlog, sign out",
  ...BROWSER_TEST,
  async fn() {
    const server = await startServer();
    await server.enquiries.create(sampleEnquiry({ name: "Priya Shah" }));
    await server.enquiries.create(
      sampleEnquiry({ name: "Tom Baker", company: FORMULA, interest: "marketing" }),
    );
    await server.enquiries.create(
      sampleEnquiry({ name: "Erin Moss", email: "erase.me@example.com", interest: "partnership" }),
    );
    try {
      await withBrowser(async (browser) => {
        const { page, errors } = await openPage(browser);
        await page.goto(`${server.origin}/admin/login`);
        await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
        await expectNoAxeViolations(page, "/admin/login");

        await page.getByRole("textbox", { name: "E-mail address" }).fill("alice@example.com");
        await page.getByLabel("Password").fill("not the right password");
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.getByRole("alert").filter({
          hasText: "The e-mail address or password is incorrect.",
        })
          .waitFor();

        await signIn(page, server.origin);
        const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-session");
        assert.equal(cookie?.httpOnly, true);
        assert.equal(cookie?.secure, true);
        assert.equal(cookie?.sameSite, "Strict");

        await page.getByRole("heading", { name: "Contact Submissions (3)" }).waitFor();
        await expectNoAxeViolations(page, "/admin");
        await page.getByRole("link", { name: /Priya Shah/ }).click();
        assert.match(page.url(), /\/admin\?open=[0-9a-f-]{36}$/);
        const priya = page.getByRole("article", { name: "Priya Shah" });
        await priya.getByText("Northern Snacks Ltd").waitFor();
        await priya.getByText("+44 20 7946 0000").waitFor();
        await priya.getByText("Distribution Services").waitFor();
        await priya.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/).first().waitFor();
        await priya.getByText(/^CB-\d{4}-\d{6}$/).waitFor();
        await expectNoAxeViolations(page, "/admin with an enquiry open");

        // Filter by interest: the address carries the filter.
        await page.getByLabel("Interest", { exact: true }).selectOption("marketing");
        await page.getByRole("button", { name: "Apply filters" }).click();
        await page.getByRole("heading", { name: "Contact Submissions (1)" }).waitFor();
        assert.match(page.url(), /\/admin\?interest=marketing$/);
        await page.getByRole("link", { name: /Tom Baker/ }).click();
        const tom = page.getByRole("article", { name: "Tom Baker" });

        // Status and a note.
        await tom.getByLabel("Status").selectOption("answered");
        await tom.getByRole("button", { name: "Save" }).click();
        await tom.getByRole("status").filter({ hasText: "Saved." }).waitFor();
        await tom.getByText("Answered", { exact: true }).first().waitFor();
        await tom.getByLabel("Add a note").fill("Sent the trade terms");
        await tom.getByRole("button", { name: "Add note" }).click();
        await tom.getByRole("status").filter({ hasText: "Note added." }).waitFor();

        // CSV of the filtered set, with the formula cell neutralised.
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: "Export CSV" }).click(),
        ]);
        const csv = await Deno.readTextFile((await download.path())!);
        assert.ok(csv.includes(`,'${FORMULA},`), csv);
        assert.doesNotMatch(csv, /Priya Shah/);
        assert.match(
          csv,
          /,Answered,,.*,No,"?\d{4}-\d{2}-\d{2}T[\d:]{8}[+-]\d{2}:\d{2} alice@example\.com: Sent the trade terms"?\r\n$/,
        );

        await page.getByRole("button", { name: "Clear filters" }).click();
        await page.getByRole("heading", { name: "Contact Submissions (3)" }).waitFor();

        // Erasure with confirmation.
        await page.getByRole("textbox", { name: "E-mail address" }).fill("erase.me@example.com");
        await page.getByRole("button", { name: "Find data" }).click();
        await page.getByText("Found 1 enquiry and 2 e-mails for erase.me@example.com.").waitFor();
        await page.getByRole("button", { name: "Erase permanently" }).click();
        await page.getByText("Erased 1 enquiry for erase.me@example.com.").waitFor();
        await page.getByRole("heading", { name: "Contact Submissions (2)" }).waitFor();
        assert.equal(await page.getByRole("article", { name: "Erin Moss" }).count(), 0);

        // Backlog send: a confirmation naming the count and the recipient, then the fixed alert at
        // once, then the queue finishes in the background.
        await page.getByRole("button", { name: "Send All Contact Submissions" }).click();
        await page.getByText(
          "Send 2 e-mails, one for each stored enquiry, to enquiries@crownbridge.co.uk?",
        ).waitFor();
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.getByRole("button", { name: "Send All Contact Submissions" }).click();
        await page.getByRole("button", { name: "Send 2 e-mails" }).click();
        await page.getByRole("alert").filter({
          hasText: "Success! Sent 2 emails to enquiries@crownbridge.co.uk",
        }).waitFor();
        await page.getByText("Finished: all 2 e-mails sent.").waitFor();

        // Sending again while one e-mail of a send is still on its way is refused, with the reason.
        await server.writer.execute({
          sql: `UPDATE outbox SET status = 'sending', lease_until = ?
              WHERE id = (SELECT id FROM outbox WHERE kind = 'backlog' LIMIT 1)`,
          args: [Date.now() + 3_600_000],
        });
        await page.getByRole("button", { name: "Send All Contact Submissions" }).click();
        await page.getByRole("button", { name: "Send 2 e-mails" }).click();
        await page.getByRole("alert").filter({
          hasText:
            "The last send of all contact submissions still has 1 e-mail waiting. Try again when it has finished.",
        }).waitFor();

        // The audit log shows what was done.
        await page.getByRole("navigation", { name: "Staff screens" })
          .getByRole("link", { name: "Audit log" }).click();
        await page.waitForURL(`${server.origin}/admin/audit`);
        const table = page.getByRole("table");
        await table.getByRole("cell", { name: /^Tom Baker, CB-\d{4}-\d{6}$/ }).first().waitFor();
        for (
          const action of [
            "Sent all submissions",
            "Erased personal data",
            "Exported CSV",
            "Changed status",
            "Added note",
            "Signed in",
          ]
        ) {
          await table.getByRole("cell", { name: action, exact: true }).first().waitFor();
        }

        await page.getByRole("button", { name: "Sign out" }).click();
        await page.waitForURL(`${server.origin}/admin/login`);
        await page.goto(`${server.origin}/admin`);
        await page.waitForURL(`${server.origin}/admin/login`);
        // The browser notes the deliberate wrong password's 401 and the refused second send's 409;
        // nothing else may be logged.
        assert.deepEqual(errors, [
          "Failed to load resource: the server responded with a status of 401 (Unauthorized)",
          "Failed to load resource: the server responded with a status of 409 (Conflict)",
        ]);
      });
    } finally {
      await server.close();
    }
  },
});

Deno.test({
  name: "admin: loading, empty and load-error states",
  ...BROWSER_TEST,
  async fn() {
    const server = await startServer();
    try {
      await withBrowser(async (browser) => {
        const { page, errors } = await openPage(browser, { width: 390, height: 844 });
        await signIn(page, server.origin);
        await page.getByText("No contact submissions yet.").waitFor();
        await page.getByRole("heading", { name: "Contact Submissions (0)" }).waitFor();

        let release!: () => void;
        const held = new Promise<void>((resolve) => release = resolve);
        await page.route("**/api/contacts*", async (route) => {
          await held;
          await route.continue();
        });
        await page.reload();
        await page.getByText("Loading contacts...").waitFor();
        release();
        await page.getByText("No contact submissions yet.").waitFor();

        await page.unroute("**/api/contacts*");
        await page.route("**/api/contacts*", (route) =>
          route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ error: "Something went wrong. Please try again later." }),
          }));
        await page.reload();
        await page.getByRole("alert").filter({
          hasText: "Error loading contacts: Failed to fetch contacts",
        }).waitFor();
        // The only console error is the browser's note of the failed (mocked) request.
        assert.deepEqual(
          errors.filter((error) => !error.includes("status of 500")),
          [],
        );
        assert.equal(errors.length, 1);
      });
    } finally {
      await server.close();
    }
  },
});
