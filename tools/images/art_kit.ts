/**
 * Flat drawing kit shared by every generated illustration: the restrained brand palette, colour
 * mixing, SVG primitives and the two backgrounds (light card, navy hero). Keeping these in one
 * place is what makes 27 separately drawn pictures read as one set.
 */

import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/** Brand palette: navy #23295a (the brand colour) with a deep teal and a warm amber accent. */
export const PALETTE = {
  navy: "#23295a",
  navyDeep: "#161a3d",
  navySoft: "#3d4585",
  teal: "#1d7470",
  tealSoft: "#5aa39c",
  tealPale: "#d3e8e5",
  amber: "#e2a33e",
  amberSoft: "#f0c77c",
  amberPale: "#f8ead0",
  paper: "#f6f7fa",
  mist: "#e9ecf3",
  cloud: "#d9deea",
  grey: "#b5bccd",
  slate: "#7b839c",
  ink: "#2f3550",
  white: "#ffffff",
} as const;

/** A 2-D point in SVG user units. */
export type Pt = readonly [number, number];

/** Canvas size of one illustration (SVG user units; the encoder scales to each width). */
export interface Canvas {
  w: number;
  h: number;
}

/** 3:2 canvas for cards, tiles and insight images. */
export const CARD: Canvas = { w: 1200, h: 800 };
/** 16:9 canvas for page heroes. */
export const HERO: Canvas = { w: 1600, h: 900 };

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear mix of two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return "#" +
    ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t).toString(16).padStart(2, "0"))
      .join("");
}

/** Lighter tint of a colour (mixed towards white). */
export function tint(c: string, t: number): string {
  return mix(c, "#ffffff", t);
}

/** Darker shade of a colour (mixed towards the navy-black used for shadows, never pure black). */
export function shade(c: string, t: number): string {
  return mix(c, "#0e1030", t);
}

/** Deterministic pseudo-random numbers (mulberry32) so every run draws the same picture. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function n(v: number): string {
  return String(Math.round(v * 100) / 100);
}

/** Optional paint attributes for a primitive. */
export interface Paint {
  fill?: string;
  stroke?: string;
  sw?: number;
  opacity?: number;
  rx?: number;
}

function paint(p: Paint): string {
  const parts = [`fill="${p.fill ?? "none"}"`];
  if (p.stroke) {
    parts.push(
      `stroke="${p.stroke}" stroke-width="${n(p.sw ?? 4)}"`,
      `stroke-linecap="round" stroke-linejoin="round"`,
    );
  }
  if (p.opacity !== undefined) parts.push(`opacity="${n(p.opacity)}"`);
  return parts.join(" ");
}

/** Rectangle, optionally rounded. */
export function rect(x: number, y: number, w: number, h: number, p: Paint): string {
  const r = p.rx ? ` rx="${n(p.rx)}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r} ${paint(p)}/>`;
}

/** Circle. */
export function circle(cx: number, cy: number, r: number, p: Paint): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${paint(p)}/>`;
}

/** Ellipse. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, p: Paint): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${paint(p)}/>`;
}

/** Closed polygon. */
export function poly(points: readonly Pt[], p: Paint): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" ${paint(p)}/>`;
}

/** Open polyline. */
export function polyline(points: readonly Pt[], p: Paint): string {
  return `<polyline points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" ${paint(p)}/>`;
}

/** Free path from SVG path data. */
export function path(d: string, p: Paint): string {
  return `<path d="${d}" ${paint(p)}/>`;
}

/** Straight line. */
export function line(a: Pt, b: Pt, p: Paint): string {
  return `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" ${paint(p)}/>`;
}

/** Group with an optional transform and opacity. */
export function group(body: string, opts: { transform?: string; opacity?: number } = {}): string {
  const t = opts.transform ? ` transform="${opts.transform}"` : "";
  const o = opts.opacity !== undefined ? ` opacity="${n(opts.opacity)}"` : "";
  return `<g${t}${o}>${body}</g>`;
}

/** Soft elliptical floor shadow that grounds an object on a light background. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number, dark = false): string {
  return ellipse(cx, cy, rx, ry, {
    fill: dark ? "#0b0e26" : PALETTE.navy,
    opacity: dark ? 0.35 : 0.08,
  });
}

/** Five-point star centred on (cx, cy). */
export function star(cx: number, cy: number, r: number, p: Paint): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return poly(pts, p);
}

