/**
 * The enquiry list of the admin screen (docs/requirements.md#admin): the "Contact Submissions
 * (count)" heading, one entry per enquiry with name, e-mail, submission date in UK format, the
 * optional company, phone and interest, and the message; then triage and pagination.
 */
import { useId } from "react";
import { enquirySourceLabel } from "../../schemas/enquiry_fields.ts";
import { Link } from "wouter";
import { HOME_INTEREST_OPTIONS } from "../../content/home_contact.ts";
import {
  CONTACTS_PAGE_SIZE,
  type ContactsQuery,
  type ContactSubmission,
  TRIAGE_STATUS_LABELS,
} from "../../schemas/staff.ts";
import { ADMIN_TEXT, ENQUIRY_LABELS, NOTIFICATION_LABELS } from "./admin_copy.ts";
import { formatUkDateTime, searchFromQuery } from "./format.ts";
import { exportUrl } from "./staff_api.ts";
import { TriageForm } from "./triage_form.tsx";

/** What the list shows (docs/requirements.md#admin: loading, then error or list). */
export type ContactsState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "list"; contacts: ContactSubmission[]; total: number };

/** Props of {@linkcode ContactList}. */
export interface ContactListProps {
  state: ContactsState;
  query: ContactsQuery;
  onSaved(contact: ContactSubmission): void;
}

function interestLabel(value: string): string {
  return HOME_INTEREST_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

function isFiltered(query: ContactsQuery): boolean {
  return Boolean(query.q || query.interest || query.status || query.from || query.to);
}

/** The list section. */
export function ContactList({ state, query, onSaved }: ContactListProps) {
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
            <a className="button button--secondary" href={exportUrl(query)} download>
              {ADMIN_TEXT.exportCsv}
            </a>
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
                <ContactEntry contact={contact} onSaved={onSaved} />
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
                <Link href={`/admin?${searchFromQuery({ ...query, page: query.page - 1 })}`}>
                  {ADMIN_TEXT.previous}
                </Link>
              )
              : <span />}
            <p>{ADMIN_TEXT.pageOf(query.page, pages)}</p>
            {query.page < pages
              ? (
                <Link href={`/admin?${searchFromQuery({ ...query, page: query.page + 1 })}`}>
                  {ADMIN_TEXT.next}
                </Link>
              )
              : <span />}
          </nav>
        )
        : null}
    </section>
  );
}

function ContactEntry({ contact, onSaved }: {
  contact: ContactSubmission;
  onSaved(contact: ContactSubmission): void;
}) {
  const id = useId();
  const details: [string, string][] = [];
  if (contact.company) details.push([ENQUIRY_LABELS.company, contact.company]);
  if (contact.phone) details.push([ENQUIRY_LABELS.phone, contact.phone]);
  if (contact.interest) details.push([ENQUIRY_LABELS.interest, interestLabel(contact.interest)]);
  details.push([ENQUIRY_LABELS.source, enquirySourceLabel(contact.source)]);
  if (contact.notification) {
    details.push([ENQUIRY_LABELS.notification, NOTIFICATION_LABELS[contact.notification]]);
  }
  return (
    <article className="enquiry" aria-labelledby={`${id}-name`}>
      <header className="enquiry__header">
        <div className="enquiry__who">
          <h3 id={`${id}-name`}>{contact.name}</h3>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </div>
        <div className="enquiry__meta">
          <span className={`status-badge status-badge--${contact.status}`}>
            {TRIAGE_STATUS_LABELS[contact.status]}
          </span>
          <time dateTime={contact.createdAt}>{formatUkDateTime(contact.createdAt)}</time>
        </div>
      </header>
      {details.length
        ? (
          <dl className="enquiry__details">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )
        : null}
      <p className="enquiry__message">{contact.message}</p>
      <TriageForm contact={contact} onSaved={onSaved} />
    </article>
  );
}
