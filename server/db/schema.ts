/**
 * Every migration of the app, in order. Feature modules own their lists; this file only orders
 * them, so a newcomer sees the whole schema history in one place.
 */
import { CORE_MIGRATIONS, type Migration } from "./migrations.ts";

/** All migrations, applied at start-up by `migrate`. */
export const ALL_MIGRATIONS: readonly Migration[] = [
  ...CORE_MIGRATIONS,
];
