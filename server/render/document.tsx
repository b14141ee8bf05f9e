/**
 * The HTML document around the app. Only the `#root` element is hydrated; everything here is
 * server-only. React 19 hoists each page's `<title>`/`<meta>`/`<link rel=canonical>` into this
 * `<head>` during the same render, so metadata is in the first flushed chunk.
 */
import type { ReactNode } from "react";
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
  /** Font URLs to preload: self-hosted, so no preconnect to a font host is needed. */
  fonts: readonly string[];
  /** JS chunks of the current page, fetched in parallel with the entry module. */
  modulePreloads: readonly string[];
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
          /* Low priority: text paints at once in the size-adjusted fallback (see main.css), so
             the font must not compete with the stylesheet for the first paint's bandwidth. */
          props.fonts.map((href) => (
            <link
              key={href}
              rel="preload"
              href={href}
              as="font"
              type="font/woff2"
              crossOrigin=""
              fetchPriority="low"
            />
          ))
        }
        {
          /* Low priority, as React marks the entry's own preload: the stylesheet and the text
             paint first; the page's chunks still arrive in parallel, before hydration asks. */
          props.modulePreloads.map((href) => (
            <link key={href} rel="modulepreload" fetchPriority="low" href={href} />
          ))
        }
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
