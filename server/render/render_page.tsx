/**
 * Streams one page as a complete HTML document with `renderToReadableStream`.
 */
import { renderToReadableStream } from "react-dom/server";
import { App } from "../../shared/app.tsx";
import { IconShapesProvider } from "../../shared/components/icon.tsx";
import type { BootPlan } from "../../shared/boot_plan.ts";
import type { PageData, PublicConfig } from "../../shared/public_config.tsx";
import type { PublicContent } from "../../shared/content/published.ts";
import type { BuildManifest } from "../build_manifest.ts";
import { errorMessage, log as jsonLog, type Logger } from "../log.ts";
import { Document } from "./document.tsx";

/** Options of {@linkcode renderPage}. */
export interface RenderPageOptions {
  url: URL;
  config: PublicConfig;
  manifest: BuildManifest;
  data?: PageData;
  /** The published content to render (the content registry's snapshot). */
  content: PublicContent;
  /** Source path of the page module ("shared/pages/…"), whose chunks the boot plan lists. */
  pageModule?: string | undefined;
  signal?: AbortSignal;
  /** Where render errors are reported (default: the JSON logger, `server/log.ts`). */
  log?: Logger;
}

/** A stream of the document and a promise that settles when all of it has been produced. */
export type PageStream = ReadableStream<Uint8Array> & { allReady: Promise<void> };

/**
 * Renders the page at `url`. Errors inside the tree are logged and rendered as far as possible
 * (React's behaviour); a failing shell rejects.
 */
export async function renderPage(options: RenderPageOptions): Promise<PageStream> {
  const { url, config, manifest, data = {} } = options;
  const pageChunks = options.pageModule ? manifest.pageChunks[options.pageModule] ?? [] : [];
  const bootPlan: BootPlan = {
    app: manifest.entry,
    fontFaces: manifest.fontFaces,
    modules: [...new Set([...manifest.appModules, ...pageChunks])]
      .filter((url) => url !== manifest.entry),
  };
  return await renderToReadableStream(
    <Document
      config={config}
      data={data}
      content={options.content}
      css={manifest.css}
      fonts={manifest.fonts}
      bootPlan={bootPlan}
    >
      <IconShapesProvider value={manifest.iconShapes}>
        <App
          config={config}
          data={data}
          content={options.content}
          ssrPath={url.pathname}
          ssrSearch={url.search.slice(1)}
        />
      </IconShapesProvider>
    </Document>,
    {
      // With its hash, so the browser runs only the file this build wrote (and the HTTP
      // Observatory's Subresource Integrity check passes).
      bootstrapModules: [{ src: manifest.boot, integrity: manifest.bootIntegrity }],
      // React streams the tail of a large page later through an inline script, which the CSP
      // forbids (ADR 0004); one chunk keeps every page free of inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      ...(options.signal ? { signal: options.signal } : {}),
      onError(error) {
        (options.log ?? jsonLog)("error", "render error", {
          path: url.pathname,
          error: errorMessage(error),
          stack: error instanceof Error ? error.stack : undefined,
        });
      },
    },
  );
}
