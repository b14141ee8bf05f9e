/**
 * The rule sets axe-core checks every page and staff screen against: WCAG 2.0, 2.1 and 2.2 at
 * levels A and AA (docs/requirements.md#accessibility). One list, so no test checks less.
 */
export const AXE_TAGS: readonly string[] = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
