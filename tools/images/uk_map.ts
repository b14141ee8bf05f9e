/**
 * A coarse outline of the United Kingdom (longitude, latitude), accurate enough for a dot-matrix
 * map at illustration scale, and the projection that turns it into screen points. Hand-traced from
 * well-known coastal towns and headlands; no map data is downloaded.
 */

import type { Pt } from "./art_kit.ts";

const GREAT_BRITAIN: readonly Pt[] = [
  [-3.37, 58.67],
  [-3.07, 58.64],
  [-3.09, 58.44],
  [-3.65, 58.12],
  [-4.0, 57.85],
  [-4.22, 57.5],
  [-3.87, 57.59],
  [-3.28, 57.72],
  [-2.0, 57.69],
  [-1.78, 57.5],
  [-2.08, 57.15],
  [-2.47, 56.7],
  [-2.8, 56.45],
  [-2.58, 56.28],
  [-3.2, 56.02],
  [-2.5, 56.0],
  [-2.0, 55.77],
  [-1.6, 55.4],
  [-1.43, 55.0],
  [-1.2, 54.69],
  [-0.61, 54.49],
  [-0.08, 54.12],
  [0.11, 53.6],
  [0.34, 53.14],
  [0.2, 52.9],
  [0.5, 52.95],
  [1.3, 52.93],
  [1.73, 52.6],
  [1.75, 52.48],
  [1.35, 51.95],
  [1.15, 51.79],
  [0.7, 51.53],
  [1.38, 51.39],
  [1.31, 51.13],
  [0.97, 50.91],
  [0.25, 50.74],
  [-0.14, 50.82],
  [-0.79, 50.73],
  [-1.1, 50.79],
  [-1.4, 50.85],
  [-1.88, 50.72],
  [-2.45, 50.55],
  [-2.94, 50.72],
  [-3.4, 50.62],
  [-3.64, 50.22],
  [-4.14, 50.37],
  [-5.2, 49.96],
  [-5.71, 50.07],
  [-5.48, 50.21],
  [-5.08, 50.42],
  [-4.53, 51.02],
  [-4.12, 51.21],
  [-3.48, 51.21],
  [-2.98, 51.35],
  [-2.7, 51.5],
  [-2.67, 51.64],
  [-3.17, 51.46],
  [-3.94, 51.61],
  [-4.3, 51.56],
  [-4.7, 51.67],
  [-5.3, 51.88],
  [-4.98, 52.0],
  [-4.08, 52.41],
  [-4.06, 52.72],
  [-4.75, 52.8],
  [-4.3, 53.14],
  [-4.63, 53.31],
  [-3.83, 53.33],
  [-3.1, 53.38],
  [-3.0, 53.45],
  [-3.0, 53.65],
  [-3.05, 53.82],
  [-2.87, 54.07],
  [-3.23, 54.1],
  [-3.64, 54.49],
  [-3.55, 54.64],
  [-3.2, 54.95],
  [-3.6, 54.88],
  [-4.05, 54.8],
  [-4.86, 54.64],
  [-5.12, 54.84],
  [-4.63, 55.46],
  [-4.87, 55.79],
  [-5.2, 55.95],
  [-5.45, 55.45],
  [-5.8, 55.3],
  [-5.5, 55.9],
  [-5.6, 56.2],
  [-5.47, 56.41],
  [-6.2, 56.72],
  [-5.83, 57.0],
  [-5.72, 57.28],
  [-5.8, 57.5],
  [-5.75, 57.8],
  [-5.2, 57.9],
  [-5.3, 58.15],
  [-5.0, 58.62],
  [-4.75, 58.57],
  [-3.52, 58.6],
];

const NORTHERN_IRELAND: readonly Pt[] = [
  [-5.43, 54.5],
  [-5.7, 54.66],
  [-5.98, 55.06],
  [-6.2, 55.21],
  [-6.9, 55.2],
  [-7.25, 55.07],
  [-7.6, 54.9],
  [-8.1, 54.6],
  [-8.0, 54.36],
  [-7.3, 54.12],
  [-6.6, 54.05],
  [-6.1, 54.02],
  [-5.85, 54.25],
  [-5.55, 54.35],
];

const ISLANDS: readonly (readonly Pt[])[] = [
  [[-6.2, 58.5], [-6.9, 58.3], [-7.1, 57.95], [-6.6, 57.75], [-6.3, 58.1]],
  [[-7.2, 57.7], [-7.5, 57.6], [-7.45, 57.1], [-7.25, 57.1]],
  [[-6.1, 57.6], [-6.6, 57.7], [-6.8, 57.4], [-6.2, 57.1], [-5.7, 57.2]],
  [[-5.7, 56.5], [-6.3, 56.6], [-6.4, 56.3], [-5.8, 56.3]],
  [[-6.0, 55.9], [-6.5, 55.85], [-6.2, 55.6]],
  [[-3.4, 59.1], [-2.7, 59.2], [-2.8, 58.85], [-3.3, 58.8]],
  [[-1.6, 50.75], [-1.1, 50.75], [-1.25, 50.58]],
];

/** Every landmass outline, each a closed ring of (longitude, latitude) points. */
export const UK_OUTLINES: readonly (readonly Pt[])[] = [
  GREAT_BRITAIN,
  NORTHERN_IRELAND,
  ...ISLANDS,
];

/** Places used as route nodes (longitude, latitude). Hayes is the company's hub. */
export const UK_PLACES = {
  hayes: [-0.42, 51.5],
  birmingham: [-1.9, 52.48],
  manchester: [-2.24, 53.48],
  leeds: [-1.55, 53.8],
  newcastle: [-1.61, 54.97],
  glasgow: [-4.25, 55.86],
  edinburgh: [-3.19, 55.95],
  bristol: [-2.59, 51.45],
  cardiff: [-3.18, 51.48],
  belfast: [-5.93, 54.6],
  norwich: [1.3, 52.63],
  southampton: [-1.4, 50.91],
  aberdeen: [-2.1, 57.15],
} as const satisfies Record<string, Pt>;

/** Maps (longitude, latitude) into a screen box whose top-left is (x, y) and height is h. */
export function ukProjector(x: number, y: number, h: number): (ll: Pt) => Pt {
  const k = h / (59.3 - 49.9);
  const squash = Math.cos((54.5 * Math.PI) / 180);
  return ([lon, lat]) => [x + (lon + 8.2) * squash * k, y + (59.3 - lat) * k];
}

function inside(p: Pt, ring: readonly Pt[]): boolean {
  let hit = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

/** Centres of a square dot grid (spacing `step` px) that fall on land inside the given box. */
export function ukDots(x: number, y: number, h: number, step: number): Pt[] {
  const project = ukProjector(x, y, h);
  const rings = UK_OUTLINES.map((r) => r.map(project));
  const out: Pt[] = [];
  for (let gy = y; gy <= y + h; gy += step) {
    for (let gx = x; gx <= x + h; gx += step) {
      if (rings.some((r) => inside([gx, gy], r))) out.push([gx, gy]);
    }
  }
  return out;
}
