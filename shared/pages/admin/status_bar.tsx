/**
 * The filter bar above the enquiry list (docs/requirements.md#staff-inbox): one tab per status with
 * its count, the owner tabs (anyone, mine, unassigned) with theirs, how many are overdue, and the
 * order. Counts follow the other filters, so "New 3" is what clicking it shows.
 */
import { Link } from "wouter";
import {
  CONTACT_OWNER_FILTERS,
  type ContactCounts,
  type ContactsQuery,
  TRIAGE_STATUS_LABELS,
  TRIAGE_STATUSES,
} from "../../schemas/staff.ts";
import { STATUS_BAR_TEXT } from "./admin_copy.ts";
import { adminHref } from "./format.ts";

/** Props of {@linkcode StatusBar}. */
export interface StatusBarProps {
  query: ContactsQuery;
  /** Undefined while they load. */
  counts: ContactCounts | undefined;
  onSort(sort: ContactsQuery["sort"]): void;
}

function Tab(
  { href, label, count, current }: {
    href: string;
    label: string;
    count: number | undefined;
    current: boolean;
  },
) {
  return (
    <li>
      <Link href={href} className="inbox-tab" aria-current={current ? "page" : undefined}>
        {label}
        {count === undefined ? null : <span className="inbox-tab__count">{count}</span>}
      </Link>
    </li>
  );
}

/** The bar. */
export function StatusBar({ query, counts, onSort }: StatusBarProps) {
  const owners: { value: ContactsQuery["owner"]; label: string; count?: number }[] = [
    { value: "", label: STATUS_BAR_TEXT.anyone },
    ...CONTACT_OWNER_FILTERS.map((owner) => ({
      value: owner,
      label: STATUS_BAR_TEXT[owner],
      ...(counts ? { count: counts[owner] } : {}),
    })),
  ];
  return (
    <div className="inbox-bar">
      <nav aria-label={STATUS_BAR_TEXT.statusLabel}>
        <ul className="inbox-tabs">
          <Tab
            href={adminHref({ ...query, status: "", page: 1 })}
            label={STATUS_BAR_TEXT.all}
            count={counts?.total}
            current={query.status === ""}
          />
          {TRIAGE_STATUSES.map((status) => (
            <Tab
              key={status}
              href={adminHref({ ...query, status, page: 1 })}
              label={TRIAGE_STATUS_LABELS[status]}
              count={counts?.byStatus[status]}
              current={query.status === status}
            />
          ))}
        </ul>
      </nav>
      <nav aria-label={STATUS_BAR_TEXT.ownerLabel}>
        <ul className="inbox-tabs">
          {owners.map((owner) => (
            <Tab
              key={owner.value || "anyone"}
              href={adminHref({ ...query, owner: owner.value, page: 1 })}
              label={owner.label}
              count={owner.count}
              current={query.owner === owner.value}
            />
          ))}
        </ul>
      </nav>
      <div className="inbox-bar__end">
        {counts?.overdue
          ? (
            <p className="status-badge status-badge--overdue">
              {STATUS_BAR_TEXT.overdue(counts.overdue)}
            </p>
          )
          : null}
        <label className="inbox-bar__sort">
          <span>{STATUS_BAR_TEXT.sort}</span>
          <select
            className="input"
            value={query.sort}
            onChange={(event) => onSort(event.target.value as ContactsQuery["sort"])}
          >
            <option value="">{STATUS_BAR_TEXT.newest}</option>
            <option value="due">{STATUS_BAR_TEXT.dueSoonest}</option>
          </select>
        </label>
      </div>
    </div>
  );
}
