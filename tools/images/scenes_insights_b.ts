/** Insight card pictures, part two: trade marketing, health food, supply chain, premium packs. */

import type { ImageKey } from "../../shared/content/images.ts";
import {
  CARD,
  cardBackground,
  circle,
  ellipse,
  floorShadow,
  group,
  line,
  PALETTE,
  path,
  rect,
  type Scene,
  shade,
  svgDoc,
} from "./art_kit.ts";
import { leaf } from "./flat_objects.ts";
import { Iso } from "./iso_kit.ts";
import { type Pack, packRow, shelfUnit } from "./products_kit.ts";

function priceTag(x: number, y: number, angle: number): string {
  return group(
    path("M0 60L56 0H250a14 14 0 0 1 14 14V106a14 14 0 0 1-14 14H56Z", {
      fill: PALETTE.amber,
    }) +
      circle(48, 60, 14, { fill: PALETTE.white }) +
      rect(96, 34, 130, 18, { fill: PALETTE.navy, rx: 9 }) +
      rect(96, 68, 90, 18, { fill: PALETTE.white, rx: 9 }),
    { transform: `translate(${x} ${y}) rotate(${angle})` },
  );
}

function tradeMarketing(): string {
  const x = 290;
  const w = 480;
  const row = (c: string): Pack[] =>
    [0, 1, 2, 3, 4].map(() => ({ kind: "carton", w: 66, h: 96, c }));
  const wobbler = (wx: number, wy: number) =>
    rect(wx - 3, wy, 6, 34, { fill: PALETTE.grey }) +
    circle(wx, wy + 62, 32, { fill: PALETTE.amber }) +
    circle(wx, wy + 62, 14, { fill: PALETTE.white });
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 350, disc: [560, 420] }) +
      floorShadow(530, 700, 280, 16) +
      rect(x + 40, 90, w - 80, 90, { fill: PALETTE.navy, rx: 12 }) +
      circle(x + w / 2, 135, 26, { fill: PALETTE.amber }) +
      line([x + 80, 180], [x + 80, 210], { stroke: PALETTE.grey, sw: 4 }) +
      line([x + w - 80, 180], [x + w - 80, 210], { stroke: PALETTE.grey, sw: 4 }) +
      shelfUnit(x, 210, w, 490, [350, 490, 630]) +
      packRow(x + 40, 350, row(PALETTE.teal), 16) +
      packRow(x + 40, 490, row(PALETTE.navy), 16) +
      packRow(x + 40, 630, row(PALETTE.tealSoft), 16) +
      rect(x + 8, 350, w - 16, 18, { fill: PALETTE.amber, rx: 3 }) +
      rect(x + 8, 490, w - 16, 18, { fill: PALETTE.amber, rx: 3 }) +
      wobbler(x + 130, 368) + wobbler(x + 360, 508) +
      floorShadow(900, 640, 120, 12) +
      priceTag(780, 520, -14),
  );
}

function healthFood(): string {
  const cx = 600;
  const rim = 440;
  const bowl = `M${cx - 240} ${rim}A240 170 0 0 0 ${cx + 240} ${rim}Z`;
  return svgDoc(
    CARD,
    cardBackground(CARD, { disc: [600, 400] }) +
      path(
        "M600 250C560 170 420 170 420 290C420 380 520 430 600 500C680 430 780 380 780 290" +
          "C780 170 640 170 600 250Z",
        { fill: PALETTE.tealPale, opacity: 0.8 },
      ) +
      floorShadow(cx, 640, 250, 18) +
      leaf(cx - 120, rim - 60, 80, -40, PALETTE.teal) +
      leaf(cx + 10, rim - 90, 90, 5, PALETTE.tealSoft) +
      leaf(cx + 130, rim - 60, 80, 45, PALETTE.teal) +
      circle(cx - 40, rim - 22, 34, { fill: PALETTE.amber }) +
      circle(cx + 70, rim - 18, 28, { fill: PALETTE.amberSoft }) +
      circle(cx - 160, rim - 12, 24, { fill: PALETTE.amberSoft }) +
      circle(cx + 170, rim - 14, 26, { fill: PALETTE.amber }) +
      path(bowl, { fill: PALETTE.navy }) +
      ellipse(cx, rim, 240, 26, { fill: PALETTE.navySoft }) +
      path(`M${cx - 150} ${rim + 130}A240 170 0 0 0 ${cx + 150} ${rim + 130}Z`, {
        fill: PALETTE.navyDeep,
        opacity: 0.25,
      }) +
      // Apple on the left, cereal bar on the right.
      path(
        "M250 520C250 460 290 440 320 460C350 440 390 460 390 520C390 590 350 630 320 615" +
          "C290 630 250 590 250 520Z",
        { fill: PALETTE.teal },
      ) +
      line([320, 462], [330, 425], { stroke: PALETTE.navy, sw: 6 }) +
      leaf(352, 430, 22, 60, PALETTE.tealSoft) +
      group(
        rect(0, 0, 220, 80, { fill: PALETTE.amberSoft, rx: 10 }) +
          rect(0, 0, 24, 80, { fill: PALETTE.amber, rx: 6 }) +
          rect(196, 0, 24, 80, { fill: PALETTE.amber, rx: 6 }) +
          rect(60, 26, 100, 28, { fill: PALETTE.white, rx: 6 }),
        { transform: "translate(820 560) rotate(-8)" },
      ),
  );
}

