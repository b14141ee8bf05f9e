/**
 * Renders one legal template to PDF bytes (decisions.md "Legal documents download"). Output is
 * deterministic: standard fonts only and fixed metadata dates, so regenerating an unchanged
 * template yields identical bytes and the published file sizes stay true.
 */

import { PDFDocument, StandardFonts } from "pdf-lib";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import type { LegalDocumentEntry } from "../../shared/content/legal/document_catalogue.ts";
import type { LegalTemplate, TemplateBlock, TemplateSection } from "./template_types.ts";
import {
  A4,
  COLOURS,
  MARGIN,
  MEASURE,
  type TemplateFonts,
  type TextStyle,
  Typesetter,
  wrapText,
} from "./typesetter.ts";

/** Creation and modification date written into every template, fixed for reproducible output. */
export const TEMPLATE_DATE = new Date("2025-08-01T09:00:00Z");

/** Version line printed under each template's title. */
export const TEMPLATE_VERSION = "Version 1.0, August 2025";

/** Footer text on every page (task brief: templates carry this warning). */
export const TEMPLATE_FOOTER = "Template \u2014 take independent legal advice before use";

const INDENT = 30;
const SUB_INDENT = 54;
const CHECK_INDENT = 18;
/** Tables up to this height (points) are kept on one page rather than split between rows. */
const KEEP_TABLE_HEIGHT = 260;
const LEFT = MARGIN.left;

function styles(fonts: TemplateFonts) {
  return {
    body: { font: fonts.serif, size: 10.5, leading: 14.6, colour: COLOURS.ink },
    number: { font: fonts.serifBold, size: 10.5, leading: 14.6, colour: COLOURS.navy },
    heading: { font: fonts.sansBold, size: 11.5, leading: 16, colour: COLOURS.navy },
    note: { font: fonts.sans, size: 9, leading: 12.6, colour: COLOURS.ink },
    noteHeading: { font: fonts.sansBold, size: 9.5, leading: 14, colour: COLOURS.navy },
    cell: { font: fonts.sans, size: 8.5, leading: 11.4, colour: COLOURS.ink },
    cellHead: { font: fonts.sansBold, size: 8.5, leading: 11.4, colour: COLOURS.white },
    label: { font: fonts.sans, size: 9, leading: 12.6, colour: COLOURS.muted },
    party: { font: fonts.serifBold, size: 10.5, leading: 14.6, colour: COLOURS.ink },
  } satisfies Record<string, TextStyle>;
}

type Styles = ReturnType<typeof styles>;

function drawTitleBlock(
  setter: Typesetter,
  s: Styles,
  options: { entry: LegalDocumentEntry; notes: readonly string[] },
): void {
  const { sansBold, sans } = setter.fonts;
  setter.page.drawText("TEMPLATE", {
    x: LEFT,
    y: setter.y - 14,
    size: 8.5,
    font: sansBold,
    color: COLOURS.fillIn,
  });
  setter.y -= 22;
  setter.flow(options.entry.title, {
    x: LEFT,
    width: MEASURE,
    style: { font: sansBold, size: 22, leading: 28, colour: COLOURS.navy },
  });
  setter.gap(4);
  setter.flow(options.entry.description, {
    x: LEFT,
    width: MEASURE,
    style: { font: sans, size: 10, leading: 14.5, colour: COLOURS.muted },
  });
  setter.gap(4);
  setter.flow(`${TEMPLATE_VERSION}  \u00b7  Prepared by ${COMPANY_NAME}`, {
    x: LEFT,
    width: MEASURE,
    style: { font: sans, size: 8.5, leading: 13, colour: COLOURS.muted },
  });
  setter.gap(14);

  const padding = 12;
  const textX = LEFT + padding + 6;
  const textWidth = MEASURE - padding * 2 - 6;
  const bulletIndent = 11;
  const itemLines = options.notes.map((note) =>
    wrapText(note, textWidth - bulletIndent, s.note).length
  );
  const height = padding * 2 + s.noteHeading.leading +
    itemLines.reduce((sum, lines) => sum + lines * s.note.leading + 3, 0);
  const top = setter.y;
  setter.page.drawRectangle({
    x: LEFT,
    y: top - height,
    width: MEASURE,
    height,
    color: COLOURS.tint,
  });
  setter.page.drawRectangle({ x: LEFT, y: top - height, width: 3, height, color: COLOURS.navy });
  setter.y = top - padding;
  setter.flow("How to use this template", { x: textX, width: textWidth, style: s.noteHeading });
  for (const note of options.notes) {
    setter.flow(note, {
      x: textX + bulletIndent,
      width: textWidth - bulletIndent,
      style: s.note,
      label: { text: "\u2022", x: textX, style: s.note },
    });
    setter.y -= 3;
  }
  setter.y = top - height;
  setter.gap(10);
}

