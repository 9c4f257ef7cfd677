import type { Migration } from '../../../storage/migration.js';

/**
 * A step of the loyalty database, which runs on both engines: the SQLite step (`up`, applied by storage/migrate.ts with
 * the bridge's) and the PostgreSQL one (`postgres`, SQL applied by postgres-migrate.ts).
 */
export interface LoyaltyMigration extends Migration {
  readonly postgres: string;
}
