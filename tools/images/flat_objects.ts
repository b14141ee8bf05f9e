/**
 * Flat objects shared by the insight pictures: phone, leaf, circular arrows, shopping bag and
 * basket, chart card and document card. Sizes are in SVG user units of a 1200 x 800 canvas.
 */

import {
  circle,
  copyLines,
  group,
  line,
  PALETTE,
  path,
  polyline,
  type Pt,
  rect,
  shade,
} from "./art_kit.ts";

/** Smartphone outline with a screen area; `screen` is drawn inside, in page coordinates. */
export function phone(x: number, y: number, w: number, h: number, screen: string): string {
  return [
    rect(x + 8, y + 14, w, h, { fill: PALETTE.navy, opacity: 0.1, rx: 40 }),
    rect(x, y, w, h, { fill: PALETTE.navy, rx: 40 }),
    rect(x + 14, y + 14, w - 28, h - 28, { fill: PALETTE.white, rx: 28 }),
    screen,
    rect(x + w / 2 - 40, y + 26, 80, 12, { fill: PALETTE.navy, rx: 6 }),
  ].join("");
}

/** Leaf with a central vein, pointing along `angle` degrees (0 = up). */
export function leaf(cx: number, cy: number, size: number, angle: number, c: string): string {
  const s = size;
  return group(
    path(
      `M0 ${s}C${-s * 0.75} ${s * 0.4} ${-s * 0.6} ${-s * 0.55} 0 ${-s}` +
        `C${s * 0.6} ${-s * 0.55} ${s * 0.75} ${s * 0.4} 0 ${s}Z`,
      { fill: c },
    ) +
      path(`M0 ${s * 1.25}L0 ${-s * 0.6}`, { stroke: shade(c, 0.3), sw: Math.max(2, s * 0.05) }),
    { transform: `translate(${cx} ${cy}) rotate(${angle})` },
  );
}

/** Arc of a circle from angle a0 to a1 (degrees, clockwise from 3 o'clock) with an arrowhead. */
export function arcArrow(
  c: Pt,
  r: number,
  span: [number, number],
  colour: string,
  width = 22,
): string {
  const [a0, a1] = span.map((a) => (a * Math.PI) / 180) as [number, number];
  const at = (a: number, rr = r): Pt => [c[0] + Math.cos(a) * rr, c[1] + Math.sin(a) * rr];
  const [sx, sy] = at(a0);
  const [ex, ey] = at(a1);
  const large = a1 - a0 > Math.PI ? 1 : 0;
  const tip = at(a1 + 0.16);
  const outer = at(a1, r + width);
  const inner = at(a1, r - width);
  return path(`M${sx} ${sy}A${r} ${r} 0 ${large} 1 ${ex} ${ey}`, {
    stroke: colour,
    sw: width,
  }).replace('stroke-linecap="round"', 'stroke-linecap="butt"') +
    path(`M${outer[0]} ${outer[1]}L${tip[0]} ${tip[1]}L${inner[0]} ${inner[1]}Z`, {
      fill: colour,
    });
}

/** Shopping bag with two handles. */
export function shoppingBag(x: number, y: number, w: number, h: number, c: string): string {
  return [
    path(
      `M${x + w * 0.3} ${y + 10}V${y - h * 0.12}a${w * 0.2} ${w * 0.2} 0 0 1 ${w * 0.4} 0V${
        y + 10
      }`,
      { stroke: PALETTE.navy, sw: 8 },
    ),
    rect(x, y, w, h, { fill: c, rx: 10 }),
    rect(x + w * 0.72, y, w * 0.28, h, { fill: PALETTE.navyDeep, opacity: 0.1, rx: 8 }),
    circle(x + w * 0.3, y + 24, 6, { fill: PALETTE.navy }),
    circle(x + w * 0.7, y + 24, 6, { fill: PALETTE.navy }),
  ].join("");
}

/** Shopping basket seen from the front, with handle and slats. */
export function basket(x: number, y: number, w: number, h: number, c: string): string {
  const slats: string[] = [];
  for (let i = 1; i < 5; i++) {
    const sx = x + (w * i) / 5;
    slats.push(line([sx, y + 20], [sx - (sx - x - w / 2) * 0.12, y + h - 12], {
      stroke: shade(c, 0.25),
      sw: 5,
    }));
  }
  return [
    path(
      `M${x + w * 0.2} ${y}C${x + w * 0.2} ${y - h * 0.8} ${x + w * 0.8} ${y - h * 0.8} ${
        x + w * 0.8
      } ${y}`,
      { stroke: PALETTE.navy, sw: 10 },
    ),
    path(`M${x} ${y}H${x + w}L${x + w * 0.9} ${y + h}H${x + w * 0.1}Z`, { fill: c }),
    ...slats,
    rect(x - 8, y - 6, w + 16, 22, { fill: shade(c, 0.2), rx: 10 }),
  ].join("");
}

/** White dashboard card with a rising line chart and its shaded area. */
export function chartCard(x: number, y: number, w: number, h: number, values: number[]): string {
  const max = Math.max(...values);
  const pts: Pt[] = values.map((v, i) => [
    x + 40 + ((w - 80) * i) / (values.length - 1),
    y + h - 40 - ((h - 130) * v) / max,
  ]);
  const area = `M${pts.map(([px, py]) => `${px} ${py}`).join("L")}L${x + w - 40} ${y + h - 40}` +
    `L${x + 40} ${y + h - 40}Z`;
  const last = pts[pts.length - 1] ?? [x, y];
  return [
    rect(x + 6, y + 12, w, h, { fill: PALETTE.navy, opacity: 0.07, rx: 20 }),
    rect(x, y, w, h, { fill: PALETTE.white, rx: 20 }),
    copyLines(x + 40, y + 36, [w * 0.3], { h: 12 }),
    [1, 2, 3].map((k) =>
      line([x + 40, y + h - 40 - ((h - 130) * k) / 4], [
        x + w - 40,
        y + h - 40 - ((h - 130) * k) / 4,
      ], {
        stroke: PALETTE.mist,
        sw: 2,
      })
    ).join(""),
    path(area, { fill: PALETTE.tealPale, opacity: 0.8 }),
    polyline(pts, { stroke: PALETTE.teal, sw: 6 }),
    circle(last[0], last[1], 12, { fill: PALETTE.amber }),
    circle(last[0], last[1], 22, { fill: PALETTE.amber, opacity: 0.2 }),
  ].join("");
}

/** Document card with a header bar, copy lines and a round stamp with a tick. */
export function documentCard(x: number, y: number, w: number, h: number): string {
  const sx = x + w - 70;
  const sy = y + h - 70;
  return [
    rect(x + 6, y + 12, w, h, { fill: PALETTE.navy, opacity: 0.08, rx: 14 }),
    rect(x, y, w, h, { fill: PALETTE.white, rx: 14 }),
    rect(x, y, w, 44, { fill: PALETTE.navy, rx: 14 }),
    rect(x, y + 30, w, 14, { fill: PALETTE.navy }),
    copyLines(x + 30, y + 76, [w - 60, w - 100, w - 80, w - 130], { h: 10, gap: 26 }),
    circle(sx, sy, 40, { stroke: PALETTE.teal, sw: 6 }),
    polyline([[sx - 18, sy], [sx - 4, sy + 14], [sx + 20, sy - 12]], {
      stroke: PALETTE.teal,
      sw: 7,
    }),
  ].join("");
}
