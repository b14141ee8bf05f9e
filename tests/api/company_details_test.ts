/**
 * The company details staff publish (ADR 0014, docs/requirements.md#contact, #footer): a fresh
 * start prints the spec's inbox, postal address and office hours; a changed address, inbox or
 * hours is on /contact, in the footer, in the `Organization` JSON-LD, on the legal pages and in
 * search without a restart; bad values answer 400 naming the field and change nothing.
 */
import assert from "node:assert/strict";
import { companyContactStatements, companyHoursSummaryRemoval } from "../../server/content/seed.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import { postEnquiry, VALID_ENQUIRY } from "./enquiry_fixtures.ts";
import { GOOD_PASSWORD, sameOriginJson, signInCookie } from "./staff_fixtures.ts";

const COMPANY = "/api/staff/content/company/company";

async function adminSession(app: TestApp): Promise<string> {
  await app.staff.accounts.create("editor@example.com", GOOD_PASSWORD, { role: "editor" });
  return await signInCookie(app.app, "editor@example.com");
}

async function send(app: TestApp, cookie: string, method: string, body?: unknown) {
  const response = await app.app.request(COMPANY, {
    method,
    headers: sameOriginJson(cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function html(app: TestApp, path: string): Promise<string> {
  const response = await app.app.request(path);
  assert.equal(response.status, 200, path);
  // React separates adjacent text with empty comments; a reader sees one run of text.
  return (await response.text()).replaceAll("<!-- -->", "");
}

/** The part of a page between two markers (the contact card, the footer). */
function part(page: string, from: string, to: string): string {
  const start = page.indexOf(from);
  assert.ok(start >= 0, `${from} not on the page`);
  const end = page.indexOf(to, start);
  return page.slice(start, end < 0 ? undefined : end);
}

function contactCard(page: string): string {
  return part(page, 'class="contact-card"', "</ul>");
}

function footer(page: string): string {
  return part(page, '<footer class="site-footer"', "</footer>");
}

/** The `Organization` node of a page's JSON-LD. */
function organization(page: string): Record<string, unknown> {
  for (
    const match of page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)
  ) {
    const node = JSON.parse(match[1]!) as Record<string, unknown>;
    if (node["@type"] === "Organization") return node;
  }
  throw new Error("no Organization node");
}

async function searchSources(app: TestApp, query: string): Promise<string[]> {
  const response = await app.app.request("/api/search", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": crypto.randomUUID() },
    body: JSON.stringify({ query }),
  });
  const answer = await response.json() as { answer?: string; sources?: { url: string }[] };
  return [answer.answer ?? "", ...(answer.sources ?? []).map((source) => source.url)];
}

const CHANGED = {
  email: "hello@crownbridge-foods.co.uk",
  streetAddress: "Building 3, Stockley Park",
  locality: "Uxbridge",
  region: "England",
  postcode: "ub11 1aa",
  officeHours:
    "Monday to Thursday: 8:30 AM to 6:00 PM\nFriday: 8:30 AM to 4:00 PM\nWeekends: Closed",
};

Deno.test("a fresh start prints the spec's inbox, postal address and office hours", async () => {
  const app = await createTestApp({ background: false });
  try {
    const contact = await html(app, "/contact");
    const card = contactCard(contact);
    assert.match(
      card,
      /href="mailto:enquiries@crownbridge\.co\.uk">enquiries@crownbridge\.co\.uk</,
    );
    assert.match(card, /Unit 7a, Pump Lane<br\/>Hayes, England<br\/>UB3 3NB/);
    assert.match(card, /<dt>Monday to Friday<\/dt><dd>9:00 AM to 5:30 PM<\/dd>/);
    assert.match(card, /<dt>Saturday and Sunday<\/dt><dd>Closed<\/dd>/);
    const foot = footer(contact);
    assert.match(foot, /Unit 7a, Pump Lane<br\/>Hayes, England<br\/>UB3 3NB/);
    assert.match(foot, />enquiries@crownbridge\.co\.uk</);
    assert.match(foot, /Mon-Fri: 9:00 AM - 5:30 PM, Weekend: Closed/);
    const home = await html(app, "/");
    assert.match(home, /Unit 7a, Pump Lane, Hayes, England, UB3 3NB/);
    assert.match(home, /Monday to Friday: 9:00 AM to 5:30 PM\. Saturday and Sunday: Closed/);
    const org = organization(home);
    assert.equal(org.email, "enquiries@crownbridge.co.uk");
    assert.deepEqual(org.address, {
      "@type": "PostalAddress",
      streetAddress: "Unit 7a, Pump Lane",
      addressLocality: "Hayes",
      addressRegion: "England",
      postalCode: "UB3 3NB",
      addressCountry: "GB",
    });
    assert.match(await html(app, "/terms"), /of Unit 7a, Pump Lane, Hayes, England, UB3 3NB\./);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a changed inbox, address and hours are on /contact, the footer, JSON-LD, /terms and search without a restart", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await adminSession(app);
    const current = await send(app, cookie, "GET");
    const saved = await send(app, cookie, "PATCH", { version: current.body.version, ...CHANGED });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.postcode, "UB11 1AA", "postcodes are stored in capitals");

    const contact = await html(app, "/contact");
    const card = contactCard(contact);
    assert.match(card, /mailto:hello@crownbridge-foods\.co\.uk/);
    assert.match(card, /Building 3, Stockley Park<br\/>Uxbridge, England<br\/>UB11 1AA/);
    assert.match(card, /<dt>Monday to Thursday<\/dt><dd>8:30 AM to 6:00 PM<\/dd>/);
    assert.match(card, /<dt>Friday<\/dt><dd>8:30 AM to 4:00 PM<\/dd>/);
    assert.doesNotMatch(
      contact,
      /enquiries@crownbridge\.co\.uk|Pump Lane|UB3 3NB|Monday to Friday/,
    );
    const foot = footer(await html(app, "/insights"));
    assert.match(foot, /Building 3, Stockley Park<br\/>Uxbridge, England<br\/>UB11 1AA/);
    assert.match(foot, />hello@crownbridge-foods\.co\.uk</);
    // The footer's line is the same hours, shortened: one field, two places.
    assert.match(foot, /Mon-Thu: 8:30 AM - 6:00 PM, Fri: 8:30 AM - 4:00 PM, Weekends: Closed/);
    assert.doesNotMatch(foot, /Mon-Fri/);

    const home = await html(app, "/");
    const org = organization(home);
    assert.equal(org.email, "hello@crownbridge-foods.co.uk");
    assert.equal((org.address as Record<string, string>).postalCode, "UB11 1AA");
    assert.equal(
      (org.contactPoint as Record<string, string>).email,
      "hello@crownbridge-foods.co.uk",
    );
    const terms = await html(app, "/terms");
    assert.match(terms, /of Building 3, Stockley Park, Uxbridge, England, UB11 1AA\./);
    assert.match(terms, /mailto:hello@crownbridge-foods\.co\.uk/);
    assert.doesNotMatch(terms, /\{email\}|\{postalAddress\}/);

    // The search index is rebuilt off the request path; it answers from the new details.
    let sources: string[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      sources = await searchSources(app, "office address Stockley Park Uxbridge");
      if (sources.some((source) => source.endsWith("/contact") || source.includes("/contact#"))) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(sources.some((source) => source.includes("/contact")), sources.join(", "));
  } finally {
    await app.cleanup();
  }
});

/** What a reader sees of some markup: its text, tags dropped, entities read, spaces collapsed. */
function visibleText(markup: string): string {
  return markup.replace(/<br\s*\/?>/g, " ").replace(/<[^>]+>/g, " ").replaceAll("&amp;", "&")
    .replace(/\s+/g, " ").trim();
}

/** The home page's "Let's Talk" block: its contact details, before the form. */
function homeContactBlock(page: string): string {
  return part(page, 'class="home-contact__details"', "</ul>");
}

/** The text and HTML of the acknowledgement e-mail sent for the newest enquiry. */
async function acknowledgement(app: TestApp): Promise<string> {
  const response = await postEnquiry(app, VALID_ENQUIRY);
  assert.equal(response.status, 201);
  const stored = await app.db.execute(
    "SELECT payload FROM outbox WHERE kind = 'acknowledgement' ORDER BY created_at DESC LIMIT 1",
  );
  const mail = JSON.parse(String(stored.rows[0]?.payload)) as { text: string; html: string };
  return `${mail.text}\n${visibleText(mail.html)}`;
}

Deno.test("each company contact field staff set is in the footer, the /contact panel, home's Let's Talk block, the JSON-LD and the acknowledgement e-mail", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await adminSession(app);
    const current = await send(app, cookie, "GET");
    const fields = {
      phone: "+44 20 3000 4321",
      email: "office@crownbridge-trade.co.uk",
      streetAddress: "Suite 12, Vista Business Centre",
      locality: "Slough",
      region: "Berkshire",
      postcode: "SL1 4AX",
      officeHours: "Monday to Thursday: 8:30 AM to 6:00 PM\nFriday: 8:30 AM to 3:00 PM",
    };
    const saved = await send(app, cookie, "PATCH", { version: current.body.version, ...fields });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));

    // Each field as each place prints it; the footer shortens the hours to one line.
    const shown = {
      phone: fields.phone,
      email: fields.email,
      streetAddress: fields.streetAddress,
      locality: fields.locality,
      region: fields.region,
      postcode: fields.postcode,
      hours: "8:30 AM to 3:00 PM",
    };
    const contact = await html(app, "/contact");
    const home = await html(app, "/");
    const places: Record<string, string> = {
      "footer": visibleText(footer(home)),
      "/contact panel": visibleText(contactCard(contact)),
      "home Let's Talk": visibleText(homeContactBlock(home)),
      "acknowledgement e-mail": await acknowledgement(app),
    };
    const missing: string[] = [];
    for (const [place, text] of Object.entries(places)) {
      for (const [field, value] of Object.entries(shown)) {
        const wanted = place === "footer" && field === "hours" ? "Fri: 8:30 AM - 3:00 PM" : value;
        if (!text.includes(wanted)) missing.push(`${place}: ${field} (${wanted})`);
      }
    }
    // JSON-LD: schema.org's Organization has no office hours; everything else is there.
    const org = organization(home);
    const address = org.address as Record<string, string>;
    const jsonLd = {
      phone: org.telephone,
      email: org.email,
      streetAddress: address.streetAddress,
      locality: address.addressLocality,
      region: address.addressRegion,
      postcode: address.postalCode,
    };
    for (const [field, value] of Object.entries(jsonLd)) {
      if (value !== shown[field as keyof typeof shown]) {
        missing.push(`JSON-LD: ${field} (${value})`);
      }
    }
    assert.deepEqual(missing, [], "company details a place does not show");
    assert.match(footer(home), /href="tel:\+442030004321"/);
    assert.match(contactCard(contact), /href="tel:\+442030004321"/);
    assert.match(homeContactBlock(home), /href="tel:\+442030004321"/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("bad company details answer 400 naming the field and change nothing", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await adminSession(app);
    const current = await send(app, cookie, "GET");
    const cases: [string, unknown][] = [
      ["email", "enquiries at crownbridge"],
      ["email", ""],
      ["streetAddress", ""],
      ["streetAddress", "x".repeat(101)],
      ["postcode", "12345"],
      ["officeHours", "Open most days"],
      ["officeHours", ""],
      ["officeHours", Array.from({ length: 8 }, (_, i) => `Day ${i}: 9:00 AM`).join("\n")],
    ];
    for (const [field, value] of cases) {
      const answer = await send(app, cookie, "PATCH", {
        version: current.body.version,
        [field]: value,
      });
      assert.equal(answer.status, 400, `${field}=${JSON.stringify(value)}`);
      assert.ok(
        typeof answer.body.fields?.[field] === "string",
        `${field}: ${JSON.stringify(answer.body)}`,
      );
    }
    const after = await send(app, cookie, "GET");
    assert.equal(after.body.version, current.body.version);
    assert.equal(after.body.email, "enquiries@crownbridge.co.uk");
    assert.match(contactCard(await html(app, "/contact")), /Unit 7a, Pump Lane/);
  } finally {
    await app.cleanup();
  }
});

