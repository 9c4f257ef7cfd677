import path from 'node:path';
import type { Logger } from 'pino';
import { StartupError } from '../../core/startup-error.js';
import { redactedUrl } from './redacted-url.js';
import { openPostgresLoyaltyDb, type PostgresLoyaltyDb } from './postgres-loyalty-db.js';
import { openSqliteLoyaltyDb, type SqliteLoyaltyDb } from './sqlite-loyalty-db.js';

export interface LoyaltyDatabaseSettings {
  readonly databaseUrl?: string | undefined;
  readonly databasePoolSize?: number | undefined;
  readonly databaseStatementTimeoutMs?: number | undefined;
}

/** The loyalty service's database: PostgreSQL when a URL is set, else `loyalty.sqlite` in the data folder. */
export async function openLoyaltyDb(
  settings: LoyaltyDatabaseSettings,
  dataDir: string,
  logger: Logger,
): Promise<SqliteLoyaltyDb | PostgresLoyaltyDb> {
  if (settings.databaseUrl === undefined) return openSqliteLoyaltyDb(path.join(dataDir, 'loyalty.sqlite'));
  try {
    return await openPostgresLoyaltyDb({
      url: settings.databaseUrl,
      poolSize: settings.databasePoolSize,
      statementTimeoutMs: settings.databaseStatementTimeoutMs,
      logger,
    });
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `Cannot use the loyalty database ${redactedUrl(settings.databaseUrl)}: ${(error as Error).message}.`,
    );
  }
}
