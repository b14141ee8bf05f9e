/**
 * /admin, the Admin Panel (docs/requirements.md#admin, #staff-inbox). The server renders it only
 * for a signed-in admin (others are redirected) with "Loading contacts..."; the browser then reads
 * `GET /api/contacts` and the counts once per set of filters, with no retry or refetch
 * (docs/requirements.md#constants). Filters and the open enquiry live in the address
 * (`/admin?status=new&open=…`), so the export, a bookmark, the back button and the link in an
 * owner's e-mail all work. Wide screens show the list and the open enquiry side by side; on a
 * phone the list comes first and a tap opens the enquiry in its place.
 */
import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { usePageData } from "../../public_config.tsx";
import type {
  ContactCounts,
  ContactsQuery,
  ContactSubmission,
  StaffPageData,
} from "../../schemas/staff.ts";
import { ADMIN_TEXT, ENQUIRY_LABELS } from "./admin_copy.ts";
import { BacklogPanel } from "./backlog_panel.tsx";
import { ContactFilters } from "./contact_filters.tsx";
import { ContactList, type ContactsState } from "./contact_list.tsx";
import { EnquiryDetail } from "./enquiry_detail.tsx";
import { ErasurePanel } from "./erasure_panel.tsx";
import { adminHref, queryFromSearch, searchFromQuery } from "./format.ts";
import { fetchContact, fetchContacts, fetchCounts, StaffApiError } from "./staff_api.ts";
import { StaffShell } from "./staff_shell.tsx";
import { StatusBar } from "./status_bar.tsx";

/** The enquiry list's element id, where the staff shell's skip link goes. */
const INBOX_LIST_ID = "enquiries";

/** Reads the enquiry list for the filters in the address (one request per change). */
function useContacts(listSearch: string, generation: number) {
  const [state, setState] = useState<ContactsState>({ kind: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetchContacts(queryFromSearch(listSearch), controller.signal).then(
      ({ contacts, total }) => setState({ kind: "list", contacts, total }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // docs/requirements.md#admin: "Failed to fetch contacts" for an error answer, else the
        // thrown message.
        const message = error instanceof StaffApiError
          ? ADMIN_TEXT.loadFailed
          : error instanceof Error
          ? error.message
          : ADMIN_TEXT.loadFailed;
        setState({ kind: "error", message });
      },
    );
    return () => controller.abort();
  }, [listSearch, generation]);
  const replace = useCallback((contact: ContactSubmission) => {
    setState((current) =>
      current.kind === "list"
        ? {
          ...current,
          contacts: current.contacts.map((item) => item.id === contact.id ? contact : item),
        }
        : current
    );
  }, []);
  return { state, replace };
}

/** The counts per status for the filter bar; read again after a change of status or owner. */
function useCounts(listSearch: string, generation: number) {
  const [counts, setCounts] = useState<ContactCounts>();
  useEffect(() => {
    const controller = new AbortController();
    fetchCounts(queryFromSearch(listSearch), controller.signal).then(setCounts, (error) => {
      if (!controller.signal.aborted) console.error("Reading the counts failed", error);
    });
    return () => controller.abort();
  }, [listSearch, generation]);
  return counts;
}

type Opened =
  | { kind: "none" }
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "shown"; contact: ContactSubmission };

/** The open enquiry: from the list when it is on this page, else read on its own. */
function useOpened(open: string | undefined, state: ContactsState) {
  const [fetched, setFetched] = useState<{ id: string; opened: Opened }>();
  const listed = state.kind === "list" ? state.contacts.find((c) => c.id === open) : undefined;
  const fetchIt = open !== undefined && state.kind !== "loading" && !listed;
  useEffect(() => {
    if (!fetchIt || !open) return;
    const controller = new AbortController();
    fetchContact(open, controller.signal).then(
      (contact) => setFetched({ id: open, opened: { kind: "shown", contact } }),
      () => {
        if (!controller.signal.aborted) setFetched({ id: open, opened: { kind: "missing" } });
      },
    );
    return () => controller.abort();
  }, [open, fetchIt]);
  const opened: Opened = !open
    ? { kind: "none" }
    : listed
    ? { kind: "shown", contact: listed }
    : fetched?.id === open
    ? fetched.opened
    : { kind: "loading" };
  const remember = useCallback(
    (contact: ContactSubmission) =>
      setFetched({ id: contact.id, opened: { kind: "shown", contact } }),
    [],
  );
  return { opened, remember };
}

/** The Admin Panel page. */
export default function Page() {
  const data = usePageData() as Partial<StaffPageData>;
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = queryFromSearch(search);
  const open = new URLSearchParams(search).get("open") ?? undefined;
  const listSearch = searchFromQuery(query);
  const [listGeneration, setListGeneration] = useState(0);
  const [countsGeneration, setCountsGeneration] = useState(0);
  const { state, replace } = useContacts(listSearch, listGeneration);
  const counts = useCounts(listSearch, countsGeneration);
  const { opened, remember } = useOpened(open, state);
  const viewer = data.staff?.email.toLowerCase() ?? "";
  // One list for every enquiry opened on this page: a reply saved on one is offered on the next.
  const [savedReplies, setSavedReplies] = useState(data.savedReplies ?? []);

  function apply(next: ContactsQuery) {
    navigate(adminHref(next));
  }

  function changed(contact: ContactSubmission) {
    replace(contact);
    remember(contact);
    setCountsGeneration((value) => value + 1);
  }

  return (
    <StaffShell
      staff={data.staff}
      title={ADMIN_TEXT.title}
      intro={ADMIN_TEXT.intro}
      skipTo={{ id: INBOX_LIST_ID, label: ADMIN_TEXT.skipToList }}
    >
      <div className={`inbox${open ? " inbox--open" : ""}`}>
        <div className="inbox__bar">
          <StatusBar
            query={query}
            counts={counts}
            onSort={(sort) => apply({ ...query, sort, page: 1 })}
          />
          <ContactFilters key={listSearch} query={query} onApply={apply} />
        </div>
        {/* The skip link's target: past the status bar and the filters' dozen controls. */}
        <div className="inbox__list" id={INBOX_LIST_ID} tabIndex={-1}>
          <ContactList state={state} query={query} open={open} viewer={viewer} />
        </div>
        <div className="inbox__detail">
          {opened.kind === "shown"
            ? (
              <EnquiryDetail
                contact={opened.contact}
                backHref={adminHref(query)}
                viewer={viewer}
                staffMembers={data.staffMembers ?? []}
                savedReplies={savedReplies}
                onSavedRepliesChanged={setSavedReplies}
                onChanged={changed}
              />
            )
            : (
              <p className="admin-state">
                {opened.kind === "loading"
                  ? ADMIN_TEXT.loading
                  : opened.kind === "missing"
                  ? ENQUIRY_LABELS.notFound
                  : ENQUIRY_LABELS.select}
              </p>
            )}
        </div>
        <div className="inbox__tools">
          <BacklogPanel staffInbox={data.staffInbox ?? ""} />
          <ErasurePanel
            onErased={() => {
              setListGeneration((value) => value + 1);
              setCountsGeneration((value) => value + 1);
            }}
          />
        </div>
      </div>
    </StaffShell>
  );
}
