/** Isometric page heroes on the navy background: services, distribution and partner pages. */

import type { ImageKey } from "../../shared/content/images.ts";
import { HERO, heroBackground, PALETTE, path, type Scene, svgDoc } from "./art_kit.ts";
import { Iso } from "./iso_kit.ts";
import { pin, platform, shop, warehouse } from "./iso_objects.ts";

function route(iso: Iso, pts: readonly [number, number][], opts: { dashed?: boolean } = {}) {
  const d = pts.map(([x, y], i) => {
    const [sx, sy] = iso.p(x, y, 0);
    return `${i === 0 ? "M" : "L"}${sx} ${sy}`;
  }).join("");
  const dash = opts.dashed ? ` stroke-dasharray="1 16"` : "";
  return `<path d="${d}" fill="none" stroke="${PALETTE.tealSoft}" stroke-width="${
    opts.dashed ? 6 : 5
  }" stroke-linecap="round" stroke-linejoin="round"${dash}/>`;
}

function servicesHero(): string {
  const iso = new Iso(730, 210, 38);
  const parts = [
    platform(iso, [-0.5, -0.5], [7, 5.5]),
    platform(iso, [8, -0.5], [7.5, 5.5]),
    platform(iso, [17, -0.5], [6.5, 5.5]),
    route(iso, [[6.6, 4.2], [8.3, 4.2]], { dashed: true }),
    route(iso, [[15.6, 4.2], [17.3, 4.2]], { dashed: true }),
    warehouse(iso, [0.3, 0.2], [5.4, 3.2, 2.4]),
    route(iso, [[8.4, 4.2], [15.4, 4.2]]),
    iso.van(9.9, 3.3),
    shop(iso, [17.8, 0.4], [4.2, 2.8, 2.2]),
    pin(iso, [21.6, 4.4], PALETTE.amber, 0.9),
  ];
  return svgDoc(HERO, heroBackground(HERO, { glow: [1100, 420] }) + parts.join(""));
}

const BLOCK = { top: "#3a417f", left: "#2f3570", right: "#232959" };

function distributionHero(): string {
  const iso = new Iso(1000, 240, 38);
  const parts: string[] = [platform(iso, [-1, -1], [16, 13.5])];
  for (const r of [4, 8]) parts.push(iso.top(-1, r - 0.45, 0.01, 16, 0.9, "#2a3069"));
  for (const r of [4, 8.5]) parts.push(iso.top(r - 0.45, -1, 0.01, 0.9, 13.5, "#2a3069"));
  const blocks: [number, number, number, number, number][] = [
    [5, 0.3, 3, 3, 1.0],
    [9.3, 0.3, 4.7, 3, 1.4],
    [0, 4.8, 3.2, 2.5, 0.8],
    [5, 4.8, 2.8, 2.5, 1.2],
    [9.3, 4.8, 2.2, 2.5, 0.6],
    [12.2, 4.8, 2.2, 2.5, 1.1],
    [0, 8.8, 3.2, 3, 1.1],
    [5, 8.8, 2.8, 3, 0.7],
    [9.3, 8.8, 4.7, 3, 1.3],
  ];
  for (const [x, y, w, d, h] of blocks) parts.push(iso.box(x, y, 0, [w, d, h], BLOCK));
  parts.push(warehouse(iso, [0, 0], [3.4, 3.0, 2.0], 2));
  parts.push(route(iso, [[1.7, 3.1], [1.7, 4], [8.5, 4], [8.5, 8], [14.4, 8]]));
  parts.push(route(iso, [[4, 4], [4, 12]]));
  parts.push(iso.van(5.0, 3.4));
  parts.push(pin(iso, [14.4, 8], PALETTE.amber, 1));
  parts.push(iso.van(9.8, 7.4));
  parts.push(pin(iso, [4, 12], PALETTE.amber, 1));
  return svgDoc(HERO, heroBackground(HERO, { glow: [1150, 380] }) + parts.join(""));
}

