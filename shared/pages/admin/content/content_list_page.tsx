/**
 * /admin/content: every collection with its items and their state (draft, scheduled for a time,
 * published), filters by collection and by state kept in the address, and "New …" links. Signed-in staff only
 * (the server's page loader); the server renders the loading state and the browser reads the
 * lists once after mount, one request per collection, no retry (docs/requirements.md#constants).
 */
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { Seo } from "../../../components/seo.tsx";
import { COMPANY_NAME } from "../../../content/company.ts";
import { type ContentItem } from "../../../schemas/content.ts";
import {
  collectionDefinition,
  CONTENT_COLLECTION_LABELS,
  CONTENT_COLLECTIONS,
  type ContentCollection,
  isContentCollection,
} from "../../../content/collections/registry.ts";
import { listItems } from "./content_api.ts";
import { LIST_TEXT } from "./content_copy.ts";
import { CollectionList } from "./collection_list.tsx";
import { ContentShell } from "./content_shell.tsx";
import {
  isPublishStateKind,
  PUBLISH_STATE_KINDS,
  type PublishState,
  publishState,
} from "./publish_state.ts";

type Lists = Partial<Record<ContentCollection, ContentItem[]>>;

type State =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; lists: Lists; now: number };

function useLists(shownKey: string, attempt: number): State {
  const [state, setState] = useState<State>({ kind: "loading" });
  useEffect(() => {
    const shown = shownKey.split(",") as ContentCollection[];
    const controller = new AbortController();
    setState({ kind: "loading" });
    Promise.all(shown.map((collection) => listItems(collection, controller.signal))).then(
      (answers) =>
        setState({
          kind: "ready",
          lists: Object.fromEntries(shown.map((collection, i) => [collection, answers[i]])),
          now: Date.now(),
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: "error",
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => controller.abort();
  }, [shownKey, attempt]);
  return state;
}

type StateKind = PublishState["kind"];

/** The list's address with its filters (either may be absent). */
function listHref(collection: ContentCollection | undefined, state: StateKind | undefined) {
  const query = new URLSearchParams();
  if (collection) query.set("collection", collection);
  if (state) query.set("state", state);
  const text = query.toString();
  return text ? `/admin/content?${text}` : "/admin/content";
}

/**
 * The content list page. Filters by collection and by workflow state (`?state=scheduled` lists
 * what is published with a time still to come, Ghost's "Scheduled" view), both kept in the
 * address; with a state chosen, the company details (one document, always published) are left out.
 */
export default function ContentListPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(search);
  const filter = query.get("collection");
  const selected = isContentCollection(filter) ? filter : undefined;
  const stateFilter = query.get("state");
  const selectedState = isPublishStateKind(stateFilter) ? stateFilter : undefined;
  const shown = selected
    ? [selected]
    : selectedState
    ? CONTENT_COLLECTIONS.filter((collection) => !collectionDefinition(collection).single)
    : CONTENT_COLLECTIONS;
  const [attempt, setAttempt] = useState(0);
  const state = useLists(shown.join(), attempt);

  return (
    <ContentShell current="list">
      <Seo
        title={`${LIST_TEXT.title} | ${COMPANY_NAME}`}
        description={LIST_TEXT.metaDescription}
        path="/admin/content"
        index={false}
      />
      <header className="admin__header content-list__header">
        <div>
          <h1>{LIST_TEXT.title}</h1>
          <p className="lead">{LIST_TEXT.intro}</p>
        </div>
        <div className="content-list__filters">
          <div className="field content-list__filter">
            <label htmlFor="content-filter">{LIST_TEXT.show}</label>
            <select
              id="content-filter"
              className="input"
              value={selected ?? ""}
              onChange={(event) => {
                const value = event.currentTarget.value;
                navigate(listHref(isContentCollection(value) ? value : undefined, selectedState));
              }}
            >
              <option value="">{LIST_TEXT.all}</option>
              {CONTENT_COLLECTIONS.map((collection) => (
                <option key={collection} value={collection}>
                  {CONTENT_COLLECTION_LABELS[collection]}
                </option>
              ))}
            </select>
          </div>
          <div className="field content-list__filter">
            <label htmlFor="content-state">{LIST_TEXT.state}</label>
            <select
              id="content-state"
              className="input"
              value={selectedState ?? ""}
              onChange={(event) => {
                const value = event.currentTarget.value;
                navigate(listHref(selected, isPublishStateKind(value) ? value : undefined));
              }}
            >
              <option value="">{LIST_TEXT.allStates}</option>
              {PUBLISH_STATE_KINDS.map((kind) => (
                <option key={kind} value={kind}>{LIST_TEXT.states[kind]}</option>
              ))}
            </select>
          </div>
        </div>
      </header>
      {state.kind === "loading"
        ? <p className="content-loading" role="status">{LIST_TEXT.loading}</p>
        : state.kind === "error"
        ? (
          <div className="alert alert--error" role="alert">
            <p>{LIST_TEXT.loadError(state.message)}</p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setAttempt((value) => value + 1)}
            >
              {LIST_TEXT.retry}
            </button>
          </div>
        )
        : (
          <div className="content-collections">
            {shown.map((collection) => (
              <CollectionList
                key={collection}
                collection={collection}
                items={(state.lists[collection] ?? []).filter((item) =>
                  !selectedState || publishState(item, state.now).kind === selectedState
                )}
                now={state.now}
                {...(selectedState ? { empty: LIST_TEXT.emptyInState } : {})}
              />
            ))}
          </div>
        )}
    </ContentShell>
  );
}
