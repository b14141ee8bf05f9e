/**
 * Every route at 320, 390, 768, 1024 and 1440 px: the page never scrolls sideways, and no visible
 * element sticks out of a parent that does not clip it (text spilling out of a card, a table wider
 * than the screen). One browser page visits each route once and is resized through the widths, so
 * the whole check takes well under a minute.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { PAGE_ROUTES } from "../../shared/routes.ts";
import { BROWSER_TEST, openPage, waitForHydration } from "../helpers/browser.ts";
import { withSiteAndBrowser } from "../helpers/site_browser.ts";
import { GOOD_PASSWORD } from "../api/staff_fixtures.ts";

const WIDTHS = [320, 390, 768, 1024, 1440] as const;

/** A concrete path for each route pattern; the article with the longest title stands for all. */
const PATH_FOR_PATTERN: Record<string, string> = {
  "/insights/:id": "/insights/seasonal-category-management",
  "/admin/content/:collection/:id": "/admin/content/insights/new",
};

/** Routes behind the staff sign-in, visited after signing in. */
const STAFF_PATHS = new Set([
  "/admin",
  "/admin/audit",
  "/admin/analytics",
  "/admin/content",
  "/admin/content/insights/new",
  "/admin/content/faq/new",
  "/admin/content/company/company",
]);

const PUBLIC_PATHS = [
  ...PAGE_ROUTES.map((route) => PATH_FOR_PATTERN[route.path] ?? route.path)
    .filter((path) => !STAFF_PATHS.has(path)),
  "/search?q=How+do+you+get+products+into+UK+convenience+stores%3F",
  "/no-such-page",
];

/** Runs in the page: the sideways overflow and the elements sticking out of their parent. */
function findOverflow(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    problems.push(`page scrolls sideways: ${root.scrollWidth}px content in ${root.clientWidth}px`);
  }
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = typeof element.className === "string" && element.className
      ? `.${element.className.trim().split(/\s+/).join(".")}`
      : "";
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}"`;
  };
  // A clipped or scrolling ancestor hides what sticks out of it on purpose (carousels, art).
  const clips = (element: Element) => {
    const style = getComputedStyle(element);
    return style.overflowX !== "visible";
  };
  // Inside a clip-path box (the visually-hidden pattern) nothing is seen, so nothing can spill.
  const clippedAway = new Map<Element, boolean>();
  const insideClipPath = (element: Element | null): boolean => {
    if (!element || element === document.body) return false;
    const known = clippedAway.get(element);
    if (known !== undefined) return known;
    const result = getComputedStyle(element).clipPath !== "none" ||
      insideClipPath(element.parentElement);
    clippedAway.set(element, result);
    return result;
  };
  const hidden = (element: Element, rect: DOMRect) => {
    if (rect.width <= 1 || rect.height <= 1) return true; // visually hidden, collapsed
    const style = getComputedStyle(element);
    return style.visibility === "hidden" || style.position === "fixed" || insideClipPath(element);
  };
  for (const element of document.body.querySelectorAll("*")) {
    const parent = element.parentElement;
    if (!parent || parent === document.body) continue;
    if (element.closest("[hidden], svg")) continue;
    const rect = element.getBoundingClientRect();
    if (hidden(element, rect)) continue;
    // Text wider than its own box (a nowrap value in a narrow card) spills out of it.
    if (!clips(element) && element.scrollWidth > element.clientWidth + 1 && element.clientWidth) {
      const spill = element.scrollWidth - element.clientWidth;
      problems.push(`${describe(element)} content spills out of it by ${spill}px`);
    }
    if (clips(parent)) continue;
    const box = parent.getBoundingClientRect();
    if (box.width <= 1) continue;
    const over = Math.max(rect.right - box.right, box.left - rect.left);
    if (over > 1.5) {
      problems.push(
        `${describe(element)} sticks out of ${describe(parent)} by ${Math.round(over)}px`,
      );
    }
  }
  return problems;
}

async function checkWidths(page: Page, path: string, found: string[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: layout and any resize observers settle before measuring.
    await page.evaluate(() =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    );
    for (const problem of await page.evaluate(findOverflow)) {
      found.push(`${path} at ${width}px: ${problem}`);
    }
  }
}

Deno.test({
  name: "no route overflows sideways or spills out of a container at 320 to 1440 px",
  ...BROWSER_TEST,
  fn: () =>
    withSiteAndBrowser(async ({ server, browser }) => {
      await server.staff.accounts.create("layout@example.com", GOOD_PASSWORD);
      const { page, errors } = await openPage(browser, { width: WIDTHS[0], height: 900 });
      // Decline once so the cookie banner (fixed, not part of the layout) stays out of the way.
      await page.goto(server.origin + "/", { waitUntil: "load" });
      await page.getByRole("button", { name: "Decline All" }).click();

      const found: string[] = [];
      for (const path of PUBLIC_PATHS) {
        const before = errors.length;
        const response = await page.goto(server.origin + path, { waitUntil: "load" });
        await waitForHydration(page);
        await checkWidths(page, path, found);
        // The not-found screen's own 404 status is logged as a failed load; nothing else may be.
        if (response?.status() === 404 && path === "/no-such-page") {
          const own = errors.slice(before).filter((error) => !error.includes("404"));
          errors.splice(before, errors.length - before, ...own);
        }
      }

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${server.origin}/admin/login`, { waitUntil: "load" });
      await waitForHydration(page);
      await page.getByRole("textbox", { name: "E-mail address" }).fill("layout@example.com");
      await page.getByLabel("Password").fill(GOOD_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.waitForURL(`${server.origin}/admin`);
      for (const path of STAFF_PATHS) {
        await page.goto(server.origin + path, { waitUntil: "load" });
        await waitForHydration(page);
        await page.getByRole("heading", { level: 1 }).waitFor();
        // The content screens read their data after mount; the body editor is a chunk of its own.
        await page.waitForFunction(() =>
          !document.querySelector(".content-loading, .content-editor__placeholder")
        );
        await checkWidths(page, path, found);
      }

      assert.deepEqual(found, [], `layout overflow:\n${found.join("\n")}`);
      assert.deepEqual(errors, []);
    }),
});
