/**
 * Consent rates (docs/requirements.md#analytics-dashboard: accepted / declined / customised, from
 * the consent log): one stacked bar and a table with counts and shares. The bar is described by the
 * table beside it.
 */
import type { ConsentRates } from "../../../analytics/dashboard_types.ts";
import { ANALYTICS_TEXT } from "./analytics_copy.ts";
import { formatCount, formatShare } from "./format.ts";
import { DataTable } from "./tables.tsx";

const KINDS = ["accepted", "customised", "declined"] as const;

/** The consent block. */
export function ConsentSummary({ consent }: { consent: ConsentRates }) {
  let offset = 0;
  const segments = KINDS.map((kind) => {
    const width = consent.total ? (consent[kind] / consent.total) * 100 : 0;
    const segment = { kind, x: offset, width };
    offset += width;
    return segment;
  });
  const rows = KINDS.map((kind) => ({ kind, count: consent[kind] }));
  return (
    <>
      {consent.total
        ? (
          <svg
            className="consent-rates"
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            {segments.map((segment) => (
              <rect
                key={segment.kind}
                className={`consent-rates__${segment.kind}`}
                x={segment.x}
                y="0"
                width={segment.width}
                height="6"
              />
            ))}
          </svg>
        )
        : null}
      <DataTable
        label={ANALYTICS_TEXT.consentTitle}
        rows={consent.total ? rows : []}
        rowKey={(row) => row.kind}
        columns={[
          {
            header: ANALYTICS_TEXT.choice,
            cell: (row) => (
              <span className={`consent-rates__key consent-rates__key--${row.kind}`}>
                {ANALYTICS_TEXT.consentKinds[row.kind]}
              </span>
            ),
          },
          { header: ANALYTICS_TEXT.choices, cell: (row) => formatCount(row.count), numeric: true },
          {
            header: ANALYTICS_TEXT.share,
            cell: (row) => formatShare(row.count, consent.total),
            numeric: true,
          },
        ]}
      />
    </>
  );
}
