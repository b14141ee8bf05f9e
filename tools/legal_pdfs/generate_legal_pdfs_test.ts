import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { COMPANY_NAME } from "../../shared/content/company.ts";
import {
  DOCUMENTS_DIR,
  renderAllLegalPdfs,
  SIZES_MODULE,
  sizesModuleSource,
} from "./generate_legal_pdfs.ts";
import type { LegalTemplate } from "./template_types.ts";
import { LEGAL_TEMPLATES } from "./templates.ts";

const rendered = await renderAllLegalPdfs();

Deno.test("static/documents holds exactly what the generator renders today", async () => {
  for (const { fileName, bytes } of rendered) {
    const onDisk = await Deno.readFile(new URL(fileName, DOCUMENTS_DIR));
    assert.ok(
      onDisk.byteLength === bytes.byteLength && onDisk.every((byte, i) => byte === bytes[i]),
      `${fileName} is stale: run deno run -A tools/legal_pdfs/generate_legal_pdfs.ts`,
    );
  }
});

Deno.test("document_sizes.ts matches the rendered files", async () => {
  const expected = sizesModuleSource(
    rendered.map(({ fileName, bytes }) => ({ fileName, size: bytes.byteLength })),
  );
  assert.equal(await Deno.readTextFile(SIZES_MODULE), expected);
});

Deno.test("rendering the same template twice gives identical bytes", async () => {
  const again = await renderAllLegalPdfs();
  assert.deepEqual(again, rendered);
});

Deno.test("each template runs to 3-6 A4 pages with metadata set", async () => {
  for (const { fileName, bytes } of rendered) {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const pages = pdf.getPageCount();
    assert.ok(pages >= 3 && pages <= 6, `${fileName} has ${pages} pages`);
    const { width, height } = pdf.getPage(0).getSize();
    assert.equal(Math.round(width), 595);
    assert.equal(Math.round(height), 842);
    assert.equal(pdf.getAuthor(), COMPANY_NAME);
    assert.equal(pdf.getCreationDate()?.toISOString(), "2025-08-01T09:00:00.000Z");
  }
});

Deno.test("each template is set in embedded Inter, in British English, titled in the window bar", () => {
  for (const { fileName, bytes } of rendered) {
    // pdfkit writes font and catalogue dictionaries uncompressed, so they can be read as text.
    const text = new TextDecoder("latin1").decode(bytes);
    assert.match(text, /\/BaseFont \/[A-Z]{6}\+Inter-Regular/, `${fileName}: Inter embedded`);
    assert.doesNotMatch(text, /\/BaseFont \/(Helvetica|Times)/, `${fileName}: no standard font`);
    assert.match(text, /\/Lang \(en-GB\)/, `${fileName}: language`);
    assert.match(text, /\/DisplayDocTitle true/, `${fileName}: title shown`);
  }
});

/** Clause numbers that exist in a template, such as "4" and "4.3". */
function clauseNumbers(template: LegalTemplate): Set<string> {
  const numbers = new Set<string>();
  let section = 0;
  for (const { numbered, blocks } of template.sections) {
    if (!numbered) continue;
    section += 1;
    numbers.add(String(section));
    blocks.filter((block) => block.kind === "clause").forEach((_, index) => {
      numbers.add(`${section}.${index + 1}`);
    });
  }
  return numbers;
}

for (const template of LEGAL_TEMPLATES) {
  Deno.test(`${template.fileName} cross-references point at real clauses`, () => {
    const numbers = clauseNumbers(template);
    const text = JSON.stringify(template);
    for (const match of text.matchAll(/\b(?:[Cc]lauses?|section) (\d+(?:\.\d+)?)/g)) {
      assert.ok(numbers.has(match[1] ?? ""), `${match[0]} does not exist`);
    }
  });
}
