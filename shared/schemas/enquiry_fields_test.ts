/**
 * The home form's HTML patterns (enquiry_fields.ts) accept exactly what the shared schema
 * (enquiry.ts) accepts for e-mail and phone, so browser validation and the API agree
 * (docs/requirements.md#enquiry-validation).
 */
import assert from "node:assert/strict";
import { EnquirySchema } from "./enquiry.ts";
import { ENQUIRY_HTML_PATTERNS } from "./enquiry_fields.ts";

/** How a browser applies a `pattern` attribute (HTML spec: anchored, `v` flag). */
function htmlPatternAccepts(pattern: string, value: string): boolean {
  return new RegExp(`^(?:${pattern})$`, "v").test(value);
}

const VALID_REST = { name: "Jane Doe", message: "Please send me your terms." };

function schemaAccepts(field: "email" | "phone", value: string): boolean {
  const base = { ...VALID_REST, email: "jane@example.com" };
  return EnquirySchema.safeParse({ ...base, [field]: value }).success;
}

const EMAILS = [
  "jane@example.com",
  "jane.doe@mail.example.co.uk",
  "o'brien+news@example.org",
  "first_last-1@sub-domain.example.io",
  "jane@company",
  "jane@example.c",
  ".jane@example.com",
  "jane..doe@example.com",
  "jane.@example.com",
  "jane@-example.com",
  "jane@example..com",
  "jane doe@example.com",
  "jané@example.com",
  "jane@exa_mple.com",
  "@example.com",
  "jane@",
];

const PHONES = [
  "",
  "020 7946 0000",
  "+44 (0)20 7946-0000",
  "020.7946.0000",
  "07700 900123 ext 5",
  "020/7946/0000",
  "+44 20 7946 0000#1",
  "phone me",
  "٠٢٠ ٧٩٤٦",
];

const SAMPLES = { email: EMAILS, phone: PHONES } as const;

Deno.test("each HTML pattern accepts exactly what the enquiry schema accepts", () => {
  for (const [field, values] of Object.entries(SAMPLES) as [keyof typeof SAMPLES, string[]][]) {
    const pattern = ENQUIRY_HTML_PATTERNS[field];
    const verdicts = values.map((value) => [value, htmlPatternAccepts(pattern, value)]);
    assert.deepEqual(verdicts, values.map((value) => [value, schemaAccepts(field, value)]), field);
  }
  // The case that lost enquiries: a browser's type=email accepts it, zod does not.
  assert.equal(htmlPatternAccepts(ENQUIRY_HTML_PATTERNS.email, "jane@company"), false);
});
