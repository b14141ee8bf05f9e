/**
 * Sanitising follows a field's kind, not its collection: every rich-text field of every
 * collection, and of a collection added later, comes back from validation sanitised; plain text
 * comes back as typed (docs/requirements.md#content, ADR 0014).
 */
import assert from "node:assert/strict";
import * as z from "zod/mini";
import {
  CONTENT_COLLECTIONS,
  CONTENT_FIELD_SCHEMAS,
  type ContentCollection,
} from "../../shared/content/collections/registry.ts";
import {
  fieldMeta,
  fieldsOfKind,
  isoDate,
  line,
  richText,
} from "../../shared/schemas/field_kinds.ts";
import { ContentValidationError, validateFields, validateFieldsWith } from "./validate_fields.ts";

/** A valid item of each collection; a new collection fails the first test until it has one. */
const VALID: Record<ContentCollection, Record<string, unknown>> = {
  insights: {
    slug: "own-label-growth",
    title: "Own-label growth",
    category: "Market Trends",
    excerpt: "Why own-label lines keep gaining shelf space.",
    bodyHtml: "<p>Shoppers traded down.</p>",
  },
  "case-studies": {
    title: "A snack brand's first listing",
    brand: "Zestora",
    category: "Snacks",
    baseline: "Listed in 40 stores",
    result: "Listed in 400 stores",
    period: "12 months to March 2026",
    summary: "From regional shelves to a national listing.",
  },
  "insight-categories": { name: "Market Trends" },
  brands: { name: "Zestora", category: "Snacks" },
  people: { name: "Sam Taylor", role: "Head of Sales" },
  faq: {
    question: "Do you deliver nationwide?",
    answer: "Yes, across the UK.",
    category: "Logistics",
  },
  company: {
    email: "enquiries@crownbridge.example",
    streetAddress: "Unit 7a, Pump Lane",
    locality: "Hayes",
    region: "England",
    postcode: "UB3 3NB",
    officeHours: "Monday to Friday: 9:00 AM to 5:30 PM",
  },
};

/** Markup that must never reach a page: a script, event handlers, a foreign image. */
const HOSTILE = '<p onclick="steal()">Hello</p><script>alert(1)</script>' +
  '<img src="https://evil.example/x.png" alt="x" onerror="steal()"><a href="javascript:steal()">x</a>';

function assertSanitised(html: unknown, where: string) {
  const text = String(html);
  assert.match(text, /Hello/, `${where}: the text is kept`);
  for (const bad of ["<script", "onclick", "onerror", "evil.example", "javascript:"]) {
    assert.ok(!text.includes(bad), `${where}: ${bad} is removed from ${text}`);
  }
}

Deno.test("every field of every collection has a kind, and each collection a valid example", () => {
  for (const collection of CONTENT_COLLECTIONS) {
    assert.ok(VALID[collection], `${collection} has an example item here`);
    validateFields(collection, VALID[collection]);
    for (const [name, schema] of Object.entries(CONTENT_FIELD_SCHEMAS[collection].shape)) {
      assert.ok(
        fieldMeta(schema),
        `${collection}.${name} has a kind (shared/schemas/field_kinds.ts)`,
      );
    }
  }
});

Deno.test("validateFields sanitises every rich-text field of every collection", () => {
  let richTextFields = 0;
  for (const collection of CONTENT_COLLECTIONS) {
    for (const name of fieldsOfKind(CONTENT_FIELD_SCHEMAS[collection], "richText")) {
      richTextFields++;
      const fields = validateFields(collection, { ...VALID[collection], [name]: HOSTILE });
      assertSanitised(fields[name], `${collection}.${name}`);
    }
  }
  assert.ok(richTextFields >= 1, "the insights body is rich text");
});

Deno.test("a rich-text field of a collection added later is sanitised too, whatever its name", () => {
  const events = z.object({
    title: line(120),
    date: isoDate(),
    body: richText(200 * 1024, "Body must be at most 200 KB"),
  });
  const fields = validateFieldsWith(events, {
    title: "Trade show",
    date: "2027-03-01",
    body: HOSTILE,
  });
  assertSanitised(fields.body, "events.body");
  assert.throws(
    () =>
      validateFieldsWith(events, {
        title: "x",
        date: "",
        body: '<p><img src="/images/a-800.webp"></p>',
      }),
    (error) => error instanceof ContentValidationError && error.fields.body !== undefined,
    "an image without alt text in any rich-text field is refused on that field",
  );
});

Deno.test("plain-text fields are stored as typed, markup and all (escaped on output)", () => {
  const typed = '<img src=x onerror="alert(1)"> & "quotes"';
  const fields = validateFields("faq", { ...VALID.faq, question: typed });
  assert.equal(fields.question, typed);
});
