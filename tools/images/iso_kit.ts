/**
 * Isometric drawing helpers (30° axonometric). World x runs to the lower right, y to the lower
 * left and z up; light comes from the upper left, so the +y face is the lit side and the +x face
 * the shaded one. Objects are painted back to front by the caller.
 */

import { ellipse, PALETTE, path, poly, type Pt, shade, tint } from "./art_kit.ts";

const COS30 = Math.cos(Math.PI / 6);

/** Colours of the three visible faces of a box. */
export interface Faces {
  top: string;
  left: string;
  right: string;
}

/** Derives lit, mid and shaded faces from one base colour. */
export function facesOf(c: string, contrast = 1): Faces {
  return { top: tint(c, 0.22 * contrast), left: c, right: shade(c, 0.2 * contrast) };
}

/** An isometric projection anchored at a screen origin with a scale (px per world unit). */
export class Iso {
  constructor(readonly ox: number, readonly oy: number, readonly s: number) {}

  /** Projects a world point to the screen. */
  p(x: number, y: number, z = 0): Pt {
    return [this.ox + (x - y) * this.s * COS30, this.oy + (x + y) * this.s * 0.5 - z * this.s];
  }

  /** Solid box with its origin corner at (x, y, z) and size (w along x, d along y, h up). */
  box(x: number, y: number, z: number, size: [number, number, number], c: string | Faces): string {
    const [w, d, h] = size;
    const f = typeof c === "string" ? facesOf(c) : c;
    const P = (a: number, b: number, e: number) => this.p(a, b, e);
    return [
      poly([P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)], {
        fill: f.top,
      }),
      poly([P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)], {
        fill: f.left,
      }),
      poly([P(x + w, y, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x + w, y, z + h)], {
        fill: f.right,
      }),
    ].join("");
  }

  /** Flat rectangle on a horizontal plane at height z. */
  top(x: number, y: number, z: number, w: number, d: number, fill: string, opacity?: number) {
    return poly(
      [this.p(x, y, z), this.p(x + w, y, z), this.p(x + w, y + d, z), this.p(x, y + d, z)],
      opacity === undefined ? { fill } : { fill, opacity },
    );
  }

  /** Rectangle on the +y-facing plane y = const (the lit face), spanning x and z. */
  faceY(y: number, x: number, z: number, w: number, h: number, fill: string): string {
    return poly(
      [this.p(x, y, z), this.p(x + w, y, z), this.p(x + w, y, z + h), this.p(x, y, z + h)],
      { fill },
    );
  }

  /** Rectangle on the +x-facing plane x = const (the shaded face), spanning y and z. */
  faceX(x: number, y: number, z: number, d: number, h: number, fill: string): string {
    return poly(
      [this.p(x, y, z), this.p(x, y + d, z), this.p(x, y + d, z + h), this.p(x, y, z + h)],
      { fill },
    );
  }

  /** Points of a circle of radius r lying in one world plane, centred on (x, y, z). */
  ring(plane: "xy" | "xz" | "yz", c: [number, number, number], r: number, steps = 32): Pt[] {
    const pts: Pt[] = [];
    for (let i = 0; i < steps; i++) {
      const a = (i / steps) * Math.PI * 2;
      const u = Math.cos(a) * r;
      const v = Math.sin(a) * r;
      if (plane === "xy") pts.push(this.p(c[0] + u, c[1] + v, c[2]));
      else if (plane === "xz") pts.push(this.p(c[0] + u, c[1], c[2] + v));
      else pts.push(this.p(c[0], c[1] + u, c[2] + v));
    }
    return pts;
  }

  /** Upright cylinder standing on (x, y, z). */
  cylinder(x: number, y: number, z: number, r: number, h: number, c: string): string {
    const [bx, by] = this.p(x, y, z);
    const ty = by - h * this.s;
    const rx = r * this.s * COS30 * Math.SQRT2;
    const ry = r * this.s * 0.5 * Math.SQRT2;
    const body = `M${bx - rx} ${ty}L${bx - rx} ${by}A${rx} ${ry} 0 0 0 ${bx + rx} ${by}` +
      `L${bx + rx} ${ty}Z`;
    const half = `M${bx} ${ty + ry}L${bx} ${by + ry}A${rx} ${ry} 0 0 0 ${bx + rx} ${by}` +
      `L${bx + rx} ${ty}A${rx} ${ry} 0 0 1 ${bx} ${ty + ry}Z`;
    return path(body, { fill: c }) + path(half, { fill: shade(c, 0.16) }) +
      ellipse(bx, ty, rx, ry, { fill: tint(c, 0.22) });
  }

  /** Shipping carton with a tape line across its lid. */
  carton(x: number, y: number, z: number, size: [number, number, number], c: string): string {
    const [w, d, h] = size;
    const tape = this.top(x + w * 0.44, y, z + h, w * 0.12, d, shade(c, 0.12));
    return this.box(x, y, z, size, c) + tape;
  }

  /** Timber-free pallet in slate grey: a deck on three runners. */
  pallet(x: number, y: number, z: number, w: number, d: number): string {
    const c = PALETTE.slate;
    return [
      this.box(x, y, z, [w, 0.12, 0.14], c),
      this.box(x, y + d / 2 - 0.06, z, [w, 0.12, 0.14], c),
      this.box(x, y + d - 0.12, z, [w, 0.12, 0.14], c),
      this.box(x, y, z + 0.14, [w, d, 0.06], tint(c, 0.15)),
    ].join("");
  }

  /** Panel van facing +x: cargo body, cab with windscreen and two visible wheels. */
  van(x: number, y: number, opts: { body?: string; stripe?: string } = {}): string {
    const body = opts.body ?? PALETTE.white;
    const stripe = opts.stripe ?? PALETTE.teal;
    const f: Faces = { top: "#ffffff", left: shade(body, 0.04), right: shade(body, 0.16) };
    const wheel = (wx: number) =>
      poly(this.ring("xz", [wx, y + 1.2, 0.32], 0.3), { fill: PALETTE.navyDeep }) +
      poly(this.ring("xz", [wx, y + 1.21, 0.32], 0.13), { fill: PALETTE.grey });
    return [
      this.box(x, y, 0.25, [2.3, 1.2, 1.45], f),
      this.faceY(y + 1.2, x + 0.15, 0.75, 2.0, 0.2, stripe),
      this.box(x + 2.3, y, 0.25, [0.85, 1.2, 0.9], f),
      this.box(x + 2.3, y + 0.02, 1.15, [0.45, 1.16, 0.4], f),
      this.faceX(x + 2.75, y + 0.1, 1.18, 1.0, 0.34, PALETTE.navySoft),
      this.faceY(y + 1.2, x + 2.35, 0.75, 0.5, 0.36, PALETTE.navySoft),
      this.faceX(x + 3.15, y + 0.1, 0.42, 0.22, 0.14, PALETTE.amberSoft),
      wheel(x + 0.6),
      wheel(x + 2.7),
    ].join("");
  }

  /** Round-canopy tree, flat style with a highlight. */
  tree(x: number, y: number, size = 1): string {
    const [tx, ty] = this.p(x, y, 0);
    const r = 0.55 * size * this.s;
    return [
      ellipse(tx, ty, r * 0.9, r * 0.35, { fill: PALETTE.navy, opacity: 0.08 }),
      path(
        `M${tx - 3} ${ty}L${tx - 3} ${ty - r * 1.4}L${tx + 3} ${ty - r * 1.4}L${tx + 3} ${ty}Z`,
        {
          fill: PALETTE.slate,
        },
      ),
      ellipse(tx, ty - r * 1.9, r * 0.82, r, { fill: PALETTE.teal }),
      ellipse(tx - r * 0.22, ty - r * 2.15, r * 0.45, r * 0.55, {
        fill: PALETTE.tealSoft,
        opacity: 0.55,
      }),
    ].join("");
  }
}
