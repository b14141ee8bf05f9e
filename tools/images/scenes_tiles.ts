/**
 * Illustrations for the three retail-marketing tiles on the home page (docs/requirements.md#home).
 */

import type { ImageKey } from "../../shared/content/images.ts";
import {
  CARD,
  cardBackground,
  circle,
  copyLines,
  ellipse,
  floorShadow,
  PALETTE,
  path,
  rect,
  type Scene,
  seeded,
  shade,
  svgDoc,
  tint,
} from "./art_kit.ts";
import { bottle, can, carton, type Pack, packRow, shelfUnit } from "./products_kit.ts";

const DULL = [PALETTE.cloud, PALETTE.grey, tint(PALETTE.slate, 0.35), PALETTE.mist];

function dullRow(seed: number, width: number, maxH: number): Pack[] {
  const rand = seeded(seed);
  const packs: Pack[] = [];
  let used = 0;
  while (used < width) {
    const kind = (["carton", "bottle", "jar", "carton"] as const)[Math.floor(rand() * 4)] ??
      "carton";
    const w = kind === "bottle" ? 44 : kind === "jar" ? 56 : 60 + Math.round(rand() * 3) * 10;
    if (used + w > width) break;
    const h = maxH * (kind === "bottle" ? 0.95 : 0.6 + rand() * 0.3);
    const c = DULL[Math.floor(rand() * DULL.length)] ?? PALETTE.cloud;
    packs.push({ kind, w, h, c, cap: shade(c, 0.25) });
    used += w + 12;
  }
  return packs;
}

function tileStrategicPlacement(): string {
  const x = 330;
  const y = 90;
  const w = 540;
  const bases = [230, 380, 530, 680];
  const eye = 380;
  const brand: Pack[] = [
    { kind: "carton", w: 70, h: 110, c: PALETTE.navy },
    { kind: "carton", w: 70, h: 110, c: PALETTE.navy },
    { kind: "bottle", w: 46, h: 120, c: PALETTE.teal },
    { kind: "bottle", w: 46, h: 120, c: PALETTE.teal },
    { kind: "carton", w: 70, h: 110, c: PALETTE.navy },
    { kind: "bottle", w: 46, h: 120, c: PALETTE.teal },
  ];
  const bracket = (cx: number, cy: number, dx: number, dy: number) =>
    path(`M${cx} ${cy + dy * 34}L${cx} ${cy}L${cx + dx * 34} ${cy}`, {
      stroke: PALETTE.amber,
      sw: 6,
    });
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 360 }) +
      floorShadow(600, 712, 330, 18) +
      shelfUnit(x, y, w, 620, bases) +
      rect(x + 14, eye - 140, w - 28, 140, { fill: PALETTE.amberPale }) +
      packRow(x + 40, 230, dullRow(3, w - 80, 110)) +
      packRow(x + 46, eye, brand, 12) +
      packRow(x + 40, 530, dullRow(11, w - 80, 120)) +
      packRow(x + 40, 680, dullRow(5, w - 80, 120)) +
      rect(x + 8, eye, w - 16, 14, { fill: PALETTE.amber, rx: 3 }) +
      bracket(x - 30, eye - 170, 1, 1) + bracket(x + w + 30, eye - 170, -1, 1) +
      bracket(x - 30, eye + 40, 1, -1) + bracket(x + w + 30, eye + 40, -1, -1),
  );
}

