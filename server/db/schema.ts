/**
 * Every migration of the app, in order. Feature modules own their lists; this file only orders
 * them, so a newcomer sees the whole schema history in one place.
 */
import { CORE_MIGRATIONS, type Migration } from "./migrations.ts";
import { ENQUIRY_MIGRATIONS } from "../enquiries/migrations.ts";
import { OUTBOX_MIGRATIONS } from "../mail/migrations.ts";
import { STAFF_MIGRATIONS } from "../staff/migrations.ts";
import { ANALYTICS_MIGRATIONS } from "../analytics/migrations.ts";
import { COORDINATION_MIGRATIONS } from "./coordination_migrations.ts";
import { CONTENT_MIGRATIONS } from "../content/migrations.ts";
import { SEARCH_CURATION_MIGRATIONS } from "../search_curation/migrations.ts";

/** All migrations, applied at start-up by `migrate`. */
export const ALL_MIGRATIONS: readonly Migration[] = [
  ...CORE_MIGRATIONS,
  ...ENQUIRY_MIGRATIONS,
  ...STAFF_MIGRATIONS,
  ...OUTBOX_MIGRATIONS,
  ...ANALYTICS_MIGRATIONS,
  ...COORDINATION_MIGRATIONS,
  ...CONTENT_MIGRATIONS,
  ...SEARCH_CURATION_MIGRATIONS,
];
