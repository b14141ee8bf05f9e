import AxeBuilder from "@axe-core/playwright";
import { launchBrowser, openPage } from "./tests/helpers/browser.ts";
import { startTestServer } from "./tests/helpers/test_app.ts";
import { GOOD_PASSWORD, sampleEnquiry, testClock } from "./tests/api/staff_fixtures.ts";

const out = Deno.args[0] ?? "/work/screens-inbox23";
await Deno.mkdir(out, { recursive: true });
const clock = testClock(Date.UTC(2026, 10, 23, 10));
const server = await startTestServer({
  now: clock.now,
  overrides: { mail: { worker: { pollIntervalMs: 200, log: () => {} } } },
});
await server.staff.accounts.create("alice@crownbridge.co.uk", GOOD_PASSWORD);
await server.staff.accounts.create("ben@crownbridge.co.uk", GOOD_PASSWORD);
await server.staff.accounts.create("eve@crownbridge.co.uk", GOOD_PASSWORD, { role: "editor" });
const people = [
  ["Priya Shah", "Northern Snacks Ltd", "distribution"],
  ["Tom Baker", "Baker & Sons Beverages", "marketing"],
  ["Erin Moss", "Moss Wellness GmbH", "partnership"],
  ["Jonas Lindqvist", "Nordic Fizz AB", "distribution"],
  ["Aisha Okafor", "Okafor Foods", "other"],
  ["Mateusz Kowalczyk-Wiśniewski", "Polskie Przekąski Sp. z o.o.", "partnership"],
];
for (const [name, company, interest] of people) {
  await server.enquiries.create(
    sampleEnquiry({
      name,
      company,
      interest: interest as "other",
      email: `${name!.split(" ")[0]!.toLowerCase()}@example.com`,
    }),
  );
  clock.advance(3 * 60 * 60_000);
}
clock.set(Date.UTC(2026, 10, 26, 11));
const browser = await launchBrowser();
const violations: string[] = [];
try {
  for (const width of [390, 1440]) {
    const { page, errors } = await openPage(browser, { width, height: 900 });
    await page.goto(`${server.origin}/admin/login`);
    await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
    await page.screenshot({ path: `${out}/login-${width}.png`, fullPage: true });
    await page.getByRole("textbox", { name: "E-mail address" }).fill("alice@crownbridge.co.uk");
    await page.getByLabel("Password").fill(GOOD_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.origin}/admin`);
    await page.getByRole("heading", { name: /Contact Submissions \(6\)/ }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/admin-list-${width}.png`, fullPage: true });
    violations.push(
      ...(await new AxeBuilder({ page }).analyze()).violations.map((v) =>
        `${width} list ${v.id} ${v.nodes.map((n) => n.target).join("|")}`
      ),
    );
    await page.getByRole("link", { name: /Priya Shah/ }).click();
    await page.getByRole("heading", { level: 2, name: "Priya Shah" }).waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/admin-detail-${width}.png`, fullPage: true });
    violations.push(
      ...(await new AxeBuilder({ page }).analyze()).violations.map((v) =>
        `${width} detail ${v.id} ${v.nodes.map((n) => n.target).join("|")}`
      ),
    );
    for (const path of ["/admin/audit", "/admin/analytics"]) {
      await page.goto(`${server.origin}${path}`);
      await page.waitForTimeout(800);
      await page.screenshot({
        path: `${out}${path.replace("/admin", "/admin").replaceAll("/", "-")}-${width}.png`,
        fullPage: true,
      });
      violations.push(
        ...(await new AxeBuilder({ page }).analyze()).violations.map((v) =>
          `${width} ${path} ${v.id} ${v.nodes.map((n) => n.target).join("|")}`
        ),
      );
    }
    console.log(width, "errors", errors);
    await page.context().close();
  }
} finally {
  console.log("violations", violations);
  await browser.close();
  await server.close();
}
