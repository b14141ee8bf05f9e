/**
 * Number and date formatting of the dashboard. Written out by hand rather than with `Intl`, so the
 * server and the browser produce the same characters and hydration always matches.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 12345 → "12,345". */
export function formatCount(value: number): string {
  return Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** "2026-11-02" → "2 Nov 2026". */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-");
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ""} ${year}`;
}

/** "2026-11-02" → "2 Nov", for chart axes. */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${Number(date)} ${MONTHS[Number(month) - 1] ?? ""}`;
}

/** 65.3 → "1 min 5 s"; 42 → "42 s". */
export function formatSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.floor(whole / 60);
  return `${minutes} min ${whole % 60} s`;
}

/** 0.4567 → "45.7%"; with no total, "0%". */
export function formatShare(part: number, total: number): string {
  if (!total) return "0%";
  return `${Math.round((part / total) * 1000) / 10}%`;
}

/** 62.5 → "62.5%". */
export function formatPercent(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}