function tilePosDisplays(): string {
  const x = 330;
  const w = 280;
  const bases = [372, 472, 572, 672];
  const packs = (c: string): Pack[] => [0, 1, 2].map(() => ({ kind: "carton", w: 62, h: 82, c }));
  const cans: string[] = [];
  for (let i = 0; i < 6; i++) {
    const cx = 720 + i * 34 + (i % 2) * 4;
    cans.push(
      can(
        cx,
        546 + (i % 2) * 14,
        40,
        80,
        i % 3 === 1 ? PALETTE.amber : PALETTE.teal,
        PALETTE.white,
      ),
    );
  }
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 350 }) +
      floorShadow(470, 700, 190, 16) + floorShadow(800, 700, 130, 12) +
      ellipse(470, 716, 210, 30, { fill: PALETTE.amber, opacity: 0.18 }) +
      // Header board of the floor-standing display unit.
      rect(x - 10, 120, w + 20, 150, { fill: PALETTE.navy, rx: 14 }) +
      circle(x + w / 2, 195, 46, { fill: PALETTE.amber }) +
      circle(x + w / 2, 195, 26, { fill: PALETTE.navy }) +
      rect(x + 24, 150, 50, 8, { fill: PALETTE.tealSoft, rx: 4 }) +
      rect(x + w - 74, 232, 50, 8, { fill: PALETTE.tealSoft, rx: 4 }) +
      rect(x, 270, w, 430, { fill: PALETTE.teal, rx: 6 }) +
      rect(x + 16, 270, w - 32, 402, { fill: PALETTE.tealPale }) +
      bases.map((b) => rect(x + 8, b, w - 16, 14, { fill: PALETTE.teal, rx: 3 })).join("") +
      packRow(x + 32, 372, packs(PALETTE.navy), 14) +
      packRow(x + 32, 472, packs(PALETTE.teal), 14) +
      packRow(x + 32, 572, packs(PALETTE.navy), 14) +
      packRow(x + 32, 672, packs(PALETTE.teal), 14) +
      rect(x - 6, 672, w + 12, 30, { fill: PALETTE.navy, rx: 6 }) +
      rect(x + w, 442, 36, 6, { fill: PALETTE.grey, rx: 3 }) +
      circle(x + w + 60, 445, 30, { fill: PALETTE.amber }) +
      circle(x + w + 60, 445, 14, { fill: PALETTE.white }) +
      // Dump bin of cans beside the unit.
      cans.join("") +
      path("M690 540L910 540L890 700L710 700Z", { fill: PALETTE.navy }) +
      rect(684, 530, 232, 24, { fill: PALETTE.navySoft, rx: 8 }) +
      rect(700, 600, 200, 16, { fill: PALETTE.amber }),
  );
}

function cup(x: number, base: number): string {
  return path(`M${x} ${base - 36}L${x + 28} ${base - 36}L${x + 24} ${base}L${x + 4} ${base}Z`, {
    fill: PALETTE.white,
    stroke: PALETTE.grey,
    sw: 2,
  }) + rect(x + 2, base - 34, 24, 9, { fill: PALETTE.amberSoft, rx: 2 });
}

function tileInStoreActivations(): string {
  const cups = [0, 1, 2, 3, 4].map((i) => cup(566 + i * 38, 418)).join("");
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 350 }) +
      floorShadow(610, 700, 330, 18) +
      // Pull-up banner behind the counter.
      rect(300, 110, 190, 560, { fill: PALETTE.white, rx: 6 }) +
      rect(300, 110, 190, 250, { fill: PALETTE.teal, rx: 6 }) +
      rect(300, 300, 190, 60, { fill: PALETTE.teal }) +
      circle(395, 250, 62, { fill: PALETTE.tealSoft }) +
      bottle(372, 290, 46, 120, PALETTE.amber, PALETTE.navy) +
      copyLines(330, 400, [130, 96, 116], { fill: PALETTE.cloud, h: 12, gap: 30 }) +
      rect(330, 520, 130, 40, { fill: PALETTE.amber, rx: 20 }) +
      rect(284, 664, 222, 18, { fill: PALETTE.slate, rx: 8 }) +
      // Sampling counter.
      rect(430, 420, 370, 22, { fill: PALETTE.cloud, rx: 6 }) +
      rect(446, 442, 338, 250, { fill: PALETTE.navy, rx: 6 }) +
      circle(615, 560, 62, { fill: PALETTE.navySoft }) +
      circle(615, 560, 34, { fill: PALETTE.amber }) +
      rect(446, 650, 338, 14, { fill: PALETTE.amber }) +
      bottle(470, 420, 42, 120, PALETTE.teal) +
      bottle(520, 420, 42, 120, PALETTE.teal) +
      rect(556, 410, 200, 10, { fill: PALETTE.grey, rx: 5 }) + cups +
      // Cases of stock beside the stand.
      carton(820, 696, 110, 96, PALETTE.amberSoft) +
      carton(934, 696, 110, 96, PALETTE.amberSoft) +
      carton(876, 600, 110, 96, PALETTE.amberSoft),
  );
}

/** Scenes for the retail-marketing tiles. */
export const TILE_SCENES = {
  "tile-strategic-placement": {
    canvas: CARD,
    alt: "Supermarket shelf with one brand's packs highlighted on the eye-level shelf",
    draw: tileStrategicPlacement,
  },
  "tile-pos-displays": {
    canvas: CARD,
    alt: "Floor-standing display unit stocked with branded packs, with a shelf wobbler and a " +
      "dump bin of drinks cans beside it",
    draw: tilePosDisplays,
  },
  "tile-in-store-activations": {
    canvas: CARD,
    alt: "In-store sampling counter with tasting cups and bottles in front of a pull-up banner, " +
      "with cases of stock beside it",
    draw: tileInStoreActivations,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
