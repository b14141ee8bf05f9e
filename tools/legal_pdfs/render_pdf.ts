/**
 * Renders one legal template to PDF bytes with pdfmake (docs/requirements.md#legal-documents):
 * the library lays out text, tables, page breaks and running headers, so lines keep even word
 * spacing and copied text keeps its lines. Set in Inter, the site's typeface, embedded as a
 * subset. Output is deterministic (fixed metadata dates), so regenerating an unchanged template
 * yields identical bytes and the published file sizes stay true.
 *
 * pdfmake 0.3 can mark a file as tagged but writes no structure tree, so the files are not
 * claimed to be tagged (PDF/UA); they carry a title shown in the window bar and the language.
 */

import pdfmake from "pdfmake";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import type { LegalDocumentEntry } from "../../shared/content/legal/document_catalogue.ts";
import { blockContent, fillInText } from "./pdf_blocks.ts";
import { COLOURS, PAGE_MARGINS, PDF_STYLES } from "./pdf_styles.ts";
import type { LegalTemplate, TemplateSection } from "./template_types.ts";

/** Creation and modification date written into every template, fixed for reproducible output. */
export const TEMPLATE_DATE = new Date("2025-08-01T09:00:00Z");

/** Version line printed under each template's title. */
export const TEMPLATE_VERSION = "Version 1.0, August 2025";

/** Footer text on every page (templates carry this warning). */
export const TEMPLATE_FOOTER = "Template \u2014 take independent legal advice before use";

const FONT_DIR = new URL("../../node_modules/@fontsource/inter/files/", import.meta.url);

/** Inter from @fontsource/inter: regular, semibold as bold, and the matching italics. */
function interFonts() {
  const file = (name: string) => new URL(`inter-latin-${name}.woff`, FONT_DIR).pathname;
  return {
    Inter: {
      normal: file("400-normal"),
      bold: file("600-normal"),
      italics: file("400-italic"),
      bolditalics: file("600-italic"),
    },
  };
}

// deno-lint-ignore no-explicit-any
type Content = any;

function titleBlock(entry: LegalDocumentEntry, notes: readonly string[]): Content[] {
  return [
    { text: "TEMPLATE", style: "kicker" },
    { text: entry.title, style: "title" },
    { text: entry.description, style: "description" },
    { text: `${TEMPLATE_VERSION}  \u00b7  Prepared by ${COMPANY_NAME}`, style: "version" },
    {
      table: {
        widths: ["*"],
        body: [[{
          stack: [
            { text: "How to use this template", style: "noteHeading" },
            {
              ul: notes.map((note) => ({ text: fillInText(note), style: "note" })),
              markerColor: COLOURS.navy,
            },
          ],
          fillColor: COLOURS.tint,
          margin: [12, 10, 12, 8],
        }]],
      },
      layout: {
        hLineWidth: () => 0,
        vLineWidth: (index: number) => (index === 0 ? 3 : 0),
        vLineColor: () => COLOURS.navy,
      },
      margin: [0, 6, 0, 6],
    },
  ];
}

function sectionContent(section: TemplateSection, sectionNumber: number): Content[] {
  let clause = 0;
  const clauseNumber = () => {
    clause += 1;
    return section.numbered ? `${sectionNumber}.${clause}` : `${clause}.`;
  };
  const heading = section.numbered
    ? {
      columns: [
        { text: `${sectionNumber}.`, width: 30 },
        { text: section.heading, width: "*" },
      ],
    }
    : { text: section.heading };
  return [
    {
      ...heading,
      style: "heading",
      // Keeps a heading with the text under it (see pageBreakBefore below).
      headlineLevel: 1,
      ...(section.newPage ? { pageBreak: "before" } : {}),
    },
    ...section.blocks.map((block) => blockContent(block, clauseNumber)),
  ];
}

/**
 * Builds the pdfmake document definition of one template.
 *
 * @returns The definition object pdfmake lays out (A4, Inter, running header and footer).
 */
export function documentDefinition(
  template: LegalTemplate,
  entry: LegalDocumentEntry,
): Content {
  const content: Content[] = [...titleBlock(entry, template.notes)];
  let sectionNumber = 0;
  for (const section of template.sections) {
    if (section.numbered) sectionNumber += 1;
    content.push(...sectionContent(section, sectionNumber));
  }
  return {
    pageSize: "A4",
    pageMargins: PAGE_MARGINS,
    version: "1.7",
    language: "en-GB",
    displayTitle: true,
    info: {
      title: entry.title,
      author: COMPANY_NAME,
      subject: template.subject,
      keywords: template.keywords.join(", "),
      creator: `${COMPANY_NAME} legal template generator`,
      producer: "pdfmake",
      creationDate: TEMPLATE_DATE,
      modDate: TEMPLATE_DATE,
    },
    defaultStyle: { font: "Inter", fontSize: 9.3, lineHeight: 1.3, color: COLOURS.ink },
    styles: PDF_STYLES,
    header: () => ({
      margin: [PAGE_MARGINS[0], 34, PAGE_MARGINS[2], 0],
      stack: [
        {
          columns: [
            { text: COMPANY_NAME.toUpperCase(), style: "runningCompany" },
            { text: entry.title, style: "runningTitle", alignment: "right" },
          ],
        },
        {
          canvas: [{
            type: "line",
            x1: 0,
            y1: 4,
            x2: 595.28 - PAGE_MARGINS[0] - PAGE_MARGINS[2],
            y2: 4,
            lineWidth: 0.6,
            lineColor: COLOURS.navy,
          }],
        },
      ],
    }),
    footer: (page: number, pages: number) => ({
      margin: [PAGE_MARGINS[0], 18, PAGE_MARGINS[2], 0],
      columns: [
        { text: TEMPLATE_FOOTER, style: "footer" },
        { text: `Page ${page} of ${pages}`, style: "footer", alignment: "right" },
      ],
    }),
    // A heading in the last eighth of a page moves over, so it never ends a page alone.
    pageBreakBefore: (node: Content) =>
      node.headlineLevel === 1 && (node.startPosition?.verticalRatio ?? 0) > 0.875,
    content,
  };
}

/**
 * Lays out a template as an A4 PDF.
 *
 * @param template The template's typed text.
 * @param entry Its catalogue entry, which supplies the title and description.
 * @returns The PDF file's bytes; identical input gives identical bytes.
 */
export async function renderLegalPdf(
  template: LegalTemplate,
  entry: LegalDocumentEntry,
): Promise<Uint8Array> {
  const fontDir = FONT_DIR.pathname;
  pdfmake.setFonts(interFonts());
  // Only the Inter files may be read from disk, and nothing from the network.
  pdfmake.setLocalAccessPolicy((path: string) => path.startsWith(fontDir));
  pdfmake.setUrlAccessPolicy(() => false);
  const document = pdfmake.createPdf(documentDefinition(template, entry));
  return new Uint8Array(await document.getBuffer());
}
