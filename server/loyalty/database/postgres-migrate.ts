import type pg from 'pg';
import type { Logger } from 'pino';
import type { LoyaltyMigration } from '../../storage/migrations/loyalty/index.js';

/** Placeholder, replaced by the real runner (advisory lock, refusal of a newer schema). */
export async function migratePostgres(
  _pool: pg.Pool,
  _migrations: readonly LoyaltyMigration[],
  _logger: Logger,
): Promise<{ from: number; to: number }> {
  throw new Error('migratePostgres is not written yet');
}

export async function schemaVersionOf(_pool: pg.Pool): Promise<number> {
  throw new Error('schemaVersionOf is not written yet');
}
