/**
 * The staff screens at 390 and 1440 px: starts a throwaway site with sample enquiries and a test
 * clock, signs in as an admin, and writes full-page PNGs of the sign-in page, the enquiry list, an
 * open enquiry, an enquiry with its e-mail conversation, the bulk-send confirmation, the audit log, the analytics dashboard, the search
 * curation screen, the accounts screen after an invitation, the page its e-mailed link opens, the
 * content list, an article in the editor and its media library, a brand with an uploaded logo and
 * an editor's refusal on an admin's screen into a folder, running axe (WCAG 2.0–2.2 A/AA,
 * `tests/helpers/axe.ts`) on each and reporting sideways scrolling. For looking at
 * the staff area; the assertions live in tests/e2e/.
 *
 * Usage: `deno task screenshots:staff [folder]` (default `screenshots/staff`).
 */
import sharp from "sharp";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { GOOD_PASSWORD, sampleEnquiry, testClock } from "../tests/api/staff_fixtures.ts";
import { launchBrowser, openPage, waitForHydration } from "../tests/helpers/browser.ts";
import { startTestServer } from "../tests/helpers/test_app.ts";
import { axeViolations } from "../tests/helpers/axe.ts";

const WIDTHS = [390, 1440] as const;
const HOUR = 60 * 60_000;

const SAMPLE = [
  ["Priya Shah", "Northern Snacks Ltd", "distribution"],
  ["Tom Baker", "Baker & Sons Beverages", "marketing"],
  ["Erin Moss", "Moss Wellness GmbH", "partnership"],
  ["Jonas Lindqvist", "Nordic Fizz AB", "distribution"],
  ["Aisha Okafor", "Okafor Foods", "other"],
  ["Mateusz Kowalczyk-Wiśniewski", "Polskie Przekąski Sp. z o.o.", "partnership"],
] as const;

