/** The consent record model (unit tests; docs/requirements.md#consent-record). */
import assert from "node:assert/strict";
import { COOKIE_CATEGORIES } from "../content/legal/cookies.ts";
import {
  ALL_CONSENT,
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  consentKind,
  createConsentRecord,
  isCurrentConsent,
  NO_OPTIONAL_CONSENT,
  parseConsentRecord,
  POLICY_VERSION,
} from "./consent_record.ts";

const FIXED = () => Date.UTC(2026, 10, 22, 9, 30);

Deno.test("createConsentRecord stamps the current policy version, the time and a UUID", () => {
  const record = createConsentRecord(
    { analytics: true, functional: false, marketing: false },
    { now: FIXED },
  );
  assert.equal(record.policyVersion, POLICY_VERSION);
  assert.equal(record.choiceTime, "2026-11-22T09:30:00.000Z");
  assert.match(record.consentId, /^[0-9a-f-]{36}$/);
  assert.deepEqual(record.categories, {
    necessary: true,
    analytics: true,
    functional: false,
    marketing: false,
  });
});

Deno.test("createConsentRecord keeps an existing consent id so choices form one trail", () => {
  const first = createConsentRecord(NO_OPTIONAL_CONSENT);
  const second = createConsentRecord(ALL_CONSENT, { consentId: first.consentId });
  assert.equal(second.consentId, first.consentId);
  const replaced = createConsentRecord(ALL_CONSENT, { consentId: "not-a-uuid" }).consentId;
  assert.match(replaced, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});

Deno.test("necessary is always on, whatever the input says", () => {
  const forced = createConsentRecord({ ...NO_OPTIONAL_CONSENT, necessary: false } as never);
  assert.equal(forced.categories.necessary, true);
  const stored = JSON.stringify({
    ...forced,
    categories: { ...forced.categories, necessary: false },
  });
  assert.equal(parseConsentRecord(stored)?.categories.necessary, true);
});

Deno.test("parseConsentRecord round-trips a record and rejects malformed storage", () => {
  const record = createConsentRecord(ALL_CONSENT, { now: FIXED });
  assert.deepEqual(parseConsentRecord(JSON.stringify(record)), record);
  for (
    const bad of [
      null,
      "",
      "not json",
      "[]",
      JSON.stringify({ ...record, consentId: "abc" }),
      JSON.stringify({ ...record, choiceTime: "yesterday" }),
      JSON.stringify({ ...record, categories: { analytics: "yes" } }),
      JSON.stringify({ ...record, policyVersion: 3 }),
    ]
  ) {
    assert.equal(parseConsentRecord(bad), undefined, String(bad));
  }
});

Deno.test("a record for an older policy version is not current consent", () => {
  const old = createConsentRecord(ALL_CONSENT, { policyVersion: "2024-01" });
  assert.equal(isCurrentConsent(old), false);
  assert.equal(isCurrentConsent(createConsentRecord(ALL_CONSENT)), true);
  assert.equal(isCurrentConsent(undefined), false);
  // A bumped version makes today's record out of date too.
  assert.equal(isCurrentConsent(createConsentRecord(ALL_CONSENT), "2099-01"), false);
});

Deno.test("consentKind classifies accepted, declined and customised choices", () => {
  assert.equal(consentKind(ALL_CONSENT), "accepted");
  assert.equal(consentKind(NO_OPTIONAL_CONSENT), "declined");
  assert.equal(consentKind({ analytics: true, functional: false, marketing: false }), "customised");
});

Deno.test("the cookie page describes exactly the model's categories and storage key", () => {
  assert.deepEqual(COOKIE_CATEGORIES.map((category) => category.id), [...CONSENT_CATEGORIES]);
  assert.ok(
    COOKIE_CATEGORIES[0]?.examples.some((example) => example.includes(CONSENT_STORAGE_KEY)),
    "the policy names the storage key",
  );
});