function supplyChain(): string {
  const iso = new Iso(440, 370, 54);
  const belt = { top: PALETTE.slate, left: PALETTE.cloud, right: PALETTE.grey };
  const nodes: [number, number, number][] = [
    [0.5, -0.5, 4.4],
    [3.5, 0.3, 5.0],
    [7.0, -0.6, 4.6],
    [5.0, 2.6, 4.1],
    [2.0, 2.4, 4.7],
    [8.2, 1.6, 4.0],
  ];
  const edges: [number, number][] = [[0, 1], [1, 2], [1, 3], [0, 4], [4, 3], [2, 3], [2, 5], [
    3,
    5,
  ]];
  const parts: string[] = [iso.top(-1.5, -1, 0, 12, 5, PALETTE.mist)];
  for (const lx of [0.4, 3.4, 6.4, 9]) {
    parts.push(iso.box(lx, 1.2, 0, [0.2, 0.8, 0.7], PALETTE.grey));
  }
  parts.push(iso.box(0, 1, 0.7, [10, 1.2, 0.25], belt));
  for (let rx = 0.5; rx < 10; rx += 0.5) {
    parts.push(
      line(iso.p(rx, 1, 0.95), iso.p(rx, 2.2, 0.95), {
        stroke: PALETTE.ink,
        sw: 1.5,
        opacity: 0.35,
      }),
    );
  }
  parts.push(iso.box(4.6, 0.6, 0, [0.3, 0.3, 2.8], PALETTE.teal));
  for (const bx of [0.6, 2.4, 6.6, 8.3]) {
    parts.push(iso.carton(bx, 1.2, 0.95, [1.0, 0.8, 0.75], PALETTE.amberSoft));
  }
  parts.push(iso.top(4.6, 1.0, 0.96, 0.5, 1.2, PALETTE.tealSoft, 0.45));
  parts.push(iso.box(4.6, 2.3, 0, [0.3, 0.3, 2.8], PALETTE.teal));
  parts.push(iso.box(4.5, 0.6, 2.8, [0.5, 2.0, 0.3], PALETTE.teal));
  const screen = nodes.map(([x, y, z]) => iso.p(x, y, z));
  for (const [a, b] of edges) {
    const pa = screen[a];
    const pb = screen[b];
    if (pa && pb) parts.push(line(pa, pb, { stroke: PALETTE.tealSoft, sw: 3 }));
  }
  const [sx, sy] = iso.p(4.75, 1.6, 3.1);
  const hub = screen[3];
  if (hub) parts.push(line(hub, [sx, sy], { stroke: PALETTE.amber, sw: 3, opacity: 0.8 }));
  screen.forEach(([x, y], i) => {
    parts.push(circle(x, y, 16, { fill: PALETTE.white }));
    parts.push(circle(x, y, 8, { fill: i === 3 ? PALETTE.amber : PALETTE.teal }));
  });
  return svgDoc(CARD, cardBackground(CARD, { disc: [600, 400] }) + parts.join(""));
}

function sparkle(x: number, y: number, r: number): string {
  return path(
    `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}` +
      `Q${x} ${y} ${x} ${y - r}Z`,
    { fill: PALETTE.amber },
  );
}

function premiumPositioning(): string {
  const iso = new Iso(600, 470, 92);
  const box = { top: "#343b78", left: PALETTE.navy, right: shade(PALETTE.navy, 0.3) };
  const gold = PALETTE.amber;
  const goldDark = shade(PALETTE.amber, 0.2);
  const z0 = 0.6;
  const h = 1.3;
  const lid = z0 + h;
  const [bx, by] = iso.p(0, 0, lid + 0.3);
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 340, disc: [600, 400] }) +
      floorShadow(600, 560, 260, 40) +
      iso.cylinder(0, 0, 0, 1.75, z0, PALETTE.cloud) +
      iso.box(-1, -1, z0, [2, 2, h], box) +
      iso.faceY(1, -0.14, z0, 0.28, h, gold) +
      iso.faceX(1, -0.14, z0, 0.28, h, goldDark) +
      iso.box(-1.08, -1.08, lid, [2.16, 2.16, 0.3], box) +
      iso.faceY(1.08, -0.14, lid, 0.28, 0.3, gold) +
      iso.faceX(1.08, -0.14, lid, 0.28, 0.3, goldDark) +
      iso.top(-0.14, -1.08, lid + 0.3, 0.28, 2.16, gold) +
      iso.top(-1.08, -0.14, lid + 0.3, 2.16, 0.28, gold) +
      ellipse(bx - 40, by - 16, 46, 24, { fill: gold }) +
      ellipse(bx + 40, by - 16, 46, 24, { fill: gold }) +
      ellipse(bx - 40, by - 16, 22, 10, { fill: goldDark }) +
      ellipse(bx + 40, by - 16, 22, 10, { fill: goldDark }) +
      circle(bx, by - 10, 16, { fill: shade(PALETTE.amber, 0.1) }) +
      sparkle(380, 230, 26) + sparkle(840, 200, 34) + sparkle(880, 420, 20) +
      sparkle(330, 470, 16),
  );
}

/** Scenes for the second group of insight articles. */
export const INSIGHT_SCENES_B = {
  "insight-trade-marketing": {
    canvas: CARD,
    alt: "A promotional shelf bay with a header board, shelf-edge strips and wobblers, and a " +
      "large price tag in front",
    draw: tradeMarketing,
  },
  "insight-uk-health-food-trends": {
    canvas: CARD,
    alt: "A bowl of salad leaves and tomatoes with an apple and a cereal bar, in front of a " +
      "heart shape",
    draw: healthFood,
  },
  "insight-supply-chain-innovation": {
    canvas: CARD,
    alt: "Cartons on a conveyor belt passing through a scanning arch, linked to a network of " +
      "data points above",
    draw: supplyChain,
  },
  "insight-premium-positioning": {
    canvas: CARD,
    alt: "A navy gift box tied with a gold ribbon and bow on a display plinth",
    draw: premiumPositioning,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
