/**
 * The app's entry, imported by `client/boot.ts` once the page has painted: loads the current
 * page's module, then hydrates. Loading first means the first client render matches the server's
 * exactly (no suspended page, no hydration mismatch). Hydration runs as a transition, so React
 * yields to the browser every few milliseconds instead of holding the main thread for the whole
 * tree: a tap during hydration is answered at once (ADR 0012).
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "../shared/app.tsx";
import { beginHydration } from "../shared/hydration.tsx";
import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
} from "../shared/public_config.tsx";
import { NO_SITE_LINKS } from "../shared/content/site_links.ts";
import { CONTENT_ELEMENT_ID, NO_CONTENT, type PublicContent } from "../shared/content/published.ts";
import { matchRoute, NOT_FOUND_PAGE } from "../shared/routes.ts";
import { readJsonElement } from "./json_island.ts";

const config = readJsonElement<PublicConfig>(PUBLIC_CONFIG_ELEMENT_ID) ?? {
  origin: location.origin,
  year: new Date().getFullYear(),
  iconSprite: "",
  links: NO_SITE_LINKS,
};
const data = readJsonElement<PageData>(PAGE_DATA_ELEMENT_ID) ?? {};
const content = readJsonElement<PublicContent>(CONTENT_ELEMENT_ID) ?? NO_CONTENT;

const match = matchRoute(location.pathname);
// Begun before the page loads: static parts need no code while hydrating (ADR 0013).
beginHydration();
// The page's chunks are already on their way (the boot module preloads them with the app). A
// static page is adopted from the server's markup and needs none (ADR 0013).
if (!match?.route.static) await (match?.route.page ?? NOT_FOUND_PAGE).preload(match?.params ?? {});
// Evaluating this module runs react-dom's factory for the first time (V8 compiles it then), a long
// task on a slow phone; creating the root and hydrating's first slice go in a task of their own,
// so a tap waits for one of the two, not both (ADR 0012's notes). Until `hydrateRoot`, the page is
// the server's markup, as it is while the chunks load (`client/boot.ts` holds forms meanwhile).
await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document.getElementById("root")!,
    <App config={config} data={data} content={content} />,
  );
});
