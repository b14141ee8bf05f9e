/** Insight card pictures, part one: drinks, sustainability, convenience, borders, retail trends. */

import { TrendingUp } from "lucide-react";
import type { ImageKey } from "../../shared/content/images.ts";
import {
  CARD,
  cardBackground,
  circle,
  floorShadow,
  icon,
  line,
  PALETTE,
  poly,
  rect,
  type Scene,
  svgDoc,
} from "./art_kit.ts";
import { arcArrow, chartCard, documentCard, leaf, shoppingBag } from "./flat_objects.ts";
import { Iso } from "./iso_kit.ts";
import { lorry, shop } from "./iso_objects.ts";
import { bottle, can, carton } from "./products_kit.ts";

function functionalBeverages(): string {
  const base = 620;
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 330, disc: [600, 420] }) +
      circle(600, 360, 210, { fill: PALETTE.tealPale, opacity: 0.7 }) +
      leaf(770, 230, 70, 35, PALETTE.teal) +
      leaf(700, 200, 50, -10, PALETTE.tealSoft) +
      floorShadow(600, base + 40, 330, 16) +
      rect(280, base, 640, 36, { fill: PALETTE.white, rx: 8 }) +
      rect(280, base + 26, 640, 10, { fill: PALETTE.cloud, rx: 4 }) +
      can(330, base, 100, 200, PALETTE.navy, PALETTE.amber) +
      bottle(450, base, 110, 340, PALETTE.teal, PALETTE.navy) +
      bottle(580, base, 90, 290, PALETTE.amber, PALETTE.navy) +
      can(690, base, 100, 200, PALETTE.teal, PALETTE.white) +
      can(810, base, 80, 150, PALETTE.amber, PALETTE.navy),
  );
}

function sustainability(): string {
  const c: [number, number] = [560, 390];
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 340, disc: [580, 400] }) +
      circle(c[0], c[1], 170, { fill: PALETTE.white }) +
      arcArrow(c, 230, [-80, 20], PALETTE.teal) +
      arcArrow(c, 230, [40, 140], PALETTE.navy) +
      arcArrow(c, 230, [160, 260], PALETTE.tealSoft) +
      leaf(c[0], c[1] + 10, 110, 20, PALETTE.teal) +
      floorShadow(860, 660, 120, 12) +
      carton(790, 660, 130, 170, PALETTE.amberSoft) +
      bottle(930, 660, 64, 200, PALETTE.tealSoft, PALETTE.teal),
  );
}

function crate(iso: Iso, x: number, y: number): string {
  return iso.box(x, y, 0, [0.9, 0.7, 0.5], PALETTE.amberSoft) +
    iso.top(x + 0.08, y + 0.08, 0.5, 0.74, 0.54, PALETTE.tealSoft);
}

function convenienceGrowth(): string {
  const iso = new Iso(520, 270, 54);
  const bars = [1.0, 1.7, 2.6];
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 430] }) +
      iso.top(-1.5, -1.2, 0, 11.5, 7.4, PALETTE.mist) +
      iso.top(-1.5, 4.6, 0.01, 11.5, 1.6, PALETTE.white, 0.8) +
      shop(iso, [0, 0], [5, 3.6, 2.8]) +
      iso.box(6.1, 0.9, 0, [4.4, 1.4, 0.12], PALETTE.white) +
      bars.map((h, i) =>
        iso.box(6.4 + i * 1.4, 1.2, 0.12, [0.75, 0.8, h], i === 2 ? PALETTE.amber : PALETTE.teal)
      ).join("") +
      iso.tree(-0.8, 4.2, 0.9) +
      crate(iso, 1.2, 4.0) + crate(iso, 2.3, 4.0) +
      iso.tree(9.3, 4.8, 1.1),
  );
}

function postBrexit(): string {
  const iso = new Iso(470, 250, 48);
  const border = 6.2;
  // The barrier arm is raised: it rises from the post at the kerb towards the far side.
  const b0 = iso.p(border + 0.2, 5.1, 1.1);
  const b1 = iso.p(border + 0.2, 1.2, 2.3);
  const stripes: string[] = [];
  for (let i = 0; i < 6; i++) {
    const t0 = i / 6;
    const t1 = (i + 1) / 6;
    stripes.push(
      line(
        [b0[0] + (b1[0] - b0[0]) * t0, b0[1] + (b1[1] - b0[1]) * t0],
        [b0[0] + (b1[0] - b0[0]) * t1, b0[1] + (b1[1] - b0[1]) * t1],
        { stroke: i % 2 === 0 ? PALETTE.amber : PALETTE.white, sw: 12 },
      ).replace('stroke-linecap="round"', 'stroke-linecap="butt"'),
    );
  }
  const dashes: string[] = [];
  for (let y = -1; y < 7.5; y += 0.8) {
    dashes.push(
      poly([
        iso.p(border, y, 0.02),
        iso.p(border + 0.12, y, 0.02),
        iso.p(border + 0.12, y + 0.45, 0.02),
        iso.p(border, y + 0.45, 0.02),
      ], { fill: PALETTE.navy }),
    );
  }
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [560, 430] }) +
      iso.top(-2, -1, 0, border + 2, 8.5, PALETTE.mist) +
      iso.top(border, -1, 0, 7, 8.5, PALETTE.tealPale) +
      iso.top(-2, 1.4, 0.01, 15, 2.4, PALETTE.white, 0.9) +
      dashes.join("") +
      iso.box(border + 0.6, -0.4, 0, [1.4, 1.3, 1.6], {
        top: PALETTE.navySoft,
        left: "#f3f5f9",
        right: PALETTE.cloud,
      }) +
      iso.faceY(0.9, border + 0.85, 0.7, 0.9, 0.6, PALETTE.tealSoft) +
      lorry(iso, [-1.8, 1.7], PALETTE.teal) +
      iso.box(border + 0.1, 5.0, 0, [0.25, 0.25, 1.3], PALETTE.navy) +
      stripes.join("") +
      documentCard(860, 90, 240, 290),
  );
}

function retailTrends(): string {
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 400] }) +
      chartCard(330, 150, 560, 380, [2, 3, 2.6, 4, 4.6, 4.2, 6, 7.4]) +
      floorShadow(420, 660, 110, 12) +
      shoppingBag(340, 470, 170, 190, PALETTE.amber) +
      circle(880, 560, 58, { fill: PALETTE.navy }) +
      icon(TrendingUp, 850, 530, 60, PALETTE.white, 2),
  );
}

/** Scenes for the first group of insight articles. */
export const INSIGHT_SCENES_A = {
  "insight-functional-beverages": {
    canvas: CARD,
    alt: "Functional drinks bottles and cans lined up on a shelf in front of a leaf motif",
    draw: functionalBeverages,
  },
  "insight-sustainability-fmcg": {
    canvas: CARD,
    alt: "A leaf inside a circle of recycling arrows, beside a cardboard pack and a bottle",
    draw: sustainability,
  },
  "insight-convenience-growth": {
    canvas: CARD,
    alt: "A convenience store with a striped awning next to a rising bar chart",
    draw: convenienceGrowth,
  },
  "insight-post-brexit-distribution": {
    canvas: CARD,
    alt: "A lorry approaching a customs post and barrier at a border line, with a stamped " +
      "clearance document",
    draw: postBrexit,
  },
  "insight-retail-trends": {
    canvas: CARD,
    alt: "A rising sales chart on a dashboard card with a shopping bag in front",
    draw: retailTrends,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
