/**
 * The one axe-core check of the browser tests: every page and staff screen against WCAG 2.0, 2.1
 * and 2.2 at levels A and AA (docs/requirements.md#accessibility). One list and one helper, so no
 * test checks less; `tests/e2e/accessibility_test.ts` scans every public route and state with it.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { renderSkippedSections } from "./rendered_sections.ts";

/** The rule sets every scan uses. */
export const AXE_TAGS: readonly string[] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Scans `page` as a visitor sees it (skipped sections rendered first, `rendered_sections.ts`)
 * and returns one line per failing node, `"<rule>: <target> <summary>"`; empty when it passes.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await renderSkippedSections(page);
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id}: ${node.target.join(" ")} ${node.failureSummary ?? ""}`)
  );
}
