/**
 * "Send All Contact Submissions" (docs/requirements.md#admin) and the e-mail queue behind it. The
 * button first asks for confirmation naming how many e-mails go and to whom (the count is read at
 * that moment); the send then queues one e-mail per enquiry and answers at once with the spec's
 * alert; this panel follows the queue until the send has finished, and lists the e-mails that
 * failed for good with a retry. While an earlier send still has e-mails waiting the server refuses
 * another with 409 (it would mail every enquiry again), and the panel shows the server's reason.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import type { OutboxCounts, OutboxOverview } from "../../schemas/staff.ts";
import { ADMIN_TEXT, QUEUE_TEXT } from "./admin_copy.ts";
import { formatUkDateTime } from "./format.ts";
import { ContactsQuerySchema } from "../../schemas/staff.ts";
import { fetchCounts, fetchOutbox, retryEmail, sendBacklog, StaffApiError } from "./staff_api.ts";

/** How often the queue is read while a send is in progress, in ms. */
export const QUEUE_POLL_MS = 1500;

/** Props of {@linkcode BacklogPanel}. */
export interface BacklogPanelProps {
  staffInbox: string;
}

type Outcome =
  | { kind: "success"; count: number; email: string }
  | { kind: "failure" }
  | { kind: "refused"; message: string };

function waiting(counts: OutboxCounts): number {
  return counts.pending + counts.sending;
}

