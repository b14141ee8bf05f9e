/**
 * The enquiry list of the admin screen (docs/requirements.md#admin): the "Contact Submissions
 * (count)" heading, the CSV export, and one row per enquiry with name, reference, company, date
 * received, status, owner and due time; a row opens the enquiry beside the list (on a phone, in
 * its place). Then pagination.
 */
import { useId } from "react";
import { Link } from "wouter";
import {
  CONTACTS_PAGE_SIZE,
  type ContactsQuery,
  type ContactSubmission,
  TRIAGE_STATUS_LABELS,
} from "../../schemas/staff.ts";
import { ADMIN_TEXT, ENQUIRY_LABELS } from "./admin_copy.ts";
import { adminHref, formatUkDateTime } from "./format.ts";
import { exportUrl } from "./staff_api.ts";

/** What the list shows (docs/requirements.md#admin: loading, then error or list). */
export type ContactsState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "list"; contacts: ContactSubmission[]; total: number };

/** Props of {@linkcode ContactList}. */
export interface ContactListProps {
  state: ContactsState;
  query: ContactsQuery;
  /** Id of the enquiry shown beside the list. */
  open: string | undefined;
  /** The signed-in staff member, to mark their own enquiries. */
  viewer: string;
}

function isFiltered(query: ContactsQuery): boolean {
  return Boolean(
    query.q || query.interest || query.status || query.owner || query.from || query.to,
  );
}

/** The list section. */
export function ContactList({ state, query, open, viewer }: ContactListProps) {
  const id = useId();
  const total = state.kind === "list" ? state.total : 0;
  const pages = Math.max(1, Math.ceil(total / CONTACTS_PAGE_SIZE));
  return (
    <section
      className="admin-list"
      aria-labelledby={`${id}-heading`}
      aria-busy={state.kind === "loading"}
    >
      <div className="admin-list__header">
        <h2 id={`${id}-heading`}>{ADMIN_TEXT.listHeading(total)}</h2>
        {state.kind === "list" && total > 0
          ? (
            <div className="admin-list__exports">
              <a className="button button--secondary" href={exportUrl(query)} download>
                {ADMIN_TEXT.exportCsv}
              </a>
              <a className="button button--secondary" href={exportUrl(query, "xlsx")} download>
                {ADMIN_TEXT.exportXlsx}
              </a>
            </div>
          )
          : null}
      </div>
      {state.kind === "loading" ? <p className="admin-state">{ADMIN_TEXT.loading}</p> : null}
      {state.kind === "error"
        ? (
          <div className="alert alert--error" role="alert">
            <p>{ADMIN_TEXT.loadError(state.message)}</p>
          </div>
        )
        : null}
      {state.kind === "list" && state.contacts.length === 0
        ? (
          <p className="admin-state">
            {isFiltered(query) ? ADMIN_TEXT.emptyFiltered : ADMIN_TEXT.empty}
          </p>
        )
        : null}
      {state.kind === "list" && state.contacts.length > 0
        ? (
          <ol className="enquiries">
            {state.contacts.map((contact) => (
              <li key={contact.id}>
                <ContactRow
                  contact={contact}
                  href={adminHref(query, contact.id)}
                  current={contact.id === open}
                  viewer={viewer}
                />
              </li>
            ))}
          </ol>
        )
        : null}
      {state.kind === "list" && pages > 1
        ? (
          <nav className="admin-pagination" aria-label="Pages of enquiries">
            {query.page > 1
              ? (
                <Link href={adminHref({ ...query, page: query.page - 1 })}>
                  {ADMIN_TEXT.previous}
                </Link>
              )
              : <span />}
            <p>{ADMIN_TEXT.pageOf(query.page, pages)}</p>
            {query.page < pages
              ? <Link href={adminHref({ ...query, page: query.page + 1 })}>{ADMIN_TEXT.next}</Link>
              : <span />}
          </nav>
        )
        : null}
    </section>
  );
}

/** Whether the enquiry still waits for a reply (its due time matters). */
export function isOpen(contact: Pick<ContactSubmission, "status">): boolean {
  return contact.status === "new" || contact.status === "in_progress";
}

function ContactRow({ contact, href, current, viewer }: {
  contact: ContactSubmission;
  href: string;
  current: boolean;
  viewer: string;
}) {
  const owner = contact.ownerEmail === viewer
    ? ENQUIRY_LABELS.you(contact.ownerEmail)
    : contact.ownerEmail ?? ENQUIRY_LABELS.unassigned;
  return (
    <Link
      href={href}
      className={`inbox-row${contact.overdue ? " inbox-row--overdue" : ""}`}
      aria-current={current ? "true" : undefined}
    >
      <span className="inbox-row__top">
        <strong className="inbox-row__name">{contact.name}</strong>
        <span className={`status-badge status-badge--${contact.status}`}>
          {TRIAGE_STATUS_LABELS[contact.status]}
        </span>
      </span>
      <span className="inbox-row__meta">
        <span className="inbox-row__reference">{contact.reference}</span>
        {contact.company ? <span>{contact.company}</span> : null}
        <time dateTime={contact.createdAt}>{formatUkDateTime(contact.createdAt)}</time>
      </span>
      <span className="inbox-row__meta">
        <span>{ENQUIRY_LABELS.owner}: {owner}</span>
        {contact.overdue
          ? <span className="status-badge status-badge--overdue">{ENQUIRY_LABELS.overdue}</span>
          : isOpen(contact)
          ? (
            <span>
              {ENQUIRY_LABELS.due}:{" "}
              <time dateTime={contact.dueAt}>{formatUkDateTime(contact.dueAt)}</time>
            </span>
          )
          : null}
      </span>
    </Link>
  );
}
