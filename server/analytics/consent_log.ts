/**
 * The server's log of consent choices, the company's proof of consent
 * (docs/requirements.md#consent-proof): consent id, categories, policy version, time of the choice
 * and of receipt, where it was made and the browser family. No IP address, in clear or otherwise,
 * is kept.
 */
import type { Client } from "@libsql/client";
import { consentKind } from "../../shared/consent/consent_record.ts";
import type { ConsentProof } from "../../shared/schemas/consent.ts";
import type { Writer } from "../db/writer.ts";
import { deleteInChunks, monthsBefore, type RetentionOwner } from "../retention/owner.ts";

/** One stored choice. */
export interface ConsentLogEntry {
  consentId: string;
  recordedAt: number;
  choiceTime: string;
  policyVersion: string;
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
  kind: string;
  source: string;
  uaFamily: string;
}

/** Reads and writes the consent log. */
export interface ConsentLog {
  /** Stores one choice (throws the driver's error). */
  record(proof: ConsentProof, context: { uaFamily: string }): Promise<ConsentLogEntry>;
  /** Every choice made with `consentId`, oldest first (a visitor's trail of proof). */
  history(consentId: string): Promise<ConsentLogEntry[]>;
}

/** Creates the {@linkcode ConsentLog}. */
export function createConsentLog(options: { db: Client; writer: Writer; now: () => number }) {
  const { db, writer, now } = options;
  const log: ConsentLog = {
    async record(proof, context) {
      const entry: ConsentLogEntry = {
        consentId: proof.consentId.toLowerCase(),
        recordedAt: now(),
        choiceTime: proof.choiceTime,
        policyVersion: proof.policyVersion,
        analytics: proof.categories.analytics,
        functional: proof.categories.functional,
        marketing: proof.categories.marketing,
        kind: consentKind(proof.categories),
        source: proof.source,
        uaFamily: context.uaFamily,
      };
      await writer.execute({
        sql: `INSERT INTO consent_records (consent_id, recorded_at, choice_time, policy_version,
                analytics, functional, marketing, kind, source, ua_family)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          entry.consentId,
          entry.recordedAt,
          entry.choiceTime,
          entry.policyVersion,
          entry.analytics ? 1 : 0,
          entry.functional ? 1 : 0,
          entry.marketing ? 1 : 0,
          entry.kind,
          entry.source,
          entry.uaFamily,
        ],
      });
      return entry;
    },
    async history(consentId) {
      const result = await db.execute({
        sql: "SELECT * FROM consent_records WHERE consent_id = ? ORDER BY recorded_at, id",
        args: [consentId.toLowerCase()],
      });
      return result.rows.map((row) => ({
        consentId: String(row.consent_id),
        recordedAt: Number(row.recorded_at),
        choiceTime: String(row.choice_time),
        policyVersion: String(row.policy_version),
        analytics: Number(row.analytics) === 1,
        functional: Number(row.functional) === 1,
        marketing: Number(row.marketing) === 1,
        kind: String(row.kind),
        source: String(row.source),
        uaFamily: String(row.ua_family),
      }));
    },
  };
  return log;
}

/**
 * The retention purge's owner of the consent log: records older than
 * `retention.consentRecordsMonths` go, in chunks.
 */
export const CONSENT_RETENTION: RetentionOwner = {
  async purge({ writer, at, retention }) {
    const records = await deleteInChunks(
      writer,
      `DELETE FROM consent_records WHERE id IN
         (SELECT id FROM consent_records WHERE recorded_at < ? LIMIT ?)`,
      [monthsBefore(at, retention.consentRecordsMonths)],
    );
    return { consent_records: records };
  },
};
