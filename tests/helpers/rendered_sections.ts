/**
 * Sections below the first screen skip rendering until they come near the viewport
 * (`content-visibility: auto`, `client/styles/main.css`, ADR 0015). Until a section has been
 * rendered once its box has a stand-in height; content taller than the stand-in overflows into the
 * next section's box for any tool that reads the layout without scrolling (axe-core's colour
 * contrast check then found a card of the section above over a navy section's text: 1.19:1).
 * A visitor never sees that layout: a section is rendered before it reaches the screen.
 */
import type { Page } from "playwright-core";

/**
 * Does what a visitor scrolling through the page does: scrolls each section that is still skipped
 * into view, waits until the browser has rendered it (`checkVisibility({ contentVisibilityAuto })`
 * of its content turns true, the frame after which its real height is remembered), then returns to where the
 * page was. Afterwards every section has its real height, so a checker that reads the layout sees
 * the page a visitor sees; sections off screen are skipped again, as for a visitor. The footer,
 * last on the page, remembers no height: off screen it takes its measured stand-in again.
 * Throws if a section is still skipped 30 frames after it was scrolled into view.
 */
export async function renderSkippedSections(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const start = { left: scrollX, top: scrollY };
    const skippable = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) =>
      getComputedStyle(element).contentVisibility === "auto"
    );
    // A box's own visibility ignores whether its content is skipped: ask its first child.
    const rendered = (element: HTMLElement) =>
      element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true;
    // Rendered once, a box keeps its real height (`contain-intrinsic-size: auto`) for the rest of
    // the document's life: later calls (a dialog or the menu open) need not scroll again.
    const page = globalThis as unknown as { renderedOnce?: WeakSet<Element> };
    const renderedOnce = page.renderedOnce ??= new WeakSet();
    for (const element of skippable) {
      if (renderedOnce.has(element)) continue;
      renderedOnce.add(element);
      if (rendered(element)) continue;
      element.scrollIntoView({ block: "start", behavior: "instant" });
      let frames = 0;
      while (!rendered(element)) {
        if (++frames > 30) throw new Error(`${element.className} was not rendered on screen`);
        await frame();
      }
      // The remembered height is recorded when the frame that rendered it is produced.
      await frame();
    }
    scrollTo({ ...start, behavior: "instant" });
    await frame();
    await frame();
  });
}
