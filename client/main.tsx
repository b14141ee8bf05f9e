/**
 * Browser entry: waits for the first paint of the server-rendered markup, loads the current page's
 * module, then hydrates. Loading first means the first client render matches the server's exactly
 * (no suspended page, no hydration mismatch); waiting for the paint means hydration never delays
 * it.
 */
import { hydrateRoot } from "react-dom/client";
import { App } from "../shared/app.tsx";
import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  PUBLIC_CONFIG_ELEMENT_ID,
  type PublicConfig,
} from "../shared/public_config.tsx";
import { NO_SITE_LINKS } from "../shared/content/site_links.ts";
import { matchRoute, NOT_FOUND_PAGE } from "../shared/routes.ts";
import { afterFirstPaint } from "./after_first_paint.ts";

function readJson<T>(id: string, fallback: T): T {
  const text = document.getElementById(id)?.textContent;
  return text ? JSON.parse(text) as T : fallback;
}

const config = readJson<PublicConfig>(PUBLIC_CONFIG_ELEMENT_ID, {
  origin: location.origin,
  year: new Date().getFullYear(),
  iconSprite: "",
  links: NO_SITE_LINKS,
});
const data = readJson<PageData>(PAGE_DATA_ELEMENT_ID, {});

const match = matchRoute(location.pathname);
// The page's chunks are already on their way (modulepreload links in the head); evaluating them
// waits for the paint too.
await afterFirstPaint();
await (match?.route.page ?? NOT_FOUND_PAGE).preload(match?.params ?? {});

hydrateRoot(document.getElementById("root")!, <App config={config} data={data} />);
