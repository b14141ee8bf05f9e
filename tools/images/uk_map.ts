/**
 * The United Kingdom's coastline from Natural Earth's public-domain 1:50m countries (npm
 * world-atlas, read with topojson-client), with Ireland for context, and the projection that
 * turns (longitude, latitude) into screen points. Shetland lies north of the drawn box and is
 * left out, as on most small maps of the UK.
 */

import { feature } from "topojson-client";
import type { Pt } from "./art_kit.ts";

interface Topology {
  type: "Topology";
  objects: { countries: { type: "GeometryCollection"; geometries: { id?: string }[] } };
}
type Rings = Pt[][];

const ATLAS = JSON.parse(
  Deno.readTextFileSync(
    new URL("../../node_modules/world-atlas/countries-50m.json", import.meta.url),
  ),
) as Topology;

/** Northern edge of the drawn box, in degrees of latitude (Orkney in, Shetland out). */
const NORTH = 59.4;
const SOUTH = 49.85;

/** Outer rings of a country's polygons (ISO 3166 numeric id), north of the box dropped. */
function countryRings(id: string): Rings {
  const geometry = ATLAS.objects.countries.geometries.find((g) => g.id === id);
  if (!geometry) throw new Error(`Cannot find country ${id} in world-atlas`);
  // deno-lint-ignore no-explicit-any
  const shape = feature(ATLAS as any, geometry as any) as unknown as {
    geometry: { type: "Polygon" | "MultiPolygon"; coordinates: unknown };
  };
  const polygons = shape.geometry.type === "Polygon"
    ? [shape.geometry.coordinates as Pt[][]]
    : shape.geometry.coordinates as Pt[][][];
  return polygons.map((polygon) => polygon[0]!)
    .filter((ring) => ring.some(([, lat]) => lat < NORTH));
}

/** Every landmass of the United Kingdom and the Isle of Man, as closed rings. */
export const UK_OUTLINES: readonly (readonly Pt[])[] = [
  ...countryRings("826"),
  ...countryRings("833"),
];

/** The island of Ireland outside the UK, drawn faintly so Northern Ireland does not float. */
export const IRELAND_OUTLINES: readonly (readonly Pt[])[] = countryRings("372");

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
  const k = h / (NORTH - SOUTH);
  const squash = Math.cos((54.5 * Math.PI) / 180);
  return ([lon, lat]) => [x + (lon + 8.2) * squash * k, y + (NORTH - lat) * k];
}

/** SVG path data of `rings` through `project`, each ring closed; numbers to one decimal. */
export function ringsPath(rings: readonly (readonly Pt[])[], project: (ll: Pt) => Pt): string {
  return rings.map((ring) =>
    ring.map((ll, i) => {
      const [px, py] = project(ll);
      return `${i === 0 ? "M" : "L"}${px.toFixed(1)} ${py.toFixed(1)}`;
    }).join("") + "Z"
  ).join("");
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
