/**
 * The one axe-core check of the browser tests: every page and staff screen against WCAG 2.0, 2.1
 * and 2.2 at levels A and AA (docs/requirements.md#accessibility). One list and one helper, so no
 * test checks less; `tests/e2e/accessibility_test.ts` scans every public route and state with it,
 * and the staff screens' tests scan their own screens with it.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { renderSkippedSections } from "./rendered_sections.ts";

/** The rule sets every scan uses. */
export const AXE_TAGS: readonly string[] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Scans `page` as a visitor sees it (skipped sections rendered first, `rendered_sections.ts`)
 * and returns one line per failing node, `"<rule>: <target> <summary>"`; empty when it passes.
 * `include` (a CSS selector) limits the scan to one part of the page, e.g. an open dialog;
 * `bestPractice` adds axe's best-practice rules (landmarks, heading order) to the WCAG ones, for
 * the staff screens built to pass them too.
 *
 * The scan runs in axe's single-document mode (`setLegacyMode`): the default mode merges its
 * results in a new blank page for every scan, which took half of each scan's time here (about
 * 0.6 of 1.2 s a page on this 2-core machine) and is only needed to reach into cross-origin
 * frames. The site has none: its CSP's `default-src 'none'` with no `frame-src`
 * (server/http/security_headers.ts) would refuse any frame, so both modes read the same document.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; bestPractice?: boolean } = {},
): Promise<string[]> {
  await renderSkippedSections(page);
  const tags = options.bestPractice ? [...AXE_TAGS, "best-practice"] : [...AXE_TAGS];
  let builder = new AxeBuilder({ page }).withTags(tags).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(" ")} ${node.failureSummary ?? ""}`)
  );
}
