/**
 * The HTML document around the app. Only the `#root` element is hydrated; everything here is
 * server-only. React 19 hoists each page's `<title>`/`<meta>`/`<link rel=canonical>` into this
 * `<head>` during the same render, so metadata is in the first flushed chunk.
 *
 * The head holds no preload: before the first paint the browser fetches only the stylesheet and
 * the images the markup names; the boot module (the only script) fetches the rest afterwards
 * (ADR 0012).
 */
import type { ReactNode } from "react";
import { BOOT_PLAN_ELEMENT_ID, type BootPlan } from "../../shared/boot_plan.ts";
import { MAIN_CONTENT_ID } from "../../shared/ui_constants.ts";
import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
  serializeJsonForHtml,
} from "../../shared/public_config.tsx";

/** Props of {@linkcode Document}. */
export interface DocumentProps {
  children: ReactNode;
  config: PublicConfig;
  data: PageData;
  /** URL of the stylesheet. */
  css: string;
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
          /* Hold the first frame until the main content is parsed: without this the browser paints
             the header alone, then lays out and paints again for the hero, and the first screen
             arrives in pieces (the document is sent as one chunk, so the wait is its parse). */
        }
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
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
