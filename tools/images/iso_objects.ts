/**
 * Larger isometric objects reused across pictures: warehouse, shop, floating platform, lorry and
 * map pin. Each is drawn at a world position through the caller's projection.
 */

import { circle, ellipse, line, PALETTE, path, poly, shade } from "./art_kit.ts";
import { type Faces, Iso } from "./iso_kit.ts";

const WALL: Faces = { top: PALETTE.cloud, left: "#f3f5f9", right: PALETTE.cloud };

/** Warehouse with a ribbed roof and roller doors on its lit face (size in world units). */
export function warehouse(
  iso: Iso,
  at: [number, number],
  size: [number, number, number],
  doors = 3,
): string {
  const [x, y] = at;
  const [w, d, h] = size;
  const out = [iso.box(x, y, 0, size, WALL)];
  for (let i = 1; i < w * 2; i++) {
    out.push(line(iso.p(x + i * 0.5, y, h), iso.p(x + i * 0.5, y + d, h), {
      stroke: PALETTE.grey,
      sw: 1.5,
      opacity: 0.7,
    }));
  }
  const pitch = w / doors;
  for (let i = 0; i < doors; i++) {
    const dx = x + i * pitch + pitch * 0.2;
    const dw = pitch * 0.6;
    out.push(iso.faceY(y + d, dx, 0, dw, h * 0.65, PALETTE.grey));
    for (let k = 1; k < 6; k++) {
      out.push(line(iso.p(dx, y + d, k * h * 0.108), iso.p(dx + dw, y + d, k * h * 0.108), {
        stroke: PALETTE.slate,
        sw: 1.5,
        opacity: 0.5,
      }));
    }
    out.push(iso.faceY(y + d, dx + dw * 0.25, h * 0.75, dw * 0.5, 0.12, PALETTE.amber));
  }
  return out.join("");
}

/** Corner shop: white walls, a striped awning over a window of shelves, and a door. */
export function shop(iso: Iso, at: [number, number], size: [number, number, number]): string {
  const [x, y] = at;
  const [w, d, h] = size;
  const roof: Faces = { top: PALETTE.cloud, left: PALETTE.teal, right: shade(PALETTE.teal, 0.25) };
  const out = [iso.box(x, y, 0, size, WALL), iso.box(x, y, h, [w, d, 0.3], roof)];
  out.push(iso.faceY(y + d, x + 0.35, 0.35, w * 0.55, h * 0.48, PALETTE.tealPale));
  const goods = [PALETTE.amber, PALETTE.navy, PALETTE.teal, PALETTE.amberSoft];
  for (let k = 0; k < 3; k++) {
    const z = 0.35 + (k * h * 0.48) / 3;
    if (k > 0) {
      out.push(line(iso.p(x + 0.35, y + d, z), iso.p(x + 0.35 + w * 0.55, y + d, z), {
        stroke: PALETTE.tealSoft,
        sw: 3,
      }));
    }
    for (let i = 0; i < Math.floor(w * 1.6); i++) {
      const gx = x + 0.5 + i * 0.32;
      if (gx + 0.2 > x + 0.35 + w * 0.55) break;
      out.push(iso.faceY(y + d, gx, z + 0.05, 0.2, h * 0.1, goods[(i + k) % goods.length] ?? ""));
    }
  }
  out.push(iso.faceY(y + d, x + w * 0.7, 0, w * 0.2, h * 0.62, PALETTE.navySoft));
  out.push(iso.faceX(x + w, y + 0.4, 0.5, d - 0.8, h * 0.4, PALETTE.tealPale));
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    const a = x + (i * w) / stripes;
    const b = a + w / stripes;
    const z = h * 0.92;
    out.push(
      poly([
        iso.p(a, y + d, z),
        iso.p(b, y + d, z),
        iso.p(b, y + d + 0.7, z - 0.45),
        iso.p(a, y + d + 0.7, z - 0.45),
      ], { fill: i % 2 === 0 ? PALETTE.amber : PALETTE.white }),
    );
  }
  return out.join("");
}

/** Floating slab that carries one part of a scene on the navy hero background. */
export function platform(iso: Iso, at: [number, number], size: [number, number]): string {
  const [x, y] = at;
  const [w, d] = size;
  return iso.box(x, y, -0.35, [w, d, 0.35], {
    top: "#313874",
    left: "#262c63",
    right: "#1b2052",
  }) + poly([iso.p(x, y, 0), iso.p(x + w, y, 0), iso.p(x + w, y + d, 0), iso.p(x, y + d, 0)], {
    stroke: PALETTE.tealSoft,
    sw: 2,
    opacity: 0.35,
  });
}

/** Articulated lorry facing +x: a box trailer in a chosen colour and a navy cab. */
export function lorry(iso: Iso, at: [number, number], trailer: string = PALETTE.teal): string {
  const [x, y] = at;
  const wheel = (wx: number) =>
    poly(iso.ring("xz", [wx, y + 1.2, 0.32], 0.3), { fill: PALETTE.navyDeep }) +
    poly(iso.ring("xz", [wx, y + 1.21, 0.32], 0.12), { fill: PALETTE.grey });
  const ribs: string[] = [];
  for (let i = 1; i < 8; i++) {
    ribs.push(line(iso.p(x + i * 0.6, y + 1.2, 0.45), iso.p(x + i * 0.6, y + 1.2, 2.05), {
      stroke: shade(trailer, 0.25),
      sw: 1.5,
    }));
  }
  return [
    iso.box(x, y, 0.35, [4.8, 1.2, 1.8], trailer),
    ...ribs,
    iso.box(x + 4.9, y, 0.3, [1.2, 1.2, 1.5], {
      top: "#4a5190",
      left: PALETTE.navy,
      right: "#1a1f4a",
    }),
    iso.faceX(x + 6.1, y + 0.1, 1.05, 1.0, 0.55, PALETTE.tealPale),
    iso.faceY(y + 1.2, x + 5.3, 1.05, 0.6, 0.5, PALETTE.tealPale),
    wheel(x + 0.7),
    wheel(x + 1.5),
    wheel(x + 4.0),
    wheel(x + 5.6),
  ].join("");
}

/** Map pin standing upright at a world point, with a soft ring on the ground. */
export function pin(iso: Iso, at: [number, number], c: string = PALETTE.amber, size = 1): string {
  const [gx, gy] = iso.p(at[0], at[1], 0);
  const r = 26 * size;
  const top = gy - r * 3.1;
  return [
    ellipse(gx, gy, r * 1.3, r * 0.55, { fill: c, opacity: 0.25 }),
    path(
      `M${gx} ${gy}C${gx - r * 0.3} ${gy - r * 0.9} ${gx - r} ${top + r * 1.5} ${gx - r} ${
        top + r
      }` +
        `A${r} ${r} 0 1 1 ${gx + r} ${top + r}C${gx + r} ${top + r * 1.5} ${gx + r * 0.3} ` +
        `${gy - r * 0.9} ${gx} ${gy}Z`,
      { fill: c },
    ),
    circle(gx, top + r, r * 0.42, { fill: PALETTE.white }),
  ].join("");
}
