/**
 * The document's only script. It waits until the server-rendered page has loaded and painted, then
 * fetches the app's modules in parallel, evaluates them one per task and imports the app, which
 * hydrates. Nothing but the HTML, the stylesheet and the images competes for the first paint's
 * bandwidth or main thread (ADR 0012): on a slow phone the text and hero paint first, and the
 * JavaScript that makes them interactive follows without a long task.
 */
import {
  BOOT_PLAN_ELEMENT_ID,
  type BootPlan,
  type FontFaceSource,
  WEB_APP_MANIFEST_PATH,
} from "../shared/boot_plan.ts";
import { afterFirstPaint } from "./after_first_paint.ts";
import { readJsonElement } from "./json_island.ts";

/**
 * Modulepreload links added per task. Each costs the main thread about 7 ms on the emulated phone
 * (CPU 4×; `deno run -A tools/bench/long_tasks.ts`): six a task made tasks of 53–61 ms, over the
 * 50 ms that counts as blocking; two stay near 15 ms.
 */
const PRELOADS_PER_TASK = 2;

/** Longest wait for the `load` event, ms: a stalled image must not keep the page inert. */
const LOAD_WAIT_MAX_MS = 3000;

/**
 * Resolves at the window's `load` event (the hero image and the stylesheet are in), or after
 * {@linkcode LOAD_WAIT_MAX_MS}, whichever comes first.
 */
function loaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    addEventListener("load", () => resolve(), { once: true });
    setTimeout(resolve, LOAD_WAIT_MAX_MS);
  });
}

function addLink(rel: string, href: string): void {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

/**
 * Fetches Inter's faces, then adds them to the document together, in one task: each face that
 * arrives on its own makes the browser restyle and lay out the whole page again, a long task of
 * its own on a phone (ADR 0015). A face that fails to load is left out; its text keeps the
 * metric-matched fallback. Resolves once the faces are applied (or given up on); never rejects.
 */
async function applyFonts(faces: FontFaceSource[]): Promise<void> {
  const loaded = await Promise.allSettled(
    faces.map(({ weight, src }) =>
      new FontFace("Inter", `url(${src}) format("woff2")`, { weight, display: "swap" }).load()
    ),
  );
  for (const face of loaded) {
    if (face.status === "fulfilled") document.fonts.add(face.value);
  }
}

/** Lets the browser handle input and paint before the next piece of work. */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Until the app has hydrated, a form without its own `action` must not submit natively: the
 * browser would send the visitor's details as a query string (a GET form) or to a page URL that
 * takes no POST. The app's handlers take over at hydration; this listener never blocks them.
 */
function holdFormsUntilHydrated(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !form.hasAttribute("action")) event.preventDefault();
  }, { capture: true });
}

holdFormsUntilHydrated();
const plan = readJsonElement<BootPlan>(BOOT_PLAN_ELEMENT_ID);
if (plan) {
  await loaded();
  await afterFirstPaint();
  // Inter, first: its files are asked for before the app's chunks compete for the connection, and
  // text on screen swaps from its metric-matched fallback once all of them are in (ADR 0015).
  applyFonts(plan.fontFaces);
  // The manifest serves installing the site, not the first screen.
  addLink("manifest", WEB_APP_MANIFEST_PATH);
  // A few links per task (see PRELOADS_PER_TASK): thirty in one go would be a long task.
  const preloads = [...plan.modules, plan.app];
  for (let start = 0; start < preloads.length; start += PRELOADS_PER_TASK) {
    for (const href of preloads.slice(start, start + PRELOADS_PER_TASK)) {
      addLink("modulepreload", href);
    }
    await yieldToMain();
  }
  // One chunk per task: importing the whole graph at once would evaluate every chunk (React
  // included) in one long task, blocking a tap for its whole length on a slow phone.
  for (const href of plan.modules) {
    await import(href);
    await yieldToMain();
  }
  await import(plan.app);
}