/** Placeholder-free content lines: grey bars that stand for copy without showing any words. */
export function copyLines(
  x: number,
  y: number,
  widths: readonly number[],
  opts: { h?: number; gap?: number; fill?: string } = {},
): string {
  const h = opts.h ?? 10;
  const gap = opts.gap ?? 22;
  return widths.map((w, i) =>
    rect(x, y + i * gap, w, h, { fill: opts.fill ?? PALETTE.cloud, rx: h / 2 })
  )
    .join("");
}

/** Renders a Lucide line icon (ISC licence, already a site dependency) as a nested SVG. */
export function icon(
  component: FunctionComponent<Record<string, unknown>>,
  x: number,
  y: number,
  size: number,
  colour: string,
  strokeWidth = 1.75,
): string {
  return renderToStaticMarkup(
    createElement(component, { size, color: colour, strokeWidth, x: n(x), y: n(y) }),
  ).replace(/ class="[^"]*"/, "").replace(/ aria-hidden="true"/, "");
}

/** Light card background: off-white wash, one large soft disc and a faint dot grid. */
export function cardBackground(c: Canvas, opts: { disc?: Pt; discR?: number } = {}): string {
  const [dx, dy] = opts.disc ?? [c.w * 0.5, c.h * 0.52];
  const r = opts.discR ?? c.h * 0.4;
  const dots: string[] = [];
  for (let x = 0; x < 6; x++) {
    for (let y = 0; y < 4; y++) {
      dots.push(circle(c.w * 0.08 + x * 26, c.h * 0.12 + y * 26, 3, { fill: PALETTE.grey }));
    }
  }
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${PALETTE.paper}"/><stop offset="1" stop-color="#edf0f5"/>`,
    `</linearGradient><radialGradient id="disc" cx="0.5" cy="0.45" r="0.6">`,
    `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${PALETTE.mist}"/>`,
    `</radialGradient></defs>`,
    rect(0, 0, c.w, c.h, { fill: "url(#bg)" }),
    circle(dx, dy, r, { fill: "url(#disc)" }),
    group(dots.join(""), { opacity: 0.5 }),
  ].join("");
}

/** Navy hero background: brand-navy gradient, a teal glow behind the subject and a dot grid. */
export function heroBackground(c: Canvas, opts: { glow?: Pt } = {}): string {
  const [gx, gy] = opts.glow ?? [c.w * 0.64, c.h * 0.5];
  const dots: string[] = [];
  for (let x = 0; x < 40; x++) {
    for (let y = 0; y < 23; y++) {
      dots.push(`M${x * 40 + 20} ${y * 40 + 20}h0`);
    }
  }
  return [
    `<defs><linearGradient id="hbg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${PALETTE.navy}"/>`,
    `<stop offset="1" stop-color="${PALETTE.navyDeep}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${n(gx / c.w)}" cy="${n(gy / c.h)}" r="0.5">`,
    `<stop offset="0" stop-color="${PALETTE.tealSoft}" stop-opacity="0.28"/>`,
    `<stop offset="1" stop-color="${PALETTE.tealSoft}" stop-opacity="0"/></radialGradient></defs>`,
    rect(0, 0, c.w, c.h, { fill: "url(#hbg)" }),
    rect(0, 0, c.w, c.h, { fill: "url(#glow)" }),
    path(dots.join(""), { stroke: "#ffffff", sw: 3, opacity: 0.07 }),
  ].join("");
}

/** Wraps drawn content in a complete SVG document of the canvas size. */
export function svgDoc(c: Canvas, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">${body}</svg>`;
}

/** One illustration: its canvas (aspect ratio), default alt text and drawing. */
export interface Scene {
  canvas: Canvas;
  alt: string;
  draw: () => string;
}

/** A crop of a drawing, in its user units. */
export interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * `scene` cropped to `frame`: the page heroes were drawn on a wide canvas with the subject on the
 * right; shown in a card beside the headline, each is cut to a 4:3 frame around its subject so
 * it fills the card at every width.
 */
export function framed(scene: Scene, frame: Frame): Scene {
  return {
    canvas: { w: frame.w, h: frame.h },
    alt: scene.alt,
    draw: () =>
      scene.draw().replace(
        /^<svg([^>]*?) width="[^"]*" height="[^"]*" viewBox="[^"]*"/,
        `<svg$1 width="${frame.w}" height="${frame.h}" ` +
          `viewBox="${frame.x} ${frame.y} ${frame.w} ${frame.h}"`,
      ),
  };
}
