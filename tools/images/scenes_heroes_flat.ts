/** Flat page heroes on the navy background: brand management, marketing, about and contact. */

import { ChartColumn, Megaphone, Phone } from "lucide-react";
import type { ImageKey } from "../../shared/content/images.ts";
import {
  circle,
  copyLines,
  ellipse,
  HERO,
  heroBackground,
  icon,
  line,
  PALETTE,
  path,
  polyline,
  rect,
  type Scene,
  svgDoc,
} from "./art_kit.ts";
import { bottle, can, carton } from "./products_kit.ts";

const GUIDE = { stroke: PALETTE.white, sw: 2, opacity: 0.12 };

function pedestal(cx: number, top: number, rx: number): string {
  return rect(cx - rx, top, rx * 2, 70, { fill: "#2a3170" }) +
    ellipse(cx, top + 70, rx, 34, { fill: "#1f255c" }) +
    ellipse(cx, top, rx, 34, { fill: PALETTE.navySoft });
}

function brandManagementHero(): string {
  const cx = 1100;
  const swatches = [PALETTE.white, PALETTE.amber, PALETTE.tealSoft, PALETTE.teal];
  return svgDoc(
    HERO,
    heroBackground(HERO, { glow: [cx, 420] }) +
      circle(cx, 430, 320, GUIDE) + circle(cx, 430, 210, GUIDE) +
      line([cx - 420, 430], [cx + 420, 430], GUIDE) + line([cx, 80], [cx, 780], GUIDE) +
      pedestal(cx, 640, 250) +
      carton(cx - 150, 650, 190, 300, PALETTE.teal) +
      bottle(cx + 60, 650, 96, 330, PALETTE.amber, PALETTE.navy) +
      can(cx - 230, 650, 70, 140, PALETTE.white, PALETTE.amber) +
      swatches.map((c, i) =>
        circle(700, 300 + i * 82, 28, { fill: c }) +
        circle(700, 300 + i * 82, 36, { stroke: PALETTE.white, sw: 2, opacity: 0.2 })
      ).join("") +
      rect(1350, 170, 210, 130, { fill: PALETTE.white, rx: 14 }) +
      polyline([[1378, 272], [1420, 250], [1458, 258], [1500, 214], [1532, 200]], {
        stroke: PALETTE.teal,
        sw: 5,
      }) +
      circle(1532, 200, 9, { fill: PALETTE.amber }) +
      copyLines(1378, 190, [70], { h: 9 }),
  );
}

function marketingHero(): string {
  return svgDoc(
    HERO,
    heroBackground(HERO, { glow: [1080, 430] }) +
      path("M760 250C820 160 960 120 1020 190", {
        stroke: PALETTE.white,
        sw: 3,
        opacity: 0.25,
      }) +
      rect(840, 170, 430, 540, { fill: PALETTE.white, rx: 20 }) +
      path("M840 190a20 20 0 0 1 20-20h390a20 20 0 0 1 20 20V440H840Z", { fill: PALETTE.teal }) +
      circle(1055, 305, 96, { fill: PALETTE.tealSoft }) +
      bottle(1020, 420, 70, 210, PALETTE.amber, PALETTE.navy) +
      copyLines(880, 480, [300, 240, 270], { h: 14, gap: 34 }) +
      rect(880, 610, 170, 48, { fill: PALETTE.amber, rx: 24 }) +
      rect(1210, 380, 290, 300, { fill: PALETTE.white, rx: 20 }) +
      rect(1210, 380, 290, 300, { stroke: PALETTE.cloud, sw: 2, rx: 20 }) +
      icon(ChartColumn, 1236, 400, 40, PALETTE.slate, 2) +
      [90, 140, 120, 190].map((h, i) =>
        rect(1246 + i * 60, 650 - h, 36, h, { fill: i === 3 ? PALETTE.amber : PALETTE.navy, rx: 6 })
      ).join("") +
      circle(730, 300, 84, { fill: PALETTE.amber }) +
      icon(Megaphone, 688, 258, 84, PALETTE.navy, 1.75) +
      circle(1480, 760, 62, { stroke: PALETTE.white, sw: 3, opacity: 0.3 }) +
      circle(1480, 760, 38, { stroke: PALETTE.white, sw: 3, opacity: 0.5 }) +
      circle(1480, 760, 14, { fill: PALETTE.amber }),
  );
}

function skyline(base: number): string {
  const towers: [number, number, number][] = [
    [720, 70, 150],
    [800, 50, 230],
    [860, 90, 120],
    [960, 60, 300],
    [1030, 80, 190],
    [1120, 50, 260],
    [1180, 100, 140],
    [1290, 60, 220],
    [1360, 90, 170],
    [1460, 50, 280],
    [1520, 80, 150],
  ];
  return towers.map(([x, w, h]) => {
    const windows: string[] = [];
    for (let wy = base - h + 24; wy < base - 30; wy += 30) {
      for (let wx = x + 14; wx < x + w - 14; wx += 22) {
        windows.push(rect(wx, wy, 8, 12, { fill: "#3a4283", rx: 1 }));
      }
    }
    return rect(x, base - h, w, h, { fill: "#2b3272" }) + windows.join("");
  }).join("");
}

