import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { loyaltyMigrations } from './migrations/index.js';
import { DatabaseUnavailableError, databaseErrorKind } from '../../errors/database-errors.js';
import type { LoyaltyDb } from './loyalty-db.js';
import type { LoyaltySchema } from './loyalty-schema.js';
import { ConfigListener } from './postgres-config-listener.js';
import { migratePostgres, schemaVersionOf } from './postgres-migrate.js';
import { postgresTypes } from './postgres-types.js';

export interface PostgresOptions {
  /** `postgres://USER:PASS@HOST:PORT/DB?sslmode=...`; `sslmode` and `application_name` are read by the driver. */
  readonly url: string;
  /** Connections per instance (default 10). */
  readonly poolSize?: number | undefined;
  /** Longest a statement may run, in ms (default 10000); 0 turns the limit off. */
  readonly statementTimeoutMs?: number | undefined;
  readonly logger: Logger;
}

export interface PostgresLoyaltyDb extends LoyaltyDb {
  readonly engine: 'postgres';
}

/** A PostgreSQL loyalty database not connected yet: `migrate()` connects, migrates and starts listening. */
export interface UnmigratedPostgresLoyaltyDb extends PostgresLoyaltyDb {
  /** Brings the schema up to date (or refuses a newer one), then listens for configuration changes; may be retried. */
  migrate(): Promise<void>;
}

/** Attempts of a write that keeps meeting serialization failures or deadlocks. */
const maxAttempts = 5;

/** Connects to a PostgreSQL database, migrates it under an advisory lock, and listens for configuration changes. */
export async function openPostgresLoyaltyDb(options: PostgresOptions): Promise<PostgresLoyaltyDb> {
  const db = createPostgresLoyaltyDb(options);
  try {
    await db.migrate();
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** The loyalty data layer over a pool that opens no connection until asked (see `migrate`). */
export function createPostgresLoyaltyDb(options: PostgresOptions): UnmigratedPostgresLoyaltyDb {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    connectionTimeoutMillis: 5_000,
    types: postgresTypes,
  });
  /** An idle connection the server closed (a restart): logged; the pool makes a new one when asked. */
  pool.on('error', (error) => options.logger.warn({ err: error }, 'a pooled database connection failed'));
  /**
   * A connection lost while checked out (a request's transaction, the migration) would otherwise emit an unhandled
   * 'error' and end the process; its query in flight fails on its own (503), and the pool drops it on release.
   */
  pool.on('connect', (client) => {
    client.on('error', (error) => options.logger.warn({ err: error }, 'a database connection in use failed'));
  });
  const query = new Kysely<LoyaltySchema>({ dialect: new PostgresDialect({ pool }) });
  const listener = new ConfigListener(options.url, postgresTypes, options.logger);
  let listening = false;
  let writes = 0;
  let idle: (() => void) | undefined;
  return {
    engine: 'postgres',
    query,
    async migrate() {
      await migratePostgres(pool, loyaltyMigrations, options.logger);
      if (listening) return;
      listening = true;
      await listener.start();
    },
    async write(work) {
      writes++;
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            return await query.transaction().execute(work);
          } catch (error) {
            const kind = databaseErrorKind(error);
            /** A unique violation is a race another instance won: run again, and the checks find its row. */
            if ((kind === 'conflict' || kind === 'unique-violation') && attempt < maxAttempts) continue;
            /** A driver error that means "no database" becomes the typed 503; anything else passes as it is. */
            throw kind === 'unavailable' ? new DatabaseUnavailableError(error) : error;
          }
        }
      } finally {
        if (--writes === 0) idle?.();
      }
    },
    configVersion: () => listener.generation(),
    configChanged: () => listener.changedHere(),
    schemaVersion: () => schemaVersionOf(pool),
    async close() {
      if (writes > 0) await new Promise<void>((resolve) => (idle = resolve));
      await listener.stop();
      await query.destroy();
      /** Kysely ends the pool only if it ever used it; else its idle connections (the migration's) would hold the process. */
      if (!pool.ending) await pool.end();
    },
  };
}