/** The panel. */
export function BacklogPanel({ staffInbox }: BacklogPanelProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [counting, setCounting] = useState(false);
  /** The confirmation step: how many e-mails the send would queue. */
  const [confirming, setConfirming] = useState<{ count: number }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [overview, setOverview] = useState<OutboxOverview>();
  const [batchId, setBatchId] = useState<string>();
  const [following, setFollowing] = useState(false);
  const [actionError, setActionError] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const read = useCallback(async (batch?: string) => {
    try {
      const next = await fetchOutbox(batch);
      setOverview(next);
      return next;
    } catch (error) {
      console.error("Reading the e-mail queue failed", error);
      return undefined;
    }
  }, []);

  useEffect(() => {
    void read();
  }, [read]);

  // While a send or retry is in progress, read the queue until nothing is waiting.
  useEffect(() => {
    if (!following) return;
    let cancelled = false;
    async function tick() {
      const next = await read(batchId);
      if (cancelled) return;
      const counts = next?.batch ?? next?.counts;
      if (!counts || waiting(counts) === 0) setFollowing(false);
      else timer.current = setTimeout(tick, QUEUE_POLL_MS);
    }
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
    };
  }, [following, batchId, read]);

  async function handleAsk() {
    setCounting(true);
    setOutcome(undefined);
    try {
      const counts = await fetchCounts(ContactsQuerySchema.parse({}));
      setConfirming({ count: counts.total });
    } catch (error) {
      console.error("Counting the contact submissions failed", error);
      setOutcome({ kind: "failure" });
    } finally {
      setCounting(false);
    }
  }

  async function handleSend() {
    setConfirming(undefined);
    setBusy(true);
    setOutcome(undefined);
    try {
      const result = await sendBacklog();
      setOutcome({ kind: "success", count: result.successCount, email: result.recipient });
      setBatchId(result.batchId);
      setFollowing(true);
    } catch (error) {
      if (error instanceof StaffApiError && error.status === 409) {
        // Not a failure: nothing was queued, and the reason says when to try again.
        setOutcome({ kind: "refused", message: error.message });
      } else {
        console.error("Sending all contact submissions failed", error);
        setOutcome({ kind: "failure" });
      }
    } finally {
      setBusy(false);
    }
  }

  async function handleRetry(outboxId?: string) {
    setActionError(false);
    try {
      await retryEmail(outboxId);
      setBatchId(undefined);
      setFollowing(true);
    } catch (error) {
      console.error("Retrying the e-mail failed", error);
      setActionError(true);
    }
  }

  const batch = overview?.batch;
  const batchTotal = batch ? batch.pending + batch.sending + batch.sent + batch.dead : 0;

  return (
    <section className="admin-card admin-queue" aria-labelledby={`${id}-heading`}>
      <div className="admin-queue__intro">
        <h2 id={`${id}-heading`} className="admin-card__heading">{QUEUE_TEXT.heading}</h2>
        <p>{QUEUE_TEXT.intro(staffInbox)}</p>
      </div>
      <div className="admin-queue__action">
        <ActionButton
          className="button button--primary"
          onClick={handleAsk}
          unavailable={busy || counting || confirming !== undefined}
        >
          {busy ? ADMIN_TEXT.sending : counting ? QUEUE_TEXT.counting : ADMIN_TEXT.sendAll}
        </ActionButton>
        {overview
          ? (
            <p className="admin-queue__summary">
              {QUEUE_TEXT.summary(
                waiting(overview.counts),
                overview.counts.sent,
                overview.counts.dead,
              )}
            </p>
          )
          : null}
      </div>
      {confirming
        ? (
          <div
            className="erase-confirm admin-queue__confirm"
            role="group"
            aria-labelledby={`${id}-confirm`}
          >
            <p id={`${id}-confirm`}>{QUEUE_TEXT.confirm(confirming.count, staffInbox)}</p>
            <div className="erase-confirm__actions">
              <button type="button" className="button button--primary" onClick={handleSend}>
                {QUEUE_TEXT.confirmSend(confirming.count)}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setConfirming(undefined)}
              >
                {QUEUE_TEXT.cancel}
              </button>
            </div>
          </div>
        )
        : null}
      {overview?.transportDownSince
        ? (
          <div className="alert alert--error" role="status">
            <p>{QUEUE_TEXT.transportDown(formatUkDateTime(overview.transportDownSince))}</p>
          </div>
        )
        : null}
      {outcome?.kind === "success"
        ? (
          <div className="alert alert--success" role="alert">
            <p>{ADMIN_TEXT.backlogSuccess(outcome.count, outcome.email)}</p>
          </div>
        )
        : null}
      {outcome?.kind === "failure" || outcome?.kind === "refused"
        ? (
          <div className="alert alert--error" role="alert">
            <p>{outcome.kind === "refused" ? outcome.message : ADMIN_TEXT.backlogFailure}</p>
          </div>
        )
        : null}
      {batch && batchTotal > 0
        ? (
          <div className="admin-queue__progress">
            <label htmlFor={`${id}-progress`}>
              {waiting(batch) > 0
                ? QUEUE_TEXT.progress(batch.sent, batchTotal)
                : QUEUE_TEXT.done(batch.sent, batch.dead)}
            </label>
            <progress id={`${id}-progress`} max={batchTotal} value={batch.sent + batch.dead} />
          </div>
        )
        : null}
      {overview?.failures.length
        ? (
          <div className="admin-queue__failures">
            <h3>{QUEUE_TEXT.failuresHeading}</h3>
            <ul>
              {overview.failures.map((failure) => (
                <li key={failure.id}>
                  <div>
                    <p className="admin-queue__subject">{failure.subject}</p>
                    <p className="admin-hint">
                      {formatUkDateTime(failure.createdAt)} ·{" "}
                      {QUEUE_TEXT.attempts(failure.attempts)}
                      {failure.lastError ? ` · ${failure.lastError}` : ""}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => handleRetry(failure.id)}
                    aria-label={`${QUEUE_TEXT.retry}: ${failure.subject}`}
                  >
                    {QUEUE_TEXT.retry}
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => handleRetry()}
            >
              {QUEUE_TEXT.retryAll}
            </button>
          </div>
        )
        : null}
      {actionError ? <p className="field__error" role="alert">{QUEUE_TEXT.actionFailed}</p> : null}
    </section>
  );
}
