/**
 * Article dates as printed on cards and articles (docs/requirements.md#insight-article: every
 * article has a date), in the en-GB style "8 April 2025". A fixed month table rather than `Intl`,
 * so the server and every browser print the same text and hydration never differs by locale data or
 * time zone.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Formats an ISO calendar date.
 *
 * @param isoDate "yyyy-mm-dd", e.g. "2025-04-08".
 * @returns e.g. "8 April 2025".
 * @throws {RangeError} when `isoDate` is not a valid "yyyy-mm-dd" date.
 *
 * @example
 * ```ts
 * formatArticleDate("2025-04-08"); // "8 April 2025"
 * ```
 */
export function formatArticleDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) {
    throw new RangeError(`Cannot format date "${isoDate}": expected yyyy-mm-dd`);
  }
  return `${day} ${month} ${match[1]}`;
}
