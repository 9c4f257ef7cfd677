import path from 'node:path';
import type { Logger } from 'pino';
import type { LoyaltyDb, LoyaltyEngine } from '../database/loyalty-db.js';
import { openPostgresLoyaltyDb } from '../database/postgres-loyalty-db.js';
import { openSqliteLoyaltyDb } from '../database/sqlite-loyalty-db.js';
import { createTestDatabase } from './postgres-test-db.js';

/** Both engines, for `describe.each(loyaltyEngines)`: the loyalty service's tests run on each. */
export const loyaltyEngines: readonly LoyaltyEngine[] = ['sqlite', 'postgres'];

/** A fresh, migrated loyalty database: a file in `dir`, or a new database on the test run's PostgreSQL. */
export async function openTestLoyaltyDb(
  engine: LoyaltyEngine,
  dir: string,
  logger: Logger,
): Promise<{ db: LoyaltyDb; url?: string; drop(): Promise<void> }> {
  if (engine === 'sqlite')
    return { db: openSqliteLoyaltyDb(path.join(dir, 'loyalty.sqlite')), drop: () => Promise.resolve() };
  const database = await createTestDatabase();
  const db = await openPostgresLoyaltyDb({ url: database.url, logger });
  return { db, url: database.url, drop: () => database.drop() };
}
