import assert from "node:assert/strict";
import { PDFDocument } from "pdf-lib";
import { CONTACT_PLACEHOLDERS } from "../site_links.ts";
import { ACCESSIBILITY_PAGE, ACCESSIBILITY_RESPONSE_BUSINESS_DAYS } from "./accessibility.ts";
import { COOKIE_CATEGORIES, COOKIES_PAGE } from "./cookies.ts";
import { formatFileSize, LEGAL_DOCUMENTS, LEGAL_DOCUMENTS_PAGE } from "./legal_documents.ts";
import { PRIVACY_PAGE } from "./privacy.ts";
import { RETENTION } from "./retention.ts";
import { TERMS_PAGE } from "./terms.ts";
import type { LegalBlock, LegalPage } from "./types.ts";

const PAGES: Record<string, LegalPage> = {
  "/terms": TERMS_PAGE,
  "/privacy": PRIVACY_PAGE,
  "/accessibility": ACCESSIBILITY_PAGE,
  "/cookies": COOKIES_PAGE,
  "/legal-documents": LEGAL_DOCUMENTS_PAGE,
};

const DOCUMENTS_DIR = new URL("../../../static/documents/", import.meta.url);

function blockText(block: LegalBlock): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "list":
      return block.items.join("\n");
    case "table":
      return [block.head, ...block.rows].map((row) => row.join(" | ")).join("\n");
  }
}

function assertIncludes(text: string, expected: string): void {
  assert.ok(text.includes(expected), `expected the text to include "${expected}"`);
}

function pageText(page: LegalPage): string {
  return [
    page.title,
    page.intro,
    ...page.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]),
  ].join("\n");
}

for (const [route, page] of Object.entries(PAGES)) {
  Deno.test(`${route} was last updated in August 2025`, () => {
    assert.equal(page.lastUpdated, "August 2025");
  });

  Deno.test(`${route} has unique kebab-case section ids`, () => {
    const ids = page.sections.map((section) => section.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of ids) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  Deno.test(`${route} has no placeholders, exclamation marks or empty blocks`, () => {
    const text = pageText(page);
    assert.ok(!/\b(TODO|TBC|lorem)\b|!/i.test(text), "copy contains a placeholder or '!'");
    for (const section of page.sections) {
      assert.ok(section.blocks.length > 0, `section ${section.id} is empty`);
      for (const block of section.blocks) {
        if (block.type === "table") {
          for (const row of block.rows) assert.equal(row.length, block.head.length);
        }
      }
    }
  });
}

Deno.test("/accessibility states the 2 business day response target", () => {
  assert.equal(ACCESSIBILITY_RESPONSE_BUSINESS_DAYS, 2);
  assertIncludes(pageText(ACCESSIBILITY_PAGE), "2 business days");
  assertIncludes(pageText(ACCESSIBILITY_PAGE), "WCAG");
});

Deno.test("/privacy states every retention period from RETENTION", () => {
  const text = pageText(PRIVACY_PAGE);
  assertIncludes(text, `${RETENTION.enquiriesMonths} months`);
  assertIncludes(text, `${RETENTION.outboxPayloadDays} days`);
  assertIncludes(text, `${RETENTION.consentRecordsMonths} months`);
  assertIncludes(text, `${RETENTION.analyticsEventsMonths} months`);
});

Deno.test("/privacy names the ICO and how to contact the company", () => {
  const text = pageText(PRIVACY_PAGE);
  assertIncludes(text, "ico.org.uk");
  assertIncludes(text, CONTACT_PLACEHOLDERS.email);
});

Deno.test("/cookies describes the four categories with only necessary always on", () => {
  assert.deepEqual(COOKIE_CATEGORIES.map((category) => category.id), [
    "necessary",
    "analytics",
    "functional",
    "marketing",
  ]);
  assert.deepEqual(
    COOKIE_CATEGORIES.filter((category) => category.alwaysOn).map((category) => category.id),
    ["necessary"],
  );
  const text = pageText(COOKIES_PAGE);
  for (const stored of ["crownbridge.consent", "__Host-session", "Cookie settings"]) {
    assertIncludes(text, stored);
  }
});

Deno.test("/legal-documents lists the four templates named in the spec", () => {
  assert.deepEqual(LEGAL_DOCUMENTS.map((document) => document.title), [
    "Distribution Agreement Template",
    "Retail Partnership Terms",
    "Product Liability Documentation",
    "Trading Standards Compliance",
  ]);
  for (const document of LEGAL_DOCUMENTS) {
    assert.match(document.fileName, /^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/);
    assert.equal(document.href, `/documents/${document.fileName}`);
  }
});

for (const document of LEGAL_DOCUMENTS) {
  Deno.test(`${document.fileName} exists with its declared size and is a PDF of 2+ pages`, async () => {
    const bytes = await Deno.readFile(new URL(document.fileName, DOCUMENTS_DIR));
    assert.equal(bytes.byteLength, document.sizeBytes);
    assert.equal(new TextDecoder().decode(bytes.subarray(0, 5)), "%PDF-");
    const pdf = await PDFDocument.load(bytes);
    assert.ok(pdf.getPageCount() >= 2, `${document.fileName} has ${pdf.getPageCount()} page(s)`);
    assert.equal(pdf.getTitle(), document.title);
  });
}

Deno.test("formatFileSize prints bytes, kilobytes and megabytes", () => {
  assert.equal(formatFileSize(0), "0 bytes");
  assert.equal(formatFileSize(1023), "1023 bytes");
  assert.equal(formatFileSize(1024), "1 KB");
  assert.equal(formatFileSize(86_016), "84 KB");
  assert.equal(formatFileSize(1024 * 1024 - 1), "1 MB");
  assert.equal(formatFileSize(1_258_291), "1.2 MB");
  assert.equal(formatFileSize(2 * 1024 * 1024), "2 MB");
});
