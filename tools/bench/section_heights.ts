/**
 * How well the stand-in heights of the sections that skip rendering off screen
 * (`content-visibility: auto`, ADR 0015's second amendment) match their real heights, on every
 * sitemap page at 390 and 1440 px. For each section type (its classes and the heading it is labelled
 * by) and width: count, real height (min, median, max) and the stand-in's error (stand-in minus
 * real: below 0 the skipped content overflows its box until rendered), with the page of the lowest. Tune `main.css` from it.
 *
 * Run against a running site: `deno run -A tools/bench/section_heights.ts [origin]`.
 */
import { launchBrowser } from "../../tests/helpers/browser.ts";

const origin = Deno.args[0] ?? "http://127.0.0.1:8000";
const xml = await (await fetch(origin + "/sitemap.xml")).text();
const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const browser = await launchBrowser();
/** Per `type @ width`: [real, stand-in] border-box heights, px, and the page. */
const found = new Map<string, [number, number, string][]>();
try {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 844 }, locale: "en-GB" });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("main section, .site-footer")]
          .filter((element) => getComputedStyle(element).contentVisibility === "auto")
          .map((element) => {
            // `hidden` always skips and, never rendered on this load, takes the stand-in height.
            element.style.setProperty("content-visibility", "hidden");
            const standIn = element.getBoundingClientRect().height;
            element.style.setProperty("content-visibility", "visible");
            const real = element.getBoundingClientRect().height;
            element.style.removeProperty("content-visibility");
            const label = element.getAttribute("aria-labelledby") ??
              element.getAttribute("aria-label") ?? "";
            return {
              type: `${element.tagName.toLowerCase()}.${[...element.classList].join(".")} ${label}`,
              real,
              standIn,
            };
          })
      );
      for (const { type, real, standIn } of boxes) {
        const key = `${type} @ ${width}`;
        found.set(key, [...(found.get(key) ?? []), [Math.round(real), Math.round(standIn), path]]);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

for (const [key, pairs] of [...found].sort()) {
  const reals = pairs.map(([real]) => real);
  const errors = pairs.map(([real, standIn]) => standIn - real);
  const worst = pairs[errors.indexOf(Math.min(...errors))]![2];
  console.log(
    `${key.padEnd(72)} n ${String(pairs.length).padStart(2)}  real ${Math.min(...reals)}/${
      median(reals)
    }/${Math.max(...reals)}  stand-in error ${Math.min(...errors)}/${median(errors)}/${
      Math.max(...errors)
    } (lowest on ${worst})`,
  );
}
