/**
 * The explicit public subset of the server's configuration that the browser may see (epic-stack
 * habit: never ship the whole environment). The server embeds it as JSON in the document; the
 * client reads it back before hydrating, so both render identical canonical URLs.
 */
import { createContext, useContext } from "react";
import { NO_SITE_LINKS, type SiteLinks } from "./content/site_links.ts";

/** Public configuration: `origin` is PUBLIC_ORIGIN without a trailing slash. */
export interface PublicConfig {
  origin: string;
  /** Current calendar year at render time, for the copyright line (server and client agree). */
  year: number;
  /** URL of the build's content-hashed SVG icon sprite (`<symbol id="{IconName}">`), or "" before
   * a build (icons then render empty rather than failing). */
  iconSprite: string;
  /** Configured outbound links and company registration (server/site_links_config.ts). */
  links: SiteLinks;
}

/** Id of the `<script type="application/json">` element carrying {@linkcode PublicConfig}. */
export const PUBLIC_CONFIG_ELEMENT_ID = "public-config";

/** Id of the `<script type="application/json">` element carrying per-request page data. */
export const PAGE_DATA_ELEMENT_ID = "page-data";

const PublicConfigContext = createContext<PublicConfig>({
  origin: "",
  year: 2025,
  iconSprite: "",
  links: NO_SITE_LINKS,
});

/** Provides {@linkcode PublicConfig} to the tree. */
export const PublicConfigProvider = PublicConfigContext.Provider;

/** Reads {@linkcode PublicConfig}. */
export function usePublicConfig(): PublicConfig {
  return useContext(PublicConfigContext);
}

/**
 * Per-request data a dynamic page rendered on the server (e.g. a search answer for `/search?q=`),
 * handed to the client so hydration renders the same markup. Keys are page-specific.
 */
export type PageData = Record<string, unknown>;

const PageDataContext = createContext<PageData>({});

/** Provides {@linkcode PageData} to the tree. */
export const PageDataProvider = PageDataContext.Provider;

/** Reads {@linkcode PageData}. */
export function usePageData(): PageData {
  return useContext(PageDataContext);
}

/**
 * Serialises `value` for an inline `<script type="application/json">`: `<` is escaped so the text
 * can never close the element early (the JSON stays valid).
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(
    /\u2029/g,
    "\\u2029",
  );
}
