/**
 * The staff area as a sales team works from it (docs/requirements.md#enquiry-reference,
 * #staff-inbox), walked in Chromium on a phone: an enquiry from /contact shows its reference; the
 * enquirer's acknowledgement (an .eml, SMTP being unset) holds the same reference and what they
 * wrote; staff open it from the list, assign it (the new owner is e-mailed), add two notes, see it
 * overdue once the test clock passes its due time, and export it with its reference and the labels
 * they read. The staff screens have their own layout (no public header, footer or cookie banner),
 * no sideways scroll and no axe violations; the analytics chart opens on today.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { GOOD_PASSWORD, testClock, waitFor } from "../api/staff_fixtures.ts";
import { axeViolations } from "../helpers/axe.ts";

const DAY = 24 * 60 * 60_000;
const MESSAGE = "We make oat drinks in Sweden and want UK convenience listings.";

/** Monday 16 November 2026, 10:00 in London (GMT): due 24 hours later, Tuesday 10:00 (ADR 0029). */
const RECEIVED = Date.UTC(2026, 10, 16, 10);
const DUE = Date.UTC(2026, 10, 17, 10);

async function expectStaffScreen(page: Page, screen: string) {
  // Until hydrated the screen's controls are disabled by design (ADR 0040), and axe would read
  // the chart's scroll region inside them as unfocusable: it checks the working screen.
  await waitForHydration(page);
  assert.deepEqual(await axeViolations(page), [], `axe on ${screen}`);
  const sideways = await page.evaluate(() =>
    document.documentElement.scrollWidth - document.documentElement.clientWidth
  );
  assert.ok(sideways <= 1, `${screen} scrolls sideways by ${sideways}px`);
  // The staff area's own layout: none of the public site's chrome.
  assert.equal(await page.getByRole("link", { name: "Our Services" }).count(), 0, screen);
  assert.equal(await page.getByRole("button", { name: "Cookie settings" }).count(), 0, screen);
  assert.equal(await page.getByRole("button", { name: "Accept All" }).count(), 0, screen);
  assert.equal(await page.getByRole("main").count(), 1, screen);
}

/** A message part as written, with quoted-printable soft breaks and escapes undone. */
function decoded(eml: string): string {
  return eml.replace(/=\r?\n/g, "").replace(
    /=([0-9A-F]{2})/g,
    (_, hex: string) => String.fromCharCode(parseInt(hex, 16)),
  );
}

async function mailFile(dir: string, prefix: string): Promise<string> {
  let found: string | undefined;
  await waitFor(async () => {
    const names = await Array.fromAsync(Deno.readDir(dir)).catch(() => []);
    found = names.map((entry) => entry.name).find((name) =>
      name.startsWith(prefix) && name.endsWith(".eml")
    );
    return found !== undefined;
  });
  return decoded(await Deno.readTextFile(join(dir, found!)));
}

