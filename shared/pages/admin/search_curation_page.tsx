/**
 * /admin/search: what visitors could not find and how staff fix it
 * (docs/decisions/0026-search-curation.md). The questions search declined, most frequent first
 * (already redacted and aggregated by the server), a form for words search should treat as the
 * same ("skid = pallet") and a form that pins the section a question is answered from. Editors
 * and admins alike; every change is audit-logged and applies on every instance within a second.
 */
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { ActionButton } from "../../components/forms/action_button.tsx";
import { Seo } from "../../components/seo.tsx";
import { COMPANY_NAME } from "../../content/company.ts";
import { usePageData } from "../../public_config.tsx";
import type { SearchCurationOverview } from "../../schemas/search_curation.ts";
import type { StaffPageData } from "../../schemas/staff.ts";
import { formatUkDateTime } from "./format.ts";
import { addPin, addSynonym, fetchSearchCuration, removeCuration } from "./staff_api.ts";
import { StaffShell } from "./staff_shell.tsx";

/** Texts of the screen. */
export const SEARCH_CURATION_TEXT = {
  title: "Search",
  metaDescription:
    "Questions visitors asked that the site search could not answer, with synonyms and pinned answers staff add to fix them.",
  intro:
    "Questions visitors asked that search declined, or answered without anyone opening a cited page, most frequent first. Teach search a word the site does not use, or pin the page that answers a question.",
  loading: "Loading search questions...",
  loadError: (message: string): string => `Error loading search questions: ${message}`,
  retry: "Try again",
  missesHeading: "Questions without an answer",
  missesHint:
    "Counted anonymously. E-mail addresses and phone numbers are removed before a question is stored; questions not asked again within the analytics retention period are deleted.",
  missesEmpty: "No unanswered questions recorded.",
  tableLabel: "Questions, most frequent first",
  columns: {
    question: "Question",
    kind: "Outcome",
    count: "Asked",
    lastSeen: "Last asked",
    action: "Fix",
  },
  kinds: { "no-answer": "Declined", "no-click": "Answered, no source opened" },
  pinThis: "Pin an answer",
  synonymsHeading: "Synonyms",
  synonymsHint:
    "Words search treats as the same. A visitor's word the site never uses is read as the words it does use.",
  synonymLabel: "Words that mean the same",
  synonymPlaceholder: "skid = pallet",
  addSynonym: "Add synonyms",
  synonymsEmpty: "No synonyms yet.",
  pinsHeading: "Pinned answers",
  pinsHint: "A question answered from the section you choose, cited first.",
  pinQueryLabel: "Question",
  pinTargetLabel: "Answer from",
  pinTargetChoose: "Choose a page or section",
  addPin: "Pin answer",
  pinsEmpty: "No pinned answers yet.",
  remove: "Remove",
  removeLabel: (what: string): string => `Remove ${what}`,
  saved: "Saved. Search on every instance uses it within a second.",
  removed: "Removed.",
} as const;

type State =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; overview: SearchCurationOverview };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One curation in a {@linkcode CurationCard}'s list. */
interface CurationItem {
  id: number;
  /** What the list shows. */
  label: string;
  /** The remove button's accessible name. */
  removeLabel: string;
}

/**
 * One kind of curation (synonyms or pins): a heading, a hint, the form whose fields are the
 * children, and the list of current curations with a remove button each.
 */
