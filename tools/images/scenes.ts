/** Every illustration by image key; the type makes a missing or misspelt key a compile error. */

import type { ImageKey } from "../../shared/content/images.ts";
import type { Scene } from "./art_kit.ts";
import { FLAT_HERO_SCENES } from "./scenes_heroes_flat.ts";
import { ISO_HERO_SCENES } from "./scenes_heroes_iso.ts";
import { HOME_SCENES } from "./scenes_home.ts";
import { INSIGHT_SCENES_A } from "./scenes_insights_a.ts";
import { INSIGHT_SCENES_B } from "./scenes_insights_b.ts";
import { INSIGHT_SCENES_C } from "./scenes_insights_c.ts";
import { TILE_SCENES } from "./scenes_tiles.ts";

/** Drawing, canvas and default alt text of each image key. */
export const SCENES: Record<ImageKey, Scene> = {
  ...HOME_SCENES,
  ...TILE_SCENES,
  ...ISO_HERO_SCENES,
  ...FLAT_HERO_SCENES,
  ...INSIGHT_SCENES_A,
  ...INSIGHT_SCENES_B,
  ...INSIGHT_SCENES_C,
};