const out = Deno.args[0] ?? "screenshots/staff";
await Deno.mkdir(out, { recursive: true });
const clock = testClock(Date.UTC(2026, 10, 23, 10));
const server = await startTestServer({
  now: clock.now,
  overrides: { mail: { worker: { pollIntervalMs: 200, log: () => {} } } },
});
await server.staff.accounts.create("alice@crownbridge.co.uk", GOOD_PASSWORD);
await server.staff.accounts.create("ben@crownbridge.co.uk", GOOD_PASSWORD);
await server.staff.accounts.create("erin.editor@crownbridge.co.uk", GOOD_PASSWORD, {
  role: "editor",
});
await server.staff.accounts.create("former.colleague@crownbridge.co.uk", GOOD_PASSWORD);
await server.staff.accounts.setDisabled("former.colleague@crownbridge.co.uk", true);
await server.staff.accounts.create("eve@crownbridge.co.uk", GOOD_PASSWORD, { role: "editor" });
const enquiryIds: string[] = [];
for (const [name, company, interest] of SAMPLE) {
  const email = `${name.split(" ")[0]!.toLowerCase()}@example.com`;
  enquiryIds.push(
    (await server.enquiries.create(sampleEnquiry({ name, company, interest, email })))
      .record.id,
  );
  clock.advance(3 * HOUR);
}
// A conversation on the second enquiry: a staff reply and the enquirer's answer (with an
// attachment the receiver did not keep), as the inbound receiver would thread it.
clock.set(Date.UTC(2026, 10, 24, 9, 40));
await server.replies.replies.send(
  enquiryIds[1]!,
  "Dear Tom,\n\nThank you for your enquiry. We would be glad to look at your range: could you send the current price list and your UK volumes for last year?\n\nKind regards,\nBen",
  "ben@crownbridge.co.uk",
);
for (
  const [title, text] of [
    ["Thank you: price list", "Dear {name},\n\nThank you for your enquiry {reference}."],
    ["Not a fit for us", "Dear {name},\n\nThank you for thinking of us."],
  ] as const
) {
  await server.replies.savedReplies.add(
    { title, text },
    { actor: "ben@crownbridge.co.uk", at: clock.now() },
    (condition) =>
      server.staff.audit.entryWhen(condition, "ben@crownbridge.co.uk", "saved_reply_added", title),
  );
}
clock.set(Date.UTC(2026, 10, 24, 14, 5));
await server.replies.replies.receive({
  answers: [],
  subject: "Re: Your enquiry [CB-2026-000002]",
  sender: "tom@example.com",
  text: "Hi Ben,\n\nVolumes were about 40 pallets a month. The price list is attached.\n\nTom",
  note: "1 attachment was not kept: price-list-2026.pdf",
});
clock.set(Date.UTC(2026, 10, 26, 11)); // Thursday: the first enquiry is past its due time
// Questions search declined, and a synonym and a pin, for /admin/search.
const MISSES = [
  ["Where are your godowns?", 7],
  ["Do you ship skids to Northern Ireland? call me on 07700 900123", 3],
  ["Can you handle motorway haulage for chilled confectionery lines into Scotland and Wales?", 2],
  ["what's the best football team", 1],
] as const;
for (const [question, times] of MISSES) {
  for (let n = 0; n < times; n++) {
    await server.searchCuration.store.recordMiss(question, "no-answer");
    clock.advance(HOUR);
  }
}
await server.searchCuration.store.addSynonym(["skid", "pallet"], "alice@crownbridge.co.uk");
await server.searchCuration.store.addPin(
  "minimum order",
  "/contact",
  "alice@crownbridge.co.uk",
);
await server.searchCuration.refresh();
// Uploads for the media library: two in use by brands, one not used yet.
const LIBRARY = [
  ["#23295a", "#5b8def", "Northern Snacks logo"],
  ["#8a3f06", "#f6c77d", "Nordic Fizz bottle on a chilled shelf"],
  ["#1d6b52", "#b8e0c8", ""],
] as const;
for (const [from, to, alt] of LIBRARY) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/>
    <stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="500" fill="url(#g)"/><circle cx="560" cy="250" r="120" fill="#fff"
    fill-opacity="0.35"/></svg>`;
  const png = new Uint8Array(await sharp(new TextEncoder().encode(svg)).png().toBuffer());
  const image = await server.content.images.upload(png, "erin.editor@crownbridge.co.uk");
  if (alt) {
    await server.content.store.create(
      "brands",
      {
        name: alt.split(" ").slice(0, 2).join(" "),
        category: "Snacks",
        imageId: image.id,
        imageAlt: alt,
      },
      { status: "published" },
      "erin.editor@crownbridge.co.uk",
    );
  }
}

const findings: string[] = [];

async function shoot(page: Page, name: string, width: number) {
  // The working screen: until hydrated its controls are disabled, with a note (ADR 0040).
  await waitForHydration(page);
  // A full-page shot never scrolls, so a lazy image below the fold would show as a blank box.
  await page.evaluate(() => {
    for (const image of document.querySelectorAll("img[loading=lazy]")) {
      (image as HTMLImageElement).loading = "eager";
    }
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // From the top, as a person arriving sees it (sticky parts would be drawn where a click left them).
  await page.evaluate(() => globalThis.scrollTo(0, 0));
  const file = `${out}/${name}-${width}.png`;
  await page.screenshot({ path: file, fullPage: true });
  for (const violation of await axeViolations(page)) findings.push(`${file}: axe ${violation}`);
  const sideways = await page.evaluate(() =>
    document.documentElement.scrollWidth - document.documentElement.clientWidth
  );
  if (sideways > 1) findings.push(`${file}: scrolls sideways by ${sideways}px`);
  console.log(file);
}

/** The link of the invitation e-mailed to `email` (an .eml: the site has no SMTP server). */
async function invitationLink(email: string): Promise<string> {
  const dir = join(server.dir, "mail");
  for (let tries = 0; tries < 100; tries++) {
    for (const entry of await Array.fromAsync(Deno.readDir(dir)).catch(() => [])) {
      if (!entry.name.startsWith("account-link.")) continue;
      const text = (await Deno.readTextFile(join(dir, entry.name))).replace(/=\r?\n/g, "")
        .replaceAll("=3D", "=");
      const link = text.match(/https?:\/\/\S+\/admin\/password\?token=[A-Za-z0-9_-]{43}/)?.[0];
      if (text.includes(`To: ${email}`) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No invitation e-mailed to ${email}`);
}

async function signIn(page: Page, email: string) {
  await page.goto(`${server.origin}/admin/login`);
  await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
  await page.getByRole("textbox", { name: "E-mail address" }).fill(email);
  await page.getByLabel("Password").fill(GOOD_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname !== "/admin/login");
}

