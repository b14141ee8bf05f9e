/**
 * What the browser loads once the server-rendered page has painted (see `client/boot.ts` and
 * ADR 0012): the server writes it as JSON into the document; the boot module reads it. Nothing
 * in it is fetched before the first paint, so the first paint and the largest contentful paint
 * wait only for the HTML, the stylesheet and the hero image (docs/requirements.md#performance).
 */

/** Id of the `<script type="application/json">` element carrying the {@linkcode BootPlan}. */
export const BOOT_PLAN_ELEMENT_ID = "boot-plan";

/**
 * Path of the web app manifest (served by server/seo_files.ts). The boot module links it after the
 * first paint: linked in the HTML, it and the icon it names are fetched before that paint.
 */
export const WEB_APP_MANIFEST_PATH = "/site.webmanifest";

/** One of Inter's faces: its weight (CSS `font-weight`, e.g. "400") and its WOFF2 file's URL. */
export interface FontFaceSource {
  weight: string;
  src: string;
}

/** URLs (all same-origin, content-hashed) of what loads after the first paint. */
export interface BootPlan {
  /** The app's entry module (React, the router, the shell), imported last. */
  app: string;
  /** Inter's faces, fetched first and applied together in one task, so the page is laid out
   * again once rather than once per face (ADR 0015). */
  fontFaces: FontFaceSource[];
  /** The app's and the current page's other JS chunks in dependency order (a chunk after all it
   * imports): fetched in parallel, then evaluated one per task before `app`. */
  modules: string[];
}
