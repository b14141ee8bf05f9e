import assert from "node:assert/strict";
import { contactsToCsv, csvCell } from "./csv.ts";

Deno.test("csvCell neutralises cells starting with = + - @ tab or CR", () => {
  assert.equal(csvCell("=cmd|' /C calc'!A0"), "'=cmd|' /C calc'!A0");
  assert.equal(csvCell("+44 20 7946 0000"), "'+44 20 7946 0000");
  assert.equal(csvCell("-2+3"), "'-2+3");
  assert.equal(csvCell("@SUM(A1)"), "'@SUM(A1)");
  assert.equal(csvCell("\t=1"), "'\t=1");
  assert.equal(csvCell("\r=1"), `"'\r=1"`);
  assert.equal(csvCell("Plain text"), "Plain text");
  assert.equal(csvCell('Says "hello", twice'), '"Says ""hello"", twice"');
});

Deno.test("contactsToCsv writes a BOM, a header row and CRLF lines", () => {
  const csv = contactsToCsv([{
    id: "1",
    name: '=HYPERLINK("http://x")',
    email: "a@example.com",
    createdAt: "2025-03-21T10:00:00.000Z",
    message: "Line one\nLine two",
    status: "new",
    note: "",
    source: "contact",
    notification: null,
  }]);
  assert.ok(csv.startsWith("\ufeffReceived (UTC),Name,Email"));
  const lines = csv.slice(1).split("\r\n");
  assert.equal(
    lines[1],
    `2025-03-21T10:00:00.000Z,"'=HYPERLINK(""http://x"")",a@example.com,,,,"Line one\nLine two",New,`,
  );
});