function drawTable(
  setter: Typesetter,
  s: Styles,
  table: Extract<TemplateBlock, { kind: "table" }>,
): void {
  const pad = 5;
  const totalWidth = table.widths.reduce((sum, width) => sum + width, 0);
  const widths = table.widths.map((width) => (width / totalWidth) * MEASURE);
  const layoutRow = (cells: readonly string[], style: TextStyle) => {
    const wrapped = cells.map((cell, index) =>
      wrapText(cell, (widths[index] ?? 0) - pad * 2, style)
    );
    const lineCount = Math.max(1, ...wrapped.map((lines) => lines.length));
    return { wrapped, height: lineCount * style.leading + pad * 2 };
  };
  const drawRow = (cells: readonly string[], style: TextStyle, fill?: typeof COLOURS.tint) => {
    const { wrapped, height } = layoutRow(cells, style);
    const top = setter.y;
    let x = LEFT;
    widths.forEach((width, index) => {
      setter.page.drawRectangle({
        x,
        y: top - height,
        width,
        height,
        borderColor: COLOURS.rule,
        borderWidth: 0.5,
        ...(fill === undefined ? {} : { color: fill }),
      });
      (wrapped[index] ?? []).forEach((line, lineIndex) => {
        setter.drawLine(line, x + pad, top - pad - lineIndex * style.leading, style);
      });
      x += width;
    });
    setter.y = top - height;
  };
  const head = layoutRow(table.head, s.cellHead);
  const rowHeights = table.rows.map((row) => layoutRow(row, s.cell).height);
  const tableHeight = rowHeights.reduce((sum, height) => sum + height, head.height);
  setter.ensure(
    tableHeight <= KEEP_TABLE_HEIGHT ? tableHeight : head.height + (rowHeights[0] ?? 0),
  );
  drawRow(table.head, s.cellHead, COLOURS.navy);
  table.rows.forEach((row, index) => {
    if (setter.y - (rowHeights[index] ?? 0) < MARGIN.bottom) {
      setter.newPage();
      drawRow(table.head, s.cellHead, COLOURS.navy);
    }
    drawRow(row, s.cell, index % 2 === 1 ? COLOURS.tint : COLOURS.white);
  });
  setter.gap(8);
}

function drawFields(setter: Typesetter, s: Styles, fields: readonly string[]): void {
  const rowHeight = 22;
  const labelWidth = Math.min(
    210,
    Math.max(...fields.map((field) => s.label.font.widthOfTextAtSize(field, s.label.size))) + 14,
  );
  for (const field of fields) {
    setter.ensure(rowHeight);
    const baseline = setter.y - rowHeight + 7;
    setter.page.drawText(field, {
      x: LEFT,
      y: baseline,
      size: s.label.size,
      font: s.label.font,
      color: s.label.colour,
    });
    setter.page.drawLine({
      start: { x: LEFT + labelWidth, y: baseline - 2 },
      end: { x: A4.width - MARGIN.right, y: baseline - 2 },
      thickness: 0.5,
      color: COLOURS.muted,
    });
    setter.y -= rowHeight;
  }
  setter.gap(8);
}