function aboutHero(): string {
  const deck = 610;
  const [left, right] = [930, 1330];
  const top = 300;
  const sag = 250;
  const cable = (a: number, b: number, ya: number, yb: number, sag: number) =>
    `M${a} ${ya}Q${(a + b) / 2} ${Math.max(ya, yb) + sag} ${b} ${yb}`;
  const hangers: string[] = [];
  for (let x = left + 30; x < right; x += 30) {
    const t = (x - left) / (right - left);
    // A quadratic Bézier with its control point midway has y = top + 2·sag·t(1−t).
    const y = top + 2 * sag * t * (1 - t);
    hangers.push(line([x, y], [x, deck], { stroke: PALETTE.amberSoft, sw: 2, opacity: 0.8 }));
  }
  const tower = (x: number) =>
    rect(x - 20, top - 10, 40, deck - top + 90, { fill: PALETTE.cloud, rx: 4 }) +
    rect(x - 20, top + 70, 40, 14, { fill: PALETTE.grey }) +
    path(
      `M${x - 20} ${top - 10}L${x - 20} ${top - 34}L${x - 8} ${top - 22}L${x} ${top - 44}` +
        `L${x + 8} ${top - 22}L${x + 20} ${top - 34}L${x + 20} ${top - 10}Z`,
      { fill: PALETTE.amber },
    );
  return svgDoc(
    HERO,
    heroBackground(HERO, { glow: [1140, 360] }) +
      circle(1140, 330, 170, { fill: PALETTE.amber, opacity: 0.12 }) +
      circle(1140, 330, 110, { fill: PALETTE.amber, opacity: 0.2 }) +
      skyline(deck + 10) +
      rect(0, deck + 10, 1600, 290, { fill: PALETTE.navyDeep, opacity: 0.55 }) +
      [680, 720, 760, 800, 840].map((y, i) =>
        rect(760 + i * 60, y, 300 - i * 30, 4, { fill: PALETTE.white, opacity: 0.08, rx: 2 })
      ).join("") +
      hangers.join("") +
      path(cable(600, left, deck - 10, top, 0), { stroke: PALETTE.amber, sw: 5 }) +
      path(cable(left, right, top, top, sag), { stroke: PALETTE.amber, sw: 5 }) +
      path(cable(right, 1620, top, deck - 20, 0), { stroke: PALETTE.amber, sw: 5 }) +
      tower(left) + tower(right) +
      rect(560, deck, 1040, 22, { fill: PALETTE.white }) +
      rect(560, deck + 22, 1040, 8, { fill: PALETTE.grey }) +
      rect(560, deck - 14, 56, 120, { fill: PALETTE.cloud, rx: 4 }),
  );
}

function contactHero(): string {
  const dash = `stroke-dasharray="2 12"`;
  return svgDoc(
    HERO,
    heroBackground(HERO, { glow: [1100, 430] }) +
      `<path d="M820 330C840 460 900 520 960 540M1300 330C1350 380 1400 450 1420 520" fill="none" ` +
      `stroke="#ffffff" stroke-opacity="0.3" stroke-width="3" stroke-linecap="round" ${dash}/>` +
      rect(940, 300, 400, 300, { fill: PALETTE.white, rx: 18 }) +
      rect(980, 240, 320, 240, { fill: PALETTE.tealPale, rx: 12 }) +
      copyLines(1020, 280, [200, 240, 160], { h: 14, gap: 34, fill: PALETTE.tealSoft }) +
      path("M940 360L1140 500L1340 360V582a18 18 0 0 1-18 18H958a18 18 0 0 1-18-18Z", {
        fill: PALETTE.white,
      }) +
      path("M940 600L1100 470M1340 600L1180 470", { stroke: PALETTE.cloud, sw: 4 }) +
      path(
        "M1320 200h200a24 24 0 0 1 24 24v100a24 24 0 0 1-24 24h-130l-40 36v-36h-30" +
          "a24 24 0 0 1-24-24V224a24 24 0 0 1 24-24Z",
        { fill: PALETTE.teal },
      ) +
      [1380, 1420, 1460].map((x) => circle(x, 274, 10, { fill: PALETTE.white })).join("") +
      ellipse(800, 330, 60, 18, { fill: PALETTE.amber, opacity: 0.25 }) +
      path("M800 330C790 300 740 260 740 220A60 60 0 1 1 860 220C860 260 810 300 800 330Z", {
        fill: PALETTE.amber,
      }) +
      circle(800, 220, 24, { fill: PALETTE.navy }) +
      circle(1420, 590, 64, { fill: PALETTE.white }) +
      icon(Phone, 1392, 562, 56, PALETTE.teal, 1.75),
  );
}

/** Flat hero scenes. */
export const FLAT_HERO_SCENES = {
  "brand-management-hero": {
    canvas: HERO,
    alt: "Product packs on a pedestal framed by brand guideline circles, with colour swatches " +
      "and a rising performance chart",
    draw: brandManagementHero,
  },
  "marketing-hero": {
    canvas: HERO,
    alt: "Campaign artwork with a product image beside a results chart, a megaphone and a " +
      "target",
    draw: marketingHero,
  },
  "about-hero": {
    canvas: HERO,
    alt: "A suspension bridge with crown-topped towers in front of a city skyline at dusk",
    draw: aboutHero,
  },
  "contact-hero": {
    canvas: HERO,
    alt: "An envelope with a letter, a chat bubble, a location pin and a telephone, linked by " +
      "dotted lines",
    draw: contactHero,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
