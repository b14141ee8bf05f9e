/** Every illustration by image key; the type makes a missing or misspelt key a compile error. */

import type { ImageKey } from "../../shared/content/images.ts";
import { type Frame, framed, type Scene } from "./art_kit.ts";
import { FLAT_HERO_SCENES } from "./scenes_heroes_flat.ts";
import { ISO_HERO_SCENES } from "./scenes_heroes_iso.ts";
import { HOME_SCENES, homeHeroMapBounds } from "./scenes_home.ts";
import { INSIGHT_SCENES_A } from "./scenes_insights_a.ts";
import { INSIGHT_SCENES_B } from "./scenes_insights_b.ts";
import { INSIGHT_SCENES_C } from "./scenes_insights_c.ts";
import { SERVICE_SCENES } from "./scenes_services.ts";
import { TILE_SCENES } from "./scenes_tiles.ts";

/** 4:3 crops of the page heroes around their subjects (canvas 1600 x 900). */
const HERO_FRAMES = {
  "services-hero": { x: 483, y: 37, w: 1100, h: 825 },
  "brand-management-hero": { x: 550, y: 64, w: 1050, h: 788 },
  "distribution-hero": { x: 491, y: 46, w: 1100, h: 825 },
  "marketing-hero": { x: 500, y: 70, w: 1100, h: 825 },
  "about-hero": { x: 500, y: 50, w: 1100, h: 825 },
  "partner-hero": { x: 491, y: 70, w: 1100, h: 825 },
  "contact-hero": { x: 600, y: 25, w: 1000, h: 750 },
} as const satisfies Partial<Record<ImageKey, Frame>>;

const PAGE_HEROES = { ...ISO_HERO_SCENES, ...FLAT_HERO_SCENES };

/**
 * The home hero's map for phones (shared/pages/home): a square just around all of the map's land
 * with a small margin, so Scotland and Cornwall show whole at 390 px (docs/decisions/0031-phone-hero-shows-the-whole-map.md).
 */
export const HOME_HERO_PHONE_FRAME: Frame = squareAround(homeHeroMapBounds(), 30);

/** The square centred on `box` that holds it with `margin` px on its longer side. */
function squareAround(box: Frame, margin: number): Frame {
  const side = Math.round(Math.max(box.w, box.h) + 2 * margin);
  return {
    x: Math.round(box.x + box.w / 2 - side / 2),
    y: Math.round(box.y + box.h / 2 - side / 2),
    w: side,
    h: side,
  };
}

/** Drawing, canvas and default alt text of each image key. */
export const SCENES: Record<ImageKey, Scene> = {
  ...HOME_SCENES,
  "home-hero-phone": framed(HOME_SCENES["home-hero"], HOME_HERO_PHONE_FRAME),
  ...TILE_SCENES,
  ...SERVICE_SCENES,
  ...Object.fromEntries(
    Object.entries(HERO_FRAMES).map(([key, frame]) => [
      key,
      framed(PAGE_HEROES[key as keyof typeof HERO_FRAMES], frame),
    ]),
  ) as Record<keyof typeof HERO_FRAMES, Scene>,
  ...INSIGHT_SCENES_A,
  ...INSIGHT_SCENES_B,
  ...INSIGHT_SCENES_C,
};
