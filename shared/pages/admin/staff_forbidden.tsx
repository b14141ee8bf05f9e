/**
 * What a staff screen shows to a signed-in member whose role may not use it (an editor on an
 * admin's screen, docs/requirements.md#staff-roles; the server answers 403 with
 * `StaffForbiddenPageData`): the staff shell with the navigation of their role, the reason and the
 * way to their own screens.
 */
import { Seo } from "../../components/seo.tsx";
import { COMPANY_NAME } from "../../content/company.ts";
import type { StaffForbiddenPageData } from "../../schemas/staff.ts";
import { STAFF_FORBIDDEN_TEXT } from "./admin_copy.ts";
import { StaffShell } from "./staff_shell.tsx";

/** Props of {@linkcode StaffForbidden}. */
export interface StaffForbiddenProps {
  staff: StaffForbiddenPageData["staff"];
  /** The screen's path, for its (unindexed) head. */
  path: string;
}

/** The refusal inside the staff shell. */
export function StaffForbidden({ staff, path }: StaffForbiddenProps) {
  return (
    <>
      <Seo
        title={`${STAFF_FORBIDDEN_TEXT.title} | ${COMPANY_NAME}`}
        description={STAFF_FORBIDDEN_TEXT.message}
        path={path}
        index={false}
        follow={false}
      />
      <StaffShell staff={staff} title={STAFF_FORBIDDEN_TEXT.title}>
        <div className="admin-card">
          <p>{STAFF_FORBIDDEN_TEXT.message}</p>
          <p>
            <a className="button button--primary" href="/admin/content">
              {STAFF_FORBIDDEN_TEXT.contentLink}
            </a>
          </p>
        </div>
      </StaffShell>
    </>
  );
}

/** The refusal's page data, when the server sent it instead of the screen's. */
export function forbiddenData(data: object): StaffForbiddenPageData | undefined {
  return "forbidden" in data && data.forbidden === true
    ? data as StaffForbiddenPageData
    : undefined;
}
