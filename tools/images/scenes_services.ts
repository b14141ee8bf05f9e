/**
 * Pictures of their own for the /services teasers (brand management, distribution, marketing)
 * and the /partner "Why Partner With Us" section, so no illustration appears on two pages.
 * Light card style, subject centred on the canvas.
 */

import { Handshake, Megaphone, Package, Store, Target, Truck } from "lucide-react";
import type { ImageKey } from "../../shared/content/images.ts";
import {
  CARD,
  cardBackground,
  circle,
  copyLines,
  floorShadow,
  icon,
  line,
  PALETTE,
  path,
  rect,
  type Scene,
  svgDoc,
} from "./art_kit.ts";
import { chartCard, phone, shoppingBag } from "./flat_objects.ts";
import { Iso } from "./iso_kit.ts";
import { lorry, warehouse } from "./iso_objects.ts";
import { bottle, can, carton } from "./products_kit.ts";

/** A white board with a brand's packs, its colour swatches and a results chart. */
function servicesBrandManagement(): string {
  const board = { x: 250, y: 150, w: 700, h: 500 };
  const swatches = [PALETTE.navy, PALETTE.teal, PALETTE.amber, PALETTE.tealPale];
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 410], discR: 330 }) +
      rect(board.x + 8, board.y + 14, board.w, board.h, {
        fill: PALETTE.navy,
        opacity: 0.08,
        rx: 24,
      }) +
      rect(board.x, board.y, board.w, board.h, { fill: PALETTE.white, rx: 24 }) +
      copyLines(board.x + 44, board.y + 44, [220, 150], { h: 14, gap: 28 }) +
      floorShadow(435, 560, 150, 16) +
      carton(320, 560, 120, 230, PALETTE.teal) +
      bottle(458, 560, 70, 250, PALETTE.amber, PALETTE.navy) +
      can(546, 560, 62, 130, PALETTE.navy, PALETTE.amber) +
      swatches.map((c, i) => circle(board.x + 64 + i * 60, board.y + board.h - 40, 20, { fill: c }))
        .join("") +
      chartCard(660, 230, 250, 220, [2, 3, 2.6, 4, 4.6, 6]) +
      circle(880, 560, 58, { fill: PALETTE.amber }) +
      icon(Target, 848, 528, 64, PALETTE.navy, 2),
  );
}

/** A warehouse on a loading apron with a lorry pulling away towards the road. */
function servicesDistribution(): string {
  const iso = new Iso(520, 250, 46);
  const apron = { top: "#dfe3ee", left: "#c9cfde", right: "#b8bfd2" };
  const parts = [
    iso.box(-1, -1, -0.25, [13, 8, 0.25], apron),
    iso.top(-1, 5.2, 0.01, 13, 1.4, "#aeb6cb"),
    ...[0, 2.5, 5, 7.5, 10].map((x) => iso.top(x, 5.8, 0.02, 1.2, 0.2, PALETTE.white)),
    warehouse(iso, [0, -0.5], [6, 3.6, 2.6], 3),
    iso.pallet(6.6, 0.2, 0, 1.6, 1.2),
    iso.carton(6.75, 0.3, 0.25, [0.6, 0.5, 0.6], PALETTE.amberSoft),
    iso.carton(7.45, 0.3, 0.25, [0.6, 0.5, 0.45], PALETTE.amberSoft),
    iso.pallet(6.6, 1.8, 0, 1.6, 1.2),
    iso.carton(6.7, 1.9, 0.25, [1.3, 1.0, 0.7], PALETTE.tealPale),
    lorry(iso, [7.2, 4.4]),
  ];
  return svgDoc(CARD, cardBackground(CARD, { disc: [640, 430], discR: 340 }) + parts.join(""));
}

/** A phone showing a product advert, with a shopping bag, a campaign chart and a megaphone. */
function servicesMarketing(): string {
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 420], discR: 330 }) +
      chartCard(640, 210, 300, 260, [1, 1.6, 1.4, 2.4, 3.4, 4.2]) +
      phone(430, 130, 250, 500, PALETTE.teal) +
      circle(555, 300, 80, { fill: PALETTE.tealSoft }) +
      bottle(530, 380, 50, 150, PALETTE.amber, PALETTE.navy) +
      copyLines(470, 420, [170, 120], { h: 12, gap: 26 }) +
      rect(470, 500, 120, 40, { fill: PALETTE.amber, rx: 20 }) +
      shoppingBag(700, 500, 150, 150, PALETTE.navy) +
      circle(330, 520, 72, { fill: PALETTE.amber }) +
      icon(Megaphone, 294, 484, 72, PALETTE.navy, 2) +
      path("M360 440C390 380 420 360 440 350", { stroke: PALETTE.slate, sw: 3, opacity: 0.4 }),
  );
}

/**
 * One partner in the middle, joined to the four parts of a route to market it replaces: import
 * and stock, delivery, retail and marketing.
 */
function partnerWhy(): string {
  // Kept above the bottom fifth: the page lays a "100+ Brand Partners" badge over that corner.
  const centre: [number, number] = [600, 380];
  const spokes: [number, number, typeof Package][] = [
    [330, 190, Package],
    [870, 190, Truck],
    [330, 560, Store],
    [870, 560, Megaphone],
  ];
  const ring = (x: number, y: number, r: number) =>
    circle(x + 4, y + 8, r, { fill: PALETTE.navy, opacity: 0.08 }) +
    circle(x, y, r, { fill: PALETTE.white });
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: centre, discR: 340 }) +
      circle(centre[0], centre[1], 250, { stroke: PALETTE.grey, sw: 2, opacity: 0.6 }) +
      spokes.map(([x, y]) =>
        line(centre, [x, y], { stroke: PALETTE.tealSoft, sw: 5, opacity: 0.9 })
      ).join("") +
      spokes.map(([x, y, glyph]) =>
        ring(x, y, 74) + icon(glyph, x - 34, y - 34, 68, PALETTE.navy, 1.75) +
        circle(x + 52, y - 52, 14, { fill: PALETTE.teal })
      ).join("") +
      circle(centre[0], centre[1], 150, { fill: PALETTE.amber, opacity: 0.16 }) +
      circle(centre[0], centre[1], 116, { fill: PALETTE.navy }) +
      icon(Handshake, centre[0] - 58, centre[1] - 58, 116, PALETTE.white, 1.6),
  );
}

/** The four scenes. */
export const SERVICE_SCENES = {
  "services-brand-management": {
    canvas: CARD,
    alt: "A brand board with a carton, a bottle and a can, the brand's colour swatches and a " +
      "rising results chart",
    draw: servicesBrandManagement,
  },
  "services-distribution": {
    canvas: CARD,
    alt: "A warehouse with pallets of cartons on the loading apron and a lorry pulling away",
    draw: servicesDistribution,
  },
  "services-marketing": {
    canvas: CARD,
    alt: "A phone showing a product advert, beside a campaign results chart, a shopping bag " +
      "and a megaphone",
    draw: servicesMarketing,
  },
  "partner-why": {
    canvas: CARD,
    alt: "A handshake at the centre, linked to stock, delivery, shops and marketing: one " +
      "partner for the whole route to market",
    draw: partnerWhy,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
