/**
 * /admin, the Admin Panel (docs/requirements.md#admin, #staff-area). The server renders it only for
 * a signed-in staff member (others are redirected to /admin/login) with "Loading contacts..."; the
 * browser then reads `GET /api/contacts` once per set of filters, with no retry or refetch
 * (docs/requirements.md#constants). Filters live in the address, so the export and a bookmark use
 * the same set.
 */
import { useCallback, useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { usePageData } from "../../public_config.tsx";
import type { ContactsQuery, ContactSubmission, StaffPageData } from "../../schemas/staff.ts";
import { ADMIN_TEXT } from "./admin_copy.ts";
import { BacklogPanel } from "./backlog_panel.tsx";
import { ContactFilters } from "./contact_filters.tsx";
import { ContactList, type ContactsState } from "./contact_list.tsx";
import { ErasurePanel } from "./erasure_panel.tsx";
import { queryFromSearch, searchFromQuery } from "./format.ts";
import { fetchContacts, StaffApiError } from "./staff_api.ts";
import { StaffBar } from "./staff_bar.tsx";

/** Reads the enquiry list for the filters in the address (one request per change). */
function useContacts(search: string) {
  const [state, setState] = useState<ContactsState>({ kind: "loading" });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetchContacts(queryFromSearch(search), controller.signal).then(
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
  }, [search, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
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
  return { state, reload, replace };
}

/** The Admin Panel page. */
export default function Page() {
  const data = usePageData() as Partial<StaffPageData>;
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = queryFromSearch(search);
  const { state, reload, replace } = useContacts(search);

  function applyFilters(next: ContactsQuery) {
    const value = searchFromQuery(next);
    navigate(value ? `/admin?${value}` : "/admin");
  }

  return (
    <>
      <div className="admin">
        <div className="container">
          {data.staff ? <StaffBar email={data.staff.email} current="enquiries" /> : null}
          <header className="admin__header">
            <h1>{ADMIN_TEXT.title}</h1>
            <p className="lead">{ADMIN_TEXT.intro}</p>
          </header>
          <BacklogPanel staffInbox={data.staffInbox ?? ""} />
          {/* On a phone the list comes straight after the filters, erasure last. */}
          <div className="admin__layout">
            <div className="admin__filters">
              <ContactFilters key={search} query={query} onApply={applyFilters} />
            </div>
            <div className="admin__main">
              <ContactList state={state} query={query} onSaved={replace} />
            </div>
            <div className="admin__erase">
              <ErasurePanel onErased={reload} />
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
