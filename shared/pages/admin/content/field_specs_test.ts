import assert from "node:assert/strict";
import { CONTENT_COLLECTIONS } from "../../../content/collections/registry.ts";
import { fieldSpecs } from "./field_specs.ts";

Deno.test("every schema field has a form field with a written label, image alt text excepted", () => {
  for (const collection of CONTENT_COLLECTIONS) {
    for (const spec of fieldSpecs(collection)) {
      assert.notEqual(spec.label, spec.name, `${collection}.${spec.name} has a label`);
    }
  }
});

Deno.test("the FAQ and company forms take their controls and limits from the schemas", () => {
  const faq = Object.fromEntries(fieldSpecs("faq").map((spec) => [spec.name, spec]));
  assert.deepEqual(Object.keys(faq), ["question", "answer", "category", "tags"]);
  assert.equal(faq.answer?.kind, "textarea");
  assert.equal(faq.answer?.maxLength, 2000);
  assert.equal(faq.tags?.kind, "tags");
  assert.equal(faq.tags?.required, false);
  assert.equal(faq.question?.required, true);
  const company = Object.fromEntries(fieldSpecs("company").map((spec) => [spec.name, spec]));
  assert.equal(company.phone?.kind, "tel");
  assert.equal(company.linkedinUrl?.kind, "url");
  assert.equal(company.vatNumber?.required, false);
  assert.equal(company.vatNumber?.kind, "text");
  assert.equal(fieldSpecs("insights").find((spec) => spec.name === "bodyHtml")?.kind, "body");
});
