/**
 * The accounts screen's API (docs/requirements.md#staff-accounts), through the real app: an admin
 * invites by an e-mailed single-use link that expires, the invitee sets a password with the
 * command line's rules and signs in; a used or expired link is refused; a reset link replaces the
 * password and ends the account's sessions; a disabled account's session is refused on its next
 * request; the last enabled admin cannot be demoted or disabled; a demoted or disabled owner's
 * enquiries return to unassigned; every change is in the audit log. The e-mails are read as the
 * outbox's sender reads them (claimed from the outbox).
 */
import assert from "node:assert/strict";
import { DomUtils, parseDocument } from "htmlparser2";
import { PAGE_DATA_ELEMENT_ID } from "../../shared/public_config.tsx";
import type { AuditPage, ContactSubmission } from "../../shared/schemas/staff.ts";
import {
  ACCOUNT_LINK_LIFETIME_MS,
  ACCOUNT_MESSAGES,
  type PasswordPageData,
  type StaffAccountList,
} from "../../shared/schemas/staff_accounts.ts";
import { createTestApp, type TestApp } from "../helpers/test_app.ts";
import {
  GOOD_PASSWORD,
  sameOriginJson,
  sampleEnquiry,
  signInCookie,
  testClock,
} from "./staff_fixtures.ts";

const NEW_PASSWORD = "velvet orchard compass meadow";

async function setUp() {
  const clock = testClock();
  const app = await createTestApp({ now: clock.now, background: false });
  await app.staff.accounts.create("alice@example.com", GOOD_PASSWORD);
  const alice = await signInCookie(app.app, "alice@example.com");
  return { app, clock, alice };
}