Deno.test({
  name:
    "staff area: reference on the page and in the acknowledgement; assign, two notes, overdue, CSV",
  ...BROWSER_TEST,
  async fn() {
    const clock = testClock(RECEIVED);
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
      await server.staff.accounts.create("ben@example.com", GOOD_PASSWORD);
      const mailDir = join(server.dir, "mail");

      // The enquirer, on the contact page.
      const visitor = await openPage(browser);
      await visitor.page.goto(`${server.origin}/contact`);
      await visitor.page.waitForFunction(() => {
        const form = document.querySelector("form[aria-labelledby='enquiry-form-title']");
        return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
      });
      const form = visitor.page.locator("form[aria-labelledby='enquiry-form-title']");
      await form.getByLabel("Full name", { exact: true }).fill("Jane Doe");
      await form.getByLabel("Company", { exact: true }).fill("Acme Oats AB");
      await form.getByLabel("Email address", { exact: true }).fill("jane@example.com");
      await form.getByLabel("Phone number", { exact: true }).fill("020 7946 0000");
      await form.getByLabel("Area of interest").selectOption("distribution");
      await form.getByLabel("Message", { exact: true }).fill(MESSAGE);
      await form.getByRole("button", { name: "Send Message" }).click();
      const alert = visitor.page.getByRole("alert").filter({
        hasText:
          "SUCCESS: Message sent successfully! Thank you for your enquiry. We will respond within 24 hours.",
      });
      await alert.waitFor();
      const reference = (await alert.locator("strong").textContent()) ?? "";
      assert.equal(reference, "CB-2026-000001");
      assert.match(
        (await alert.textContent()) ?? "",
        /Your reference is CB-2026-000001\. Please quote it if you contact us about this enquiry\./,
      );
      assert.deepEqual(visitor.errors, []);
      await visitor.page.context().close();

      // The acknowledgement: same reference, a copy of the message, Reply-To the general inbox.
      const ack = await mailFile(mailDir, "acknowledgement.");
      assert.match(ack, /^To: jane@example\.com$/m);
      assert.match(ack, /^Reply-To: enquiries@crownbridge\.co\.uk$/m);
      assert.match(ack, /^Subject: We have received your enquiry \(CB-2026-000001\)$/m);
      assert.ok(ack.includes("Your reference: CB-2026-000001"));
      assert.ok(ack.includes(MESSAGE));
      assert.ok(ack.includes("Monday to Friday: 9:00 AM to 5:30 PM"));
      const notification = await mailFile(mailDir, "enquiry.");
      assert.ok(notification.includes("Reference: CB-2026-000001"), "the staff e-mail matches");

      // Staff, on a phone: the list comes first; a tap opens the enquiry.
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(`${server.origin}/admin/login`);
      await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
      await expectStaffScreen(page, "/admin/login");
      await page.getByRole("textbox", { name: "E-mail address" }).fill("alice@example.com");
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Contact Submissions (1)" }).waitFor();
      const row = page.getByRole("link", { name: /Jane Doe/ });
      assert.ok(((await row.boundingBox())?.y ?? Infinity) < 844, "the first enquiry is in view");
      assert.match((await row.textContent()) ?? "", /CB-2026-000001/);
      await expectStaffScreen(page, "/admin");
      await row.click();
      const detail = page.getByRole("article", { name: "Jane Doe" });
      await detail.waitFor();
      assert.ok(await page.getByRole("heading", { name: /Contact Submissions/ }).isHidden());
      await detail.getByText("17 Nov 2026, 10:00").waitFor(); // the reply's due time

      // Assign it to a colleague, who is e-mailed.
      await detail.getByLabel("Owner").selectOption("ben@example.com");
      await detail.getByRole("button", { name: "Save" }).click();
      await detail.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      const assignment = await mailFile(mailDir, "assignment.");
      assert.match(assignment, /^To: ben@example\.com$/m);
      assert.ok(assignment.includes("Enquiry CB-2026-000001 from Jane Doe is yours"));

      // Two notes, kept in order with their author.
      const texts = ["Called Jane; she wants a price list.", "Sent the price list."];
      for (const [index, text] of texts.entries()) {
        await detail.getByLabel("Add a note").fill(text);
        await detail.getByRole("button", { name: "Add note" }).click();
        await detail.getByRole("heading", { name: `Notes (${index + 1})` }).waitFor();
      }
      const notes = detail.locator(".note__text");
      assert.deepEqual(await notes.allTextContents(), texts);
      assert.equal(await detail.getByText(/^alice@example\.com, /).count(), 2);
      await expectStaffScreen(page, "/admin with an enquiry open");

      // The clock passes the due time: the enquiry is overdue.
      assert.equal(await detail.getByText("Overdue", { exact: true }).count(), 0);
      clock.set(DUE + 60_000);
      await page.reload();
      await detail.getByText("Overdue", { exact: true }).waitFor();
      await page.getByRole("link", { name: "Back to enquiries" }).click();
      await page.getByText("1 overdue").waitFor();
      await row.getByText("Overdue").waitFor();

      // The export: reference, labels staff read, owner, due time in UK time, the notes.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Export CSV" }).click(),
      ]);
      const csv = await Deno.readTextFile((await download.path())!);
      const [header, line] = csv.replace(/^\ufeff/, "").split("\r\n");
      assert.equal(
        header,
        "Reference,Received (UK time),Name,Email,Company,Phone,Interest,Form,Message,Status," +
          "Owner,Reply due (UK time),Overdue,Notes",
      );
      assert.ok(
        line?.startsWith(
          "CB-2026-000001,2026-11-16T10:00:00+00:00,Jane Doe,jane@example.com,Acme Oats AB," +
            "020 7946 0000,Distribution Services,Contact page,",
        ),
        line ?? "",
      );
      assert.ok(line?.includes(",New,ben@example.com,2026-11-17T10:00:00+00:00,Yes,"), line ?? "");
      assert.match(csv, /alice@example\.com: Sent the price list\."\r\n$/);
      assert.deepEqual(errors, []);
    }, {
      now: clock.now,
      overrides: {
        mail: { worker: { pollIntervalMs: 100, log: () => {} } },
        // The test clock jumps days; the session should outlive the jump.
        staff: { sessionLimits: { idleMs: 30 * DAY, absoluteMs: 30 * DAY } },
      },
    });
  },
});

Deno.test({
  name: "staff area: the analytics chart opens on today at 390 px, with nothing scrolling sideways",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(`${server.origin}/admin/login`);
      await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
      await page.getByRole("textbox", { name: "E-mail address" }).fill("alice@example.com");
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.origin}/admin`);
      await page.goto(`${server.origin}/admin/analytics`);
      const chart = page.locator(".chart__scroll");
      await chart.waitFor();
      const box = (await chart.boundingBox())!;
      const labels = chart.locator("text.chart__axis[text-anchor='end']").last();
      // The last day label (today) is inside the visible part of the chart; the first is not.
      const today = (await labels.boundingBox())!;
      assert.ok(today.x >= box.x && today.x + today.width <= box.x + box.width + 1, "today shows");
      const first = (await chart.locator("text.chart__axis[text-anchor='start']").boundingBox())!;
      assert.ok(first.x < box.x, "the oldest day is off to the left");
      await expectStaffScreen(page, "/admin/analytics");
      assert.deepEqual(errors, []);
    });
  },
});
