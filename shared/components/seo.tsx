/**
 * Per-page metadata, rendered by one component so no page can forget a tag (Fresh `www/` habit).
 * docs/requirements.md#page-meta: "each page sets its own title, description, keywords, canonical
 * link and social-sharing tags" plus the shared helper's fields. react-helmet-async v3 on React 19
 * renders real elements that React hoists into `<head>` (on the server, in the first flushed
 * chunk); nested Helmets are not merged, so each page renders exactly one `<Seo>`.
 */
import { useState } from "react";
import { Helmet } from "react-helmet-async";
import { COMPANY_NAME } from "../content/company.ts";
import { isHydrating } from "../hydration.tsx";
import { DEFAULT_META } from "../content/page_meta.ts";
import { usePublicConfig } from "../public_config.tsx";
import { FEED_PATH, FEED_TITLE, FEED_TYPE } from "../seo/feed.ts";
import { DEFAULT_OG_IMAGE, OG_IMAGE_SIZE, OG_IMAGE_TYPE } from "../seo/og_image.ts";
import type { JsonLdNode } from "../seo/structured_data.ts";

/**
 * Brand colour, also the browser UI colour (docs/requirements.md#page-meta: theme colour #23295a).
 */
export const THEME_COLOUR = "#23295a";

/**
 * The shared helper's defaults: a generic title and description, an image path, indexing allowed.
 */
export const SEO_DEFAULTS = {
  title: DEFAULT_META.title,
  description: DEFAULT_META.description,
  image: DEFAULT_OG_IMAGE,
  author: COMPANY_NAME,
} as const;

/** Metadata of one page. `path` is the canonical path ("/insights/x"), never a full URL. */
export interface SeoProps {
  title?: string;
  description?: string;
  keywords?: readonly string[];
  path: string;
  /** Site path of the page's 1200x630 JPEG social card (default: the site's card). */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: "article" for insights. */
  type?: "website" | "article";
  /** Default true / true; the admin area and error screens pass false. */
  index?: boolean;
  follow?: boolean;
  /** ISO date of publication, for articles. */
  publishedTime?: string;
  /** ISO date of the last revision, for articles. */
  modifiedTime?: string;
  /** schema.org nodes, each printed as one JSON-LD script (see `shared/seo/`). */
  structuredData?: readonly JsonLdNode[];
}

/** Renders the page's `<title>`, description, canonical and social tags (see module comment). */
export function Seo(props: SeoProps) {
  const { origin } = usePublicConfig();
  const title = props.title ?? SEO_DEFAULTS.title;
  const description = props.description ?? SEO_DEFAULTS.description;
  const canonical = origin + props.path;
  const image = origin + (props.image ?? SEO_DEFAULTS.image);
  const robots = `${props.index === false ? "noindex" : "index"}, ${
    props.follow === false ? "nofollow" : "follow"
  }`;
  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="description" content={description} />
        {props.keywords?.length
          ? <meta name="keywords" content={props.keywords.join(", ")} />
          : null}
        <link rel="canonical" href={canonical} />
        <meta name="author" content={SEO_DEFAULTS.author} />
        <meta name="robots" content={robots} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:image" content={image} />
        <meta property="og:image:type" content={OG_IMAGE_TYPE} />
        <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
        <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
        {props.imageAlt ? <meta property="og:image:alt" content={props.imageAlt} /> : null}
        <meta property="og:url" content={canonical} />
        <meta property="og:site_name" content={COMPANY_NAME} />
        <meta property="og:type" content={props.type ?? "website"} />
        <meta property="og:locale" content="en_GB" />
        {props.publishedTime
          ? <meta property="article:published_time" content={props.publishedTime} />
          : null}
        {props.modifiedTime
          ? <meta property="article:modified_time" content={props.modifiedTime} />
          : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={description} />
        <meta name="twitter:image" content={image} />
        <meta name="theme-color" content={THEME_COLOUR} />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <meta name="apple-mobile-web-app-title" content={COMPANY_NAME} />
      </Helmet>
      {props.structuredData?.map((node, index) => <JsonLd key={index} data={node} />)}
    </>
  );
}

/**
 * Names the insights' Atom feed in the head (`<link rel="alternate">`, `shared/seo/feed.ts`) so
 * feed readers find it from /insights and the articles, the pages whose content the feed carries
 * (ADR 0014: the feed is one of the surfaces of published content). Rendered beside the page's
 * `Seo`: React hoists the element into `<head>` like `Seo`'s own.
 */
export function FeedLink() {
  return (
    <Helmet>
      <link rel="alternate" type={FEED_TYPE} href={FEED_PATH} title={FEED_TITLE} />
    </Helmet>
  );
}

/**
 * One structured-data node as JSON-LD. A `type="application/ld+json"` script is data, not code, so
 * the strict CSP (`script-src 'self'`) does not apply to it; `<` is escaped so the JSON cannot end
 * the element. Only the server writes it (crawlers read the server's markup): the browser keeps the
 * element it hydrated while the node stays the same and drops it for good otherwise, because React makes a
 * new `<script>` element through `innerHTML`, which Trusted Types refuses (ADR 0036).
 */
export function JsonLd({ data }: { data: JsonLdNode }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const [written, setWritten] = useState(() =>
    typeof document === "undefined" || isHydrating() ? json : undefined
  );
  // Once the node has changed, the hydrated element is gone for good: coming back to the same
  // node (the head of the page hydrated first, reached again by client-side navigation) would
  // otherwise make React create the element anew, through the refused `innerHTML`.
  if (written !== undefined && written !== json) setWritten(undefined);
  if (written !== json) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