const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    const { page, errors } = await openPage(browser, { width, height: 900 });
    await page.goto(`${server.origin}/admin/login`);
    await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
    await shoot(page, "login", width);
    await signIn(page, "alice@crownbridge.co.uk");
    await page.getByRole("heading", { name: `Contact Submissions (${SAMPLE.length})` }).waitFor();
    await shoot(page, "enquiries", width);
    await page.getByRole("link", { name: /Priya Shah/ }).click();
    const detail = page.getByRole("article", { name: "Priya Shah" });
    await detail.getByLabel("Owner").selectOption("ben@crownbridge.co.uk");
    await detail.getByRole("button", { name: "Save" }).click();
    await detail.getByText("Saved.").waitFor();
    await detail.getByLabel("Add a note").fill("Called back; sending the trade terms today.");
    await detail.getByRole("button", { name: "Add note" }).click();
    await detail.getByText("Note added.").waitFor();
    await shoot(page, "enquiry-open", width);
    await page.goto(`${server.origin}/admin?open=${enquiryIds[1]}`);
    await page.getByRole("heading", { name: "Conversation (2)" }).waitFor();
    await shoot(page, "enquiry-thread", width);
    // From 1024 px the open enquiry scrolls in its own pane: the reply form and the saved replies,
    // as staff scroll to them.
    await page.getByText("Saved replies (2)").click();
    await page.getByRole("button", { name: "Save reply box as saved reply" })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/enquiry-thread-reply-${width}.png` });
    await page.goto(`${server.origin}/admin`);
    await waitForHydration(page);
    // The first Tab: the skip link past the filters to the list (ADR 0040).
    await page.keyboard.press("Tab");
    await page.screenshot({ path: `${out}/enquiries-skip-link-${width}.png` });
    await page.getByRole("button", { name: "Send All Contact Submissions" }).click();
    await page.getByRole("button", { name: /^Send \d+ e-mails?$/ }).waitFor();
    await shoot(page, "bulk-send-confirm", width);
    for (const path of ["/admin/audit", "/admin/analytics", "/admin/search"]) {
      await page.goto(`${server.origin}${path}`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await shoot(page, path.slice(1).replaceAll("/", "-"), width);
    }
    // The accounts screen after an invitation, and the page its e-mailed link opens.
    await page.goto(`${server.origin}/admin/staff`);
    await page.getByRole("listitem", { name: "alice@crownbridge.co.uk" }).waitFor();
    await waitForHydration(page);
    const invitee = `new.starter.${width}@crownbridge.co.uk`;
    await page.getByRole("textbox", { name: "E-mail address" }).fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await page.getByRole("listitem", { name: invitee }).waitFor();
    await shoot(page, "admin-staff", width);
    const visitor = await openPage(browser, { width, height: 900 });
    await visitor.page.goto(await invitationLink(invitee));
    await visitor.page.getByRole("heading", { name: "Set up your staff account" }).waitFor();
    await shoot(visitor.page, "admin-password", width);
    await visitor.page.context().close();
    // The content screens: the list, and an article open in the editor.
    await page.goto(`${server.origin}/admin/content`);
    await page.getByRole("heading", { level: 2, name: /Insights/ }).waitFor();
    await shoot(page, "admin-content", width);
    await page.locator("a[href^='/admin/content/insights/']:not([href$='/new'])").first().click();
    await page.getByRole("textbox", { name: "Title" }).waitFor();
    await shoot(page, "admin-content-edit", width);
    await page.getByRole("button", { name: "Choose from library" }).click();
    await page.getByRole("dialog", { name: "Choose an image" }).locator(".content-library img")
      .first().waitFor();
    await shoot(page, "admin-content-library", width);
    await page.keyboard.press("Escape");
    // The body's image dialog, and the library over it.
    await page.getByRole("toolbar", { name: "Formatting" })
      .getByRole("button", { name: "Insert image" }).click();
    const imageDialog = page.getByRole("dialog", { name: "Insert an image" });
    await shoot(page, "admin-content-body-image", width);
    await imageDialog.getByRole("button", { name: "Choose from library" }).click();
    await page.getByRole("dialog", { name: "Choose an image" }).locator(".content-library img")
      .first().waitFor();
    await shoot(page, "admin-content-body-library", width);
    await page.getByRole("dialog", { name: "Choose an image" })
      .getByRole("button", { name: /^Use / }).first().click();
    await imageDialog.locator(".content-dialog__preview").waitFor();
    await shoot(page, "admin-content-body-image-chosen", width);
    await page.keyboard.press("Escape");
    // The insight categories: the managed list and one entry's screen (ADR 0041).
    await page.goto(`${server.origin}/admin/content?collection=insight-categories`);
    await page.getByRole("link", { name: "Distribution", exact: true }).waitFor();
    await shoot(page, "admin-content-categories", width);
    await page.getByRole("link", { name: "Distribution", exact: true }).click();
    await page.getByRole("textbox", { name: "Name" }).waitFor();
    await shoot(page, "admin-content-category-edit", width);
    // Before hydration (the app's chunks held back): controls disabled, and a note says why.
    let release = () => {};
    const held = new Promise<void>((resolve) => release = resolve);
    await page.route(/\/assets\/(client|chunk)-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      // A request the next navigation cancelled is already handled.
      await route.continue().catch(() => {});
    });
    await page.goto(`${server.origin}/admin/staff`, { waitUntil: "load" });
    await page.getByText("Getting this screen ready…").waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/admin-staff-before-hydration-${width}.png` });
    release();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    // A brand whose logo is an upload: the field shows it from its renditions.
    await page.goto(`${server.origin}/admin/content?collection=brands`);
    await page.getByRole("link", { name: "Northern Snacks" }).click();
    await page.getByRole("img", { name: "Current image" }).waitFor();
    await shoot(page, "admin-content-brand", width);
    await page.context().close();
    if (errors.length) findings.push(`${width}px console errors: ${errors.join(" / ")}`);
    // An editor on an admin's screen: the refusal inside the staff shell (403).
    const editor = await openPage(browser, { width, height: 900 });
    await signIn(editor.page, "eve@crownbridge.co.uk");
    await editor.page.goto(`${server.origin}/admin/audit`);
    await editor.page.getByRole("heading", { level: 1 }).waitFor();
    await shoot(editor.page, "editor-refused", width);
    await editor.page.context().close();
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(findings.length ? findings.join("\n") : "No axe violations, no sideways scrolling");
