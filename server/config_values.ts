/**
 * Value helpers shared by the feature configuration schemas that `server/config.ts` composes.
 */

/** An empty variable (`NAME=` in a `.env` file) counts as unset, so its default applies. */
export function emptyAsUndefined(value: unknown): unknown {
  return value === "" ? undefined : value;
}