Deno.test("the company e-mail must be one bare mailbox and links https without credentials: a hidden Bcc gets 400 naming the field", async () => {
  const app = await createTestApp({ background: false });
  try {
    const cookie = await adminSession(app);
    const current = await send(app, cookie, "GET");
    const bareOnly = "Use one e-mail address like enquiries@example.co.uk, with nothing after it";
    const https = "Must be an https:// address";
    const credentials = "Must not contain a user name or password";
    const cases: [string, string, string][] = [
      ["email", "enquiries@crownbridge.co.uk?bcc=spy%40evil.example.com", bareOnly],
      ["email", "enquiries@crownbridge.co.uk?cc=spy@evil.example.com", bareOnly],
      ["email", "enquiries@crownbridge.co.uk&bcc=spy@evil.example.com", bareOnly],
      ["email", "enquiries@crownbridge.co.uk,spy@evil.example.com", bareOnly],
      ["email", "enquiries@crownbridge.co.uk#subject", bareOnly],
      ["email", "mailto:enquiries@crownbridge.co.uk", bareOnly],
      ["email", "Crownbridge <enquiries@crownbridge.co.uk>", bareOnly],
      ["email", "enquiries%40crownbridge.co.uk", bareOnly],
      ["linkedinUrl", "https://user:secret@www.linkedin.com/company/crownbridge", credentials],
      ["linkedinUrl", "https://www.linkedin.com@evil.example/", credentials],
      ["linkedinUrl", "http://www.linkedin.com/company/crownbridge", https],
      ["instagramUrl", "javascript:alert(1)//https://instagram.com", https],
      ["facebookUrl", "https://www.facebook .com/crownbridge", https],
    ];
    for (const [field, value, message] of cases) {
      const answer = await send(app, cookie, "PATCH", {
        version: current.body.version,
        [field]: value,
      });
      assert.equal(answer.status, 400, `${field}=${value}`);
      assert.equal(answer.body.fields?.[field], message, `${field}=${value}`);
    }
    const brand = await app.app.request("/api/staff/content/brands", {
      method: "POST",
      headers: sameOriginJson(cookie),
      body: JSON.stringify({
        name: "Nordic Fizz",
        category: "Soft drinks",
        url: "https://nordicfizz.example:pw@evil.example/",
      }),
    });
    assert.equal(brand.status, 400);
    assert.equal((await brand.json()).fields?.url, credentials);
    // Every mailto: link on the pages that print the inbox names it and nothing else.
    for (const path of ["/contact", "/"]) {
      const hrefs = [...(await html(app, path)).matchAll(/href="(mailto:[^"]*)"/g)].map((m) =>
        m[1]
      );
      assert.ok(hrefs.length > 0, path);
      assert.deepEqual(new Set(hrefs), new Set(["mailto:enquiries@crownbridge.co.uk"]), path);
    }
  } finally {
    await app.cleanup();
  }
});

