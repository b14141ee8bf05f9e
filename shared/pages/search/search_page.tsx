/**
 * /search, "AI-Powered Search" (docs/requirements.md#search-page, #search-answers): a question box
 * with suggestion chips, states idle → loading → result or error, and an explainer. The question is
 * kept in the address (`/search?q=…`), so an answer can be shared or reloaded; the server renders
 * such an address with its answer (page data), and the first client render reuses it.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/ui/page_hero.tsx";
import {
  SEARCH_FAILURE_MESSAGE,
  SEARCH_FORM_LABELS,
  SEARCH_HERO,
  SEARCH_SUGGESTIONS,
} from "../../content/search.ts";
import { usePageData } from "../../public_config.tsx";
import {
  SEARCH_PAGE_DATA_KEY,
  SEARCH_QUERY_LIMITS,
  SEARCH_QUERY_PARAM,
  SearchPageDataSchema,
  type SearchResponse,
  SearchResponseSchema,
  tidyQuery,
} from "../../schemas/search.ts";
import { SearchExplainer } from "./search_explainer.tsx";
import { SearchResult } from "./search_result.tsx";

/**
 * Where a search stands (docs/requirements.md#search-page: idle, loading, then result or error).
 */
type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "result"; query: string; response: SearchResponse }
  | { status: "error"; query: string; message?: string | undefined };

/**
 * A question the API refused with a 4xx and its own message (docs/requirements.md#search-limits:
 * too long, over the allowance), which the visitor sees instead of the outage message.
 */
class SearchRefused extends Error {}

/**
 * Sends a question to `POST /api/search`; any failure rejects, a 4xx that says why with a
 * {@linkcode SearchRefused} (docs/requirements.md#search-limits).
 */
async function requestAnswer(query: string, signal: AbortSignal): Promise<SearchResponse> {
  const response = await fetch("/api/search", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ query }),
    signal,
  });
  if (response.status >= 400 && response.status < 500) {
    const body = await response.json().catch(() => undefined) as { error?: unknown } | undefined;
    if (typeof body?.error === "string") throw new SearchRefused(body.error);
  }
  if (!response.ok) throw new Error(`Search failed with status ${response.status}`);
  return SearchResponseSchema.parse(await response.json());
}

/** The state the server rendered for this address, if its page data belongs to it. */
function initialState(data: unknown, urlQuery: string): SearchState {
  const parsed = SearchPageDataSchema.safeParse(data);
  if (!parsed.success || !urlQuery || tidyQuery(parsed.data.query) !== urlQuery) {
    return { status: "idle" };
  }
  const { response, error } = parsed.data;
  return response
    ? { status: "result", query: urlQuery, response }
    : { status: "error", query: urlQuery, message: error };
}

/** The AI-Powered Search page. */
export default function SearchPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const urlQuery = tidyQuery(new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? "");
  const pageData = usePageData()[SEARCH_PAGE_DATA_KEY];
  const [state, setState] = useState<SearchState>(() => initialState(pageData, urlQuery));
  const [query, setQuery] = useState(urlQuery);
  const lastRun = useRef<string | null>(state.status === "idle" ? null : urlQuery);
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResult = useRef(false);

  const run = useCallback((question: string, focus: boolean) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    lastRun.current = question;
    focusResult.current = focus;
    // A new search clears the previous result and error.
    setState({ status: "loading", query: question });
    requestAnswer(question, current.signal).then(
      (response) => {
        if (!current.signal.aborted) setState({ status: "result", query: question, response });
      },
      (error) => {
        if (current.signal.aborted) return;
        const message = error instanceof SearchRefused ? error.message : undefined;
        setState({ status: "error", query: question, message });
      },
    );
  }, []);

  // An address changed by navigation (a link, back or forward) searches for its question.
  useEffect(() => {
    const valid = urlQuery.length > 0 && urlQuery.length <= SEARCH_QUERY_LIMITS.max;
    if (valid && urlQuery !== lastRun.current) {
      setQuery(urlQuery);
      run(urlQuery, false);
    }
  }, [urlQuery, run]);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (state.status === "loading") return;
    if (focusResult.current && state.status === "result") headingRef.current?.focus();
    focusResult.current = false;
  }, [state.status]);

  const loading = state.status === "loading";
  const trimmed = query.trim();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A blank or whitespace-only question sends nothing.
    if (!trimmed || loading) return;
    const question = tidyQuery(trimmed);
    run(question, true);
    if (question !== urlQuery) {
      navigate(`/search?${SEARCH_QUERY_PARAM}=${encodeURIComponent(question)}`, { replace: true });
    }
  }

  function fill(suggestion: string) {
    setQuery(suggestion);
    inputRef.current?.focus();
  }

  return (
    <>
      <PageHero title={SEARCH_HERO.title} intro={SEARCH_HERO.intro} />
      <section className="section section--tight search-section">
        <div className="container search-layout">
          <div className="search-panel">
            <form className="search-form" role="search" action="/search" onSubmit={onSubmit}>
              <label htmlFor="search-query" className="search-form__label">
                {SEARCH_FORM_LABELS.inputLabel}
              </label>
              <div className="search-form__row">
                <input
                  ref={inputRef}
                  id="search-query"
                  name={SEARCH_QUERY_PARAM}
                  type="search"
                  className="input search-form__input"
                  placeholder={SEARCH_FORM_LABELS.placeholder}
                  maxLength={SEARCH_QUERY_LIMITS.max}
                  autoComplete="off"
                  enterKeyHint="search"
                  value={query}
                  disabled={loading}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <button
                  type="submit"
                  className="button button--primary search-form__button"
                  disabled={!trimmed || loading}
                >
                  <Icon name="search" size={20} />
                  {SEARCH_FORM_LABELS.button}
                </button>
              </div>
            </form>
            <div className="search-suggestions">
              <p id="search-suggestions-label" className="search-suggestions__label">
                {SEARCH_FORM_LABELS.suggestionsLabel}
              </p>
              <ul className="search-suggestions__list" aria-labelledby="search-suggestions-label">
                {SEARCH_SUGGESTIONS.map((suggestion) => (
                  <li key={suggestion}>
                    <button
                      type="button"
                      className="search-chip"
                      disabled={loading}
                      onClick={() => fill(suggestion)}
                    >
                      {suggestion}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </div>

          <div className="search-outcome" role="status" aria-live="polite">
            {loading
              ? (
                <p className="search-loading">
                  <Icon name="loader" size={22} className="search-loading__spinner" />
                  {SEARCH_FORM_LABELS.loading}
                </p>
              )
              : null}
          </div>
          {state.status === "result"
            ? <SearchResult response={state.response} headingRef={headingRef} query={state.query} />
            : null}
          {state.status === "error"
            ? (
              <div className="alert alert--error search-error" role="alert">
                <Icon name="x" size={20} />
                <p>{state.message ?? SEARCH_FAILURE_MESSAGE}</p>
              </div>
            )
            : null}
        </div>
      </section>
      <SearchExplainer />
    </>
  );
}
