/**
 * Colours, margins and named text styles of the legal PDFs (pdfmake style dictionary). The navy
 * is the site's brand colour; fill-ins ("[Brand Name]") are printed in a blue readers can spot.
 */

/** Colours as #rrggbb. */
export const COLOURS = {
  ink: "#1c1f29",
  navy: "#23295a",
  fillIn: "#1f4e9a",
  muted: "#5f6474",
  rule: "#ccd1de",
  tint: "#f1f3f9",
  white: "#ffffff",
} as const;

/** Page margins in points: left, top, right, bottom (A4 is 595.28 x 841.89). */
export const PAGE_MARGINS = [64, 84, 64, 72] as const;

/** Width of the text column in points. */
export const MEASURE = 595.28 - PAGE_MARGINS[0] - PAGE_MARGINS[2];

/** Named styles the renderer refers to. */
export const PDF_STYLES = {
  kicker: { fontSize: 8, bold: true, color: COLOURS.fillIn, characterSpacing: 1 },
  title: { fontSize: 21, bold: true, color: COLOURS.navy, lineHeight: 1.15, margin: [0, 4, 0, 6] },
  description: { fontSize: 10, color: COLOURS.muted, margin: [0, 0, 0, 4] },
  version: { fontSize: 8.5, color: COLOURS.muted, margin: [0, 0, 0, 8] },
  noteHeading: { fontSize: 9.5, bold: true, color: COLOURS.navy, margin: [0, 0, 0, 4] },
  note: { fontSize: 8.8, margin: [0, 0, 0, 3] },
  heading: { fontSize: 11.5, bold: true, color: COLOURS.navy, margin: [0, 12, 0, 5] },
  number: { bold: true, color: COLOURS.navy },
  cell: { fontSize: 8.3, lineHeight: 1.25 },
  cellHead: { fontSize: 8.3, bold: true, color: COLOURS.white, lineHeight: 1.25 },
  label: { fontSize: 8.8, color: COLOURS.muted },
  party: { bold: true, margin: [0, 2, 0, 8] },
  runningCompany: { fontSize: 7.5, bold: true, color: COLOURS.navy, characterSpacing: 0.6 },
  runningTitle: { fontSize: 7.5, color: COLOURS.muted },
  footer: { fontSize: 7.3, color: COLOURS.muted },
} as const;
