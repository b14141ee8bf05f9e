import assert from "node:assert/strict";
import { contactsToCsv, csvCell, londonIso } from "./csv.ts";

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

Deno.test("londonIso writes UK local time with its offset, in GMT and in BST", () => {
  assert.equal(londonIso("2025-01-15T10:00:00.000Z"), "2025-01-15T10:00:00+00:00");
  assert.equal(londonIso("2025-06-01T12:00:00.000Z"), "2025-06-01T13:00:00+01:00");
});

Deno.test("contactsToCsv writes a BOM, labels staff read, the reference, owner, due time and notes", () => {
  const csv = contactsToCsv([{
    id: "1",
    reference: "CB-2025-000007",
    name: '=HYPERLINK("http://x")',
    email: "a@example.com",
    createdAt: "2025-06-02T08:30:00.000Z",
    interest: "marketing",
    message: "Line one\nLine two",
    status: "in_progress",
    ownerEmail: "alice@example.com",
    dueAt: "2025-06-04T15:30:00.000Z",
    overdue: true,
    notes: [
      { id: 1, author: "alice@example.com", at: "2025-06-02T09:00:00.000Z", text: "Called" },
      { id: 2, author: "bob@example.com", at: "2025-06-02T10:00:00.000Z", text: "=1+1" },
    ],
    source: "home",
    notification: null,
    thread: [],
  }]);
  assert.ok(csv.startsWith("\ufeffReference,Received (UK time),Name,Email"));
  const lines = csv.slice(1).split("\r\n");
  assert.equal(
    lines[1],
    `CB-2025-000007,2025-06-02T09:30:00+01:00,"'=HYPERLINK(""http://x"")",a@example.com,,,` +
      `Retail Marketing,Home page,"Line one\nLine two",In progress,alice@example.com,` +
      `2025-06-04T16:30:00+01:00,Yes,"2025-06-02T10:00:00+01:00 alice@example.com: Called\n` +
      `2025-06-02T11:00:00+01:00 bob@example.com: =1+1"`,
  );
});
