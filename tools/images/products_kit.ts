/**
 * Front-view product packs (cartons, bottles, cans, jars) and a shelf unit. Every pack carries
 * the same highlight and shadow strips so shelves, displays and drinks pictures share one look.
 */

import { circle, group, PALETTE, path, rect, shade, tint } from "./art_kit.ts";

function sheen(x: number, y: number, w: number, h: number, rx: number): string {
  return rect(x + w * 0.12, y + h * 0.08, w * 0.1, h * 0.84, {
    fill: "#ffffff",
    opacity: 0.22,
    rx: Math.min(rx, w * 0.05),
  }) + rect(x + w * 0.78, y + h * 0.04, w * 0.22, h * 0.92, {
    fill: PALETTE.navyDeep,
    opacity: 0.1,
    rx: Math.min(rx, w * 0.1),
  });
}

/** Carton standing on baseline y: coloured body, pale label band and a small mark. */
export function carton(x: number, base: number, w: number, h: number, c: string): string {
  const y = base - h;
  return [
    rect(x, y, w, h, { fill: c, rx: 4 }),
    rect(x, y, w, h * 0.16, { fill: shade(c, 0.15), rx: 4 }),
    rect(x + w * 0.16, y + h * 0.42, w * 0.68, h * 0.3, { fill: tint(c, 0.78), rx: 3 }),
    circle(x + w / 2, y + h * 0.57, Math.min(w, h) * 0.08, { fill: c }),
    rect(x + w * 0.78, y, w * 0.22, h, { fill: PALETTE.navyDeep, opacity: 0.08, rx: 3 }),
  ].join("");
}

/** Bottle standing on baseline y: cap, neck, shoulders, body and label. */
export function bottle(x: number, base: number, w: number, h: number, c: string, cap?: string) {
  const y = base - h;
  const neckW = w * 0.36;
  const nx = x + (w - neckW) / 2;
  const shoulder = y + h * 0.3;
  const body = `M${nx} ${y + h * 0.08}L${nx} ${y + h * 0.16}` +
    `C${nx} ${y + h * 0.24} ${x} ${y + h * 0.24} ${x} ${shoulder}` +
    `L${x} ${base - 6}Q${x} ${base} ${x + 6} ${base}L${x + w - 6} ${base}` +
    `Q${x + w} ${base} ${x + w} ${base - 6}L${x + w} ${shoulder}` +
    `C${x + w} ${y + h * 0.24} ${nx + neckW} ${y + h * 0.24} ${nx + neckW} ${y + h * 0.16}` +
    `L${nx + neckW} ${y + h * 0.08}Z`;
  return [
    path(body, { fill: c }),
    rect(nx - 2, y, neckW + 4, h * 0.09, { fill: cap ?? PALETTE.navy, rx: 3 }),
    rect(x, y + h * 0.48, w, h * 0.3, { fill: tint(c, 0.8) }),
    rect(x + w * 0.25, y + h * 0.57, w * 0.5, h * 0.05, { fill: c, rx: 2 }),
    sheen(x, shoulder, w, base - shoulder, 6),
  ].join("");
}

/** Drinks can standing on baseline y, with a colour band. */
export function can(x: number, base: number, w: number, h: number, c: string, band: string) {
  const y = base - h;
  return [
    rect(x + w * 0.06, y, w * 0.88, h * 0.06, { fill: PALETTE.grey, rx: 3 }),
    rect(x, y + h * 0.05, w, h * 0.9, { fill: c, rx: 6 }),
    rect(x + w * 0.06, base - h * 0.06, w * 0.88, h * 0.06, { fill: PALETTE.grey, rx: 3 }),
    rect(x, y + h * 0.52, w, h * 0.14, { fill: band }),
    circle(x + w / 2, y + h * 0.36, w * 0.14, { fill: band }),
    sheen(x, y + h * 0.05, w, h * 0.9, 6),
  ].join("");
}

/** Jar with a lid, standing on baseline y. */
export function jar(x: number, base: number, w: number, h: number, c: string, lid: string) {
  const y = base - h;
  return [
    rect(x + w * 0.08, y, w * 0.84, h * 0.18, { fill: lid, rx: 4 }),
    rect(x, y + h * 0.16, w, h * 0.84, { fill: c, rx: 10 }),
    rect(x + w * 0.12, y + h * 0.42, w * 0.76, h * 0.34, { fill: tint(c, 0.8), rx: 4 }),
    sheen(x, y + h * 0.16, w, h * 0.84, 8),
  ].join("");
}

/** A pack chosen by kind, so shelves can mix shapes from one list. */
export type PackKind = "carton" | "bottle" | "can" | "jar";

/** One pack on a shelf: its kind, width, height and colour. */
export interface Pack {
  kind: PackKind;
  w: number;
  h: number;
  c: string;
  /** Bottle cap colour; defaults to navy. */
  cap?: string;
}

/** Draws a row of packs left to right from x on baseline y with a fixed gap. */
export function packRow(x: number, base: number, packs: readonly Pack[], gap = 10): string {
  let cx = x;
  const out: string[] = [];
  for (const p of packs) {
    if (p.kind === "carton") out.push(carton(cx, base, p.w, p.h, p.c));
    else if (p.kind === "bottle") out.push(bottle(cx, base, p.w, p.h, p.c, p.cap));
    else if (p.kind === "can") out.push(can(cx, base, p.w, p.h, p.c, tint(p.c, 0.6)));
    else out.push(jar(cx, base, p.w, p.h, p.c, shade(p.c, 0.3)));
    cx += p.w + gap;
  }
  return group(out.join(""));
}

/** Front view of a shelf unit: back panel, side posts, shelf lips at the given baselines. */
export function shelfUnit(x: number, y: number, w: number, h: number, bases: readonly number[]) {
  return [
    rect(x, y, w, h, { fill: PALETTE.white, rx: 6 }),
    rect(x + 14, y + 14, w - 28, h - 14, { fill: "#eef1f6" }),
    rect(x, y, 14, h, { fill: PALETTE.navy, rx: 4 }),
    rect(x + w - 14, y, 14, h, { fill: PALETTE.navy, rx: 4 }),
    rect(x, y, w, 14, { fill: PALETTE.navy, rx: 4 }),
    ...bases.map((b) => rect(x + 8, b, w - 16, 14, { fill: PALETTE.cloud, rx: 3 })),
    ...bases.map((b) => rect(x + 8, b + 10, w - 16, 4, { fill: PALETTE.grey })),
  ].join("");
}
