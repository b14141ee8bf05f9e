/**
 * React access to the consent record. The record is read in an effect, never during render, so
 * the server render and the first client render agree (both see "not read yet").
 */
import { useEffect, useState } from "react";
import type { ConsentRecord } from "./consent_record.ts";
import { readCurrentConsent, subscribeConsent } from "./consent_store.ts";
import { isCurrentConsent } from "./consent_record.ts";

/** What {@linkcode useConsent} knows. */
export interface ConsentState {
  /** False on the server and in the first client render; true once storage has been read. */
  ready: boolean;
  /** The visitor's choice for the current policy version, or `undefined` (none or outdated). */
  record: ConsentRecord | undefined;
}

/** The current consent record, kept up to date across tabs and components. */
export function useConsent(): ConsentState {
  const [state, setState] = useState<ConsentState>({ ready: false, record: undefined });
  useEffect(() => {
    setState({ ready: true, record: readCurrentConsent() });
    return subscribeConsent((record) =>
      setState({ ready: true, record: isCurrentConsent(record) ? record : undefined })
    );
  }, []);
  return state;
}
