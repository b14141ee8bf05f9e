/** Insight card pictures, part three: seasons, digital shelf, shopper behaviour, retail media. */

import { Flower2, Leaf, Search, ShoppingCart, Snowflake, Sun } from "lucide-react";
import type { ImageKey } from "../../shared/content/images.ts";
import {
  CARD,
  cardBackground,
  circle,
  copyLines,
  floorShadow,
  icon,
  PALETTE,
  path,
  rect,
  type Scene,
  star,
  svgDoc,
} from "./art_kit.ts";
import { basket, phone } from "./flat_objects.ts";
import { bottle, can, carton } from "./products_kit.ts";

function donut(cx: number, cy: number, r: number, parts: readonly [number, string][], sw = 34) {
  const circ = 2 * Math.PI * r;
  let offset = 0;
  return parts.map(([share, c]) => {
    const seg = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${c}" ` +
      `stroke-width="${sw}" stroke-dasharray="${circ * share} ${circ}" ` +
      `stroke-dashoffset="${-offset}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += circ * share;
    return seg;
  }).join("");
}

function seasonal(): string {
  const x = 330;
  const y = 130;
  const cell = 76;
  const gap = 16;
  const special = new Map([
    [1, { c: PALETTE.navy, ic: Snowflake }],
    [8, { c: PALETTE.tealSoft, ic: Flower2 }],
    [12, { c: PALETTE.amber, ic: Sun }],
    [18, { c: PALETTE.teal, ic: Leaf }],
  ]);
  const cells: string[] = [];
  for (let i = 0; i < 20; i++) {
    const cx = x + 28 + (i % 5) * (cell + gap);
    const cy = y + 120 + Math.floor(i / 5) * (cell + gap);
    const s = special.get(i);
    cells.push(rect(cx, cy, cell, cell, { fill: s ? s.c : PALETTE.mist, rx: 12 }));
    if (s) cells.push(icon(s.ic, cx + 16, cy + 16, 44, PALETTE.white, 2));
  }
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 400] }) +
      rect(x + 8, y + 14, 500, 520, { fill: PALETTE.navy, opacity: 0.08, rx: 22 }) +
      rect(x, y, 500, 520, { fill: PALETTE.white, rx: 22 }) +
      path(`M${x} ${y + 90}V${y + 22}a22 22 0 0 1 22-22H${x + 478}a22 22 0 0 1 22 22V${y + 90}Z`, {
        fill: PALETTE.navy,
      }) +
      rect(x + 110, y - 30, 22, 64, { fill: PALETTE.grey, rx: 11 }) +
      rect(x + 368, y - 30, 22, 64, { fill: PALETTE.grey, rx: 11 }) +
      cells.join("") +
      circle(880, 600, 96, { fill: PALETTE.white }) +
      donut(880, 600, 64, [[0.25, PALETTE.navy], [0.25, PALETTE.tealSoft], [0.25, PALETTE.amber], [
        0.25,
        PALETTE.teal,
      ]]),
  );
}

function digitalShelf(): string {
  const px = 470;
  const py = 100;
  const screen = rect(px + 34, py + 70, 192, 200, { fill: PALETTE.tealPale, rx: 16 }) +
    bottle(px + 105, py + 250, 50, 160, PALETTE.teal, PALETTE.navy) +
    [0, 1, 2, 3, 4].map((i) =>
      star(px + 48 + i * 30, py + 300, 12, { fill: i < 4 ? PALETTE.amber : PALETTE.cloud })
    ).join("") +
    rect(px + 34, py + 330, 90, 18, { fill: PALETTE.navy, rx: 9 }) +
    copyLines(px + 34, py + 370, [190, 150, 170], { h: 10, gap: 24 }) +
    rect(px + 34, py + 470, 192, 48, { fill: PALETTE.amber, rx: 24 });
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 400] }) +
      phone(px, py, 260, 570, screen) +
      rect(250, 210, 230, 64, { fill: PALETTE.white, rx: 32 }) +
      icon(Search, 272, 226, 32, PALETTE.slate, 2.25) +
      rect(318, 236, 130, 12, { fill: PALETTE.cloud, rx: 6 }) +
      circle(820, 260, 58, { fill: PALETTE.white }) +
      icon(ShoppingCart, 796, 236, 48, PALETTE.navy, 2) +
      circle(858, 222, 18, { fill: PALETTE.amber }) +
      rect(760, 430, 190, 120, { fill: PALETTE.white, rx: 18 }) +
      [36, 56, 48, 80].map((h, i) =>
        rect(788 + i * 36, 526 - h, 22, h, { fill: i === 3 ? PALETTE.teal : PALETTE.cloud, rx: 5 })
      ).join(""),
  );
}

function consumerBehaviour(): string {
  const screen = rect(774, 270, 132, 110, { fill: PALETTE.tealPale, rx: 12 }) +
    carton(812, 362, 56, 74, PALETTE.navy) +
    copyLines(774, 400, [120, 90], { h: 10, gap: 22 }) +
    rect(774, 450, 132, 34, { fill: PALETTE.amber, rx: 17 });
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 420] }) +
      circle(600, 200, 92, { fill: PALETTE.white }) +
      donut(600, 200, 62, [[0.62, PALETTE.teal], [0.38, PALETTE.amber]], 30) +
      path("M470 420C560 330 680 330 730 360", { stroke: PALETTE.teal, sw: 8 }) +
      path("M716 336L744 366L704 376Z", { fill: PALETTE.teal }) +
      path("M730 560C640 640 520 640 470 590", { stroke: PALETTE.navy, sw: 8 }) +
      path("M484 614L456 580L496 572Z", { fill: PALETTE.navy }) +
      floorShadow(360, 640, 150, 14) +
      can(280, 480, 50, 96, PALETTE.teal, PALETTE.white) +
      carton(340, 480, 70, 110, PALETTE.amberSoft) +
      bottle(416, 480, 40, 130, PALETTE.navy, PALETTE.amber) +
      basket(230, 460, 270, 170, PALETTE.teal) +
      floorShadow(840, 640, 100, 12) +
      phone(760, 210, 160, 420, screen),
  );
}

function retailMedia(): string {
  const sx = 330;
  const sy = 120;
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 400] }) +
      floorShadow(430, 690, 140, 14) +
      rect(418, 520, 24, 160, { fill: PALETTE.slate }) +
      rect(340, 672, 180, 20, { fill: PALETTE.navy, rx: 10 }) +
      rect(sx, sy, 200, 420, { fill: PALETTE.navy, rx: 18 }) +
      rect(sx + 14, sy + 14, 172, 392, { fill: PALETTE.teal, rx: 8 }) +
      circle(sx + 100, sy + 150, 70, { fill: PALETTE.tealSoft }) +
      bottle(sx + 72, sy + 240, 56, 180, PALETTE.amber, PALETTE.navy) +
      rect(sx + 34, sy + 276, 132, 16, { fill: PALETTE.white, rx: 8 }) +
      rect(sx + 34, sy + 304, 92, 16, { fill: PALETTE.tealPale, rx: 8 }) +
      rect(sx + 34, sy + 344, 110, 40, { fill: PALETTE.amber, rx: 20 }) +
      rect(620, 196, 330, 300, { fill: PALETTE.white, rx: 20 }) +
      circle(720, 300, 64, { fill: PALETTE.mist }) +
      donut(720, 300, 52, [[0.72, PALETTE.teal]], 22) +
      circle(720, 300, 16, { fill: PALETTE.amber }) +
      copyLines(810, 264, [100, 70, 86], { h: 12, gap: 28 }) +
      [40, 64, 52, 84, 100].map((h, i) =>
        rect(660 + i * 56, 470 - h, 34, h, { fill: i === 4 ? PALETTE.amber : PALETTE.navy, rx: 6 })
      ).join(""),
  );
}

/** Scenes for the third group of insight articles. */
export const INSIGHT_SCENES_C = {
  "insight-seasonal-category-management": {
    canvas: CARD,
    alt: "A wall calendar with winter, spring, summer and autumn days highlighted, beside a " +
      "four-part seasonal wheel",
    draw: seasonal,
  },
  "insight-digital-shelf-optimisation": {
    canvas: CARD,
    alt: "A smartphone showing a product page with star ratings and a buy button, with search, " +
      "basket and sales chart badges around it",
    draw: digitalShelf,
  },
  "insight-consumer-behaviour-shifts": {
    canvas: CARD,
    alt: "Arrows running both ways between a shopping basket and a phone shopping app, under a " +
      "chart of how spending splits between channels",
    draw: consumerBehaviour,
  },
  "insight-retail-media-advertising": {
    canvas: CARD,
    alt: "An in-store digital screen showing a drinks advert next to a campaign results card " +
      "with a reach chart",
    draw: retailMedia,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
