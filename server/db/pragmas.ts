/**
 * Per-connection settings of every connection that writes. SQLite keeps these per connection,
 * so each writing connection runs them when it opens.
 */

/**
 * Run on every writing connection: foreign keys enforced (SQLite's default is off) and erased
 * text overwritten rather than left in free pages (privacy: erasure must not leave copies in the
 * file; see docs/requirements.md#privacy).
 */
export const CONNECTION_PRAGMAS: readonly string[] = [
  "PRAGMA foreign_keys = ON",
  "PRAGMA secure_delete = ON",
];