Deno.test("a company document saved before it held contact details gets the spec's, keeping staff's fields", async () => {
  const app = await createTestApp({ background: false });
  try {
    const fields = "'$.email', '$.streetAddress', '$.locality', '$.region', '$.postcode', " +
      "'$.officeHours', '$.hoursSummary'";
    await app.writer.batch([
      `UPDATE content_items SET data = json_set(json_remove(data, ${fields}), '$.phone',
         '+44 20 7946 0000') WHERE id = 'company'`,
      `UPDATE content_revisions SET data = json_remove(data, ${fields}) WHERE item_id = 'company'`,
    ]);
    await app.writer.batch(companyContactStatements());
    await app.content.registry.refresh({ force: true });
    const contact = await html(app, "/contact");
    assert.match(contactCard(contact), /Unit 7a, Pump Lane<br\/>Hayes, England<br\/>UB3 3NB/);
    assert.match(footer(contact), /href="tel:\+442079460000"/, "the phone staff set is kept");
    const cookie = await adminSession(app);
    const revisions = await app.app.request(`${COMPANY}/revisions/1`, {
      headers: sameOriginJson(cookie),
    });
    const revision = await revisions.json() as { item: Record<string, unknown> };
    assert.equal(revision.item.email, "enquiries@crownbridge.co.uk");
  } finally {
    await app.cleanup();
  }
});

