/**
 * /admin/audit, the audit log of staff actions (docs/requirements.md#audit-log: sign-in, export,
 * erase, status change, backlog send), newest first. Signed-in staff only, like /admin; read once
 * per page.
 */
import { useEffect, useState } from "react";
import { Link, useSearch } from "wouter";
import { Seo } from "../../components/seo.tsx";
import { COMPANY_NAME } from "../../content/company.ts";
import { usePageData } from "../../public_config.tsx";
import {
  AUDIT_ACTION_LABELS,
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type AuditPage,
  type StaffPageData,
} from "../../schemas/staff.ts";
import { AUDIT_TEXT } from "./admin_copy.ts";
import { formatUkDateTime } from "./format.ts";
import { fetchAudit } from "./staff_api.ts";
import { forbiddenData, StaffForbidden } from "./staff_forbidden.tsx";
import { StaffShell } from "./staff_shell.tsx";

type State = { kind: "loading" } | { kind: "error"; message: string } | {
  kind: "list";
  audit: AuditPage;
};

/** The audit log page, or the refusal an editor gets. */
export default function Page() {
  const forbidden = forbiddenData(usePageData());
  return forbidden ? <StaffForbidden staff={forbidden.staff} path="/admin/audit" /> : <AuditLog />;
}

function AuditLog() {
  const data = usePageData() as Partial<StaffPageData>;
  const search = useSearch();
  const page = Math.max(1, Number(new URLSearchParams(search).get("page")) || 1);
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: "loading" });
    fetchAudit(page, controller.signal).then(
      (audit) => setState({ kind: "list", audit }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: "error",
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => controller.abort();
  }, [page]);

  const pages = state.kind === "list"
    ? Math.max(1, Math.ceil(state.audit.total / AUDIT_PAGE_SIZE))
    : 1;

  return (
    <>
      <Seo
        title={`${AUDIT_TEXT.title} | ${COMPANY_NAME}`}
        description={AUDIT_TEXT.metaDescription}
        path="/admin/audit"
        index={false}
        follow={false}
      />
      <StaffShell staff={data.staff} title={AUDIT_TEXT.title} intro={AUDIT_TEXT.intro}>
        <div className="admin-card" aria-busy={state.kind === "loading"}>
          {state.kind === "loading" ? <p className="admin-state">{AUDIT_TEXT.loading}</p> : null}
          {state.kind === "error"
            ? (
              <div className="alert alert--error" role="alert">
                <p>{AUDIT_TEXT.loadError(state.message)}</p>
              </div>
            )
            : null}
          {state.kind === "list" && state.audit.entries.length === 0
            ? <p className="admin-state">{AUDIT_TEXT.empty}</p>
            : null}
          {state.kind === "list" && state.audit.entries.length > 0
            ? (
              <div
                className="table-scroll"
                role="region"
                aria-label={AUDIT_TEXT.title}
                tabIndex={0}
              >
                <table className="audit-table audit-log">
                  <thead>
                    <tr>
                      <th scope="col">{AUDIT_TEXT.columns.at}</th>
                      <th scope="col">{AUDIT_TEXT.columns.actor}</th>
                      <th scope="col">{AUDIT_TEXT.columns.action}</th>
                      <th scope="col">{AUDIT_TEXT.columns.enquiry}</th>
                      <th scope="col">{AUDIT_TEXT.columns.detail}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {state.audit.entries.map((entry) => (
                      <tr key={entry.id}>
                        <td>
                          <CellLabel>{AUDIT_TEXT.columns.at}</CellLabel>
                          <time dateTime={entry.at}>{formatUkDateTime(entry.at)}</time>
                        </td>
                        <td>
                          <CellLabel>{AUDIT_TEXT.columns.actor}</CellLabel>
                          {entry.actor}
                        </td>
                        <td>
                          <CellLabel>{AUDIT_TEXT.columns.action}</CellLabel>
                          {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
                        </td>
                        <td className={entry.enquiry ? undefined : "audit-log__empty"}>
                          <CellLabel>{AUDIT_TEXT.columns.enquiry}</CellLabel>
                          {/* One box: the label's grid keeps the name and reference together. */}
                          {entry.enquiry
                            ? (
                              <span>
                                <EnquiryName enquiry={entry.enquiry} />
                              </span>
                            )
                            : null}
                        </td>
                        <td className={entry.detail ? undefined : "audit-log__empty"}>
                          <CellLabel>{AUDIT_TEXT.columns.detail}</CellLabel>
                          {entry.detail}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
            : null}
          {pages > 1
            ? (
              <nav className="admin-pagination" aria-label="Pages of the audit log">
                {page > 1
                  ? <Link href={`/admin/audit?page=${page - 1}`}>{AUDIT_TEXT.newer}</Link>
                  : <span />}
                <p>{`Page ${page} of ${pages}`}</p>
                {page < pages
                  ? <Link href={`/admin/audit?page=${page + 1}`}>{AUDIT_TEXT.older}</Link>
                  : <span />}
              </nav>
            )
            : null}
        </div>
      </StaffShell>
    </>
  );
}

/**
 * A cell's column name, shown only on a phone, where each entry is a card of labelled lines
 * (client/styles/admin.css). Screen readers already announce the column header, so it is hidden
 * from them.
 */
function CellLabel({ children }: { children: string }) {
  return <span className="audit-log__label" aria-hidden="true">{children}</span>;
}

/** "Priya Shah, CB-2026-000123", or the reference alone once the enquiry is gone. */
function EnquiryName({ enquiry }: { enquiry: NonNullable<AuditEntry["enquiry"]> }) {
  return enquiry.name
    ? (
      <>
        {enquiry.name}, <span className="audit-table__reference">{enquiry.reference}</span>
      </>
    )
    : <>{AUDIT_TEXT.erasedEnquiry(enquiry.reference)}</>;
}
