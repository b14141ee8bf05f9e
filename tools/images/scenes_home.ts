/** Illustrations for the home page sections and the three retail-marketing tiles. */

import type { ImageKey } from "../../shared/content/images.ts";
import {
  CARD,
  cardBackground,
  circle,
  type Frame,
  heroBackground,
  icon,
  line,
  PALETTE,
  path,
  type Scene,
  seeded,
  shade,
  svgDoc,
} from "./art_kit.ts";
import {
  ChartColumn,
  Globe,
  Handshake,
  Package,
  ShoppingCart as ShoppingCartIcon,
  Store,
  Truck,
} from "lucide-react";
import { Iso } from "./iso_kit.ts";
import { warehouse } from "./iso_objects.ts";
import {
  IRELAND_OUTLINES,
  ringsPath,
  UK_OUTLINES,
  UK_PLACES,
  ukDots,
  ukProjector,
} from "./uk_map.ts";

const NETWORK: readonly (readonly [keyof typeof UK_PLACES, keyof typeof UK_PLACES])[] = [
  ["hayes", "southampton"],
  ["hayes", "bristol"],
  ["bristol", "cardiff"],
  ["hayes", "norwich"],
  ["hayes", "birmingham"],
  ["birmingham", "manchester"],
  ["birmingham", "leeds"],
  ["manchester", "leeds"],
  ["leeds", "newcastle"],
  ["manchester", "glasgow"],
  ["newcastle", "edinburgh"],
  ["glasgow", "edinburgh"],
  ["edinburgh", "aberdeen"],
  ["glasgow", "belfast"],
];

/** Square canvas of the home hero: the map is tall, so it is framed square and centred. */
const HOME_HERO_CANVAS = { w: 1000, h: 1000 } as const;

const HERO_MAP_TOP = 60;
const HERO_MAP_HEIGHT = 880;

/** The home hero map's left edge: the map (Ireland's west coast to East Anglia) centred across. */
function heroMapLeft(): number {
  const west = ukProjector(0, HERO_MAP_TOP, HERO_MAP_HEIGHT)([-10.6, 54])[0];
  const east = ukProjector(0, HERO_MAP_TOP, HERO_MAP_HEIGHT)([1.8, 54])[0];
  return (HOME_HERO_CANVAS.w - (east - west)) / 2 - west;
}

/**
 * The box (px of the home hero's canvas) that holds all of the map's land, Shetland to Cornwall
 * and Ireland's west coast to East Anglia: a crop of the scene must contain it to show the whole map.
 */