function CurationCard(props: {
  id: string;
  heading: string;
  hint: string;
  submitLabel: string;
  empty: string;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  items: readonly CurationItem[];
  onRemove: (id: number) => void;
  children: ReactNode;
}) {
  return (
    <section className="admin-card" aria-labelledby={props.id}>
      <h2 id={props.id} className="admin-card__heading">{props.heading}</h2>
      <p className="admin-hint">{props.hint}</p>
      <form className="search-curation__form" onSubmit={props.onSubmit}>
        {props.children}
        <ActionButton type="submit" className="button button--primary" unavailable={props.busy}>
          {props.submitLabel}
        </ActionButton>
      </form>
      {props.items.length === 0
        ? <p className="admin-hint">{props.empty}</p>
        : (
          <ul className="search-curation__list">
            {props.items.map((item) => (
              <li key={item.id}>
                <span>{item.label}</span>
                <ActionButton
                  className="button button--secondary search-curation__small"
                  aria-label={item.removeLabel}
                  unavailable={props.busy}
                  onClick={() => props.onRemove(item.id)}
                >
                  {SEARCH_CURATION_TEXT.remove}
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}

/** The search curation screen. */
export default function Page() {
  const data = usePageData() as Partial<StaffPageData>;
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [words, setWords] = useState("");
  const [pinQuery, setPinQuery] = useState("");
  const [pinUrl, setPinUrl] = useState("");
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const text = SEARCH_CURATION_TEXT;

  useEffect(() => {
    const controller = new AbortController();
    fetchSearchCuration(controller.signal).then(
      (overview) => setState({ kind: "ready", overview }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: "error", message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  async function change(action: () => Promise<unknown>, done: string, reset?: () => void) {
    setBusy(true);
    try {
      await action();
      reset?.();
      setNotice({ error: false, text: done });
      setAttempt((value) => value + 1);
    } catch (error) {
      setNotice({ error: true, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  function submitSynonym(event: FormEvent) {
    event.preventDefault();
    void change(() => addSynonym(words), text.saved, () => setWords(""));
  }

  function submitPin(event: FormEvent) {
    event.preventDefault();
    void change(() => addPin(pinQuery, pinUrl), text.saved, () => {
      setPinQuery("");
      setPinUrl("");
    });
  }

  const overview = state.kind === "ready" ? state.overview : undefined;

  return (
    <>
      <Seo
        title={`${text.title} | ${COMPANY_NAME}`}
        description={text.metaDescription}
        path="/admin/search"
        index={false}
        follow={false}
      />
      <StaffShell staff={data.staff} title={text.title} intro={text.intro}>
        <p
          className={notice?.error ? "alert alert--error" : "search-curation__notice"}
          role="status"
        >
          {notice?.text ?? ""}
        </p>
        {state.kind === "loading" ? <p className="admin-state">{text.loading}</p> : null}
        {state.kind === "error"
          ? (
            <div className="alert alert--error" role="alert">
              <p>{text.loadError(state.message)}</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setAttempt((value) => value + 1)}
              >
                {text.retry}
              </button>
            </div>
          )
          : null}
        {overview
          ? (
            <div className="search-curation">
              <section className="admin-card search-curation__misses" aria-labelledby="misses">
                <h2 id="misses" className="admin-card__heading">{text.missesHeading}</h2>
                <p className="admin-hint">{text.missesHint}</p>
                {overview.misses.length === 0
                  ? <p className="admin-state">{text.missesEmpty}</p>
                  : (
                    <div
                      className="table-scroll"
                      role="region"
                      aria-label={text.tableLabel}
                      tabIndex={0}
                    >
                      <table className="audit-table search-curation__table">
                        <thead>
                          <tr>
                            <th scope="col">{text.columns.question}</th>
                            <th scope="col">{text.columns.kind}</th>
                            <th scope="col">{text.columns.count}</th>
                            <th scope="col">{text.columns.lastSeen}</th>
                            <th scope="col">{text.columns.action}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {overview.misses.map((miss) => (
                            <tr key={`${miss.kind} ${miss.question}`}>
                              <td className="search-curation__question">{miss.question}</td>
                              <td data-label={text.columns.kind}>{text.kinds[miss.kind]}</td>
                              <td data-label={text.columns.count}>{miss.count}</td>
                              <td data-label={text.columns.lastSeen}>
                                <time dateTime={miss.lastSeen}>
                                  {formatUkDateTime(miss.lastSeen)}
                                </time>
                              </td>
                              <td className="search-curation__fix">
                                <button
                                  type="button"
                                  className="button button--secondary search-curation__small"
                                  aria-label={`${text.pinThis}: ${miss.question}`}
                                  onClick={() => {
                                    setPinQuery(miss.question);
                                    document.getElementById("pin-query")?.focus();
                                  }}
                                >
                                  {text.pinThis}
                                </button>
                              </td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </div>
                  )}
              </section>

              <CurationCard
                id="synonyms"
                heading={text.synonymsHeading}
                hint={text.synonymsHint}
                submitLabel={text.addSynonym}
                empty={text.synonymsEmpty}
                busy={busy}
                onSubmit={submitSynonym}
                items={overview.synonyms.map((synonym) => ({
                  id: synonym.id,
                  label: synonym.words.join(" = "),
                  removeLabel: text.removeLabel(synonym.words.join(" = ")),
                }))}
                onRemove={(id) => void change(() => removeCuration(id), text.removed)}
              >
                <div className="field">
                  <label htmlFor="synonym-words">{text.synonymLabel}</label>
                  <input
                    id="synonym-words"
                    className="input"
                    value={words}
                    placeholder={text.synonymPlaceholder}
                    maxLength={400}
                    required
                    onChange={(event) => setWords(event.currentTarget.value)}
                  />
                </div>
              </CurationCard>

              <CurationCard
                id="pins"
                heading={text.pinsHeading}
                hint={text.pinsHint}
                submitLabel={text.addPin}
                empty={text.pinsEmpty}
                busy={busy}
                onSubmit={submitPin}
                items={overview.pins.map((pin) => ({
                  id: pin.id,
                  label: `“${pin.query}” → ${pin.title || pin.url}`,
                  removeLabel: text.removeLabel(`the pin of “${pin.query}”`),
                }))}
                onRemove={(id) => void change(() => removeCuration(id), text.removed)}
              >
                <div className="field">
                  <label htmlFor="pin-query">{text.pinQueryLabel}</label>
                  <input
                    id="pin-query"
                    className="input"
                    value={pinQuery}
                    maxLength={300}
                    required
                    onChange={(event) => setPinQuery(event.currentTarget.value)}
                  />
                </div>
                <div className="field">
                  <label htmlFor="pin-url">{text.pinTargetLabel}</label>
                  <select
                    id="pin-url"
                    className="input"
                    value={pinUrl}
                    required
                    onChange={(event) => setPinUrl(event.currentTarget.value)}
                  >
                    <option value="">{text.pinTargetChoose}</option>
                    {overview.targets.map((target) => (
                      <option key={target.url} value={target.url}>{target.title}</option>
                    ))}
                  </select>
                </div>
              </CurationCard>
            </div>
          )
          : null}
      </StaffShell>
    </>
  );
}