Deno.test("a footer hours line stored apart from the office hours is dropped: the footer follows the office hours", async () => {
  const app = await createTestApp({ background: false });
  try {
    // A document from before the footer's line was worked out, whose two fields disagree.
    await app.writer.batch([
      `UPDATE content_items SET data = json_set(data, '$.hoursSummary', 'Mon-Sat: 8:00 AM - 8:00 PM')
         WHERE id = 'company'`,
    ]);
    await app.writer.batch(companyHoursSummaryRemoval());
    await app.content.registry.refresh({ force: true });
    const stored = await app.db.execute(
      "SELECT json_type(data, '$.hoursSummary') AS kind, version FROM content_items WHERE id = 'company'",
    );
    assert.equal(stored.rows[0]?.kind, null, "the separate field is gone");
    assert.equal(stored.rows[0]?.version, 1, "the version an open editor names is unchanged");
    const contact = await html(app, "/contact");
    assert.match(footer(contact), /Mon-Fri: 9:00 AM - 5:30 PM, Weekend: Closed/);
    assert.doesNotMatch(contact, /Mon-Sat/);
    assert.match(contactCard(contact), /<dt>Monday to Friday<\/dt><dd>9:00 AM to 5:30 PM<\/dd>/);
  } finally {
    await app.cleanup();
  }
});
