/**
 * Ranked tables of the dashboard, each in a labelled, keyboard-scrollable region so a wide table
 * never breaks the layout on a phone. Numbers are right-aligned; a thin bar shows each row's
 * share of the largest (decorative: the number is in the cell beside it).
 */
import type { ReactNode } from "react";
import { ANALYTICS_TEXT } from "./analytics_copy.ts";

/** One column: its heading and how to draw a cell. */
export interface Column<Row> {
  header: string;
  cell(row: Row): ReactNode;
  numeric?: boolean;
}

/** Props of {@linkcode DataTable}. */
export interface DataTableProps<Row> {
  /** What the table shows; its scroll region is named "<label> table" (unique on the page). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
}

/** A table, or the empty-state line when there are no rows. */
export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  if (rows.length === 0) return <p className="admin-state">{ANALYTICS_TEXT.empty}</p>;
  return (
    <div className="analytics-scroll" role="region" aria-label={`${label} table`} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? "data-table__number" : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? <th key={column.header} scope="row">{column.cell(row)}</th> : (
                  <td
                    key={column.header}
                    className={column.numeric ? "data-table__number" : undefined}
                  >
                    {column.cell(row)}
                  </td>
                )
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A label with a bar under it sized to `value / max` (the bar is decorative). */
export function Bar({ children, value, max }: { children: ReactNode; value: number; max: number }) {
  const width = max > 0 ? Math.max(1, Math.round((value / max) * 100)) : 0;
  return (
    <span className="bar-cell">
      <span className="bar-cell__label">{children}</span>
      <svg
        className="bar-cell__bar"
        viewBox="0 0 100 4"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <rect className="bar-cell__track" x="0" y="0" width="100" height="4" rx="2" />
        <rect className="bar-cell__fill" x="0" y="0" width={width} height="4" rx="2" />
      </svg>
    </span>
  );
}
