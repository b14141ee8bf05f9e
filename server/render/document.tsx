/**
 * The HTML document around the app. Only the `#root` element is hydrated; everything here is
 * server-only. React 19 hoists each page's `<title>`/`<meta>`/`<link rel=canonical>` into this
 * `<head>` during the same render, so metadata is in the first flushed chunk.
 *
 * The head holds no preload and no manifest, and its favicon is inline: before the first paint the
 * browser fetches only the stylesheet and the images the markup names; the boot module (the only
 * script) fetches the rest afterwards, the web fonts first (ADR 0012, ADR 0015).
 */
import type { ReactNode } from "react";
import { BOOT_PLAN_ELEMENT_ID, type BootPlan } from "../../shared/boot_plan.ts";
import { FAVICON, markIconSvg } from "../../shared/brand_mark.ts";
import { CONTENT_ELEMENT_ID, type PublicContent } from "../../shared/content/published.ts";
import { THEME_COLOUR } from "../../shared/components/seo.tsx";
import { FIRST_SCREEN_END_ID } from "../../shared/ui_constants.ts";
import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
  serializeJsonForHtml,
} from "../../shared/public_config.tsx";

/**
 * The favicon as a `data:` URL (about 0.4 KB): the browser needs no request for it, which it
 * would otherwise make before the first paint. Browsers without SVG favicons fall back to
 * `/favicon.ico`, which the site still serves.
 */
const FAVICON_URL = "data:image/svg+xml," +
  markIconSvg(FAVICON.size, FAVICON.radius, FAVICON.markShare, {
    tile: THEME_COLOUR,
    mark: "#ffffff",
  })
    // Only these need percent-encoding in a data URL (RFC 2397) inside an HTML attribute, spaces
    // included (a URL may hold none): a third shorter than encoding every character.
    .replace(/[%#<>" ]/g, encodeURIComponent);

/** Props of {@linkcode Document}. */
export interface DocumentProps {
  children: ReactNode;
  config: PublicConfig;
  data: PageData;
  /** The published content the page was rendered from (read back before hydrating). */
  content: PublicContent;
  /** URL of the stylesheet. */
  css: string;
  /** URL of the web fonts' stylesheet, for a browser without scripts (`<noscript>`); with scripts
   * the boot module applies the same faces after the first paint (ADR 0015). */
  fonts: string;
  /** What `client/boot.ts` loads after the first paint (the app and the page's chunks). */
  bootPlan: BootPlan;
}

/** Renders `<html>` with the head, the app root and the JSON islands the client reads. */
export function Document(props: DocumentProps) {
  return (
    <html lang="en-GB" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="stylesheet" href={props.css} />
        {
          /* Hold the first frame until the first screen is in the document: without this the
             browser paints the header alone, then lays out and paints again for the hero, and the
             first screen arrives in pieces (the document is sent as one chunk, so the wait is its
             parse). Chromium releases the frame when the named element is inserted, so the name is
             the marker at the end of the hero (`FirstScreenEnd`), not `<main>`. */
        }
        <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} blocking="render" />
        <link rel="icon" href={FAVICON_URL} type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <noscript>
          <link rel="stylesheet" href={props.fonts} />
        </noscript>
        {/* The web app manifest is linked by the boot module after the first paint (ADR 0012). */}
      </head>
      <body>
        <div id="root">{props.children}</div>
        <script
          type="application/json"
          id={PUBLIC_CONFIG_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(props.config) }}
        />
        <script
          type="application/json"
          id={CONTENT_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(props.content) }}
        />
        <script
          type="application/json"
          id={BOOT_PLAN_ELEMENT_ID}
          dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(props.bootPlan) }}
        />
        {Object.keys(props.data).length
          ? (
            <script
              type="application/json"
              id={PAGE_DATA_ELEMENT_ID}
              dangerouslySetInnerHTML={{ __html: serializeJsonForHtml(props.data) }}
            />
          )
          : null}
      </body>
    </html>
  );
}
