/**
 * pdfmake content for each kind of template block: numbered clauses with lettered items, lists,
 * tick-box checklists, ruled fields, tables and signature panels. Text is left-aligned, so word
 * spacing stays even; "[fill-ins]" are coloured.
 */
import { COLOURS, MEASURE } from "./pdf_styles.ts";
import type { TemplateBlock } from "./template_types.ts";

// deno-lint-ignore no-explicit-any
type Content = any;

const INDENT = 30;
const SUB_INDENT = 24;
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** `text` as pdfmake inlines, each "[fill-in]" in the fill-in colour. */
export function fillInText(text: string): Content[] {
  return text.split(/(\[[^\]]+\])/).filter((part) => part !== "").map((part) =>
    part.startsWith("[") ? { text: part, color: COLOURS.fillIn } : part
  );
}

/** A label in a fixed-width column beside its text (clause numbers, list markers). */
function labelled(label: Content, body: Content, width = INDENT): Content {
  return { columns: [{ width, ...label }, { width: "*", ...body }], columnGap: 0 };
}

function listLabel(marker: "numeric" | "upper-alpha" | "bullet", index: number): string {
  if (marker === "bullet") return "\u2022";
  return marker === "numeric" ? `(${index + 1})` : `(${UPPER[index] ?? index + 1})`;
}

/** A ruled line to write on, `width` points long. */
function rule(width: number): Content {
  return {
    canvas: [{
      type: "line",
      x1: 0,
      y1: 0,
      x2: width,
      y2: 0,
      lineWidth: 0.5,
      lineColor: COLOURS.muted,
    }],
  };
}

function fields(labels: readonly string[]): Content {
  return {
    table: {
      widths: [170, "*"],
      body: labels.map((label) => [{ text: label, style: "label" }, { text: " " }]),
    },
    layout: {
      hLineWidth: (row: number) => (row === 0 ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => COLOURS.muted,
      // Only the writing column is ruled: its cell's bottom edge.
      paddingTop: () => 9,
      paddingBottom: () => 3,
      paddingLeft: () => 0,
    },
    margin: [0, 0, 0, 10],
  };
}

function signatures(parties: readonly string[]): Content {
  const panelWidth = (MEASURE - 24) / 2;
  const panel = (party: string) => ({
    width: panelWidth,
    stack: [
      { text: "Signed for and on behalf of", style: "label" },
      { text: fillInText(party), style: "party" },
      ...["Signature", "Name", "Position", "Date"].map((label) => ({
        columns: [
          { text: label, style: "label", width: 58 },
          { stack: [{ text: " " }, rule(panelWidth - 58)], width: "*" },
        ],
        margin: [0, 6, 0, 0],
      })),
    ],
  });
  const rows: Content[] = [];
  for (let index = 0; index < parties.length; index += 2) {
    rows.push({
      columns: parties.slice(index, index + 2).map(panel),
      columnGap: 24,
      unbreakable: true,
      margin: [0, 6, 0, 14],
    });
  }
  return { stack: rows };
}

function table(block: Extract<TemplateBlock, { kind: "table" }>): Content {
  const total = block.widths.reduce((sum, width) => sum + width, 0);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: block.widths.map((width) => (width / total) * (MEASURE - block.widths.length * 10)),
      body: [
        block.head.map((cell) => ({ text: cell, style: "cellHead", fillColor: COLOURS.navy })),
        ...block.rows.map((row, index) =>
          row.map((cell) => ({
            text: fillInText(cell),
            style: "cell",
            fillColor: index % 2 === 1 ? COLOURS.tint : COLOURS.white,
          }))
        ),
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => COLOURS.rule,
      vLineColor: () => COLOURS.rule,
    },
    margin: [0, 2, 0, 10],
  };
}

/**
 * The pdfmake content of one block.
 *
 * @param clauseNumber Returns the next clause number of the section ("4.2"), called once per
 *   clause in reading order.
 */
export function blockContent(block: TemplateBlock, clauseNumber: () => string): Content {
  switch (block.kind) {
    case "paragraph":
      return { text: fillInText(block.text), margin: [0, 0, 0, 6] };
    case "clause":
      return {
        stack: [
          labelled({ text: clauseNumber(), style: "number" }, { text: fillInText(block.text) }),
          ...(block.items ?? []).map((item, index) => ({
            ...labelled(
              { text: `(${LOWER[index] ?? index + 1})` },
              { text: fillInText(item) },
              SUB_INDENT,
            ),
            margin: [INDENT, 3, 0, 0],
          })),
        ],
        margin: [0, 0, 0, 7],
      };
    case "list":
      return {
        stack: block.items.map((item, index) => ({
          ...labelled({ text: listLabel(block.marker, index) }, { text: fillInText(item) }),
          margin: [0, 0, 0, 3],
        })),
        margin: [0, 0, 0, 5],
      };
    case "checklist":
      return {
        stack: block.items.map((item) => ({
          ...labelled(
            {
              canvas: [{
                type: "rect",
                x: 0,
                y: 2.5,
                w: 8.5,
                h: 8.5,
                lineWidth: 0.8,
                lineColor: COLOURS.navy,
              }],
            },
            { text: fillInText(item) },
            18,
          ),
          margin: [INDENT, 0, 0, 4],
          unbreakable: true,
        })),
        margin: [0, 0, 0, 5],
      };
    case "fields":
      return fields(block.fields);
    case "table":
      return table(block);
    case "signatures":
      return signatures(block.parties);
  }
}
