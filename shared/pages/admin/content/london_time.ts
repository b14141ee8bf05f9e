/**
 * Times of the content screens in the office's clock (Europe/London, GMT in winter and BST in
 * summer), whatever the browser's own zone: a `datetime-local` control holds London wall time,
 * and the API takes and gives ISO times in UTC (ADR 0014).
 */

const LONDON_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const LONDON_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const LONDON_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** London wall time of the instant `ms` as if it were UTC (for offset arithmetic). */
function londonWallMs(ms: number): number {
  const parts = Object.fromEntries(
    LONDON_PARTS.formatToParts(new Date(ms)).map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/**
 * The ISO UTC time of a London wall time "YYYY-MM-DDTHH:mm" (the value of a `datetime-local`
 * control), or `undefined` when the text is not one. A time that does not exist in London (the
 * hour skipped when clocks go forward) is read in the offset before the change, so it lands one
 * hour later, as a wall clock would show.
 *
 * @example
 * ```ts
 * londonLocalToIso("2026-07-01T09:00"); // "2026-07-01T08:00:00.000Z" (BST)
 * ```
 */
export function londonLocalToIso(local: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  if (Number.isNaN(wall)) return undefined;
  // The offset one day earlier, then corrected once: exact everywhere but inside the skipped hour.
  const offsetBefore = londonWallMs(wall - 86_400_000) - (wall - 86_400_000);
  let utc = wall - offsetBefore;
  const offsetThere = londonWallMs(utc) - utc;
  if (offsetThere !== offsetBefore && londonWallMs(wall - offsetThere) === wall) {
    utc = wall - offsetThere;
  }
  return new Date(utc).toISOString();
}

/** The `datetime-local` value ("YYYY-MM-DDTHH:mm", London wall time) of an ISO time. */
export function isoToLondonLocal(iso: string): string {
  return new Date(londonWallMs(Date.parse(iso))).toISOString().slice(0, 16);
}

/** "12:03": the London clock time of an ISO time (the autosave status). */
export function formatLondonClock(iso: string): string {
  return LONDON_CLOCK.format(new Date(iso));
}

/** "1 Dec 2026, 09:00": London date and time of an ISO time. */
export function formatLondonDateTime(iso: string): string {
  return LONDON_DATE_TIME.format(new Date(iso));
}
