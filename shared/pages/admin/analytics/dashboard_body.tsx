/**
 * The figures of one period: totals, the traffic chart, pages, sources, engagement, conversions
 * and consent rates (docs/requirements.md#analytics-dashboard). Each block is a titled card; tables
 * carry the exact numbers.
 */
import type { ReactNode } from "react";
import { enquirySourceLabel } from "../../../schemas/enquiry_fields.ts";
import type { AnalyticsDashboard } from "../../../analytics/dashboard_types.ts";
import { ANALYTICS_TEXT } from "./analytics_copy.ts";
import { ConsentSummary } from "./consent_summary.tsx";
import { formatCount, formatPercent, formatSeconds } from "./format.ts";
import { Bar, DataTable } from "./tables.tsx";
import { TrafficChart } from "./traffic_chart.tsx";
import { WebVitalsTable } from "./web_vitals_table.tsx";

function Card(props: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section className="admin-card analytics-card" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`} className="admin-card__heading">{props.title}</h2>
      {props.note ? <p className="admin-hint">{props.note}</p> : null}
      {props.children}
    </section>
  );
}

/** Everything below the period form. */
export function DashboardBody({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const { totals } = dashboard;
  const T = ANALYTICS_TEXT;
  const maxViews = Math.max(0, ...dashboard.pages.map((page) => page.pageViews));
  const maxReferrer = Math.max(0, ...dashboard.referrers.map((row) => row.sessions));
  const figures = [
    { label: T.totals.pageViews, value: formatCount(totals.pageViews) },
    { label: T.totals.sessions, value: formatCount(totals.sessions) },
    { label: T.totals.avgScrollDepth, value: formatPercent(totals.avgScrollDepth) },
    { label: T.totals.avgEngaged, value: formatSeconds(totals.avgEngagedSeconds) },
    { label: T.totals.enquiries, value: formatCount(totals.enquiries) },
    { label: T.totals.conversions, value: formatCount(totals.conversions) },
  ];
  return (
    <>
      <dl className="analytics-totals">
        {figures.map((figure) => (
          <div key={figure.label} className="analytics-total">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>

      <Card id="traffic" title={T.trafficTitle}>
        <TrafficChart
          daily={dashboard.daily}
          from={dashboard.range.from}
          to={dashboard.range.to}
        />
      </Card>

      <div className="analytics-grid">
        <Card id="pages" title={T.pagesTitle}>
          <DataTable
            label={T.pagesTitle}
            rows={dashboard.pages}
            rowKey={(row) => row.path}
            columns={[
              {
                header: T.page,
                cell: (row) => <Bar value={row.pageViews} max={maxViews}>{row.path}</Bar>,
              },
              { header: T.views, cell: (row) => formatCount(row.pageViews), numeric: true },
              { header: T.sessions, cell: (row) => formatCount(row.sessions), numeric: true },
            ]}
          />
        </Card>
        <Card id="sources" title={T.sourcesTitle} note={T.sourcesNote}>
          <DataTable
            label={T.sourcesTitle}
            rows={dashboard.referrers}
            rowKey={(row) => row.source}
            columns={[
              {
                header: T.source,
                cell: (row) => <Bar value={row.sessions} max={maxReferrer}>{row.source}</Bar>,
              },
              { header: T.sessions, cell: (row) => formatCount(row.sessions), numeric: true },
            ]}
          />
          <h3 className="analytics-card__subheading">{T.campaignsTitle}</h3>
          <DataTable
            label={T.campaignsTitle}
            rows={dashboard.campaigns}
            rowKey={(row) => `${row.source} ${row.medium} ${row.campaign}`}
            columns={[
              { header: T.source, cell: (row) => row.source },
              { header: T.medium, cell: (row) => row.medium || "(none)" },
              { header: T.campaign, cell: (row) => row.campaign || "(none)" },
              { header: T.sessions, cell: (row) => formatCount(row.sessions), numeric: true },
            ]}
          />
        </Card>
      </div>

      <Card id="engagement" title={T.engagementTitle}>
        <DataTable
          label={T.engagementTitle}
          rows={dashboard.pages}
          rowKey={(row) => row.path}
          columns={[
            { header: T.page, cell: (row) => row.path },
            { header: T.views, cell: (row) => formatCount(row.pageViews), numeric: true },
            {
              header: T.scrollDepth,
              cell: (row) => formatPercent(row.avgScrollDepth),
              numeric: true,
            },
            {
              header: T.engagedTime,
              cell: (row) => formatSeconds(row.avgEngagedSeconds),
              numeric: true,
            },
          ]}
        />
      </Card>

      <div className="analytics-grid">
        <Card id="conversions" title={T.conversionsTitle}>
          <h3 className="analytics-card__subheading">{T.enquiriesByForm}</h3>
          <DataTable
            label={T.enquiriesByForm}
            rows={dashboard.enquiriesByForm}
            rowKey={(row) => row.source}
            columns={[
              { header: T.form, cell: (row) => enquirySourceLabel(row.source) },
              { header: T.enquiries, cell: (row) => formatCount(row.enquiries), numeric: true },
            ]}
          />
          <h3 className="analytics-card__subheading">{T.conversionsBySource}</h3>
          <DataTable
            label={T.conversionsBySource}
            rows={dashboard.conversionsBySource}
            rowKey={(row) => row.source}
            columns={[
              { header: T.source, cell: (row) => row.source },
              { header: T.conversions, cell: (row) => formatCount(row.conversions), numeric: true },
            ]}
          />
        </Card>
        <Card id="consent" title={T.consentTitle} note={T.consentNote}>
          <ConsentSummary consent={dashboard.consent} />
        </Card>
      </div>

      <Card
        id="web-vitals"
        title="Web Vitals (field, 75th percentile)"
        note="Measured in visitors' browsers, only where analytics cookies are allowed."
      >
        <WebVitalsTable pages={dashboard.webVitals} />
      </Card>
    </>
  );
}
