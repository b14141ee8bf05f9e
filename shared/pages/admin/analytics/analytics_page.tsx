/**
 * /admin/analytics, the staff analytics dashboard (docs/requirements.md#analytics-dashboard),
 * behind the staff sign-in. The server loader checks the session and renders the chosen period's
 * figures into the page, so the first paint is complete; after a client-side navigation the same
 * figures come from `GET /api/admin/analytics`. The period is a plain GET form, so every view has
 * its own address.
 */
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { Seo } from "../../../components/seo.tsx";
import { COMPANY_NAME } from "../../../content/company.ts";
import type { AnalyticsDashboard, AnalyticsPageData } from "../../../analytics/dashboard_types.ts";
import { usePageData } from "../../../public_config.tsx";
import { forbiddenData, StaffForbidden } from "../staff_forbidden.tsx";
import { StaffShell } from "../staff_shell.tsx";
import { ANALYTICS_TEXT } from "./analytics_copy.ts";
import { DashboardBody } from "./dashboard_body.tsx";
import { formatDay } from "./format.ts";

type State =
  | { kind: "ready"; dashboard: AnalyticsDashboard }
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "error"; message: string };

/** The dashboard page, or the refusal an editor gets. */
export default function AnalyticsPage() {
  const forbidden = forbiddenData(usePageData());
  return forbidden
    ? <StaffForbidden staff={forbidden.staff} path="/admin/analytics" />
    : <Dashboard />;
}

function Dashboard() {
  const data = usePageData() as Partial<AnalyticsPageData>;
  const search = useSearch();
  const [state, setState] = useState<State>(
    data.analytics ? { kind: "ready", dashboard: data.analytics } : { kind: "loading" },
  );

  useEffect(() => {
    if (data.analytics) return;
    const controller = new AbortController();
    fetch(`/api/admin/analytics${search ? `?${search}` : ""}`, {
      credentials: "same-origin",
      signal: controller.signal,
    }).then(async (response) => {
      if (response.status === 401) return setState({ kind: "signed-out" });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error ?? `${response.status}`);
      setState({ kind: "ready", dashboard: body as AnalyticsDashboard });
    }).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    });
    return () => controller.abort();
  }, [data.analytics, search]);

  const range = state.kind === "ready" ? state.dashboard.range : undefined;

  return (
    <>
      <Seo
        title={`${ANALYTICS_TEXT.title} | ${COMPANY_NAME}`}
        description={ANALYTICS_TEXT.metaDescription}
        path="/admin/analytics"
        index={false}
        follow={false}
      />
      <StaffShell staff={data.staff} title={ANALYTICS_TEXT.title} intro={ANALYTICS_TEXT.intro}>
        <div className="analytics">
          <form
            key={range ? `${range.from} ${range.to}` : "pending"}
            className="analytics-range"
            method="get"
            action="/admin/analytics"
          >
            <fieldset className="analytics-range__fields">
              <legend className="analytics-range__legend">{ANALYTICS_TEXT.rangeLegend}</legend>
              <div className="field">
                <label htmlFor="analytics-from">{ANALYTICS_TEXT.from}</label>
                <input
                  id="analytics-from"
                  className="input"
                  type="date"
                  name="from"
                  defaultValue={range?.from}
                  required
                />
              </div>
              <div className="field">
                <label htmlFor="analytics-to">{ANALYTICS_TEXT.to}</label>
                <input
                  id="analytics-to"
                  className="input"
                  type="date"
                  name="to"
                  defaultValue={range?.to}
                  required
                />
              </div>
              <button type="submit" className="button button--primary">
                {ANALYTICS_TEXT.apply}
              </button>
            </fieldset>
          </form>
          {data.rangeError
            ? (
              <div className="alert alert--error" role="alert">
                <p>{data.rangeError}</p>
              </div>
            )
            : null}
          {range
            ? (
              <p className="analytics-range__showing">
                {ANALYTICS_TEXT.showing(formatDay(range.from), formatDay(range.to))}
              </p>
            )
            : null}
          {state.kind === "loading"
            ? <p className="admin-state">{ANALYTICS_TEXT.loading}</p>
            : null}
          {state.kind === "signed-out"
            ? (
              <div className="alert alert--error" role="alert">
                <p>
                  {ANALYTICS_TEXT.signInNeeded} <a href="/admin/login">{ANALYTICS_TEXT.signIn}</a>
                </p>
              </div>
            )
            : null}
          {state.kind === "error"
            ? (
              <div className="alert alert--error" role="alert">
                <p>{ANALYTICS_TEXT.loadError(state.message)}</p>
              </div>
            )
            : null}
          {state.kind === "ready" ? <DashboardBody dashboard={state.dashboard} /> : null}
        </div>
      </StaffShell>
    </>
  );
}
