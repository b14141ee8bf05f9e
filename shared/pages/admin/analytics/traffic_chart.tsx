/**
 * Daily page views and unique sessions as a server-rendered SVG line chart
 * (docs/requirements.md#analytics-dashboard: "a chart … or server-rendered SVG"). No charting
 * library: two polylines, a nice-number axis and a handful of day labels. Colours come from classes
 * in consent.css (the CSP forbids inline styles). The same figures are offered as a table for
 * screen readers and keyboard users.
 */
import type { DailyTraffic } from "../../../analytics/dashboard_types.ts";
import { ANALYTICS_TEXT } from "./analytics_copy.ts";
import { formatCount, formatDay, formatShortDay } from "./format.ts";

const WIDTH = 960;
const HEIGHT = 300;
const PAD = { top: 16, right: 24, bottom: 40, left: 56 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const MAX_X_LABELS = 7;

/**
 * Top of the value axis: four equal whole-number steps, each a "nice" number (1, 1.5, 2, 2.5, 3,
 * 4, 5, 6 or 8 × 10ⁿ), reaching at least `value`.
 */
export function niceCeiling(value: number): number {
  const raw = Math.max(1, value / 4);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const factor of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) {
    const step = factor * power;
    if (step >= raw && Number.isInteger(step)) return step * 4;
  }
  return 40 * power;
}

function points(values: readonly number[], max: number): string {
  const step = values.length > 1 ? PLOT_W / (values.length - 1) : 0;
  return values.map((value, index) => {
    const x = PAD.left + (values.length > 1 ? index * step : PLOT_W / 2);
    const y = PAD.top + PLOT_H - (value / max) * PLOT_H;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(" ");
}

/** Props of {@linkcode TrafficChart}. */
export interface TrafficChartProps {
  daily: readonly DailyTraffic[];
  from: string;
  to: string;
}

/** The chart, its legend and the figures as a table. */
export function TrafficChart({ daily, from, to }: TrafficChartProps) {
  const max = niceCeiling(Math.max(0, ...daily.map((day) => day.pageViews)));
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * max);
  const labelEvery = Math.max(1, Math.ceil(daily.length / MAX_X_LABELS));
  const step = daily.length > 1 ? PLOT_W / (daily.length - 1) : 0;
  const label = ANALYTICS_TEXT.trafficChartLabel(formatDay(from), formatDay(to));
  return (
    <div className="chart">
      <ul className="chart__legend">
        <li className="chart__key chart__key--views">{ANALYTICS_TEXT.totals.pageViews}</li>
        <li className="chart__key chart__key--sessions">{ANALYTICS_TEXT.totals.sessions}</li>
      </ul>
      <div className="chart__scroll" role="region" aria-label={label} tabIndex={0}>
        <svg
          className="chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby="traffic-chart-title"
        >
          <title id="traffic-chart-title">{label}</title>
          {ticks.map((tick) => {
            const y = PAD.top + PLOT_H - (tick / max) * PLOT_H;
            return (
              <g key={tick}>
                <line className="chart__grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} />
                <text className="chart__axis" x={PAD.left - 8} y={y + 4} textAnchor="end">
                  {formatCount(tick)}
                </text>
              </g>
            );
          })}
          {daily.map((day, index) =>
            (index % labelEvery === 0 && daily.length - 1 - index >= labelEvery / 2) ||
              index === daily.length - 1
              ? (
                <text
                  key={day.day}
                  className="chart__axis"
                  x={PAD.left + (daily.length > 1 ? index * step : PLOT_W / 2)}
                  y={HEIGHT - 12}
                  // The outermost labels align inwards so they are never clipped.
                  textAnchor={daily.length === 1
                    ? "middle"
                    : index === 0
                    ? "start"
                    : index === daily.length - 1
                    ? "end"
                    : "middle"}
                >
                  {formatShortDay(day.day)}
                </text>
              )
              : null
          )}
          <polyline
            className="chart__line chart__line--views"
            points={points(daily.map((day) => day.pageViews), max)}
          />
          <polyline
            className="chart__line chart__line--sessions"
            points={points(daily.map((day) => day.sessions), max)}
          />
        </svg>
      </div>
      <details className="chart__details">
        <summary>{ANALYTICS_TEXT.trafficTableToggle}</summary>
        <div
          className="analytics-scroll"
          role="region"
          aria-label={ANALYTICS_TEXT.dailyTableLabel}
          tabIndex={0}
        >
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{ANALYTICS_TEXT.day}</th>
                <th scope="col" className="data-table__number">{ANALYTICS_TEXT.views}</th>
                <th scope="col" className="data-table__number">{ANALYTICS_TEXT.sessions}</th>
              </tr>
            </thead>
            <tbody>
              {daily.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDay(day.day)}</th>
                  <td className="data-table__number">{formatCount(day.pageViews)}</td>
                  <td className="data-table__number">{formatCount(day.sessions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