export function homeHeroMapBounds(): Frame {
  const project = ukProjector(heroMapLeft(), HERO_MAP_TOP, HERO_MAP_HEIGHT);
  const points = [...UK_OUTLINES, ...IRELAND_OUTLINES].flat().map(project);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

function homeHero(): string {
  const { w, h } = HOME_HERO_CANVAS;
  const project = ukProjector(heroMapLeft(), HERO_MAP_TOP, HERO_MAP_HEIGHT);
  const dots = ukDots(heroMapLeft(), HERO_MAP_TOP, HERO_MAP_HEIGHT, 12)
    .map(([x, y]) => `M${x} ${y}h0`).join("");
  const hub = project(UK_PLACES.hayes);
  const routes = NETWORK.map(([a, b]) => {
    const [x1, y1] = project(UK_PLACES[a]);
    const [x2, y2] = project(UK_PLACES[b]);
    const mx = (x1 + x2) / 2 + (y2 - y1) * 0.12;
    const my = (y1 + y2) / 2 - (x2 - x1) * 0.12;
    return path(`M${x1} ${y1}Q${mx} ${my} ${x2} ${y2}`, {
      stroke: PALETTE.tealSoft,
      sw: 3.5,
      opacity: b === "belfast" ? 0.6 : 0.95,
    });
  });
  const nodes = Object.entries(UK_PLACES).filter(([k]) => k !== "hayes").map(([, ll]) => {
    const [x, y] = project(ll);
    return circle(x, y, 14, { fill: PALETTE.tealSoft, opacity: 0.25 }) +
      circle(x, y, 7, { fill: PALETTE.white });
  });
  const canvas = { w, h };
  return svgDoc(
    canvas,
    heroBackground(canvas, { glow: [hub[0] - 80, hub[1] - 300] }) +
      path(ringsPath(IRELAND_OUTLINES, project), { fill: "#283068" }) +
      path(ringsPath(UK_OUTLINES, project), {
        fill: "#2f3778",
        stroke: PALETTE.tealSoft,
        sw: 1.6,
        opacity: 0.95,
      }) +
      path(dots, { stroke: PALETTE.white, sw: 4.5, opacity: 0.2 }) +
      circle(hub[0], hub[1], 150, { stroke: PALETTE.tealSoft, sw: 2, opacity: 0.2 }) +
      circle(hub[0], hub[1], 290, { stroke: PALETTE.tealSoft, sw: 2, opacity: 0.1 }) +
      routes.join("") + nodes.join("") +
      circle(hub[0], hub[1], 46, { fill: PALETTE.amber, opacity: 0.14 }) +
      circle(hub[0], hub[1], 28, { fill: PALETTE.amber, opacity: 0.28 }) +
      circle(hub[0], hub[1], 13, { fill: PALETTE.amber }),
  );
}

function rackLevel(iso: Iso, z: number, bays: number, rand: () => number): string {
  const out: string[] = [];
  for (let b = 0; b < bays; b++) {
    const x = b * 2.6 + 0.2;
    out.push(iso.pallet(x, 0.1, z, 2.2, 1.3));
    const tall = 0.6 + Math.round(rand() * 2) * 0.15;
    if ((b + Math.round(z)) % 3 === 1) {
      out.push(iso.box(x + 0.15, 0.2, z + 0.2, [1.9, 1.1, tall + 0.1], PALETTE.tealPale));
    } else {
      out.push(iso.carton(x + 0.05, 0.15, z + 0.2, [1.0, 1.2, tall], PALETTE.amberSoft));
      out.push(iso.carton(x + 1.15, 0.15, z + 0.2, [1.0, 1.2, tall - 0.15], PALETTE.amberSoft));
    }
  }
  return out.join("");
}

function homeDistribution(): string {
  const iso = new Iso(430, 330, 50);
  const rand = seeded(7);
  const bays = 3;
  const len = bays * 2.6 + 0.2;
  const levels = [0, 1.85, 3.7];
  const upright = (x: number, y: number) => iso.box(x, y, 0, [0.14, 0.14, 5.2], PALETTE.navy);
  const parts: string[] = [iso.top(-1, -1, 0, len + 3.5, 5.2, PALETTE.mist)];
  for (let b = 0; b <= bays; b++) parts.push(upright(b * 2.6, 0));
  for (const z of levels) {
    if (z > 0) parts.push(iso.box(0, 0, z - 0.2, [len, 0.1, 0.2], PALETTE.amber));
    parts.push(rackLevel(iso, z, bays, rand));
    if (z > 0) parts.push(iso.box(0, 1.4, z - 0.2, [len, 0.12, 0.2], PALETTE.amber));
  }
  for (let b = 0; b <= bays; b++) parts.push(upright(b * 2.6, 1.4));
  parts.push(iso.pallet(2.4, 2.6, 0, 2.2, 1.3));
  parts.push(iso.carton(2.45, 2.65, 0.2, [1.0, 1.2, 0.7], PALETTE.amberSoft));
  parts.push(iso.carton(3.55, 2.65, 0.2, [1.0, 1.2, 0.7], PALETTE.amberSoft));
  parts.push(iso.carton(2.45, 2.65, 0.9, [1.0, 1.2, 0.6], PALETTE.amberSoft));
  parts.push(iso.pallet(5.4, 2.9, 0, 2.2, 1.3));
  parts.push(iso.box(5.45, 2.95, 0.2, [2.1, 1.2, 0.9], PALETTE.tealPale));
  return svgDoc(CARD, cardBackground(CARD) + parts.join(""));
}

function homePartnership(): string {
  const cx = 600;
  const cy = 400;
  const icons = [Store, Truck, Globe, Package, ChartColumn, ShoppingCartIcon];
  const nodes = icons.map((ic, i) => {
    const a = ((-90 + i * 60) * Math.PI) / 180;
    return { ic, x: cx + Math.cos(a) * 330, y: cy + Math.sin(a) * 255 };
  });
  const ring = nodes.map((nd) => `${nd.x},${nd.y}`).join(" ");
  return svgDoc(
    CARD,
    cardBackground(CARD, { discR: 340, disc: [cx, cy] }) +
      `<polygon points="${ring}" fill="none" stroke="${PALETTE.grey}" stroke-width="3" ` +
      `stroke-dasharray="2 14" stroke-linecap="round"/>` +
      nodes.map((nd) => line([cx, cy], [nd.x, nd.y], { stroke: PALETTE.tealSoft, sw: 4 })).join(
        "",
      ) +
      nodes.filter((_, i) => i % 2 === 0).map((nd) =>
        circle(cx + (nd.x - cx) * 0.55, cy + (nd.y - cy) * 0.55, 9, { fill: PALETTE.amber })
      ).join("") +
      circle(cx, cy, 132, { fill: PALETTE.navy, opacity: 0.07 }) +
      circle(cx, cy, 100, { fill: PALETTE.navy }) +
      icon(Handshake, cx - 52, cy - 52, 104, PALETTE.white, 1.5) +
      nodes.map((nd, i) =>
        circle(nd.x, nd.y + 8, 62, { fill: PALETTE.navy, opacity: 0.08 }) +
        circle(nd.x, nd.y, 62, { fill: PALETTE.white }) +
        icon(nd.ic, nd.x - 28, nd.y - 28, 56, i % 2 === 0 ? PALETTE.navy : PALETTE.teal)
      ).join(""),
  );
}

function homeAbout(): string {
  const iso = new Iso(470, 300, 54);
  const parts: string[] = [
    iso.top(-1.5, -1, 0, 12.5, 8.2, PALETTE.mist),
    iso.top(-1.5, 5, 0.01, 12.5, 1.6, PALETTE.white, 0.7),
    warehouse(iso, [0, 0], [6, 4, 2.6]),
  ];
  const office = { top: "#394078", left: PALETTE.navy, right: shade(PALETTE.navy, 0.25) };
  parts.push(iso.box(6, 0.4, 0, [2.8, 3.6, 3.8], office));
  for (let r = 0; r < 3; r++) {
    const z = 0.55 + r * 1.1;
    parts.push(iso.faceX(8.8, 0.7, z, 3.0, 0.6, PALETTE.tealSoft));
    if (r > 0) parts.push(iso.faceY(4, 6.3, z, 2.2, 0.6, "#8fc7c1"));
  }
  parts.push(iso.faceY(4, 6.9, 0, 1.0, 1.25, PALETTE.tealPale));
  parts.push(iso.top(6.15, 0.55, 3.8, 2.5, 3.3, "#2e3469"));
  parts.push(iso.tree(10.2, 1.2, 1.1), iso.tree(10.4, 3.0, 0.9));
  parts.push(iso.van(1.4, 5.35));
  parts.push(iso.tree(-0.9, 5.6, 1.0), iso.tree(9.6, 6.4, 1.2));
  return svgDoc(CARD, cardBackground(CARD, { disc: [600, 420] }) + parts.join(""));
}

/** Scenes for the home page and its marketing tiles. */
export const HOME_SCENES = {
  "home-hero": {
    canvas: HOME_HERO_CANVAS,
    alt: "Map of the United Kingdom and Ireland, with delivery routes running from a hub in " +
      "west London to cities across England, Scotland, Wales and Northern Ireland",
    draw: homeHero,
  },
  "home-distribution": {
    canvas: CARD,
    alt: "Warehouse racking with pallets of cartons and wrapped stock on three levels",
    draw: homeDistribution,
  },
  "home-partnership": {
    canvas: CARD,
    alt: "Network diagram with a handshake at its centre, linked to a shop, a lorry, a globe, " +
      "a parcel, a sales chart and a shopping trolley",
    draw: homePartnership,
  },
  "home-about": {
    canvas: CARD,
    alt: "Warehouse unit with three loading doors beside a navy office block, a delivery van " +
      "parked in front and trees around the site",
    draw: homeAbout,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
