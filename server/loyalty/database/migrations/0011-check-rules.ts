import type { LoyaltyMigration } from './loyalty-migration.js';

/**
 * The engine reads the whole check (issue 32): a programme's rule for payments whose till does not know the check
 * (`payments_without_check`: `upToBalance`, the default, or `refused`); the time zone campaign periods are read in, per
 * scope (a network or a lone venue) and optionally per venue (NULL: the scope's, else the service's default). Existing
 * scopes get `UTC`, what their periods meant until now, so no campaign moves. The check's number needs no column:
 * `orders` has had a nullable `number` since 0001.
 */
export const m0011CheckRules: LoyaltyMigration = {
  version: 11,
  name: '0011-check-rules',
  /** PostgreSQL's dialect; `up` repeats the schema in SQLite's on purpose (one text per engine, as released). */
  postgres: `
    ALTER TABLE programmes ADD COLUMN payments_without_check TEXT NOT NULL DEFAULT 'upToBalance'
      CHECK (payments_without_check IN ('upToBalance', 'refused'));
    ALTER TABLE scopes ADD COLUMN time_zone TEXT;
    ALTER TABLE venues ADD COLUMN time_zone TEXT;
    UPDATE scopes SET time_zone = 'UTC';
  `,
  up(db) {
    db.exec(`
      ALTER TABLE programmes ADD COLUMN payments_without_check TEXT NOT NULL DEFAULT 'upToBalance'
        CHECK (payments_without_check IN ('upToBalance', 'refused'));
      ALTER TABLE scopes ADD COLUMN time_zone TEXT;
      ALTER TABLE venues ADD COLUMN time_zone TEXT;
      UPDATE scopes SET time_zone = 'UTC';
    `);
  },
};
