import type { Migration } from '../../../storage/migration.js';

/**
 * A step of the loyalty database, which runs on both engines: the SQLite step (`up`, applied by storage/migrate.ts with
 * the bridge's) and the PostgreSQL one (`postgres`, SQL applied by postgres-migrate.ts). Every migration file opens
 * alike on purpose (version, name, the PostgreSQL text, then `up`): 0001, 0003, 0007, 0008, 0012 and 0013 pair by that
 * shape.
 */
export interface LoyaltyMigration extends Migration {
  readonly postgres: string;
}
