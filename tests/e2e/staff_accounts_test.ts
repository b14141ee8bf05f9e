/**
 * The accounts screen in Chromium (docs/requirements.md#staff-accounts): an admin opens Accounts
 * from the staff bar and invites an editor from the keyboard; the invitee opens the link from the
 * e-mail (an .eml, SMTP being unset) on a phone, sets a password and signs in; the admin disables
 * the account with the keyboard (focus stays on the button, now "Enable") and the invitee's open
 * session is refused on its next request. Both screens have no axe violations and no sideways
 * scroll.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { GOOD_PASSWORD, waitFor } from "../api/staff_fixtures.ts";
import { axeViolations } from "../helpers/axe.ts";

const INVITEE_PASSWORD = "juniper lighthouse saddle meadow";

async function expectCleanScreen(page: Page, screen: string) {
  assert.deepEqual(await axeViolations(page), [], `axe on ${screen}`);
  const sideways = await page.evaluate(() =>
    document.documentElement.scrollWidth - document.documentElement.clientWidth
  );
  assert.ok(sideways <= 1, `${screen} scrolls sideways by ${sideways}px`);
}

/** The text of the first .eml in `dir` whose name starts with `prefix`, quoted-printable undone. */
async function mailFile(dir: string, prefix: string): Promise<string> {
  let found: string | undefined;
  await waitFor(async () => {
    const names = await Array.fromAsync(Deno.readDir(dir)).catch(() => []);
    found = names.map((entry) => entry.name).find((name) =>
      name.startsWith(prefix) && name.endsWith(".eml")
    );
    return found !== undefined;
  });
  return (await Deno.readTextFile(join(dir, found!))).replace(/=\r?\n/g, "").replace(
    /=([0-9A-F]{2})/g,
    (_, hex: string) => String.fromCharCode(parseInt(hex, 16)),
  );
}

Deno.test({
  name:
    "accounts: invite from the keyboard, accept from the e-mailed link, disable ends the session",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
      const mailDir = join(server.dir, "mail");

      // The admin, at 1440 px.
      const admin = await openPage(browser, { width: 1440, height: 900 });
      const page = admin.page;
      await page.goto(`${server.origin}/admin/login`);
      await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
      await page.getByRole("textbox", { name: "E-mail address" }).fill("alice@example.com");
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("navigation", { name: "Staff screens" }).getByRole("link", {
        name: "Accounts",
      }).click();
      await page.getByRole("heading", { name: "Staff accounts", level: 1 }).waitFor();
      await waitForHydration(page);
      await page.getByRole("listitem", { name: "alice@example.com" }).waitFor();
      await expectCleanScreen(page, "/admin/staff");

      // Invite from the keyboard: type the address, Tab past the role (Editor is chosen) to the
      // button, Enter.
      const email = page.getByRole("textbox", { name: "E-mail address" });
      await email.focus();
      await page.keyboard.type("nina@example.com");
      await page.keyboard.press("Tab");
      assert.equal(await page.getByRole("combobox", { name: "Role" }).inputValue(), "editor");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({ hasText: "Invitation sent to nina@example.com" })
        .waitFor();
      const row = page.getByRole("listitem", { name: "nina@example.com" });
      await row.getByText("Invitation sent").waitFor();
      await row.getByText("Editor").waitFor();

      // The invitee reads the e-mail and opens the link on a phone.
      const mail = await mailFile(mailDir, "account-link.");
      assert.match(mail, /^To: nina@example\.com$/m);
      assert.ok(mail.includes("alice@example.com has invited you"));
      const url = mail.match(/https?:\/\/\S+\/admin\/password\?token=[A-Za-z0-9_-]{43}/)?.[0];
      assert.ok(url, "the link is in the e-mail");
      const invitee = await openPage(browser, { width: 390, height: 844 });
      await invitee.page.goto(url);
      await invitee.page.getByRole("heading", { name: "Set up your staff account" }).waitFor();
      await invitee.page.getByText("For nina@example.com.").waitFor();
      await waitForHydration(invitee.page);
      await expectCleanScreen(invitee.page, "/admin/password");
      await invitee.page.getByLabel("New password").fill("password1234");
      await invitee.page.getByLabel("Repeat the password").fill("password1234");
      await invitee.page.getByRole("button", { name: "Set password" }).click();
      await invitee.page.getByRole("alert").filter({ hasText: "Password is too common" }).waitFor();
      await invitee.page.getByLabel("New password").fill(INVITEE_PASSWORD);
      await invitee.page.getByLabel("Repeat the password").fill(INVITEE_PASSWORD);
      await invitee.page.getByRole("button", { name: "Set password" }).click();
      await invitee.page.getByRole("status").filter({ hasText: "Your password is set." }).waitFor();
      await invitee.page.getByRole("link", { name: "Sign in" }).click();
      await invitee.page.getByRole("button", { name: "Sign in" }).and(
        invitee.page.locator(":enabled"),
      ).waitFor();
      await invitee.page.getByRole("textbox", { name: "E-mail address" }).fill("nina@example.com");
      await invitee.page.getByLabel("Password").fill(INVITEE_PASSWORD);
      await invitee.page.getByRole("button", { name: "Sign in" }).click();
      // An editor starts on the content screens.
      await invitee.page.waitForURL(`${server.origin}/admin/content`);

      // The link works once.
      await invitee.page.goto(url);
      await invitee.page.getByRole("heading", { name: "This link cannot be used" }).waitFor();
      await invitee.page.getByText("This link has already been used.").waitFor();

      // The admin disables the account from the keyboard; focus stays on the button.
      await page.reload();
      await waitForHydration(page);
      const active = page.getByRole("listitem", { name: "nina@example.com" });
      await active.getByText("Active").waitFor();
      await active.getByRole("button", { name: "Disable" }).focus();
      await page.keyboard.press("Enter");
      await page.getByRole("status").filter({
        hasText: "nina@example.com is disabled and signed out everywhere.",
      }).waitFor();
      await active.getByText("Disabled").waitFor();
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        "Enable",
        "focus stays on the button that was used",
      );

      // The invitee's open session is refused on its next request.
      await invitee.page.goto(`${server.origin}/admin/content`);
      await invitee.page.waitForURL(`${server.origin}/admin/login?expired=1`);
      await invitee.page.getByText("Your session has ended. Please sign in again.").waitFor();

      assert.deepEqual(admin.errors, []);
      // The refused password is a 400 the browser logs as a failed resource.
      assert.deepEqual(
        invitee.errors.filter((error) => !error.includes("status of 400")),
        [],
      );
    });
  },
});
