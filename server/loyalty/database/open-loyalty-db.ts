import path from 'node:path';
import type { Logger } from 'pino';
import { StartupError } from '../../errors/startup-error.js';
import { DatabaseUnavailableError, databaseErrorKind } from '../../errors/database-errors.js';
import { redactedUrl } from './redacted-url.js';
import { createPostgresLoyaltyDb, type PostgresLoyaltyDb } from './postgres-loyalty-db.js';
import { openSqliteLoyaltyDb, type SqliteLoyaltyDb } from './sqlite-loyalty-db.js';

export interface LoyaltyDatabaseSettings {
  readonly databaseUrl?: string | undefined;
  readonly databasePoolSize?: number | undefined;
  readonly databaseStatementTimeoutMs?: number | undefined;
}

/** A loyalty database and the step that makes it usable: none for SQLite (opened migrated), connect and migrate for PostgreSQL. */
export interface LoyaltyDbToMigrate {
  readonly db: SqliteLoyaltyDb | PostgresLoyaltyDb;
  /**
   * Connects and migrates. Rejects with a DatabaseUnavailableError while the database cannot be reached (try again
   * later), and with a one-line StartupError when it is misconfigured (wrong password, no such database, a newer schema).
   */
  migrate(): Promise<void>;
}

/** The loyalty service's database: PostgreSQL when a URL is set, else `loyalty.sqlite` in the data folder. */
export async function openLoyaltyDb(
  settings: LoyaltyDatabaseSettings,
  dataDir: string,
  logger: Logger,
): Promise<SqliteLoyaltyDb | PostgresLoyaltyDb> {
  const { db, migrate } = loyaltyDbToMigrate(settings, dataDir, logger);
  try {
    await migrate();
  } catch (error) {
    await db.close();
    if (error instanceof DatabaseUnavailableError) throw startupErrorOf(settings, error.cause);
    throw error;
  }
  return db;
}

/** The loyalty database, not yet connected when it is PostgreSQL (see `migrate`); SQLite's refusals are thrown here. */
export function loyaltyDbToMigrate(
  settings: LoyaltyDatabaseSettings,
  dataDir: string,
  logger: Logger,
): LoyaltyDbToMigrate {
  if (settings.databaseUrl === undefined) {
    return { db: openSqliteLoyaltyDb(path.join(dataDir, 'loyalty.sqlite')), migrate: () => Promise.resolve() };
  }
  const db = createPostgresLoyaltyDb({
    url: settings.databaseUrl,
    poolSize: settings.databasePoolSize,
    statementTimeoutMs: settings.databaseStatementTimeoutMs,
    logger,
  });
  return {
    db,
    async migrate() {
      try {
        await db.migrate();
      } catch (error) {
        if (error instanceof StartupError) throw error;
        if (databaseErrorKind(error) === 'unavailable') throw new DatabaseUnavailableError(error);
        throw startupErrorOf(settings, error);
      }
    },
  };
}

function startupErrorOf(settings: LoyaltyDatabaseSettings, error: unknown): StartupError {
  return new StartupError(
    `Cannot use the loyalty database ${redactedUrl(settings.databaseUrl ?? '')}: ${(error as Error).message}.`,
  );
}