function send(
  app: TestApp,
  path: string,
  cookie: string | undefined,
  method: string,
  body?: unknown,
) {
  return app.app.request(path, {
    method,
    headers: sameOriginJson(cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The account links the outbox holds for `to`, as its sender claims them. */
async function mailedLinks(app: TestApp, to: string): Promise<{ url: string; text: string }[]> {
  const rows = await app.mail.outbox.claimDue(50, 60_000);
  const mine = rows.filter((row) => row.message.to === to);
  for (const row of rows) await app.mail.outbox.markSent(row);
  return mine.map((row) => {
    const url = row.message.text.match(/https?:\/\/\S+\/admin\/password\?token=\S+/)?.[0];
    assert.ok(url, `a link in: ${row.message.text}`);
    return { url, text: row.message.text };
  });
}

function tokenOf(url: string): string {
  return new URL(url).searchParams.get("token") ?? "";
}

async function passwordPage(app: TestApp, url: string): Promise<PasswordPageData> {
  const { pathname, search } = new URL(url);
  const response = await app.app.request(`${pathname}${search}`);
  assert.equal(response.status, 200);
  const island = DomUtils.getElementById(
    PAGE_DATA_ELEMENT_ID,
    parseDocument(await response.text()),
  );
  assert.ok(island, "page data");
  return JSON.parse(DomUtils.textContent(island)) as PasswordPageData;
}

function setPassword(app: TestApp, token: string, password: string) {
  return send(app, "/api/staff/password", undefined, "POST", { token, password });
}

async function accountId(app: TestApp, email: string): Promise<string> {
  const account = await app.staff.accounts.findByEmail(email);
  assert.ok(account, email);
  return account.id;
}

async function auditActions(app: TestApp): Promise<string[]> {
  const page: AuditPage = await app.staff.audit.list({ page: 1, pageSize: 100 });
  return page.entries.map((entry) => `${entry.action} ${entry.actor} ${entry.detail}`);
}

function login(app: TestApp, email: string, password: string) {
  return send(app, "/api/staff/login", undefined, "POST", { email, password });
}

Deno.test("invite → e-mailed link → password set with the CLI's rules → sign in", async () => {
  const { app, alice } = await setUp();
  try {
    const invited = await send(app, "/api/staff/accounts", alice, "POST", {
      email: "bea@example.com",
      role: "editor",
    });
    assert.equal(invited.status, 201);
    const [mail, ...more] = await mailedLinks(app, "bea@example.com");
    assert.ok(mail);
    assert.equal(more.length, 0);
    assert.match(mail.text, /alice@example\.com has invited you/);
    // Only the token's hash is stored.
    const token = tokenOf(mail.url);
    const stored = await app.db.execute("SELECT * FROM staff_account_links");
    assert.equal(stored.rows.length, 1);
    assert.ok(!JSON.stringify(stored.rows).includes(token), "the token is not stored");
    // Once delivered, the outbox no longer holds the link either.
    const outbox = await app.db.execute("SELECT payload FROM outbox");
    assert.ok(outbox.rows.every((row) => !String(row.payload).includes(token)));

    // Listed as invited; cannot sign in before choosing a password.
    const list = await (await send(app, "/api/staff/accounts", alice, "GET"))
      .json() as StaffAccountList;
    const bea = list.accounts.find((account) => account.email === "bea@example.com");
    assert.deepEqual(
      bea &&
        { role: bea.role, invited: bea.invited, disabled: bea.disabled, last: bea.lastSignInAt },
      { role: "editor", invited: true, disabled: false, last: null },
    );
    assert.equal((await login(app, "bea@example.com", "")).status, 400);

    const page = await passwordPage(app, mail.url);
    assert.ok("link" in page && page.link.email === "bea@example.com");
    assert.equal("link" in page && page.link.purpose, "invitation");

    // The command line's policy: refused with a field message, and the link still works.
    const weak = await setPassword(app, token, "password1234");
    assert.equal(weak.status, 400);
    const weakBody = await weak.json();
    assert.match(weakBody.fields.password, /too common/);
    const short = await setPassword(app, token, "short");
    assert.equal((await short.json()).fields.password, "Password must be at least 12 characters");

    const accepted = await setPassword(app, token, NEW_PASSWORD);
    assert.equal(accepted.status, 200);
    assert.deepEqual(await accepted.json(), { email: "bea@example.com" });
    const cookie = await signInCookie(app.app, "bea@example.com", NEW_PASSWORD);
    // An editor: the content screens, not the accounts.
    assert.equal((await send(app, "/api/staff/accounts", cookie, "GET")).status, 403);
    const after = await app.staff.accounts.findByEmail("bea@example.com");
    assert.equal(after?.invited, false);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a used or expired link is refused, on the page and by the API", async () => {
  const { app, clock, alice } = await setUp();
  try {
    await send(app, "/api/staff/accounts", alice, "POST", {
      email: "cy@example.com",
      role: "admin",
    });
    const [cy] = await mailedLinks(app, "cy@example.com");
    assert.ok(cy);
    assert.equal((await setPassword(app, tokenOf(cy.url), NEW_PASSWORD)).status, 200);
    const again = await setPassword(app, tokenOf(cy.url), "another quiet harbour bell");
    assert.equal(again.status, 410);
    assert.deepEqual(await again.json(), {
      error: ACCOUNT_MESSAGES.linkUsed,
      fields: { token: ACCOUNT_MESSAGES.linkUsed },
    });
    assert.deepEqual(await passwordPage(app, cy.url), { problem: ACCOUNT_MESSAGES.linkUsed });
    // The first password stands.
    await signInCookie(app.app, "cy@example.com", NEW_PASSWORD);

    await send(app, "/api/staff/accounts", alice, "POST", {
      email: "di@example.com",
      role: "admin",
    });
    const [first] = await mailedLinks(app, "di@example.com");
    assert.ok(first);
    // Sent again: the earlier link ends, and the new one is still an invitation.
    const diId = await accountId(app, "di@example.com");
    const resent = await send(app, `/api/staff/accounts/${diId}/password-link`, alice, "POST");
    assert.equal(resent.status, 201);
    const [di] = await mailedLinks(app, "di@example.com");
    assert.ok(di);
    assert.match(di.text, /invited you/);
    assert.equal((await setPassword(app, tokenOf(first.url), NEW_PASSWORD)).status, 410);

    clock.advance(ACCOUNT_LINK_LIFETIME_MS.invitation + 1000);
    const late = await setPassword(app, tokenOf(di.url), NEW_PASSWORD);
    assert.equal(late.status, 410);
    assert.equal((await late.json()).error, ACCOUNT_MESSAGES.linkExpired);
    assert.deepEqual(await passwordPage(app, di.url), { problem: ACCOUNT_MESSAGES.linkExpired });
    assert.equal((await login(app, "di@example.com", NEW_PASSWORD)).status, 401);
    // A made-up token and a malformed one.
    const unknown = await setPassword(app, "A".repeat(43), NEW_PASSWORD);
    assert.equal(unknown.status, 410);
    assert.equal((await unknown.json()).error, ACCOUNT_MESSAGES.linkUnknown);
    const malformed = await setPassword(app, "abc", NEW_PASSWORD);
    assert.equal(malformed.status, 400);
    assert.equal((await malformed.json()).fields.token, ACCOUNT_MESSAGES.token);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a reset link replaces the password and ends the account's sessions", async () => {
  const { app, alice } = await setUp();
  try {
    await app.staff.accounts.create("ed@example.com", GOOD_PASSWORD, { role: "editor" });
    const edSession = await signInCookie(app.app, "ed@example.com");
    const id = await accountId(app, "ed@example.com");
    assert.equal(
      (await send(app, `/api/staff/accounts/${id}/password-link`, alice, "POST")).status,
      201,
    );
    const [mail] = await mailedLinks(app, "ed@example.com");
    assert.ok(mail);
    assert.match(mail.text, /a link to set a new password/);
    // Until the link is used the old password works.
    await signInCookie(app.app, "ed@example.com", GOOD_PASSWORD);
    assert.equal((await setPassword(app, tokenOf(mail.url), NEW_PASSWORD)).status, 200);
    assert.equal((await send(app, "/api/staff/logout", edSession, "POST")).status, 401);
    assert.equal((await login(app, "ed@example.com", GOOD_PASSWORD)).status, 401);
    await signInCookie(app.app, "ed@example.com", NEW_PASSWORD);
  } finally {
    await app.cleanup();
  }
});

Deno.test("disabling an account refuses its existing session at once; enabling lets it sign in", async () => {
  const { app, alice } = await setUp();
  try {
    await app.staff.accounts.create("fay@example.com", GOOD_PASSWORD);
    const fay = await signInCookie(app.app, "fay@example.com");
    assert.equal((await send(app, "/api/contacts", fay, "GET")).status, 200);
    const id = await accountId(app, "fay@example.com");
    const disabled = await send(app, `/api/staff/accounts/${id}`, alice, "PATCH", {
      disabled: true,
    });
    assert.equal(disabled.status, 200);
    assert.equal((await disabled.json()).account.disabled, true);
    assert.equal((await send(app, "/api/contacts", fay, "GET")).status, 401);
    const sessions = await app.db.execute({
      sql: "SELECT COUNT(*) AS n FROM staff_sessions WHERE account_id = ?",
      args: [id],
    });
    assert.equal(Number(sessions.rows[0]?.n), 0);
    assert.equal((await login(app, "fay@example.com", GOOD_PASSWORD)).status, 401);
    // No link for a disabled account.
    const link = await send(app, `/api/staff/accounts/${id}/password-link`, alice, "POST");
    assert.equal(link.status, 409);
    assert.equal((await link.json()).error, ACCOUNT_MESSAGES.disabledAccount);

    const enabled = await send(app, `/api/staff/accounts/${id}`, alice, "PATCH", {
      disabled: false,
    });
    assert.equal(enabled.status, 200);
    await signInCookie(app.app, "fay@example.com");
  } finally {
    await app.cleanup();
  }
});

Deno.test("the last enabled admin cannot be demoted or disabled (409 with the reason)", async () => {
  const { app, alice } = await setUp();
  try {
    const aliceId = await accountId(app, "alice@example.com");
    for (const change of [{ role: "editor" }, { disabled: true }]) {
      const response = await send(app, `/api/staff/accounts/${aliceId}`, alice, "PATCH", change);
      assert.equal(response.status, 409, JSON.stringify(change));
      const body = await response.json();
      assert.equal(body.error, ACCOUNT_MESSAGES.lastAdmin);
    }
    // An invited admin who has not set a password does not count.
    await send(app, "/api/staff/accounts", alice, "POST", {
      email: "gil@example.com",
      role: "admin",
    });
    const still = await send(app, `/api/staff/accounts/${aliceId}`, alice, "PATCH", {
      role: "editor",
    });
    assert.equal(still.status, 409);
    const unchanged = await app.staff.accounts.findById(aliceId);
    assert.deepEqual([unchanged?.role, unchanged?.disabled], ["admin", false]);

    // With a second enabled admin, either can go, but not both.
    await app.staff.accounts.create("hal@example.com", GOOD_PASSWORD);
    const halId = await accountId(app, "hal@example.com");
    const demoted = await send(app, `/api/staff/accounts/${halId}`, alice, "PATCH", {
      role: "editor",
    });
    assert.equal(demoted.status, 200);
    assert.equal(
      (await send(app, `/api/staff/accounts/${aliceId}`, alice, "PATCH", { disabled: true }))
        .status,
      409,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("two admins demoting each other at once leave one admin", async () => {
  const { app, alice } = await setUp();
  try {
    await app.staff.accounts.create("ivy@example.com", GOOD_PASSWORD);
    const ivy = await signInCookie(app.app, "ivy@example.com");
    const [a, b] = await Promise.all([
      send(app, `/api/staff/accounts/${await accountId(app, "ivy@example.com")}`, alice, "PATCH", {
        role: "editor",
      }),
      send(app, `/api/staff/accounts/${await accountId(app, "alice@example.com")}`, ivy, "PATCH", {
        role: "editor",
      }),
    ]);
    // The loser is refused either way: 409 when both passed the role check at once and the
    // last-admin guard held in the write, 403 when the winner's change had already committed
    // and the loser was no longer an admin.
    const statuses = [a.status, b.status].sort();
    assert.equal(statuses[0], 200, `${statuses}`);
    assert.ok(statuses[1] === 403 || statuses[1] === 409, `${statuses}`);
    assert.equal(await app.staff.accounts.countEnabledAdmins(), 1);
  } finally {
    await app.cleanup();
  }
});

Deno.test("a demoted or disabled admin's enquiries return to unassigned, audited", async () => {
  const { app, alice } = await setUp();
  try {
    await app.staff.accounts.create("jo@example.com", GOOD_PASSWORD);
    await app.staff.accounts.create("kit@example.com", GOOD_PASSWORD);
    const ids: string[] = [];
    for (const owner of ["jo@example.com", "jo@example.com", "kit@example.com"]) {
      const { record } = await app.enquiries.create(sampleEnquiry());
      ids.push(record.id);
      const assigned = await send(app, `/api/contacts/${record.id}`, alice, "PATCH", {
        ownerEmail: owner,
      });
      assert.equal(assigned.status, 200);
    }
    const owners = async () =>
      await Promise.all(ids.map(async (id) => {
        const contact = await (await send(app, `/api/contacts/${id}`, alice, "GET"))
          .json() as ContactSubmission;
        return contact.ownerEmail;
      }));

    const jo = await accountId(app, "jo@example.com");
    const demoted = await send(app, `/api/staff/accounts/${jo}`, alice, "PATCH", {
      role: "editor",
    });
    assert.equal(demoted.status, 200);
    assert.equal((await demoted.json()).unassigned, 2);
    assert.deepEqual(await owners(), [null, null, "kit@example.com"]);

    const kit = await accountId(app, "kit@example.com");
    const disabled = await send(app, `/api/staff/accounts/${kit}`, alice, "PATCH", {
      disabled: true,
    });
    assert.equal((await disabled.json()).unassigned, 1);
    assert.deepEqual(await owners(), [null, null, null]);

    const log = await auditActions(app);
    assert.ok(
      log.includes("role_changed alice@example.com jo@example.com: admin → editor"),
      log.join("\n"),
    );
    assert.ok(log.includes("account_disabled alice@example.com kit@example.com"));
    assert.equal(
      log.filter((entry) => entry.startsWith("owner_change") && entry.includes("→ Nobody ("))
        .length,
      3,
    );
  } finally {
    await app.cleanup();
  }
});

Deno.test("every account change is in the audit log; bad input changes nothing", async () => {
  const { app, alice } = await setUp();
  try {
    for (
      const [body, field] of [
        [{ email: "not an address", role: "editor" }, "email"],
        [{ email: "lu@example.com", role: "owner" }, "role"],
      ] as const
    ) {
      const response = await send(app, "/api/staff/accounts", alice, "POST", body);
      assert.equal(response.status, 400);
      assert.ok((await response.json()).fields[field], field);
    }
    const empty = await send(app, `/api/staff/accounts/${crypto.randomUUID()}`, alice, "PATCH", {});
    assert.equal(empty.status, 400);
    const missing = await send(app, `/api/staff/accounts/${crypto.randomUUID()}`, alice, "PATCH", {
      role: "editor",
    });
    assert.equal(missing.status, 404);
    assert.equal((await app.staff.accounts.list()).length, 1);

    await send(app, "/api/staff/accounts", alice, "POST", {
      email: "lu@example.com",
      role: "editor",
    });
    const twice = await send(app, "/api/staff/accounts", alice, "POST", {
      email: "LU@example.com",
      role: "admin",
    });
    assert.equal(twice.status, 409);
    assert.equal((await twice.json()).fields.email, ACCOUNT_MESSAGES.exists("LU@example.com"));
    const [mail] = await mailedLinks(app, "lu@example.com");
    assert.ok(mail);
    await setPassword(app, tokenOf(mail.url), NEW_PASSWORD);
    const lu = await accountId(app, "lu@example.com");
    await send(app, `/api/staff/accounts/${lu}`, alice, "PATCH", { role: "admin" });
    await send(app, `/api/staff/accounts/${lu}`, alice, "PATCH", { disabled: true });
    await send(app, `/api/staff/accounts/${lu}`, alice, "PATCH", { disabled: false });
    await send(app, `/api/staff/accounts/${lu}/password-link`, alice, "POST");
    // A change to what the account already is records nothing.
    await send(app, `/api/staff/accounts/${lu}`, alice, "PATCH", { role: "admin" });

    const log = (await auditActions(app)).filter((entry) => !entry.startsWith("sign_in"));
    assert.deepEqual(log.reverse(), [
      "account_invited alice@example.com lu@example.com (editor)",
      "password_changed lu@example.com invitation accepted",
      "role_changed alice@example.com lu@example.com: editor → admin",
      "account_disabled alice@example.com lu@example.com",
      "account_enabled alice@example.com lu@example.com",
      "password_link_sent alice@example.com lu@example.com",
    ]);
  } finally {
    await app.cleanup();
  }
});