function drawSignatures(setter: Typesetter, s: Styles, parties: readonly string[]): void {
  const columnGap = 24;
  const panelWidth = (MEASURE - columnGap) / 2;
  const lines = ["Signature", "Name", "Position", "Date"];
  const panelHeight = 40 + lines.length * 26;
  for (let index = 0; index < parties.length; index += 2) {
    setter.ensure(panelHeight + 8);
    const top = setter.y;
    parties.slice(index, index + 2).forEach((party, column) => {
      const x = LEFT + column * (panelWidth + columnGap);
      setter.page.drawText("Signed for and on behalf of", {
        x,
        y: top - 10,
        size: s.label.size,
        font: s.label.font,
        color: s.label.colour,
      });
      setter.y = top - 14;
      setter.flow(party, { x, width: panelWidth, style: s.party });
      lines.forEach((label, row) => {
        const baseline = top - 40 - (row + 1) * 26 + 8;
        setter.page.drawText(label, {
          x,
          y: baseline,
          size: s.label.size,
          font: s.label.font,
          color: s.label.colour,
        });
        setter.page.drawLine({
          start: { x: x + 58, y: baseline - 2 },
          end: { x: x + panelWidth, y: baseline - 2 },
          thickness: 0.5,
          color: COLOURS.muted,
        });
      });
    });
    setter.y = top - panelHeight - 8;
  }
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

function listLabel(marker: "numeric" | "upper-alpha" | "bullet", index: number): string {
  if (marker === "bullet") return "\u2022";
  return marker === "numeric" ? `(${index + 1})` : `(${UPPER[index] ?? index + 1})`;
}

function drawBlock(
  setter: Typesetter,
  s: Styles,
  block: TemplateBlock,
  clauseNumber: () => string,
): void {
  switch (block.kind) {
    case "paragraph":
      setter.flow(block.text, { x: LEFT, width: MEASURE, style: s.body, justify: true });
      setter.gap(5);
      return;
    case "clause": {
      setter.flow(block.text, {
        x: LEFT + INDENT,
        width: MEASURE - INDENT,
        style: s.body,
        justify: true,
        label: { text: clauseNumber(), x: LEFT, style: s.number },
      });
      (block.items ?? []).forEach((item, index) => {
        setter.gap(2);
        setter.flow(item, {
          x: LEFT + SUB_INDENT,
          width: MEASURE - SUB_INDENT,
          style: s.body,
          justify: true,
          label: { text: `(${LOWER[index] ?? index + 1})`, x: LEFT + INDENT, style: s.body },
        });
      });
      setter.gap(6);
      return;
    }
    case "list":
      block.items.forEach((item, index) => {
        setter.flow(item, {
          x: LEFT + INDENT,
          width: MEASURE - INDENT,
          style: s.body,
          justify: true,
          label: { text: listLabel(block.marker, index), x: LEFT, style: s.body },
        });
        setter.gap(3);
      });
      setter.gap(3);
      return;
    case "checklist":
      for (const item of block.items) {
        setter.ensure(s.body.leading * 2);
        setter.page.drawRectangle({
          x: LEFT + INDENT,
          y: setter.y - 11.2,
          width: 8.5,
          height: 8.5,
          borderColor: COLOURS.navy,
          borderWidth: 0.8,
        });
        setter.flow(item, {
          x: LEFT + INDENT + CHECK_INDENT,
          width: MEASURE - INDENT - CHECK_INDENT,
          style: s.body,
        });
        setter.gap(3);
      }
      setter.gap(4);
      return;
    case "fields":
      drawFields(setter, s, block.fields);
      return;
    case "table":
      drawTable(setter, s, block);
      return;
    case "signatures":
      drawSignatures(setter, s, block.parties);
      return;
  }
}

function drawSection(
  setter: Typesetter,
  s: Styles,
  section: TemplateSection,
  sectionNumber: number,
): void {
  if (section.newPage === true) setter.newPage();
  setter.gap(10);
  setter.ensure(s.heading.leading + 4 + s.body.leading * 3);
  const heading = section.numbered
    ? { text: section.heading, x: LEFT + INDENT, label: `${sectionNumber}.` }
    : { text: section.heading, x: LEFT, label: undefined };
  setter.flow(heading.text, {
    x: heading.x,
    width: MEASURE - (heading.x - LEFT),
    style: s.heading,
    ...(heading.label === undefined ? {} : {
      label: { text: heading.label, x: LEFT, style: s.heading },
    }),
  });
  setter.gap(4);
  let clause = 0;
  const clauseNumber = () => {
    clause += 1;
    return section.numbered ? `${sectionNumber}.${clause}` : `${clause}.`;
  };
  for (const block of section.blocks) drawBlock(setter, s, block, clauseNumber);
}

/**
 * Typesets a template as an A4 PDF.
 *
 * @param template The template's typed text.
 * @param entry Its catalogue entry, which supplies the title and description.
 * @returns The PDF file's bytes; identical input gives identical bytes.
 * @throws If the text holds a character the standard fonts cannot encode (WinAnsi).
 */
export async function renderLegalPdf(
  template: LegalTemplate,
  entry: LegalDocumentEntry,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts: TemplateFonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const s = styles(fonts);
  const setter = new Typesetter(doc, fonts);

  drawTitleBlock(setter, s, { entry, notes: template.notes });
  let sectionNumber = 0;
  for (const section of template.sections) {
    if (section.numbered) sectionNumber += 1;
    drawSection(setter, s, section, sectionNumber);
  }
  setter.finishPages({ company: COMPANY_NAME, title: entry.title, footer: TEMPLATE_FOOTER });

  doc.setTitle(entry.title, { showInWindowTitleBar: true });
  doc.setAuthor(COMPANY_NAME);
  doc.setSubject(template.subject);
  doc.setKeywords([...template.keywords]);
  doc.setCreator(`${COMPANY_NAME} legal template generator`);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-GB");
  doc.setCreationDate(TEMPLATE_DATE);
  doc.setModificationDate(TEMPLATE_DATE);
  return await doc.save();
}