function containers(iso: Iso, x: number, y: number): string {
  const colours = [PALETTE.teal, PALETTE.amber, PALETTE.navySoft, PALETTE.tealSoft];
  const out: string[] = [];
  for (let i = 0; i < 4; i++) {
    const c = colours[i] ?? PALETTE.teal;
    out.push(iso.box(x, y + (i % 2) * 1.1, Math.floor(i / 2) * 1.0, [2.8, 1.0, 0.95], c));
  }
  return out.join("");
}

function bridge(iso: Iso, x0: number, x1: number, y0: number, y1: number): string {
  const span = x1 - x0;
  const rise = 2.4;
  const at = (t: number) => rise * 4 * t * (1 - t);
  const arch = (y: number) => {
    const pts: string[] = [];
    for (let i = 0; i <= 24; i++) {
      const [sx, sy] = iso.p(x0 + (span * i) / 24, y, 0.3 + at(i / 24));
      pts.push(`${i === 0 ? "M" : "L"}${sx} ${sy}`);
    }
    return path(pts.join(""), { stroke: PALETTE.amber, sw: 7 });
  };
  const hangers = (y: number) =>
    [0.2, 0.35, 0.5, 0.65, 0.8].map((t) =>
      path(
        `M${iso.p(x0 + span * t, y, 0.3).join(" ")}L${
          iso.p(x0 + span * t, y, 0.3 + at(t)).join(" ")
        }`,
        { stroke: PALETTE.amberSoft, sw: 2.5 },
      )
    ).join("");
  return [
    arch(y0),
    hangers(y0),
    iso.box(x0, y0, 0, [span, y1 - y0, 0.3], {
      top: PALETTE.cloud,
      left: "#c4cada",
      right: "#9aa2b8",
    }),
    iso.top(x0, (y0 + y1) / 2 - 0.04, 0.31, span, 0.08, PALETTE.grey),
    iso.carton(x0 + 1.2, y0 + 0.35, 0.3, [0.9, 0.9, 0.75], PALETTE.amberSoft),
    iso.carton(x0 + 4.2, y0 + 0.35, 0.3, [0.9, 0.9, 0.75], PALETTE.amberSoft),
    hangers(y1),
    arch(y1),
  ].join("");
}

function partnerHero(): string {
  const iso = new Iso(760, 270, 40);
  const parts = [
    platform(iso, [-1, -1], [7, 6]),
    platform(iso, [13, -1], [8, 6]),
    containers(iso, 0, 0.2),
    iso.box(3.6, 0.3, 0, [0.35, 0.35, 3.4], PALETTE.amber),
    iso.box(3.6, 2.3, 0, [0.35, 0.35, 3.4], PALETTE.amber),
    iso.box(3.4, 0.1, 3.4, [0.75, 2.8, 0.3], PALETTE.amber),
    bridge(iso, 6, 13, 1.2, 2.8),
    warehouse(iso, [13.8, -0.4], [4.2, 2.4, 2.0], 2),
    shop(iso, [14.2, 2.6], [3.4, 1.8, 1.8]),
    iso.tree(19.5, 0.3, 0.9),
    iso.tree(19.6, 3.4, 1.1),
    pin(iso, [19.3, 1.8], PALETTE.amber, 0.8),
  ];
  return svgDoc(HERO, heroBackground(HERO, { glow: [1120, 400] }) + parts.join(""));
}

/** Isometric hero scenes. */
export const ISO_HERO_SCENES = {
  "services-hero": {
    canvas: HERO,
    alt: "Three linked platforms showing a warehouse, a delivery van on the road and a corner " +
      "shop, joined by a route line",
    draw: servicesHero,
  },
  "distribution-hero": {
    canvas: HERO,
    alt: "Town blocks seen from above with delivery routes running from a warehouse to two " +
      "destination pins, and vans on the way",
    draw: distributionHero,
  },
  "partner-hero": {
    canvas: HERO,
    alt: "A bridge carrying parcels from a port with shipping containers to a UK warehouse and " +
      "shop",
    draw: partnerHero,
  },
} satisfies Partial<Record<ImageKey, Scene>>;
