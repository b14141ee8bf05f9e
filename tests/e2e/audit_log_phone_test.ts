/**
 * The audit log on a phone (docs/requirements.md#audit-log): at 390 px every entry reads without
 * sideways scrolling, neither of the page nor of the log itself, each value beside its label.
 */
import assert from "node:assert/strict";
import { GOOD_PASSWORD } from "../api/staff_fixtures.ts";
import { BROWSER_TEST, openPage } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

const ADMIN = "alice.mcallister-fotheringham@crownbridge.co.uk";

Deno.test({
  name: "the audit log reads at 390 px without sideways scrolling",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create(ADMIN, GOOD_PASSWORD);
      const { record } = await server.enquiries.create({
        name: "Mateusz Kowalczyk-Wiśniewski",
        email: "mateusz@example.com",
        company: "Polskie Przekąski Sp. z o.o.",
        phone: "+48 22 123 45 67",
        interest: "partnership",
        message: "We would like to talk about UK distribution of our snacks.",
        source: "contact",
      });
      await server.staff.audit.record(
        ADMIN,
        "owner_change",
        `Nobody → ${ADMIN}`,
        { enquiry: { id: record.id, reference: record.reference } },
      );
      await server.staff.audit.record(
        ADMIN,
        "export",
        "1 enquiries (filters: interest=partnership)",
      );

      const { page, errors } = await openPage(browser, { width: 390, height: 844 });
      await page.goto(`${server.origin}/admin/login`);
      await page.getByRole("textbox", { name: "E-mail address" }).fill(ADMIN);
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL((url) => url.pathname !== "/admin/login");
      await page.goto(`${server.origin}/admin/audit`);
      const log = page.getByRole("region", { name: "Audit log" });
      await log.getByText(record.reference).waitFor();

      const overflow = await page.evaluate(() => {
        const region = document.querySelector(".table-scroll")!;
        return {
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          log: region.scrollWidth - region.clientWidth,
        };
      });
      assert.deepEqual(overflow, { page: 0, log: 0 }, "px of sideways scrolling");
      // Each value is still named: the column's label is read beside it.
      const entry = page.getByRole("row").filter({ hasText: record.reference });
      assert.match(await entry.innerText(), /Enquiry\s+Mateusz Kowalczyk-Wiśniewski/);
      assert.deepEqual(errors, []);
    });
  },
});
