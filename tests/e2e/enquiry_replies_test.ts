/**
 * Replies in the thread (docs/requirements.md#enquiry-thread), walked in Chromium: staff open an
 * enquiry, write a reply and see it in the conversation with its sending state; the e-mail (an
 * .eml, SMTP being unset) carries the reference in its subject and Reply-To the inbound address;
 * a saved reply, saved from the reply box, fills it with the enquirer's name and reference;
 * the enquirer's answer, delivered over SMTP to the inbound receiver, shows in the conversation as
 * text (its HTML never rendered) once the page is reloaded. No axe violations, no sideways scroll.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { axeViolations } from "../helpers/axe.ts";
import { freePort, GOOD_PASSWORD, sampleEnquiry, waitFor } from "../api/staff_fixtures.ts";

const INBOUND = "replies@crownbridge.co.uk";

/** The .eml file in `dir` whose name starts with `prefix`, decoded (quoted-printable). */
async function mailFile(dir: string, prefix: string): Promise<string> {
  let found: string | undefined;
  await waitFor(async () => {
    const names = await Array.fromAsync(Deno.readDir(dir)).catch(() => []);
    found = names.map((entry) => entry.name).find((name) => name.startsWith(prefix));
    return found !== undefined;
  });
  return (await Deno.readTextFile(join(dir, found!))).replace(/=\r?\n/g, "").replaceAll("=3D", "=");
}

for (const width of [390, 1440]) {
  Deno.test({
    name:
      `enquiry thread at ${width} px: staff write a reply and see it, then the enquirer's answer`,
    ...BROWSER_TEST,
    async fn() {
      const port = freePort();
      await withSiteAndBrowser(async ({ server, browser }) => {
        await server.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
        const { record } = await server.enquiries.create(sampleEnquiry());
        await server.replies.receiver!.listening();

        const { page, errors } = await openPage(browser, { width, height: 900 });
        await page.goto(`${server.origin}/admin/login`);
        await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
        await page.getByRole("textbox", { name: "E-mail address" }).fill("alice@example.com");
        await page.getByLabel("Password").fill(GOOD_PASSWORD);
        await page.getByRole("button", { name: "Sign in" }).click();
        await page.waitForURL((url) => url.pathname === "/admin");
        await page.goto(`${server.origin}/admin?open=${record.id}`);
        await waitForHydration(page);
        const detail = page.getByRole("article", { name: "Priya Shah" });
        await detail.getByRole("heading", { name: "Conversation (0)" }).waitFor();

        // An empty reply is refused with the field's message.
        await detail.getByRole("button", { name: "Send reply" }).click();
        await detail.getByRole("alert").filter({ hasText: "Reply cannot be empty" }).waitFor();

        // A saved reply for common answers: saved from the reply box, then picked to fill it.
        const box = detail.getByLabel("Reply to Priya Shah");
        await box.fill("Dear {name},\n\nThank you for enquiry {reference}.");
        await detail.getByText("Saved replies (0)").click();
        await detail.getByLabel("Title", { exact: true }).fill("Thank you");
        await detail.getByRole("button", { name: "Save reply box as saved reply" }).click();
        await detail.getByText("Saved replies (1)").waitFor();
        await box.fill("");
        await detail.getByLabel("Start from a saved reply").selectOption({ label: "Thank you" });
        assert.equal(
          await box.inputValue(),
          `Dear Priya Shah,\n\nThank you for enquiry ${record.reference}.`,
        );

        const text = "Dear Priya,\n\nThank you. Could we call you on Tuesday at 10:00?\n\nAlice";
        await box.fill(text);
        await detail.getByRole("button", { name: "Send reply" }).click();
        await detail.getByRole("heading", { name: "Conversation (1)" }).waitFor();
        await detail.getByRole("status").filter({ hasText: "Reply saved and queued for sending." })
          .waitFor();
        const message = detail.locator(".thread__message--out");
        assert.match((await message.locator(".thread__by").textContent()) ?? "", /^You replied, /);
        assert.equal(await message.locator(".thread__text").textContent(), text);
        assert.equal(await detail.getByLabel("Reply to Priya Shah").inputValue(), "");
        // A reply answers the New enquiry; the status control follows.
        assert.equal(await detail.getByLabel("Status").inputValue(), "answered");

        const eml = await mailFile(join(server.dir, "mail"), "reply.");
        assert.match(eml, /^To: priya\.shah@example\.co\.uk$/m);
        assert.match(eml, new RegExp(`^Reply-To: ${INBOUND.replace(".", "\\.")}$`, "m"));
        assert.ok(eml.includes(`[${record.reference}]`), "the reference is in the subject");
        const messageId = /^Message-ID: (<reply\.[^>]+>)$/m.exec(eml)?.[1];
        assert.ok(messageId, "the reply has its Message-ID");

        // The enquirer answers; their mail server relays it to the receiver.
        const transport = nodemailer.createTransport({ host: "127.0.0.1", port, ignoreTLS: true });
        await transport.sendMail({
          from: "Priya Shah <priya.shah@example.co.uk>",
          to: INBOUND,
          subject: `Re: Your enquiry [${record.reference}]`,
          inReplyTo: messageId,
          html: "<p>Tuesday suits. <b>Call</b> 020 7946 0000.</p><img src=x onerror=alert(1)>",
        });
        transport.close();
        await page.reload();
        await detail.getByRole("heading", { name: "Conversation (2)" }).waitFor();
        const answer = detail.locator(".thread__message--in");
        assert.match(
          (await answer.locator(".thread__by").textContent()) ?? "",
          /^priya\.shah@example\.co\.uk answered, /,
        );
        assert.match(
          (await answer.locator(".thread__text").textContent()) ?? "",
          /^Tuesday suits\. Call 020 7946 0000\./,
        );
        assert.equal(await answer.locator("b, img").count(), 0, "nothing of the e-mail is HTML");
        assert.equal(await detail.getByLabel("Status").inputValue(), "in_progress", "reopened");

        assert.deepEqual(await axeViolations(page), [], "axe on the enquiry with its reply");
        const sideways = await page.evaluate(() =>
          document.documentElement.scrollWidth - document.documentElement.clientWidth
        );
        assert.ok(sideways <= 1, `scrolls sideways by ${sideways}px`);
        assert.deepEqual(errors, []);
      }, {
        env: { INBOUND_SMTP_PORT: String(port), INBOUND_REPLY_ADDRESS: INBOUND },
        overrides: { mail: { worker: { pollIntervalMs: 100, log: () => {} } } },
      });
    },
  });
}
