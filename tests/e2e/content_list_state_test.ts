/**
 * The content list's state filter (docs/decisions/0014-content-publishing.md: drafts, scheduled and
 * published items): "Scheduled" lists what is published with a time still to come, and nothing
 * else; the choice is kept in the address.
 */
import assert from "node:assert/strict";
import { API, article } from "../api/content_api_fixtures.ts";
import { GOOD_PASSWORD } from "../api/staff_fixtures.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";

const EDITOR = "editor@example.com";

Deno.test({
  name: "content list: the Scheduled filter shows only items published for a later time",
  ...BROWSER_TEST,
  async fn() {
    await withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create(EDITOR, GOOD_PASSWORD, { role: "editor" });
      const { page, errors } = await openPage(browser, { width: 1280, height: 900 });
      await page.goto(`${server.origin}/admin/login`);
      await page.getByRole("textbox", { name: "E-mail address" }).fill(EDITOR);
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.origin}/admin/content`);
      // Two insights saved through the API with the editor's session: one scheduled, one draft.
      const create = async (fields: Record<string, unknown>) => {
        const response = await page.request.post(`${server.origin}${API}/insights`, {
          headers: { Origin: server.origin },
          data: fields,
        });
        assert.equal(response.status(), 201, await response.text());
      };
      await create({
        ...article({ slug: "scheduled-one", title: "Scheduled for tomorrow" }),
        status: "published",
        publishAt: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
      });
      await create(article({ slug: "a-draft", title: "Still a draft" }));
      await page.reload();
      await page.getByRole("heading", { level: 2, name: /Insights/ }).waitFor();
      await waitForHydration(page);
      const insights = page.getByRole("region", { name: /Insights/ });
      assert.ok(await insights.getByRole("link").count() > 2, "every insight before filtering");

      await page.getByLabel("State").selectOption({ label: "Scheduled" });
      await page.waitForURL(`${server.origin}/admin/content?state=scheduled`);
      await insights.getByRole("link", { name: "Scheduled for tomorrow" }).waitFor();
      const titles = await insights.locator(".content-row__title").allTextContents();
      assert.deepEqual(titles, ["Scheduled for tomorrow"]);
      assert.match(await insights.locator("h2").textContent() ?? "", /1 item/);
      const faq = page.getByRole("region", { name: /FAQ/ });
      assert.equal(await faq.getByText("Nothing in this state.").count(), 1);
      assert.equal(await page.getByRole("link", { name: "Edit company details" }).count(), 0);

      // Drafts, from the address itself.
      await page.goto(`${server.origin}/admin/content?state=draft&collection=insights`);
      await insights.getByRole("link", { name: "Still a draft" }).waitFor();
      assert.deepEqual(await insights.locator(".content-row__title").allTextContents(), [
        "Still a draft",
      ]);
      assert.equal(await page.getByLabel("State").inputValue(), "draft");
      assert.deepEqual(errors, []);
    });
  },
});
