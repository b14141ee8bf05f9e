/**
 * Browser side of the consent record: reads and writes local storage, tells every listener in this
 * tab (and, through the `storage` event, in other tabs) when the choice changes, and sends each
 * choice to `POST /api/consent` as the company's proof of consent (docs/requirements.md#consent).
 * Call these only from effects and event handlers, never during render: the server has no storage,
 * and the first client render must match the server's.
 */
import {
  CONSENT_STORAGE_KEY,
  type ConsentCategories,
  type ConsentRecord,
  createConsentRecord,
  isCurrentConsent,
  parseConsentRecord,
} from "./consent_record.ts";

/** Event dispatched on `globalThis` after a choice is saved; `detail` is the new record. */
export const CONSENT_CHANGE_EVENT = "crownbridge:consent-change";

/** Endpoint that records each choice on the server (docs/requirements.md#consent-proof). */
export const CONSENT_ENDPOINT = "/api/consent";

// Kept for the rest of the page's life when storage is unavailable (private modes, full quota),
// so a choice still holds until the next full load.
let memoryRecord: ConsentRecord | undefined;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // access itself throws when storage is blocked
  }
}

/** The stored record, of any policy version; `undefined` when none or malformed. */
export function readStoredConsent(): ConsentRecord | undefined {
  try {
    const text = storage()?.getItem(CONSENT_STORAGE_KEY);
    return parseConsentRecord(text) ?? memoryRecord;
  } catch {
    return memoryRecord;
  }
}

/** The stored record if it answers the current policy version, else `undefined`. */
export function readCurrentConsent(): ConsentRecord | undefined {
  const record = readStoredConsent();
  return isCurrentConsent(record) ? record : undefined;
}

/** Options of {@linkcode saveConsent}. */
export interface SaveConsentOptions {
  /** Where the choice was made, sent with the proof ("banner", "cookies-page"). */
  source?: string;
  /** Sends the record to the server (default true; tests of storage alone pass false). */
  send?: boolean;
}

/**
 * Stores `categories` as the visitor's current choice, keeping their consent id, notifies every
 * listener, and sends the record to the server (failures are ignored: the choice still applies).
 *
 * @returns the stored record.
 */
export function saveConsent(
  categories: Omit<ConsentCategories, "necessary">,
  options: SaveConsentOptions = {},
): ConsentRecord {
  const previous = readStoredConsent();
  const record = createConsentRecord(
    categories,
    previous ? { consentId: previous.consentId } : {},
  );
  memoryRecord = record;
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the in-memory copy above carries the choice for this page.
  }
  globalThis.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: record }));
  if (options.send !== false) sendConsentProof(record, options.source ?? "banner");
  return record;
}

/**
 * Calls `listener` with the current record (or `undefined`) whenever the choice changes in this
 * tab or another one.
 *
 * @returns a function that stops listening.
 */
export function subscribeConsent(
  listener: (record: ConsentRecord | undefined) => void,
): () => void {
  const onChange = () => listener(readStoredConsent());
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) onChange();
  };
  globalThis.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  globalThis.addEventListener("storage", onStorage);
  return () => {
    globalThis.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    globalThis.removeEventListener("storage", onStorage);
  };
}

function sendConsentProof(record: ConsentRecord, source: string) {
  try {
    fetch(CONSENT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...record, source }),
      credentials: "same-origin",
      // The banner may be followed at once by a navigation; keepalive lets the request finish.
      keepalive: true,
    }).catch(() => {});
  } catch {
    // fetch missing or refused synchronously: the local choice still stands.
  }
}
