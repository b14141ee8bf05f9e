/**
 * A small A4 typesetter on top of pdf-lib: word wrapping with fill-in highlighting, justified
 * text, page breaks, and the running header and footer. `render_pdf.ts` turns template blocks into
 * calls on it.
 */

import { type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

/** A4 in PDF points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** Page margins in points; the header and footer sit inside the top and bottom margins. */
export const MARGIN = { left: 64, right: 64, top: 84, bottom: 76 } as const;

/** Width of the text column in points. */
export const MEASURE = A4.width - MARGIN.left - MARGIN.right;

/** House colours: #23295a is the site's theme colour (spec §2). */
export const COLOURS = {
  ink: rgb(0.11, 0.12, 0.16),
  navy: rgb(0x23 / 255, 0x29 / 255, 0x5a / 255),
  fillIn: rgb(0x1f / 255, 0x4e / 255, 0x9a / 255),
  muted: rgb(0.4, 0.42, 0.48),
  rule: rgb(0.8, 0.82, 0.87),
  tint: rgb(0.945, 0.952, 0.975),
  white: rgb(1, 1, 1),
} as const;

/** The standard fonts the templates use (no embedding, so output stays small and stable). */
export interface TemplateFonts {
  serif: PDFFont;
  serifBold: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** Font, size and line height of a run of text. */
export interface TextStyle {
  font: PDFFont;
  size: number;
  /** Line height in points. */
  leading: number;
  colour: ReturnType<typeof rgb>;
}

interface Part {
  text: string;
  fillIn: boolean;
}

interface Word {
  parts: Part[];
  width: number;
}

/** A wrapped line, ready to draw. */
export interface Line {
  words: Word[];
  width: number;
  /** The last line of a paragraph is never justified. */
  last: boolean;
}

/** Splits text into words, marking bracketed fill-ins, which may span several words. */
function toWords(text: string, style: TextStyle): Word[] {
  const words: Word[] = [];
  let insideBrackets = false;
  for (const raw of text.split(/[ \t\r\n]+/).filter((word) => word.length > 0)) {
    const parts: Part[] = [];
    for (const char of raw) {
      const fillIn = insideBrackets || char === "[";
      if (char === "[") insideBrackets = true;
      if (char === "]") insideBrackets = false;
      const previous = parts.at(-1);
      if (previous !== undefined && previous.fillIn === fillIn) previous.text += char;
      else parts.push({ text: char, fillIn });
    }
    const width = parts.reduce(
      (sum, part) => sum + style.font.widthOfTextAtSize(part.text, style.size),
      0,
    );
    words.push({ parts, width });
  }
  return words;
}

/**
 * Replaces straight quotes with typographic ones, so template sources can stay plain ASCII, and
 * binds cross-references to their numbers with a no-break space.
 */
export function typographic(text: string): string {
  return text
    .replace(/(^|[\s(\[])"/g, "$1\u201c")
    .replace(/"/g, "\u201d")
    .replace(/(^|[\s(\[])'/g, "$1\u2018")
    .replace(/'/g, "\u2019")
    // Keeps cross-references such as "Schedule 1" and "clause 5.3" on one line.
    .replace(/\b(Schedule|clauses?|section|Part) (\d)/g, "$1\u00a0$2");
}

/**
 * Wraps text greedily to a width.
 *
 * @param text Plain text; runs of white space collapse to one space.
 * @param width Available width in points.
 * @returns The lines, the last one flagged.
 */
export function wrapText(text: string, width: number, style: TextStyle): Line[] {
  const space = style.font.widthOfTextAtSize(" ", style.size);
  const lines: Line[] = [];
  let current: Line = { words: [], width: 0, last: false };
  for (const word of toWords(typographic(text), style)) {
    const extra = current.words.length === 0 ? word.width : space + word.width;
    if (current.words.length > 0 && current.width + extra > width) {
      lines.push(current);
      current = { words: [word], width: word.width, last: false };
    } else {
      current.words.push(word);
      current.width += extra;
    }
  }
  if (current.words.length > 0) lines.push(current);
  const final = lines.at(-1);
  if (final !== undefined) final.last = true;
  return lines;
}

/** Lays out content top to bottom across as many A4 pages as needed. */
export class Typesetter {
  readonly doc: PDFDocument;
  readonly fonts: TemplateFonts;
  page: PDFPage;
  /** Top of the next thing to draw, in points from the bottom of the page. */
  y: number;

  constructor(doc: PDFDocument, fonts: TemplateFonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page and moves to the top of its text area. */
  newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** Breaks the page unless `height` points still fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  /** Adds vertical space, unless at the top of a page where it would only push text down. */
  gap(height: number): void {
    if (this.y >= A4.height - MARGIN.top) return;
    this.y -= height;
  }

  /** Draws one line with its top at `top`; justified lines stretch their spaces to `width`. */
  drawLine(line: Line, x: number, top: number, style: TextStyle, justifyTo?: number): void {
    const baseline = top - style.leading / 2 - style.size * 0.33;
    const space = style.font.widthOfTextAtSize(" ", style.size);
    const gaps = line.words.length - 1;
    let stretch = 0;
    if (justifyTo !== undefined && !line.last && gaps > 0) {
      const candidate = (justifyTo - line.width) / gaps;
      // Very loose lines read worse justified than ragged.
      if (candidate < space * 2.5) stretch = candidate;
    }
    let cursor = x;
    for (const word of line.words) {
      for (const part of word.parts) {
        this.page.drawText(part.text, {
          x: cursor,
          y: baseline,
          size: style.size,
          font: style.font,
          color: part.fillIn ? COLOURS.fillIn : style.colour,
        });
        cursor += style.font.widthOfTextAtSize(part.text, style.size);
      }
      cursor += space + stretch;
    }
  }

  /**
   * Flows text at `x` within `width`, breaking pages between lines. An optional label (a clause
   * number or bullet) is drawn at `labelX` beside the first line.
   */
  flow(
    text: string,
    options: {
      x: number;
      width: number;
      style: TextStyle;
      justify?: boolean;
      label?: { text: string; x: number; style: TextStyle };
    },
  ): void {
    const { x, width, style } = options;
    const lines = wrapText(text, width, style);
    lines.forEach((line, index) => {
      // Keep the first two lines of a block together so a label never sits alone.
      this.ensure(index === 0 ? style.leading * Math.min(2, lines.length) : style.leading);
      const labelLine = index === 0 && options.label !== undefined
        ? wrapText(options.label.text, width, options.label.style)[0]
        : undefined;
      if (labelLine !== undefined && options.label !== undefined) {
        this.drawLine(labelLine, options.label.x, this.y, options.label.style);
      }
      this.drawLine(line, x, this.y, style, options.justify ? width : undefined);
      this.y -= style.leading;
    });
  }

  /** Draws the running header and footer on every page, once the page count is known. */
  finishPages(options: { company: string; title: string; footer: string }): void {
    const pages = this.doc.getPages();
    const { sans, sansBold } = this.fonts;
    const right = A4.width - MARGIN.right;
    pages.forEach((page, index) => {
      const headerBaseline = A4.height - 46;
      page.drawText(options.company.toUpperCase(), {
        x: MARGIN.left,
        y: headerBaseline,
        size: 8,
        font: sansBold,
        color: COLOURS.navy,
      });
      const titleWidth = sans.widthOfTextAtSize(options.title, 8);
      page.drawText(options.title, {
        x: right - titleWidth,
        y: headerBaseline,
        size: 8,
        font: sans,
        color: COLOURS.muted,
      });
      page.drawLine({
        start: { x: MARGIN.left, y: headerBaseline - 8 },
        end: { x: right, y: headerBaseline - 8 },
        thickness: 0.6,
        color: COLOURS.navy,
      });

      const footerBaseline = 40;
      page.drawLine({
        start: { x: MARGIN.left, y: footerBaseline + 14 },
        end: { x: right, y: footerBaseline + 14 },
        thickness: 0.4,
        color: COLOURS.rule,
      });
      page.drawText(options.footer, {
        x: MARGIN.left,
        y: footerBaseline,
        size: 7.5,
        font: sans,
        color: COLOURS.muted,
      });
      const pageLabel = `Page ${index + 1} of ${pages.length}`;
      page.drawText(pageLabel, {
        x: right - sans.widthOfTextAtSize(pageLabel, 7.5),
        y: footerBaseline,
        size: 7.5,
        font: sans,
        color: COLOURS.muted,
      });
    });
  }
}
