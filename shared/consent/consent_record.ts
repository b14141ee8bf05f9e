/**
 * The one consent model of the site (docs/requirements.md#consent): four categories, the
 * policy version the visitor saw and the time of the choice, kept in local storage under one
 * product-specific key. The banner, /cookies and the analytics tracker all read this record, so a
 * choice made in one place holds everywhere. Pure functions only: storage lives in
 * `consent_store.ts`.
 */

/**
 * Local-storage key of the consent record (also named on /cookies,
 * docs/requirements.md#consent-record).
 */
export const CONSENT_STORAGE_KEY = "crownbridge.consent";

/**
 * Version of the cookie policy the choice applies to. Changing it makes every stored choice
 * out of date, so the banner asks again (docs/requirements.md#consent: "A changed policy version
 * asks again").
 */
export const POLICY_VERSION = "2025-08";

/**
 * The four categories, in display order (docs/requirements.md#consent: one consent model
 * everywhere).
 */
export const CONSENT_CATEGORIES = ["necessary", "analytics", "functional", "marketing"] as const;

/** One consent category. */
export type ConsentCategory = typeof CONSENT_CATEGORIES[number];

/**
 * The categories a visitor can switch (necessary is always on,
 * docs/requirements.md#consent-record).
 */
export const OPTIONAL_CATEGORIES = ["analytics", "functional", "marketing"] as const;

/** One switchable category. */
export type OptionalCategory = typeof OPTIONAL_CATEGORIES[number];

/** Which categories are allowed; `necessary` is always true. */
export interface ConsentCategories {
  necessary: true;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

/** The stored choice. `choiceTime` is ISO 8601 (UTC); `consentId` is a random UUID. */
export interface ConsentRecord {
  categories: ConsentCategories;
  policyVersion: string;
  choiceTime: string;
  consentId: string;
}

/** How a choice is reported: everything, nothing optional, or a mix (the dashboard's rates). */
export type ConsentKind = "accepted" | "declined" | "customised";

/** No optional category allowed: the state before any choice (no pre-ticked boxes). */
export const NO_OPTIONAL_CONSENT: ConsentCategories = {
  necessary: true,
  analytics: false,
  functional: false,
  marketing: false,
};

/** Every category allowed ("Accept All"). */
export const ALL_CONSENT: ConsentCategories = {
  necessary: true,
  analytics: true,
  functional: true,
  marketing: true,
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Options of {@linkcode createConsentRecord}. */
export interface CreateConsentOptions {
  /** Clock in ms since the epoch (default `Date.now`). */
  now?: () => number;
  /** Keeps the visitor's existing consent id, so their choices form one trail of proof. */
  consentId?: string;
  /** Policy version (default {@linkcode POLICY_VERSION}); tests pass older ones. */
  policyVersion?: string;
}

/** Builds a record of `categories` chosen now; `necessary` is forced on. */
export function createConsentRecord(
  categories: Omit<ConsentCategories, "necessary">,
  options: CreateConsentOptions = {},
): ConsentRecord {
  const now = options.now ?? Date.now;
  return {
    categories: {
      necessary: true,
      analytics: categories.analytics === true,
      functional: categories.functional === true,
      marketing: categories.marketing === true,
    },
    policyVersion: options.policyVersion ?? POLICY_VERSION,
    choiceTime: new Date(now()).toISOString(),
    consentId: options.consentId && UUID_PATTERN.test(options.consentId)
      ? options.consentId
      : crypto.randomUUID(),
  };
}

/**
 * Reads a stored record from its JSON text. Anything malformed (hand-edited storage, an older
 * shape) gives `undefined`, which the site treats as "no choice yet", never as consent.
 */
export function parseConsentRecord(text: string | null | undefined): ConsentRecord | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || !isObject(value.categories)) return undefined;
  const { categories, policyVersion, choiceTime, consentId } = value;
  if (typeof policyVersion !== "string" || policyVersion.length > 40) return undefined;
  if (typeof choiceTime !== "string" || Number.isNaN(Date.parse(choiceTime))) return undefined;
  if (typeof consentId !== "string" || !UUID_PATTERN.test(consentId)) return undefined;
  for (const category of OPTIONAL_CATEGORIES) {
    if (typeof categories[category] !== "boolean") return undefined;
  }
  return {
    categories: {
      necessary: true,
      analytics: categories.analytics === true,
      functional: categories.functional === true,
      marketing: categories.marketing === true,
    },
    policyVersion,
    choiceTime,
    consentId,
  };
}

/** True when `record` answers the current policy; otherwise the visitor is asked again. */
export function isCurrentConsent(
  record: ConsentRecord | undefined,
  policyVersion: string = POLICY_VERSION,
): record is ConsentRecord {
  return record !== undefined && record.policyVersion === policyVersion;
}

/** Classifies a choice for the consent-rate figures. */
export function consentKind(categories: Omit<ConsentCategories, "necessary">): ConsentKind {
  const allowed = OPTIONAL_CATEGORIES.filter((category) => categories[category]).length;
  if (allowed === OPTIONAL_CATEGORIES.length) return "accepted";
  return allowed === 0 ? "declined" : "customised";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
